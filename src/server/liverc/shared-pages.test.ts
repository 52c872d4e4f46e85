// Instances on one PostgreSQL share their LiveRC pages: each instance here has its own page
// cache, LiveRC client and cluster connections, as separate processes would, and the replay server
// stands in for LiveRC and counts what reaches it. On PGlite, one process: nothing goes to the table.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countQueries } from '../../../tests/support/query-count.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';
import { liveRcPages } from '../../db/schema.ts';
import { createLiveRcClient } from '../../liverc/client.ts';
import { catalogueUrl } from '../../liverc/urls.ts';
import type { Cluster } from '../cluster/cluster.ts';
import { openCluster } from '../cluster/open-cluster.ts';
import { type Cached, PageCache, type PageKind } from './page-cache.ts';
import { LiveRcService } from './service.ts';
import { sharedPagesOf } from './shared-pages.ts';

const TRACK = 'https://sharedtrack.liverc.com';
const FRESH_MS = 60_000;
const fixtures = fileURLToPath(new URL('../../liverc/parsers/fixtures/', import.meta.url));

// A page kind whose data is the page's title: what matters here is who asks LiveRC, not parsing.
const titleKind: PageKind<{ title: string }> = {
  name: 'title',
  parse: (html) => ({
    ok: true,
    data: { title: /<title>(.*)<\/title>/.exec(html)?.[1] ?? '' },
    warnings: [],
  }),
  freshForMs: () => FRESH_MS,
};
const noHealth = { fetchStarted: () => {}, fetchSucceeded: () => {}, fetchFailed: () => {} };
const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

let replay: ReplayServer;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitboard-shared-pages-'));
  writeFileSync(
    path.join(dir, 'page.html'),
    '<html><head><title>Club night</title></head><body></body></html>',
  );
  const pages = Object.fromEntries(
    ['first', 'fresh', 'window', 'failing', 'fetch-data', 'gapped', 'final', 'vanished', 'held'].map(
      (name) => [`${TRACK}/${name}/`, 'page.html'],
    ),
  );
  const catalogue = path.relative(dir, path.join(fixtures, 'track-catalogue.html'));
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...pages, [catalogueUrl()]: catalogue }));
  replay = await startReplayServer({ pagesDir: dir });
});
afterAll(() => replay?.close());
beforeEach(() => replay.resetStats());

