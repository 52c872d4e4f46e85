// The cluster's two promises, on PostgreSQL as instances see them (two clusters on one database) and in one
// process: a key's lock is held by one taker at a time and comes free when its holder goes; an announcement
// reaches every instance, and a listener that lost its connection is told to read afresh.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts';
import { CHANNELS, type Cluster } from './cluster.ts';
import { postgresCluster } from './postgres-cluster.ts';
import { singleProcessCluster } from './single-process.ts';

const quiet = { warn: () => {} };

describe('one process', () => {
  it('grants a lock to one taker at a time and hands it on once released', async () => {
    const cluster = singleProcessCluster(() => {});
    const lease = await cluster.tryLock('https://redgum.liverc.com/');
    expect(lease).not.toBeNull();
    expect(await cluster.tryLock('https://redgum.liverc.com/')).toBeNull();
    expect(await cluster.tryLock('https://other.liverc.com/')).not.toBeNull();
    await lease?.release();
    expect(await cluster.tryLock('https://redgum.liverc.com/')).not.toBeNull();
  });

  it('delivers an announcement to its subscribers after the sender has moved on', async () => {
    const cluster = singleProcessCluster(() => {});
    const heard: string[] = [];
    cluster.subscribe(CHANNELS.live, (payload) => heard.push(payload));
    const sent = cluster.publish(CHANNELS.live, 'track 1');
    expect(heard).toEqual([]);
    await sent;
    await expect.poll(() => heard).toEqual(['track 1']);
  });
});

describe.skipIf(!databaseKinds().includes('postgres'))('instances on one PostgreSQL', () => {
  let database: TestDatabase;
  const clusters: Cluster[] = [];
  const open = async () => {
    database ??= await openTestDatabase('postgres');
    const cluster = await postgresCluster({ url: database.url as string, db: database.db, log: quiet });
    clusters.push(cluster);
    return cluster;
  };
  afterEach(async () => {
    await Promise.all(clusters.splice(0).map((cluster) => cluster.close()));
    await database?.close();
    database = undefined as unknown as TestDatabase;
  });

  it('lets one instance hold a track and another take it when the holder releases or closes', async () => {
    const [a, b] = [await open(), await open()];
    const held = await a.tryLock('track');
    expect(held).not.toBeNull();
    expect(await b.tryLock('track')).toBeNull();
    await held?.release();
    const taken = await b.tryLock('track');
    expect(taken).not.toBeNull();
    expect(await a.tryLock('track')).toBeNull();
    // An instance that shuts down lets go with its connection.
    await b.close();
    expect(await a.tryLock('track')).not.toBeNull();
  });

  it('tells the holder it lost its locks when its connection dies, and frees them for the others', async () => {
    const [a, b] = [await open(), await open()];
    const held = await a.tryLock('track');
    let lost = false;
    held?.onLost(() => {
      lost = true;
    });
    // What a dead instance looks like to the database: its lock connection gone.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted
          and database = (select oid from pg_database where datname = current_database())`,
    );
    await expect.poll(() => lost).toBe(true);
    expect(held?.lost).toBe(true);
    expect(await b.tryLock('track')).not.toBeNull();
  });

  it('announces to every instance, the sender included', async () => {
    const [a, b] = [await open(), await open()];
    const heardA: string[] = [];
    const heardB: string[] = [];
    a.subscribe(CHANNELS.live, (payload) => heardA.push(payload));
    b.subscribe(CHANNELS.live, (payload) => heardB.push(payload));
    b.subscribe(CHANNELS.signOut, () => heardB.push('wrong channel'));
    await a.publish(CHANNELS.live, 'https://redgum.liverc.com/ 7');
    await expect.poll(() => heardB).toEqual(['https://redgum.liverc.com/ 7']);
    await expect.poll(() => heardA).toEqual(['https://redgum.liverc.com/ 7']);
  });

  it('asks its subscribers to read afresh once its listening connection is back', async () => {
    const a = await open();
    let resyncs = 0;
    const heard: string[] = [];
    a.subscribe(
      CHANNELS.live,
      (payload) => heard.push(payload),
      () => {
        resyncs += 1;
      },
    );
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => resyncs, { timeout: 5_000 }).toBe(1);
    await a.publish(CHANNELS.live, 'after');
    await expect.poll(() => heard).toEqual(['after']);
  });
});
