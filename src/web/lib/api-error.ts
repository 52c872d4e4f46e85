// The error every failed API call raises: the text a racer can read, the HTTP status, and the server's details.
import type { ApiErrorBody } from '../../domain/api';

/** A 400's `details`: zod's messages by field path ('driverName', 'sets.0.price'). */
export type FieldErrors = NonNullable<ApiErrorBody['details']>['fieldErrors'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's `details` (for a 400: `{ fieldErrors }`), checked against the domain's error schema. */
    readonly details?: ApiErrorBody['details'],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The field messages of a 400, or none. */
  get fieldErrors(): FieldErrors {
    return this.details?.fieldErrors ?? {};
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Whether asking again may help: no answer at all (the signal dropped), a timeout, or a server that is down or
 * busy. A 4xx will answer the same next time.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** A query's `retry`: up to `times` more tries, and only for failures another try may fix. */
export const retryTransient =
  (times: number) =>
  (failures: number, error: Error): boolean =>
    failures < times && isTransient(error);
