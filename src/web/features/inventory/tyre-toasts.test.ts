import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { ADD_FAILED, failureDescription } from './tyre-toasts';

describe('failureDescription', () => {
  it("gives the server's field messages first", () => {
    const error = new ApiError(400, 'Invalid input', {
      fieldErrors: { treadPattern: ['Tread pattern is required'], compound: ['Compound is required'] },
    });
    expect(failureDescription(error, ADD_FAILED)).toBe('Tread pattern is required. Compound is required');
  });

  it("else the server's message", () => {
    expect(failureDescription(new ApiError(409, 'Set #3 of this tyre already exists'), ADD_FAILED)).toBe(
      'Set #3 of this tyre already exists',
    );
    expect(failureDescription(new ApiError(400, 'Bad', { fieldErrors: {} }), ADD_FAILED)).toBe('Bad');
  });

  it('else the fallback: no answer from the server, or an empty message', () => {
    expect(failureDescription(new TypeError('Failed to fetch'), ADD_FAILED)).toBe(ADD_FAILED);
    expect(failureDescription(new ApiError(500, ''), ADD_FAILED)).toBe(ADD_FAILED);
  });
});
