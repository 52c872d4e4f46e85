// What an attacker or a careless network sends: NUL bytes and broken Unicode in every text field, ids past
// the database's range, addresses Node cannot parse, headers too large, a HEAD on the live stream. Each
// answers a clear 4xx in the `{ message }` shape, changes nothing, and leaves no secret in the log.
import { connect } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDatabases, racer, signedIn } from '../../tests/support/test-app.ts';
import { users } from '../db/schema.ts';

const logged: string[] = [];
const logStream = { write: (line: string) => void logged.push(line) };

describeWithDatabases(
  'bad input',
  (context) => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await signedIn(context);
    });
    const send = (method: 'POST' | 'PUT', url: string, payload: unknown, signedIn = false) =>
      context.app.inject({ method, url, payload: payload as object, headers: signedIn ? { cookie } : {} });

    it('refuses a NUL byte or broken Unicode in any text field with a 400 that names the field', async () => {
      const before = (await context.database.db.select({ n: count() }).from(users))[0]?.n;
      const cases = [
        ['/api/auth/register', { ...racer, username: 'nul\u0000racer' }, 'Username'],
        ['/api/auth/register', { ...racer, username: 'fresh_racer', email: 'a\u0000@example.com' }, 'Email'],
        [
          '/api/auth/register',
          { ...racer, username: 'fresh_racer', password: 'pit\u0000lane-42' },
          'Password',
        ],
        ['/api/auth/register', { ...racer, username: 'fresh_racer', firstName: 'Sam\uD800' }, 'First name'],
        ['/api/auth/login', { username: 'racer\u0000one', password: 'x' }, 'Username'],
        ['/api/auth/login', { username: racer.username, password: 'nitro\uDC00' }, 'Password'],
      ] as const;
      for (const [url, payload, field] of cases) {
        const response = await send('POST', url, payload);
        expect(response.statusCode, `${url} ${field}`).toBe(400);
        expect(response.json().message, `${url} ${field}`).toBe(
          `${field} contains a character that cannot be used`,
        );
      }
      const settings = await send('PUT', '/api/settings', { driverName: 'Sam\u0000' }, true);
      expect(settings.statusCode).toBe(400);
      expect(settings.json().message).toBe('Driver name contains a character that cannot be used');
      const track = await send(
        'PUT',
        '/api/settings',
        { followedTrackUrl: 'https://a.liverc.com/\u0000' },
        true,
      );
      expect(track.statusCode).toBe(400);
      expect((await context.database.db.select({ n: count() }).from(users))[0]?.n).toBe(before);
      expect(logged.join('\n')).not.toMatch(/scrypt\$/);
    });

    it('answers 404 for an event id past the database column, and 400 for no number at all', async () => {
      const past = await context.app.inject({
        method: 'GET',
        url: '/api/events/2147483648/drivers',
        headers: { cookie },
      });
      expect(past.statusCode).toBe(404);
      expect(past.json()).toEqual({ message: 'Event not found' });
      const huge = await context.app.inject({
        method: 'GET',
        url: `/api/events/${'9'.repeat(400)}/drivers`,
        headers: { cookie },
      });
      expect(huge.statusCode).toBe(400);
      const word = await context.app.inject({
        method: 'GET',
        url: '/api/events/one/drivers',
        headers: { cookie },
      });
      expect(word.statusCode).toBe(400);
      expect(word.json().message).toBe('Event id must be a number');
    });

    it('answers an address with a broken %-escape in the usual shape', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/liverc/race-results?url=%E0%A4%A',
      });
      expect(response.statusCode).toBeLessThan(500);
      const path = await context.app.inject({
        method: 'GET',
        url: '/api/events/%E0%A4%A/drivers',
        headers: { cookie },
      });
      expect(path.statusCode).toBe(400);
      expect(path.json()).toEqual({ message: 'The address is not valid' });
    });

    it('answers HEAD on the live stream at once instead of holding it open', async () => {
      const response = await context.app.inject({
        method: 'HEAD',
        url: '/api/live/stream',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.body).toBe('');
    });

    it("never writes a request's query into the log", async () => {
      await context.app.inject({
        method: 'GET',
        url: '/api/liverc/race-results?url=https%3A%2F%2Fprivate-query.liverc.com%2F%00',
        headers: { cookie },
      });
      expect(logged.some((line) => line.includes('/api/liverc/race-results'))).toBe(true);
      expect(logged.join('\n')).not.toContain('private-query');
    });
  },
  { config: () => ({ logLevel: 'info' }), logStream, resetEachTest: false },
);

describeWithDatabases('requests Node itself refuses', (context) => {
  let port = 0;
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const address = context.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => context.app.close());

  /** Writes raw bytes to the server and reads everything it answers until it closes the connection. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it('answers headers too large and a broken request line with JSON { message }', async () => {
    const large = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(large).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(large.slice(large.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The request headers are too large',
    });
    const broken = await raw('THIS IS NOT HTTP\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The request could not be read',
    });
  });
});
