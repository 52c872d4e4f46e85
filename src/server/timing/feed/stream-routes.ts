// GET /api/live/stream: Server-Sent Events for the signed-in racer's followed track. The whole state on
// connect, then only changes; a heartbeat keeps proxies and phones from dropping a quiet connection. A sign-out
// on any instance ends the session's streams on this one (its reconnection then answers 401).
// The stream is written by hand, so no response schema applies: each message is a `liveMessageSchema`
// message built from a state LiveFeed has checked against `liveStateSchema`.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { LiveMessage } from '../../../domain/timing.ts';
import { currentUser } from '../../auth/session-guard.ts';
import { sessionIdOf, signedInSessionIds } from '../../auth/sessions.ts';
import type { SessionMemory } from '../../auth/signed-out-everywhere.ts';
import { readDataSources } from '../../data-sources/data-source-store.ts';
import { readSettings } from '../../settings/settings-store.ts';
import type { StampedMessage } from './live-feed.ts';
import type { LiveFeeds } from './live-feeds.ts';
import { type SseBytes, sseBytes, writeSse } from './sse-writes.ts';

const HEARTBEAT_MS = 15_000;
// How long a browser waits before reconnecting after a drop.
const RETRY_MS = 3_000;

export async function liveStreamRoutes(
  app: FastifyInstance,
  options: { db: Db; feeds: LiveFeeds; sessions: SessionMemory; heartbeatMs?: number },
) {
  const { db, feeds } = options;
  // Open streams never end by themselves: closing the server ends them, or it would wait forever.
  const open = new Set<FastifyReply['raw']>();
  app.addHook('preClose', async () => {
    for (const raw of open) raw.end();
  });
  // Each open stream by its session's id: a signed-out session must not go on receiving the racer's timing.
  const bySession = new Map<string, Set<FastifyReply['raw']>>();
  const endStreamsOf = (sid: string) => {
    for (const raw of bySession.get(sid) ?? []) raw.end();
    bySession.delete(sid);
  };
  options.sessions.onSignOut(endStreamsOf, () => {
    // Sign-outs missed while this instance was not listening: the sessions table says which are gone.
    const sids = [...bySession.keys()];
    signedInSessionIds(db, sids)
      .then((signedIn) => {
        for (const sid of sids) if (!signedIn.has(sid)) endStreamsOf(sid);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'open live streams could not be checked'));
  });

  app.get('/api/live/stream', async (request, reply) => {
    const user = currentUser(request);
    // HEAD asks what a GET would answer, without the stream that would never end.
    if (request.method === 'HEAD')
      return reply.header('content-type', 'text/event-stream; charset=utf-8').send();
    const { followedTrackUrl } = await readSettings(db, user.id);
    const lastEventId = headerValue(request.headers['last-event-id']);
    const send = openStream(reply);
    open.add(reply.raw);
    const sid = sessionIdOf(request.sessionToken ?? '');
    const ofSession = bySession.get(sid) ?? new Set();
    bySession.set(sid, ofSession.add(reply.raw));
    send.comment('connected');
    // Set before anything is awaited: a stream ended meanwhile (a sign-out, a dropped phone) is let go at once.
    let stopWatching = () => {};
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let closed = false;
    request.raw.on('close', () => {
      closed = true;
      open.delete(reply.raw);
      ofSession.delete(reply.raw);
      if (ofSession.size === 0 && bySession.get(sid) === ofSession) bySession.delete(sid);
      clearInterval(heartbeat);
      stopWatching();
    });

    if (followedTrackUrl) {
      stopWatching = feeds.watch(followedTrackUrl, (batch) => send.batch(framed(batch)), lastEventId);
    } else {
      // Nothing to follow: the empty state, once. The app reconnects when the racer follows a track.
      const sources = await readDataSources(db);
      if (closed) return;
      send.message(null, { type: 'snapshot', data: { event: null, rows: [], sources } });
    }
    heartbeat = setInterval(() => send.comment('heartbeat'), options.heartbeatMs ?? HEARTBEAT_MS);
  });
}

function openStream(reply: FastifyReply) {
  // The answer is written by hand from here on; Fastify must not send one of its own.
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies buffer responses unless told not to.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  return {
    comment: (text: string) => raw.write(`: ${text}\n\n`),
    batch: (bytes: SseBytes) => writeSse(raw, bytes),
    message: (id: string | null, message: LiveMessage) => raw.write(frame(id, message)),
  };
}

function frame(id: string | null, message: LiveMessage): string {
  const idLine = id === null ? '' : `id: ${id}\n`;
  return `${idLine}event: ${message.type}\ndata: ${JSON.stringify(message.data)}\n\n`;
}

// A feed hands the same messages to every watcher: written out once, not once per watcher (2,000 at a meeting),
// and sent in one write per watcher.
const framedOnce = new WeakMap<readonly StampedMessage[], SseBytes>();
function framed(batch: readonly StampedMessage[]): SseBytes {
  let bytes = framedOnce.get(batch);
  if (bytes === undefined) {
    bytes = sseBytes(batch.map((stamped) => frame(stamped.id, stamped.message)).join(''));
    framedOnce.set(batch, bytes);
  }
  return bytes;
}

const headerValue = (value: string | string[] | undefined): string | null =>
  (Array.isArray(value) ? value[0] : value)?.trim() || null;
