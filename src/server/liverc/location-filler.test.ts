// The background reading of track locations, end to end: the real app and database, LiveRC replayed from
// the synthetic pages (one track with a dashboard; the others answer 404, as tracks without one do).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeWithDatabases, signedIn } from '../../../tests/support/test-app.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';
import { scrapedTracks } from '../../db/schema.ts';

const fixtures = fileURLToPath(new URL('../../liverc/parsers/fixtures/', import.meta.url));
const CATALOGUE = 'https://live.liverc.com/';
const SYNTHETIC = 'https://synthetic.liverc.com/';
// Two tracks of the catalogue without a dashboard (LiveRC answers 404): one practising, one idle.
const PRACTISING = 'https://mixedcasehobby.liverc.com/';
const IDLE = 'https://417oldtrack.liverc.com/';

let replay: ReplayServer;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitboard-locations-'));
  const page = (name: string) => path.relative(dir, path.join(fixtures, name));
  const manifest = { [CATALOGUE]: page('track-catalogue.html'), [SYNTHETIC]: page('track-dashboard.html') };
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  replay = await startReplayServer({ pagesDir: dir });
});
afterAll(() => replay?.close());

describeWithDatabases(
  'track locations filled in the background',
  (context) => {
    // One replay server serves the suite for each database kind: each counts its own requests.
    beforeAll(() => replay.resetStats());

    it('reads each dashboard once, racing tracks first, and shows the location on the track list', async () => {
      const cookie = await signedIn(context);
      const list = async () =>
        (await context.app.inject({ method: 'GET', url: '/api/liverc/tracks', headers: { cookie } })).json();
      // Asked before the filler starts: the list is built and kept in memory without the location. The
      // filler's write must reach the next answer at once, not after the list's minute in memory.
      const before = await list();
      expect(before.find((track: { url: string }) => track.url === SYNTHETIC).location).toBeNull();
      await vi.waitFor(
        async () => {
          const synthetic = (await list()).find((track: { url: string }) => track.url === SYNTHETIC);
          expect(synthetic.location).toBe('Springfield, ST 01234, United States');
        },
        { timeout: 10_000, interval: 50 },
      );
      const checked = async () =>
        (await context.database.db.select().from(scrapedTracks)).filter((row) => row.locationCheckedAt);
      await vi.waitFor(async () => expect(await checked()).toHaveLength(3), { timeout: 10_000 });
      const order = (await checked())
        .sort((a, b) => (a.locationCheckedAt?.getTime() ?? 0) - (b.locationCheckedAt?.getTime() ?? 0))
        .map((row) => row.status);
      expect(order).toEqual(['racing', 'practising', 'idle']);
      expect(replay.requestCount(SYNTHETIC)).toBe(1);
    });

    it('looks again after a week, and not before', async () => {
      const checkedAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
      const { db } = context.database;
      // The practising track would come first, were its six-day-old look not still good.
      await db
        .update(scrapedTracks)
        .set({ locationCheckedAt: checkedAgo(6) })
        .where(eq(scrapedTracks.trackUrl, PRACTISING));
      await db
        .update(scrapedTracks)
        .set({ locationCheckedAt: checkedAgo(8) })
        .where(eq(scrapedTracks.trackUrl, IDLE));
      await vi.waitFor(() => expect(replay.requestCount(IDLE)).toBe(2), { timeout: 10_000 });
      expect(replay.requestCount(PRACTISING)).toBe(1);
      expect(replay.requestCount(SYNTHETIC)).toBe(1);
    });
  },
  {
    config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 1_000 }),
    resetEachTest: false,
    // The catalogue is read again after every pass: a tiny idle time makes several passes.
    // It starts half a second after the app's first request, so the first test sees the list before it.
    locationFill: { startMs: 500, gapMs: 20, idleMs: 50, retryMs: 1_000 },
  },
);
