// The cluster on PostgreSQL: advisory locks held on one connection of this instance's own, so an
// instance that dies (or loses that connection) lets go of every lock at once and another takes them; and
// NOTIFY/LISTEN for the announcements, listened to on a second connection of its own.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ClientTimeouts, Db } from '../../db/client.ts';
import { type BusHandler, CHANNELS, type Channel, type Cluster, type Lease } from './cluster.ts';
import { Subscribers } from './subscribers.ts';

// A listening connection that dropped is opened again after this pause (the database restarting, a blip).
const RELISTEN_MS = 1_000;

type PostgresClusterOptions = {
  url: string;
  /** The pool's queries: NOTIFY is sent through it (a connection busy listening cannot send). */
  db: Db;
  log: { warn(details: object, message: string): void };
  /** The pool's limits: a sick database must not hold a racer's request on these connections either. */
  timeouts?: ClientTimeouts;
};

export async function postgresCluster({
  url,
  db,
  log,
  timeouts = {},
}: PostgresClusterOptions): Promise<Cluster> {
  const connection = { connectionString: url, keepAlive: true, ...timeouts };
  const report = (error: unknown) => log.warn({ err: error }, 'a cluster announcement could not be handled');
  const subscribers = new Subscribers(report);
  const locks = new LockConnection(connection, (error) =>
    log.warn({ err: error }, 'the lock connection was lost: its tracks go to other instances'),
  );
  const listener = new ListenConnection(connection, subscribers, (error) =>
    log.warn({ err: error }, 'the listening connection was lost; opening it again'),
  );
  await listener.open();
  return {
    kind: 'postgres',
    tryLock: (key) => locks.tryLock(key),
    publish: async (channel: Channel, payload: string) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    subscribe: (channel: Channel, handler: BusHandler, onResync?: () => void) =>
      subscribers.add(channel, handler, onResync),
    close: async () => {
      await Promise.all([locks.close(), listener.close()]);
    },
  };
}

type HeldLease = Lease & { lose(): void };

/** Every lock this instance holds, on one connection: losing it loses them all, as an instance's death does. */
class LockConnection {
  private client: Promise<pg.Client> | null = null;
  /** The connection `client` resolves to, known as soon as it is made: a replaced one's late events are ignored. */
  private current: pg.Client | null = null;
  private readonly held = new Map<string, HeldLease>();
  private closed = false;
  /** The last query sent: the next waits for it (see `query`). */
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly onLost: (error: unknown) => void,
  ) {}

  async tryLock(key: string): Promise<Lease | null> {
    if (this.closed || this.held.has(key)) return null;
    const client = await this.connection();
    // A 64-bit hash of the key: two tracks sharing a lock by chance would be one in billions.
    const { rows } = await this.query<{ taken: boolean }>(
      client,
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as taken',
      [key],
    ).catch(async (error: unknown) => {
      // No answer in time: whether this connection holds its locks is unknown, so it lets go of them all.
      await client.end().catch(() => {});
      throw error;
    });
    if (!rows[0]?.taken) return null;
    const lease = this.lease(key, client);
    this.held.set(key, lease);
    return lease;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    this.current = null;
    for (const lease of this.held.values()) lease.lose();
    this.held.clear();
    // Ending the connection lets go of every lock it held.
    if (client) await (await client.catch(() => null))?.end().catch(() => {});
  }

  private lease(key: string, client: pg.Client): HeldLease {
    const handlers: Array<() => void> = [];
    let done = false;
    const lease: HeldLease = {
      get lost() {
        return done;
      },
      onLost: (handler) => {
        if (done) handler();
        else handlers.push(handler);
      },
      release: async () => {
        if (done) return;
        done = true;
        this.held.delete(key);
        await this.query(client, 'select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => {});
      },
      lose: () => {
        if (done) return;
        done = true;
        for (const handler of handlers) handler();
      },
    };
    return lease;
  }

  /**
   * One query at a time on the lock connection: tracks and pages lock and unlock at once, and pg 8 warns that
   * the queue it keeps for a client's overlapping queries goes in pg 9. A query that times out ends the
   * connection (tryLock), so those behind it fail at once rather than wait a timeout each.
   */
  private query<R extends pg.QueryResultRow>(
    client: pg.Client,
    text: string,
    values: unknown[],
  ): Promise<pg.QueryResult<R>> {
    const result = this.last.then(() => client.query<R>(text, values));
    this.last = result.catch(() => {});
    return result;
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const pending = (async () => {
      const client = new pg.Client(this.config);
      this.current = client;
      const lost = (error: unknown) => {
        // A connection already replaced (its late 'end' after an 'error') has nothing left to lose.
        if (this.current !== client) return;
        this.current = null;
        this.client = null;
        const leases = [...this.held.values()];
        this.held.clear();
        for (const lease of leases) lease.lose();
        this.onLost(error);
      };
      client.on('error', lost);
      client.on('end', () => lost(new Error('the lock connection ended')));
      try {
        await client.connect();
      } catch (error) {
        if (this.current === client) {
          this.current = null;
          this.client = null;
        }
        throw error;
      }
      return client;
    })();
    this.client = pending;
    return pending;
  }
}

/** LISTENs on every channel on a connection of its own, and opens it again when it is lost. */
class ListenConnection {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly subscribers: Subscribers,
    private readonly onLost: (error: unknown) => void,
  ) {}

  async open(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('notification', (message) =>
      this.subscribers.deliver(message.channel as Channel, message.payload ?? ''),
    );
    const lost = (error: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      if (this.closed) return;
      this.onLost(error);
      this.scheduleReopen();
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the listening connection ended')));
    await client.connect();
    for (const channel of Object.values(CHANNELS)) await client.query(`listen ${channel}`);
    this.client = client;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private scheduleReopen(): void {
    this.retry = setTimeout(() => {
      this.open()
        // Whatever was announced while no one listened is lost: every subscriber reads afresh.
        .then(() => this.subscribers.resync())
        .catch((error: unknown) => {
          this.onLost(error);
          if (!this.closed) this.scheduleReopen();
        });
    }, RELISTEN_MS);
  }
}
