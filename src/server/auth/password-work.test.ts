// The bounded queue in front of password hashing: a flood is refused at once, with a time to come back.
import { describe, expect, it } from 'vitest';
import { describeWithDatabases, racer } from '../../../tests/support/test-app.ts';
import { RetryLaterError } from '../errors.ts';
import { SCRYPT_COST } from './password.ts';
import { BUSY_MESSAGE, PasswordWork } from './password-work.ts';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the password queue', () => {
  it('runs the allowed number at once, queues the waiting ones, and refuses one more at once', async () => {
    const work = new PasswordWork({ concurrent: 1, waiting: 1 });
    const first = deferred();
    const started: string[] = [];
    const running = work.run(async () => {
      started.push('first');
      await first.promise;
    });
    const waiting = work.run(async () => {
      started.push('second');
    });
    await expect(work.run(async () => 'third')).rejects.toEqual(new RetryLaterError(503, BUSY_MESSAGE, 2));
    expect(started).toEqual(['first']);
    first.resolve();
    await Promise.all([running, waiting]);
    expect(started).toEqual(['first', 'second']);
    // With the queue drained, work is taken again.
    await expect(work.run(async () => 'again')).resolves.toBe('again');
  });
});

describeWithDatabases(
  'a sign-in flood',
  (context) => {
    it('answers 503 with Retry-After past the queue, while health and signed-in racers carry on', async () => {
      await context.app.inject({ method: 'POST', url: '/api/auth/register', payload: racer });
      const signIn = await context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: racer.username, password: racer.password },
      });
      const cookie = `${signIn.cookies[0]?.name}=${signIn.cookies[0]?.value}`;

      const flood = Array.from({ length: 12 }, (_, index) =>
        context.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: `stranger_${index}`, password: 'guess' },
        }),
      );
      const [health, me] = await Promise.all([
        context.app.inject({ method: 'GET', url: '/api/health' }),
        context.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } }),
      ]);
      expect(health.statusCode).toBe(200);
      expect(me.json()).toEqual({ username: racer.username, email: racer.email });

      const answers = await Promise.all(flood);
      const busy = answers.filter((answer) => answer.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const answer of busy) {
        expect(answer.json()).toEqual({ message: BUSY_MESSAGE });
        expect(answer.headers['retry-after']).toBe('2');
      }
      expect(answers.every((answer) => answer.statusCode === 503 || answer.statusCode === 401)).toBe(true);
    });
  },
  // Real hashes: the queue must still be busy when the health check and the racer's request arrive.
  { passwordWork: { concurrent: 1, waiting: 1 }, passwordHashCost: SCRYPT_COST },
);
