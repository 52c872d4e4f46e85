import { describe, expect, it } from 'vitest';
import { ApiError, isTransient, retryTransient } from './api-error';

describe('ApiError', () => {
  it("reads a 400's field messages from the server's details", () => {
    const error = new ApiError(400, 'Driver name must be at most 100 characters', {
      fieldErrors: {
        driverName: ['Driver name must be at most 100 characters'],
        'sets.0.price': ['Too low'],
      },
    });
    expect(error.fieldErrors).toEqual({
      driverName: ['Driver name must be at most 100 characters'],
      'sets.0.price': ['Too low'],
    });
  });

  it('has no field messages when the answer carries no details', () => {
    expect(new ApiError(409, 'Username already taken').fieldErrors).toEqual({});
  });
});

describe('retrying', () => {
  it('tries again after no answer, a timeout or a server fault, never after a 4xx', () => {
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransient(new ApiError(502, 'LiveRC is unreachable'))).toBe(true);
    expect(isTransient(new ApiError(429, 'Slow down'))).toBe(true);
    expect(isTransient(new ApiError(401, 'Not signed in'))).toBe(false);
    expect(isTransient(new ApiError(404, 'Not found'))).toBe(false);
  });

  it('stops after the given number of retries', () => {
    const retry = retryTransient(3);
    const down = new ApiError(503, 'Down');
    expect([0, 1, 2, 3].map((failures) => retry(failures, down))).toEqual([true, true, true, false]);
    expect(retry(0, new ApiError(400, 'Bad'))).toBe(false);
  });
});
