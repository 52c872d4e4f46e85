// Another site cannot act through a racer's browser; HTTPS is made sticky only when served over HTTPS.
import { expect, it } from 'vitest';
import { describeWithDatabases, signUpAndIn, testConfig } from '../../tests/support/test-app.ts';
import { sessions } from '../db/schema.ts';
import { buildApp } from './app.ts';
import { CROSS_SITE_MESSAGE, JSON_ONLY_MESSAGE } from './browser-security.ts';

describeWithDatabases('requests from other sites', (context) => {
  it('ignores a cross-site text/plain or form POST: the racer stays signed in', async () => {
    const cookie = await signUpAndIn(context.app);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const answer = await context.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, 'content-type': contentType },
        payload: 'x=1',
      });
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({ message: JSON_ONLY_MESSAGE });
    }
    // A request with no content type at all, as `fetch(url, { method: 'POST', mode: 'no-cors' })` sends.
    const bare = await context.app.inject({ method: 'POST', url: '/api/refresh', headers: { cookie } });
    expect(bare.statusCode).toBe(415);
    expect(await context.database.db.select().from(sessions)).toHaveLength(1);
  });

  it('refuses a request a browser says came from another site, even as JSON', async () => {
    const cookie = await signUpAndIn(context.app);
    const answer = await context.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: { driverName: 'Someone Else' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    const settings = await context.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } });
    expect(settings.json().driverName).toBeNull();
  });

  it("takes the web app's own empty JSON request: signing out works", async () => {
    const cookie = await signUpAndIn(context.app);
    const answer = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(answer.statusCode).toBe(200);
    expect(await context.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('sends HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const overHttps = { 'x-forwarded-proto': 'https' };
    expect((await context.app.inject({ url: '/api/health', headers: overHttps })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    const behindProxy = await buildApp({
      config: { ...testConfig, trustProxy: ['127.0.0.1'] },
      database: context.database,
      locationFill: false,
      followedTracks: false,
    });
    try {
      const secure = await behindProxy.inject({ url: '/api/health', headers: overHttps });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
      const plain = await behindProxy.inject({ url: '/api/health' });
      expect(plain.headers).not.toHaveProperty('strict-transport-security');
    } finally {
      await behindProxy.close();
    }
  });
});
