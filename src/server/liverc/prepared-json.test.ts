// The ready-made brotli copy goes exactly where the compression plugin would send brotli (the wire and
// LiveRC API suites check the bytes, the ETag and the 304 through the real app).
import { describe, expect, it } from 'vitest';
import { prefersBrotli } from './prepared-json.ts';

const asks = (headers: Record<string, string>) => prefersBrotli({ headers });

describe('prefersBrotli', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br', true],
    ['*', true],
    ['gzip, br;q=0.9, *;q=0.1', false],
    ['gzip;q=0.5, br', true],
    ['br;q=0, gzip', false],
    ['gzip, BR; q=0.0', false],
    ['gzip', false],
    ['identity', false],
  ])('Accept-Encoding %j: %s', (header, expected) => {
    expect(asks({ 'accept-encoding': header })).toBe(expected);
  });

  it('is false without Accept-Encoding, and when the request opts out of compression', () => {
    expect(asks({})).toBe(false);
    expect(asks({ 'accept-encoding': 'br', 'x-no-compression': '1' })).toBe(false);
  });
});