describe.skipIf(!databaseKinds().includes('postgres'))('page caches of instances on one PostgreSQL', () => {
  let database: TestDatabase;
  const clusters: Cluster[] = [];
  // One clock for every instance, moved by the test: the freshness window passes without waiting for it.
  let clock = Date.now();
  const now = () => clock;

  beforeEach(async () => {
    database = await openTestDatabase('postgres');
    clock = Date.now();
  });
  afterEach(async () => {
    for (const url of ['failing', 'first', 'window'].map((name) => `${TRACK}/${name}/`))
      replay.setFault(url, null);
    await Promise.all(clusters.splice(0).map((cluster) => cluster.close()));
    await database.close();
  });

  const instance = async (waitForOthersMs = 8_000) => {
    const cluster = await openCluster(database, quietLog);
    clusters.push(cluster);
    const client = createLiveRcClient({ upstream: replay.url, minGapMs: 0 });
    return new PageCache(client, noHealth, sharedPagesOf(cluster, database.db), waitForOthersMs, now);
  };
  /** Another instance that took the page's lock to read it from LiveRC, and has not written it yet. */
  const holderOf = async (name: string) => {
    const holder = await openCluster(database, quietLog);
    clusters.push(holder);
    expect(await holder.tryLock(`page title ${TRACK}/${name}/`)).not.toBeNull();
    return holder;
  };
  const instances = (count: number) => Promise.all(Array.from({ length: count }, instance));
  const read = (cache: PageCache, name: string, options: { refresh?: boolean } = {}) =>
    cache.get(`${TRACK}/${name}/`, titleKind, options);
  const readAll = (caches: PageCache[], name: string) =>
    Promise.all(caches.map((cache) => read(cache, name)));
  const sharedRow = async () => (await database.db.select().from(liveRcPages))[0];

  it('asks LiveRC once when three instances read a page for the first time together', async () => {
    const caches = await instances(3);
    // LiveRC slow enough that all three are asking while the first fetch is still out.
    replay.setFault(`${TRACK}/first/`, { type: 'delay', ms: 300 });
    const answers = await readAll(caches, 'first');
    expect(answers.map((answer) => answer.data.title)).toEqual(['Club night', 'Club night', 'Club night']);
    expect(answers.map((answer) => answer.stale)).toEqual([false, false, false]);
    expect(new Set(answers.map((answer) => answer.fetchedAt)).size).toBe(1);
    expect(replay.requestCount(`${TRACK}/first/`)).toBe(1);
  });

  it('answers a page another instance read while it is fresh without asking LiveRC', async () => {
    const [a, b] = [await instance(), await instance()];
    const first = await read(a, 'fresh');
    const second = await read(b, 'fresh');
    expect(second).toEqual(first);
    expect(replay.requestCount(`${TRACK}/fresh/`)).toBe(1);
    expect((await sharedRow())?.key).toBe(`title ${TRACK}/fresh/`);
  });

  it('renews a page once across the instances when its freshness window has passed', async () => {
    const caches = await instances(3);
    const before = await readAll(caches, 'window');
    expect(replay.requestCount(`${TRACK}/window/`)).toBe(1);
    clock += FRESH_MS + 1;
    replay.setFault(`${TRACK}/window/`, { type: 'delay', ms: 200 });
    const during = await readAll(caches, 'window');
    // Stale copies answered at once while one instance renews the page.
    expect(during.map((answer) => answer.stale)).toEqual([true, true, true]);
    const renewed = (cache: PageCache) => read(cache, 'window').then((answer) => answer.fetchedAt);
    for (const cache of caches) await expect.poll(() => renewed(cache)).not.toBe(before[0]?.fetchedAt);
    const after = await readAll(caches, 'window');
    expect(after.map((answer) => answer.stale)).toEqual([false, false, false]);
    expect(new Set(after.map((answer) => answer.fetchedAt)).size).toBe(1);
    expect(replay.requestCount(`${TRACK}/window/`)).toBe(2);
  });

  it('keeps answering the last good copy, stale, on every instance while LiveRC fails', async () => {
    const caches = await instances(3);
    const good = await readAll(caches, 'failing');
    const keptRow = await sharedRow();
    clock += FRESH_MS + 1;
    replay.setFault(`${TRACK}/failing/`, { type: 'status', status: 503 });
    await readAll(caches, 'failing');
    const failed = (answers: Cached<{ title: string }>[]) => answers.some((answer) => answer.failure);
    // The instance that held the page's lock tried LiveRC and says why the copy is old.
    await expect.poll(async () => failed(await readAll(caches, 'failing'))).toBe(true);
    const answers = await readAll(caches, 'failing');
    expect(answers.map((answer) => answer.data)).toEqual(good.map((answer) => answer.data));
    expect(answers.map((answer) => answer.fetchedAt)).toEqual(good.map((answer) => answer.fetchedAt));
    expect(answers.map((answer) => answer.stale)).toEqual([true, true, true]);
    // The table still holds the last good copy for the instances to come.
    expect(await sharedRow()).toEqual(keptRow);
  });

  it('waits for the instance reading the page, and asks LiveRC itself once that instance is gone', async () => {
    const holder = await holderOf('vanished');
    const reading = read(await instance(), 'vanished');
    // Given time to ask LiveRC, a reader that ignored the lock would have.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(replay.requestCount(`${TRACK}/vanished/`)).toBe(0);
    await holder.close();
    expect((await reading).data.title).toBe('Club night');
    expect(replay.requestCount(`${TRACK}/vanished/`)).toBe(1);
  });

  it('answers 504 when the instance reading the page has written nothing within the wait', async () => {
    await holderOf('held');
    await expect(read(await instance(300), 'held')).rejects.toMatchObject({
      statusCode: 504,
      message: 'LiveRC did not answer in time',
    });
    expect(replay.requestCount(`${TRACK}/held/`)).toBe(0);
  });

  it('shares a page that never changes again as fresh for good', async () => {
    const [a, b] = [await instance(), await instance()];
    const finalKind = { ...titleKind, name: 'final', freshForMs: () => Number.POSITIVE_INFINITY };
    await a.get(`${TRACK}/final/`, finalKind);
    clock += 365 * 24 * 60 * 60 * 1000;
    expect((await b.get(`${TRACK}/final/`, finalKind)).stale).toBe(false);
    expect(replay.requestCount(`${TRACK}/final/`)).toBe(1);
    expect((await sharedRow())?.freshUntil).toBeNull();
  });

  it("asks LiveRC again for 'Fetch Data' even while the shared copy is fresh", async () => {
    const [a, b] = [await instance(), await instance()];
    const first = await read(a, 'fetch-data');
    clock += 1_000;
    const fetched = await read(b, 'fetch-data', { refresh: true });
    expect(fetched.fetchedAt).not.toBe(first.fetchedAt);
    expect(replay.requestCount(`${TRACK}/fetch-data/`)).toBe(2);
    // And the other instance takes that copy once it is announced, without asking LiveRC.
    clock += FRESH_MS;
    await expect.poll(async () => (await read(a, 'fetch-data')).fetchedAt).toBe(fetched.fetchedAt);
    expect(replay.requestCount(`${TRACK}/fetch-data/`)).toBe(2);
  });

  it("answers 'Fetch Data' with a copy another instance read within the kind's gap, asking LiveRC nothing", async () => {
    const [a, b] = [await instance(), await instance()];
    // The catalogue's rule (page-kinds.ts): one forced read a minute, whichever instance is asked.
    const gappedKind = { ...titleKind, name: 'gapped', forcedRefreshGapMs: 60_000 };
    const read = (cache: PageCache) => cache.get(`${TRACK}/gapped/`, gappedKind, { refresh: true });
    await read(a);
    await b.get(`${TRACK}/gapped/`, gappedKind);
    expect(replay.requestCount(`${TRACK}/gapped/`)).toBe(1);
    clock += 61_000;
    const fetched = await read(a);
    expect(replay.requestCount(`${TRACK}/gapped/`)).toBe(2);
    // b's own copy is over a minute old, but a read the page a second ago: b takes that copy.
    clock += 1_000;
    expect((await read(b)).fetchedAt).toBe(fetched.fetchedAt);
    expect(replay.requestCount(`${TRACK}/gapped/`)).toBe(2);
  });
});

