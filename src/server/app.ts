// Builds the Fastify app (used by main.ts and by tests): integrations, then services, then routes.
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import { createLiveRcClient } from '../liverc/client.ts';
import { type AddedEventTiming, DEFAULT_ADDED_EVENT_TIMING } from './added-events/added-event-reader.ts';
import { addedEventRoutes } from './added-events/routes.ts';
import { SCRYPT_COST, type ScryptCost } from './auth/password.ts';
import { DEFAULT_PASSWORD_WORK, PasswordWork, type PasswordWorkLimits } from './auth/password-work.ts';
import { authRoutes } from './auth/routes.ts';
import { sessionGuard } from './auth/session-guard.ts';
import { sessionMemory } from './auth/signed-out-everywhere.ts';
import { browserSecurity } from './browser-security.ts';
import { carRoutes } from './cars/routes.ts';
import { openCluster } from './cluster/open-cluster.ts';
import { type Config, DEFAULT_VAPID_SUBJECT, trustedProxies } from './config.ts';
import { dataSourceRoutes } from './data-sources/routes.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './errors.ts';
import { exportRoutes } from './export/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { apiCaching } from './http-cache/api-etag.ts';
import { compressAnswers } from './http-cache/compression.ts';
import { idempotency } from './idempotency/idempotency.ts';
import { eventClassRoutes } from './liverc/event-class-routes.ts';
import { DEFAULT_LOCATION_FILL, LocationFiller, type LocationFillTiming } from './liverc/location-filler.ts';
import { liveRcRoutes } from './liverc/routes.ts';
import { LiveRcService } from './liverc/service.ts';
import { createSourceHealth } from './liverc/source-health.ts';
import { errorForLog, requestForLog } from './log.ts';
import { PushSender } from './push/push-sender.ts';
import { RaceDayNotices } from './push/race-day-notices.ts';
import { pushRoutes } from './push/routes.ts';
import { vapidKeysOnce } from './push/vapid-keys.ts';
import { raceLogRoutes } from './race-log/routes.ts';
import { rateLimitPluginOptions } from './refresh-limit.ts';
import { rivalRoutes } from './rivals/routes.ts';
import { seriesRoutes } from './series/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { setupSheetRoutes } from './setup-sheets/routes.ts';
import { shareLinkRoutes } from './share-links/routes.ts';
import { CurrentEventService } from './timing/current-event.ts';
import {
  DEFAULT_FOLLOWED_TRACKS_TIMING,
  type FollowedTracksTiming,
  FollowedTracksWatch,
} from './timing/feed/followed-tracks-watch.ts';
import { DEFAULT_FEED_TIMING, type FeedTiming } from './timing/feed/live-feed.ts';
import { LiveFeeds } from './timing/feed/live-feeds.ts';
import { liveStreamRoutes } from './timing/feed/stream-routes.ts';
import { TrackOwners } from './timing/owner/track-owners.ts';
import { FinishedRaces, RECHECK_MS } from './timing/owner/track-poller.ts';
import { timingRoutes } from './timing/routes.ts';
import { tyreRoutes } from './tyres/routes.ts';
import { webApp } from './web.ts';

export type AppOptions = {
  config: Pick<Config, 'logLevel' | 'trustProxy' | 'webDistDir' | 'liveRcUpstream' | 'liveRcTimeoutMs'> &
    Partial<Pick<Config, 'push'>>;
  database: Database;
  /** Live feed polling and stop delays; tests shorten them. */
  liveFeedTiming?: FeedTiming;
  /** The background reading of track locations; `false` leaves it off (tests that count LiveRC requests). */
  locationFill?: LocationFillTiming | false;
  /** The background reading of the events racers added; `false` leaves it off (tests that count requests). */
  addedEvents?: AddedEventTiming | false;
  /** The followed tracks read with nobody watching (for My races and notifications); `false` leaves it off. */
  followedTracks?: FollowedTracksTiming | false;
  /** How many password hashes run and wait at once; tests make the queue small. */
  passwordWork?: PasswordWorkLimits;
  /** The scrypt cost of new passwords; tests hash at a lower one (a hash says its own cost). */
  passwordHashCost?: ScryptCost;
  /** Where log lines go instead of stdout: tests read what the server logs. */
  logStream?: { write(line: string): void };
};

