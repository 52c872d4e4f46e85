import { describe, expect, it } from 'vitest';
import { STILL_RUNNING } from '../../domain/idempotency';
import { raceLogCreateSchema } from '../../domain/race-log';
import { ApiError } from '../lib/api-error';
import { mayRetry, newTempId } from './queued-write';
import { parseShown } from './shown-rows';

describe('the write queue', () => {
  it('sends again what may yet go through, and leaves what the server refused to the racer', () => {
    expect(mayRetry(new TypeError('Failed to fetch'))).toBe(true);
    expect(mayRetry(new ApiError(503, 'Database down'))).toBe(true);
    expect(mayRetry(new ApiError(401, 'Not signed in'))).toBe(true);
    expect(mayRetry(new ApiError(409, STILL_RUNNING))).toBe(true);
    expect(mayRetry(new ApiError(409, 'Set #2 of this tyre already exists: choose another set number'))).toBe(
      false,
    );
    expect(mayRetry(new ApiError(404, 'Tyre set not found'))).toBe(false);
    expect(mayRetry(new ApiError(400, 'Quantity must be a whole number of sets'))).toBe(false);
  });

  it('numbers rows made on the phone below zero, never twice', () => {
    const ids = Array.from({ length: 50 }, newTempId);
    expect(ids.every((id) => id < 0)).toBe(true);
    expect(new Set(ids).size).toBe(50);
  });

  it("shows a race logged on a set made offline under the set's temp id, with the schema's defaults", () => {
    const entry = parseShown(raceLogCreateSchema, {
      raceTitle: 'A-Main',
      raceUrl: 'https://redgum.liverc.com/results/?p=view_race_result&id=1',
      trackName: 'Red Gum',
      driverName: 'Sam',
      position: 2,
      frontTireId: -1_790_000_000_000,
      rearTireId: 7,
    });
    expect(entry).toMatchObject({
      frontTireId: -1_790_000_000_000,
      rearTireId: 7,
      setupSheetId: null,
      notes: null,
    });
    expect(() => parseShown(raceLogCreateSchema, { raceTitle: 'A-Main' })).toThrow();
  });
});