describe.each(databaseKinds())('the track list on one instance [%s]', (kind) => {
  let database: TestDatabase;
  let cluster: Cluster;
  let liverc: LiveRcService;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
    cluster = await openCluster(database, quietLog);
    const client = createLiveRcClient({ upstream: replay.url, minGapMs: 0 });
    const log = quietLog as unknown as FastifyBaseLogger;
    liverc = new LiveRcService(database.db, client, noHealth, log, { cluster, timeoutMs: 8_000 });
  });
  afterEach(async () => {
    await cluster.close();
    await database.close();
  });

  it(`keeps the catalogue ${kind === 'postgres' ? 'in liverc_pages for the other instances' : 'in memory only (one process)'}`, async () => {
    const tracks = await liverc.tracks({ refresh: false });
    expect(tracks.length).toBeGreaterThan(0);
    const rows = await database.db.select({ key: liveRcPages.key }).from(liveRcPages);
    expect(rows).toEqual(kind === 'postgres' ? [{ key: `catalogue ${catalogueUrl()}` }] : []);
  });

  it('builds the track list once per catalogue copy, also when the copy came from the table', async () => {
    await liverc.tracks({ refresh: false });
    // A second instance: on PostgreSQL it takes the catalogue from the table instead of LiveRC.
    const other = new LiveRcService(
      database.db,
      createLiveRcClient({ upstream: replay.url, minGapMs: 0 }),
      noHealth,
      quietLog as unknown as FastifyBaseLogger,
      { cluster, timeoutMs: 8_000 },
    );
    const first = await other.tracks({ refresh: false });
    expect(replay.requestCount(catalogueUrl())).toBe(kind === 'postgres' ? 1 : 2);
    const queries = countQueries(database.db);
    try {
      expect(await other.tracks({ refresh: false })).toEqual(first);
      expect(queries.statements).toEqual([]);
    } finally {
      queries.stop();
    }
  });
});