export async function buildApp({
  config,
  database,
  liveFeedTiming,
  locationFill = DEFAULT_LOCATION_FILL,
  addedEvents = DEFAULT_ADDED_EVENT_TIMING,
  followedTracks = DEFAULT_FOLLOWED_TRACKS_TIMING,
  passwordWork = DEFAULT_PASSWORD_WORK,
  passwordHashCost = SCRYPT_COST,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Session cookies must never reach the logs.
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: requestForLog, err: (error: Error) => errorForLog(error) },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyHelmet, {
    // The app is served over plain HTTP on a LAN too (npm start): no forced upgrade to HTTPS there.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
  await app.register(fastifyCookie);
  await app.register(browserSecurity);
  // Before every route: compression hooks onto each route as it is added, and the ETag must see the JSON first.
  await app.register(apiCaching);
  await app.register(compressAnswers);

  const { db } = database;
  const liveRcClient = createLiveRcClient({
    upstream: config.liveRcUpstream,
    timeoutMs: config.liveRcTimeoutMs,
  });
  // Locks and announcements shared with the other instances on this database (one process on PGlite).
  const cluster = await openCluster(database, app.log);
  const sourceHealth = createSourceHealth(db, app.log);
  const liverc = new LiveRcService(db, liveRcClient, sourceHealth, app.log, {
    cluster,
    timeoutMs: config.liveRcTimeoutMs,
  });
  const feedTiming = liveFeedTiming ?? DEFAULT_FEED_TIMING;
  const pushKeys = vapidKeysOnce(db, config.push?.vapidKeys ?? null);
  const endpointHosts = config.push?.endpointHosts ?? [];
  const pushSender = new PushSender(
    db,
    pushKeys,
    { vapidSubject: config.push?.vapidSubject ?? DEFAULT_VAPID_SUBJECT, endpointHosts },
    app.log,
  );
  const notices = new RaceDayNotices({ db, liverc, sender: pushSender, log: app.log });
  // Each followed track's one writer, held by the instance that holds the track's lock.
  const owners = new TrackOwners(cluster, {
    db,
    liverc,
    client: liveRcClient,
    health: sourceHealth,
    finished: new FinishedRaces(),
    recheckMs: feedTiming.recheckMs ?? RECHECK_MS,
    socketReconnectMs: feedTiming.socketReconnectMs,
    notices,
    log: app.log,
  });
  const liveFeeds = new LiveFeeds({ db, cluster, owners, timing: feedTiming, log: app.log });
  const currentEvents = new CurrentEventService(db, liveFeeds);
  const followedWatch = followedTracks
    ? new FollowedTracksWatch({ db, feeds: liveFeeds, log: app.log }, followedTracks)
    : null;
  if (followedWatch) app.addHook('onReady', async () => followedWatch.start());
  app.addHook('onClose', async () => {
    // One hook, in this order: the feeds let go of their tracks before the connections holding the locks close.
    followedWatch?.stop();
    await liveFeeds.close();
    await cluster.close();
  });
  if (locationFill) {
    const filler = new LocationFiller(liverc, locationFill, app.log);
    app.addHook('onReady', async () => filler.start());
    app.addHook('onClose', async () => filler.stop());
  }
  // Signed-in sessions kept in memory a few seconds; a sign-out on any instance drops them on all.
  const sessions = sessionMemory(cluster);
  await app.register(sessionGuard, { db, sessions });
  await app.register(fastifyRateLimit, rateLimitPluginOptions);
  // Before the routes: every racer's write may carry an Idempotency-Key.
  await app.register(idempotency, { db });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, {
    db,
    sessions,
    passwordWork: new PasswordWork(passwordWork),
    hashCost: passwordHashCost,
  });
  await app.register(dataSourceRoutes, { db });
  await app.register(liveRcRoutes, { liverc });
  await app.register(eventClassRoutes, { db, liverc });
  await app.register(settingsRoutes, { db });
  await app.register(timingRoutes, { db, currentEvents, liverc });
  await app.register(liveStreamRoutes, { db, feeds: liveFeeds, sessions });
  await app.register(tyreRoutes, { db });
  await app.register(raceLogRoutes, { db, liverc });
  await app.register(setupSheetRoutes, { db });
  await app.register(shareLinkRoutes, { db });
  await app.register(exportRoutes, { db });
  await app.register(addedEventRoutes, { db, liverc, cluster, notices, reading: addedEvents });
  await app.register(rivalRoutes, { db });
  await app.register(seriesRoutes, { db });
  await app.register(carRoutes, { db });
  await app.register(pushRoutes, { db, keys: pushKeys, endpointHosts });
  await app.register(webApp, { distDir: config.webDistDir });
  return app;
}
