// The LiveRC client against a real local replay server: address rules, faults, retries, politeness.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ReplayServer, startReplayServer } from '../../tools/liverc-replay/replay-server.ts';
import { createLiveRcClient, type LiveRcClientOptions, LiveRcError } from './client.ts';

const TRACK = 'https://sometrack.liverc.com';
const page = (title: string) => `<html><head><title>${title}</title></head><body>${title}</body></html>`;

let replay: ReplayServer;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitboard-replay-'));
  const files: Record<string, string> = {
    'dashboard.html': page('Some Track Dashboard'),
    'events.html': page('Some Track Events'),
  };
  for (const [name, html] of Object.entries(files)) writeFileSync(path.join(dir, name), html);
  const manifest = {
    [`${TRACK}/`]: 'dashboard.html',
    [`${TRACK}/events/`]: 'events.html',
    [`${TRACK}/events`]: { redirect: `${TRACK}/events/`, status: 301 },
    [`${TRACK}/away/`]: { redirect: 'https://evil.example.com/steal' },
    ...Object.fromEntries(Array.from({ length: 15 }, (_, n) => [`${TRACK}/page/${n}/`, 'events.html'])),
  };
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  replay = await startReplayServer({ pagesDir: dir });
});
afterAll(() => replay.close());

const client = (options: LiveRcClientOptions = {}) =>
  createLiveRcClient({ upstream: replay.url, minGapMs: 0, ...options });

async function failure(promise: Promise<unknown>): Promise<LiveRcError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof LiveRcError)) throw new Error(`expected a LiveRcError, got ${String(error)}`);
  return error;
}

describe('LiveRC client', () => {
  let faultedUrls: string[] = [];
  beforeEach(() => {
    for (const url of faultedUrls) replay.setFault(url, null);
    faultedUrls = [];
  });
  const fault = (url: string, value: Parameters<ReplayServer['setFault']>[1]) => {
    faultedUrls.push(url);
    replay.setFault(url, value);
  };

  it('reads a LiveRC page through the replay upstream', async () => {
    const result = await client().fetchPage(`${TRACK}/`);
    expect(result.html).toContain('Some Track Dashboard');
    expect(result.finalUrl).toBe(`${TRACK}/`);
  });

  it.each([
    'http://127.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'https://evil.com/',
    'https://liverc.com.evil.com/',
    'https://a.liverc.com@evil.com/',
    'https://x.liverc.com:8443/',
    'http://sometrack.liverc.com/',
    'not a url',
  ])('refuses %s without sending anything', async (url) => {
    const before = replay.requestCount();
    const error = await failure(client().fetchPage(url));
    expect(error.kind).toBe('invalid-url');
    expect(error.message).toBe('URL must be a LiveRC address');
    expect(replay.requestCount()).toBe(before);
  });

  it('follows a redirect inside LiveRC', async () => {
    const result = await client().fetchPage(`${TRACK}/events`);
    expect(result.html).toContain('Some Track Events');
    expect(result.finalUrl).toBe(`${TRACK}/events/`);
  });

  it("refuses a redirect that leaves LiveRC, as a bad answer of LiveRC's", async () => {
    const error = await failure(client().fetchPage(`${TRACK}/away/`));
    expect(error.kind).toBe('bad-redirect');
    expect(error.message).toBe('LiveRC redirected to an address that is not LiveRC');
  });

  it('reports a missing page once, without retrying', async () => {
    const url = `${TRACK}/results/?p=view_race_result&id=404`;
    const error = await failure(client().fetchPage(url));
    expect(error.kind).toBe('not-found');
    expect(replay.requestCount(url)).toBe(1);
  });

  it('retries a 5xx twice, then reports LiveRC unreachable', async () => {
    const url = `${TRACK}/page/0/`;
    fault(url, { type: 'status', status: 503 });
    const error = await failure(client().fetchPage(url));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toBe('LiveRC is unreachable');
    expect(replay.requestCount(url)).toBe(3);
  });

  it('retries a reset connection twice', async () => {
    const url = `${TRACK}/page/1/`;
    fault(url, { type: 'reset' });
    const error = await failure(client().fetchPage(url));
    expect(error.kind).toBe('unreachable');
    expect(replay.requestCount(url)).toBe(3);
  });

  it('treats a body cut off mid-way as a failure, not as a page', async () => {
    const url = `${TRACK}/page/2/`;
    fault(url, { type: 'truncate' });
    expect((await failure(client().fetchPage(url))).kind).toBe('unreachable');
  });

  it('gives up on a slow answer after the timeout', async () => {
    const url = `${TRACK}/page/3/`;
    fault(url, { type: 'delay', ms: 1_000 });
    const error = await failure(client({ timeoutMs: 150 }).fetchPage(url));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('LiveRC did not answer in time');
    expect(replay.requestCount(url)).toBe(1);
  });

  it('stops reading a page larger than 5 MB', async () => {
    const url = `${TRACK}/page/4/`;
    fault(url, { type: 'huge', bytes: 20 * 1024 * 1024 });
    expect((await failure(client().fetchPage(url))).kind).toBe('too-large');
  });

  it('shares one upstream fetch among 100 concurrent requests for one URL', async () => {
    const url = `${TRACK}/page/5/`;
    fault(url, { type: 'delay', ms: 100 });
    const shared = client();
    const results = await Promise.all(Array.from({ length: 100 }, () => shared.fetchPage(url)));
    expect(new Set(results.map((each) => each.html)).size).toBe(1);
    expect(replay.requestCount(url)).toBe(1);
  });

  it('keeps at most 4 requests in flight to one track (or the configured number)', async () => {
    const urls = [6, 7, 8, 9, 10, 11].map((n) => `${TRACK}/page/${n}/`);
    for (const url of urls) fault(url, { type: 'delay', ms: 80 });
    for (const [limit, options] of [
      [4, {}],
      [2, { maxInFlightPerHost: 2 }],
    ] as const) {
      replay.resetStats();
      const shared = client(options);
      await Promise.all(urls.map((url) => shared.fetchPage(url)));
      expect(replay.peakConcurrency()).toBe(limit);
    }
  });

  it("spaces a burst's requests by the politeness gap, but not a live feed's own (paced: false)", async () => {
    const urls = [12, 13, 14].map((n) => `${TRACK}/page/${n}/`);
    const timed = async (paced: boolean) => {
      const shared = client({ minGapMs: 200 });
      const started = performance.now();
      await Promise.all(urls.map((url) => shared.fetchPage(url, { paced })));
      return performance.now() - started;
    };
    // Three paced starts are two gaps apart at least; three unpaced ones start at once.
    expect(await timed(true)).toBeGreaterThanOrEqual(390);
    expect(await timed(false)).toBeLessThan(390);
  });
});
