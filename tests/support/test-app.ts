// Runs a suite of server tests once per database kind, each against a real migrated database and the
// real Fastify app (through app.inject), with every table emptied before each test.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { type AppOptions, buildApp } from '../../src/server/app.ts';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.ts';
import { createRacerSession, TEST_PASSWORD_COST } from './racer-session.ts';
import { type DatabaseKind, databaseKinds, openTestDatabase, type TestDatabase } from './test-database.ts';

export type AppContext = { app: FastifyInstance; database: TestDatabase; kind: DatabaseKind };

export const testConfig = {
  logLevel: 'silent',
  trustProxy: false,
  webDistDir: '/nonexistent',
  liveRcUpstream: null,
  liveRcTimeoutMs: 8_000,
} as const;

type TestConfig = Parameters<typeof buildApp>[0]['config'];

/**
 * `config` is read when the suite starts (after the file's own beforeAll hooks), so it may name a
 * replay server started there.
 */
export function describeWithDatabases(
  name: string,
  body: (context: AppContext) => void,
  options: {
    config?: () => Partial<TestConfig>;
    resetEachTest?: boolean;
    liveFeedTiming?: AppOptions['liveFeedTiming'];
    /** Off unless a suite tests it: tests count LiveRC requests, nothing may read pages behind their backs. */
    locationFill?: AppOptions['locationFill'];
    /** The reader of the events racers added: off unless a suite tests it, for the same reason. */
    addedEvents?: AppOptions['addedEvents'];
    followedTracks?: AppOptions['followedTracks'];
    /** Where the app's log lines go, for a suite that reads them (set `logLevel` in `config` too). */
    logStream?: AppOptions['logStream'];
    passwordWork?: AppOptions['passwordWork'];
    /** TEST_PASSWORD_COST unless a suite needs the real cost. */
    passwordHashCost?: AppOptions['passwordHashCost'];
  } = {},
): void {
  describe.each(databaseKinds())(`${name} [%s]`, (kind) => {
    const context = { kind } as AppContext;
    beforeAll(async () => {
      context.database = await openTestDatabase(kind);
      const config = { ...testConfig, ...options.config?.() };
      context.app = await buildApp({
        config,
        database: context.database,
        liveFeedTiming: options.liveFeedTiming,
        locationFill: options.locationFill ?? false,
        addedEvents: options.addedEvents ?? false,
        followedTracks: options.followedTracks ?? false,
        logStream: options.logStream,
        passwordWork: options.passwordWork,
        passwordHashCost: options.passwordHashCost ?? TEST_PASSWORD_COST,
      });
    });
    // A suite whose app keeps state in memory (the LiveRC cache) keeps its database too, so the two agree.
    beforeEach(async () => {
      if (options.resetEachTest !== false) await context.database.reset();
    });
    afterAll(async () => {
      await context.app?.close();
      await context.database?.close();
    });
    body(context);
  });
}

export const racer = {
  username: 'racer_one',
  email: 'racer.one@example.com',
  password: 'nitro-buggy-8',
} as const;

/** The other racer of a two-racer test: whose rows the first racer must never see or change. */
export const secondRacer = {
  username: 'racer_two',
  email: 'two@example.com',
  password: 'secret-two',
} as const;

/** A racer signed in without a sign-up or sign-in request (racer-session.ts); the Cookie header value. */
export async function signedIn(
  context: AppContext,
  account: { username: string; email: string; password: string } = racer,
): Promise<string> {
  return (await createRacerSession(context.database, account)).cookie;
}

/** Registers and signs in a racer through the API; returns the Cookie header value of the new session. */
export async function signUpAndIn(
  app: FastifyInstance,
  account: { username: string; email: string; password: string } = racer,
): Promise<string> {
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: account.username, password: account.password },
  });
  const cookie = sessionCookieOf(login);
  if (!cookie) throw new Error(`login failed: ${login.body}`);
  return cookie;
}

/**
 * A request as the web app sends it, as the racer whose Cookie header is `cookie`: JSON for every change
 * (the server takes no other, browser-security.ts), `payload` when there is one.
 */
export function apiCall(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: method === 'GET' ? { cookie } : { cookie, 'content-type': 'application/json' },
  });
}

/** `pitboard_session=...` from a response's Set-Cookie, if it set one. */
export function sessionCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((each) => each.name === SESSION_COOKIE);
  return cookie ? `${cookie.name}=${cookie.value}` : null;
}
