import { describe, expect, it } from 'vitest';
import { errorForLog, requestForLog } from './log.ts';

describe('what the log may hold', () => {
  it("logs a request's path and route, never its query", () => {
    const logged = requestForLog({
      method: 'GET',
      url: '/api/liverc/race-results?url=https%3A%2F%2Fsecret.liverc.com%2F',
      routeOptions: { url: '/api/liverc/race-results' },
      ip: '10.0.0.7',
    });
    expect(logged).toEqual({
      method: 'GET',
      url: '/api/liverc/race-results',
      route: '/api/liverc/race-results',
      remoteAddress: '10.0.0.7',
    });
  });

  it("logs a failed query's statement but not its values, nor any other field of the error", () => {
    const failure = Object.assign(
      new Error(
        'Failed query: insert into "users" values ($1, $2)\nparams: racer,scrypt$32768$8$1$c2FsdA$aGFzaA',
      ),
      { name: 'DrizzleQueryError', params: ['racer', 'scrypt$32768$8$1$c2FsdA$aGFzaA'] },
    );
    failure.cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const logged = JSON.stringify(errorForLog(failure));
    expect(logged).toContain('Failed query: insert into \\"users\\"');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('scrypt$');
    expect(logged).not.toContain('racer,');
  });
});
