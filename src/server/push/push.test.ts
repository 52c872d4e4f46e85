// Web Push through the API and over real HTTP: a racer subscribes their browsers and sets their switches, and
// nobody else's; a message reaches a (local, recording) push service encrypted for that browser alone.
import { createPublicKey, verify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { browserKeys, startPushRecorder } from '../../../tests/support/push-recorder.ts';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';
import { PUSH_SUBSCRIPTIONS_MAX } from '../../domain/push.ts';
import { publicOnlyLookup } from './endpoint-guard.ts';
import { PushSender } from './push-sender.ts';
import { subscriptionsOf } from './push-store.ts';
import { loadVapidKeys } from './vapid-keys.ts';

const FCM = 'https://fcm.googleapis.com/fcm/send/';
const subscription = (endpoint: string, keys = browserKeys()) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: keys.p256dh, auth: keys.auth },
});

let recorder: Awaited<ReturnType<typeof startPushRecorder>>;
let recorderStatus = 201;
beforeAll(async () => {
  recorder = await startPushRecorder(() => recorderStatus);
});
afterAll(() => recorder.close());

describeWithDatabases('Web Push', (context) => {
  let cookie: string;
  let otherCookie: string;
  const idOf = async (username: string) =>
    (await context.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!
      .id;
  const sender = (endpointHosts: string[]) =>
    new PushSender(
      context.database.db,
      () => loadVapidKeys(context.database.db, null),
      { vapidSubject: 'mailto:pits@example.com', endpointHosts },
      context.app.log,
    );
  const turnOn = (as: string) =>
    apiCall(context.app, as, 'PUT', '/api/push/switches', { resultPosted: true });
  const message = {
    title: 'Your result is posted',
    body: 'P3 · fast lap 38.061',
    url: '/live?race=14',
    tag: 'result 14',
  };

  beforeEach(async () => {
    cookie = await signedIn(context);
    otherCookie = await signedIn(context, secondRacer);
    recorder.received.length = 0;
    recorderStatus = 201;
  });

  it('gives every instance the same public key, made once', async () => {
    const [first, second] = await Promise.all([
      loadVapidKeys(context.database.db, null),
      loadVapidKeys(context.database.db, null),
    ]);
    expect(second).toEqual(first);
    const answer = await apiCall(context.app, cookie, 'GET', '/api/push/public-key');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it("keeps each racer's switches, off until turned on", async () => {
    expect((await apiCall(context.app, cookie, 'GET', '/api/push/switches')).json()).toEqual({
      raceNext: false,
      resultPosted: false,
    });
    const changed = await apiCall(context.app, cookie, 'PUT', '/api/push/switches', { raceNext: true });
    expect(changed.json()).toEqual({ raceNext: true, resultPosted: false });
    expect((await apiCall(context.app, otherCookie, 'GET', '/api/push/switches')).json()).toEqual({
      raceNext: false,
      resultPosted: false,
    });
    const bad = await apiCall(context.app, cookie, 'PUT', '/api/push/switches', { raceNext: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await apiCall(context.app, cookie, 'GET', '/api/push/switches')).json().raceNext).toBe(true);
  });

  it("subscribes the racer's browsers, and another racer can neither see nor remove them", async () => {
    const endpoint = `${FCM}phone-a`;
    expect(
      (await apiCall(context.app, cookie, 'POST', '/api/push/subscriptions', subscription(endpoint)))
        .statusCode,
    ).toBe(204);
    // The same browser again (new keys) stays one subscription.
    await apiCall(context.app, cookie, 'POST', '/api/push/subscriptions', subscription(endpoint));
    const one = await idOf('racer_one');
    expect(await subscriptionsOf(context.database.db, one)).toHaveLength(1);

    const taken = await apiCall(context.app, otherCookie, 'DELETE', '/api/push/subscriptions', { endpoint });
    expect(taken.statusCode).toBe(404);
    expect(await subscriptionsOf(context.database.db, one)).toHaveLength(1);
    expect(await subscriptionsOf(context.database.db, await idOf('racer_two'))).toHaveLength(0);

    const removed = await apiCall(context.app, cookie, 'DELETE', '/api/push/subscriptions', { endpoint });
    expect(removed.statusCode).toBe(204);
    expect(await subscriptionsOf(context.database.db, one)).toHaveLength(0);
    const anonymous = await context.app.inject({ method: 'GET', url: '/api/push/switches' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an endpoint that is not a browser push service, and bad keys', async () => {
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://192.168.1.10/push',
      'https://[::1]/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://attacker.example.com/push',
      recorder.endpoint('not-named'),
    ]) {
      const answer = await apiCall(
        context.app,
        cookie,
        'POST',
        '/api/push/subscriptions',
        subscription(endpoint),
      );
      expect(answer.statusCode, endpoint).toBe(400);
      expect(answer.json().message).toBe('Endpoint must be an https address of a browser push service');
    }
    const badKeys = await apiCall(context.app, cookie, 'POST', '/api/push/subscriptions', {
      endpoint: `${FCM}x`,
      keys: { p256dh: 'not base64!', auth: '' },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(await subscriptionsOf(context.database.db, await idOf('racer_one'))).toHaveLength(0);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_MAX} browsers a racer`, async () => {
    for (let device = 0; device < PUSH_SUBSCRIPTIONS_MAX; device += 1) {
      const answer = await apiCall(
        context.app,
        cookie,
        'POST',
        '/api/push/subscriptions',
        subscription(`${FCM}${device}`),
      );
      expect(answer.statusCode).toBe(204);
    }
    const oneMore = await apiCall(
      context.app,
      cookie,
      'POST',
      '/api/push/subscriptions',
      subscription(`${FCM}more`),
    );
    expect(oneMore.statusCode).toBe(409);
    expect(oneMore.json().message).toMatch(/at most 10 devices/);
    expect(await subscriptionsOf(context.database.db, await idOf('racer_one'))).toHaveLength(
      PUSH_SUBSCRIPTIONS_MAX,
    );
  });

  it('pushes a message over HTTP that only the subscribed browser can read, signed with the VAPID key', async () => {
    const keys = browserKeys();
    const one = await idOf('racer_one');
    await context.database.db
      .insert(pushSubscriptions)
      .values({ userId: one, endpoint: recorder.endpoint('phone'), p256dh: keys.p256dh, auth: keys.auth });
    // Off: nothing is sent.
    expect(await sender(['127.0.0.1']).notify(one, 'resultPosted', message)).toEqual([]);
    await turnOn(cookie);

    expect(await sender(['127.0.0.1']).notify(one, 'resultPosted', message)).toEqual(['sent']);
    expect(recorder.received).toHaveLength(1);
    const [push] = recorder.received;
    expect(push!.path).toBe('/push/phone');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    expect(JSON.parse(keys.decrypt(push!.body))).toEqual(message);

    // Authorization: vapid t=<JWT signed by the server's key>, k=<that public key>.
    const { publicKey } = await loadVapidKeys(context.database.db, null);
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(push!.headers.authorization))!;
    expect(key).toBe(publicKey);
    const [header, claims, signature] = token!.split('.');
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({
      aud: recorder.endpoint('').replace(/\/push\/$/, ''),
      sub: 'mailto:pits@example.com',
    });
    const raw = Buffer.from(publicKey, 'base64url');
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    };
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature!, 'base64url'),
    );
    expect(signed).toBe(true);
  });

  it('drops a subscription the push service says is gone (404, 410)', async () => {
    const one = await idOf('racer_one');
    await turnOn(cookie);
    for (const status of [404, 410]) {
      const keys = browserKeys();
      await context.database.db.insert(pushSubscriptions).values({
        userId: one,
        endpoint: recorder.endpoint(`gone-${status}`),
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      recorderStatus = status;
      expect(await sender(['127.0.0.1']).notify(one, 'resultPosted', message)).toEqual(['dropped']);
      expect(await subscriptionsOf(context.database.db, one)).toEqual([]);
    }
    // A service's other refusal keeps it: the browser is still there.
    const keys = browserKeys();
    await context.database.db
      .insert(pushSubscriptions)
      .values({ userId: one, endpoint: recorder.endpoint('busy'), p256dh: keys.p256dh, auth: keys.auth });
    recorderStatus = 429;
    expect(await sender(['127.0.0.1']).notify(one, 'resultPosted', message)).toEqual(['failed']);
    expect(await subscriptionsOf(context.database.db, one)).toHaveLength(1);
  });

  it('never pushes to a private address unless PUSH_ENDPOINT_HOSTS names it', async () => {
    const one = await idOf('racer_one');
    await turnOn(cookie);
    const keys = browserKeys();
    await context.database.db
      .insert(pushSubscriptions)
      .values({ userId: one, endpoint: recorder.endpoint('inside'), p256dh: keys.p256dh, auth: keys.auth });
    expect(await sender([]).notify(one, 'resultPosted', message)).toEqual(['refused']);
    expect(recorder.received).toHaveLength(0);
    expect(await sender(['127.0.0.1']).notify(one, 'resultPosted', message)).toEqual(['sent']);
    expect(recorder.received).toHaveLength(1);
  });
});

it('refuses to connect to a push host whose name resolves to a loopback address', async () => {
  const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
    publicOnlyLookup('localhost', {}, (problem) => resolve(problem)),
  );
  expect(error?.code).toBe('EPUSHREFUSED');
});
