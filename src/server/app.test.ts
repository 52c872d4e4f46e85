// What every API answer shares: the session requirement, JSON errors, security headers, health.
import { expect, it } from 'vitest';
import { describeWithDatabases, signedIn } from '../../tests/support/test-app.ts';

describeWithDatabases('api', (context) => {
  it.each(['/api/data-sources', '/api/auth/user', '/api/anything-else'])(
    'answers 401 JSON at %s without a session',
    async (url) => {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    },
  );

  it('answers 404 JSON for an unknown /api path', async () => {
    const cookie = await signedIn(context);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/no-such-thing?x=1',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'Not found: GET /api/no-such-thing' });
  });

  it('lists the data sources of a signed-in user (none before LiveRC is read)', async () => {
    const cookie = await signedIn(context);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/data-sources',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  it('refuses a form post, so another site cannot sign a racer in or out with a plain form', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(response.statusCode).toBe(415);
  });

  it('reports health after asking the database', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
