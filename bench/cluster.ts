// Cluster figure: N Pitboard instances on one PostgreSQL database, watchers of one track spread
// round-robin over them (straight to each instance, no proxy). LiveRC page requests per poll interval across
// all instances (goal: one instance's, i.e. 1), which instances poll, the push delay from LiveRC's change to
// each watcher split into the wait for the poll and the time after it (p50/p99), missed pushes, and each
// instance's CPU and memory. LiveRC (replay + counting proxies) and every instance run in their own process.
// Env: CLUSTER_WATCHERS (default 2000), CLUSTER_INSTANCES (3), CLUSTER_CHANGES (6), BENCH_DATABASE_URL (a
// server whose user may create databases; default postgres://postgres@127.0.0.1:5432/postgres).
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { InstanceCommand } from './cluster-instance.ts';
import type { LiveRcCommand, PollStart } from './cluster-liverc.ts';
import { BENCH_TRACK } from './support/bench-liverc.ts';
import { wait } from './support/clock.ts';
import { signInFollower } from './support/follower.ts';
import { clientAgent } from './support/http.ts';
import { type Pair, p50p99 } from './support/percentiles.ts';
import { openWatchers } from './support/sse-watchers.ts';
import { timedChanges } from './support/timed-changes.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WATCHERS = Number(process.env.CLUSTER_WATCHERS ?? 2_000);
const INSTANCES = Number(process.env.CLUSTER_INSTANCES ?? 3);
const CHANGE_COUNT = Number(process.env.CLUSTER_CHANGES ?? 6);
const STEADY_MS = 10_000;
// The feed's poll interval, handed to each instance (importing cluster-instance.ts would start one).
const BENCH_POLL_MS = 1_000;
const agent = clientAgent();

type Child<C> = { ready: unknown; ask<T>(command: C): Promise<T>; stop(): void };
type Usage = { cpu: NodeJS.CpuUsage; rss: number };

async function start<C>(file: string, args: string[]): Promise<Child<C>> {
  const child: ChildProcess = fork(fileURLToPath(new URL(file, import.meta.url)), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, (value: unknown) => void>();
  let nextId = 1;
  const ready = await new Promise<unknown>((resolve, reject) => {
    child.on('message', (message: { ready?: unknown; id?: number; value?: unknown }) => {
      if (message.ready) resolve(message.ready);
      if (message.id !== undefined) pending.get(message.id)?.(message.value);
    });
    child.on('exit', (code) => reject(new Error(`${file} exited with code ${code} before it was ready`)));
  });
  return {
    ready,
    ask: <T>(command: C) =>
      new Promise<T>((resolve) => {
        const id = nextId++;
        pending.set(id, (value) => resolve(value as T));
        child.send({ id, command });
      }),
    stop: () => child.disconnect(),
  };
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The start of the poll that carried a change to one instance: the last poll that instance started before its
 * first watcher saw the change; an instance that did not poll (one poller per track) got it from whichever
 * instance did. A poll already under way when LiveRC changed counts from the change.
 */
function carrierPoll(polls: PollStart[], changedAt: number, firstSeen: number, instance: number) {
  const before = polls.filter((poll) => poll.at <= firstSeen);
  const own = before.filter((poll) => poll.instance === instance && poll.at >= changedAt - BENCH_POLL_MS);
  const from = own.length > 0 ? own : before;
  return Math.max(changedAt, ...from.map((poll) => poll.at));
}

export type ClusterRow = {
  watchers: number;
  instances: number;
  /** LiveRC page requests per poll interval, all instances together and each one. */
  perInterval: number;
  perIntervalByInstance: number[];
  pollsPerSecond: number;
  wait: Pair;
  after: Pair;
  /** After the poll, each instance's watchers alone: the owner's beside those reached through NOTIFY. */
  afterByInstance: Pair[];
  total: Pair;
  missed: number;
  /** Share of one core: the steady window (polls, heartbeats) and the changes (pushing to every watcher). */
  cpuByInstance: number[];
  cpuChangesByInstance: number[];
  rssMbByInstance: number[];
};

export async function clusterRun(watchers = WATCHERS, instanceCount = INSTANCES): Promise<ClusterRow> {
  const name = `pitboard_bench_cluster_${process.pid}`;
  const databaseUrl = new URL(SERVER_URL);
  databaseUrl.pathname = `/${name}`;
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  const children: { stop(): void }[] = [];
  try {
    const liverc = await start<LiveRcCommand['command']>('./cluster-liverc.ts', [String(instanceCount)]);
    children.push(liverc);
    const upstreams = liverc.ready as string[];
    const instances = await Promise.all(
      upstreams.map((upstream) =>
        start<InstanceCommand['command']>('./cluster-instance.ts', [
          databaseUrl.toString(),
          upstream,
          String(BENCH_POLL_MS),
        ]),
      ),
    );
    children.push(...instances);
    const urls = instances.map((instance) => instance.ready as string);
    // A racer following the bench track, signed in on one instance: its session is good on every instance.
    const account = {
      username: 'bench_cluster',
      email: 'bench.cluster@example.com',
      password: 'bench-pass-1',
    };
    const cookie = await signInFollower(urls[0] as string, account, BENCH_TRACK, agent);

    const audience = await openWatchers(
      watchers,
      (index) => `${urls[index % urls.length]}/api/live/stream`,
      cookie,
    );

    // Steady window: who asks LiveRC how often, and what each instance costs, with every watcher connected.
    const usage0 = await Promise.all(instances.map((instance) => instance.ask<Usage>('usage')));
    const counts0 = await liverc.ask<number[]>('page-counts');
    const polls0 = (await liverc.ask<PollStart[]>('poll-starts')).length;
    const started = performance.now();
    await wait(STEADY_MS);
    const seconds = (performance.now() - started) / 1000;
    const counts1 = await liverc.ask<number[]>('page-counts');
    const polls1 = (await liverc.ask<PollStart[]>('poll-starts')).length;
    const usage1 = await Promise.all(instances.map((instance) => instance.ask<Usage>('usage')));
    const intervals = (seconds * 1000) / BENCH_POLL_MS;
    const perIntervalByInstance = counts1.map((count, index) => (count - (counts0[index] ?? 0)) / intervals);

    const changesStarted = performance.now();
    const waits: number[] = [];
    const afters: number[] = [];
    const aftersByInstance = urls.map((): number[] => []);
    const totals: number[] = [];
    let missed = 0;
    const changes = timedChanges(audience, CHANGE_COUNT, BENCH_POLL_MS, (command) =>
      liverc.ask<number>(command),
    );
    for await (const { changedAt, seenAt, seen } of changes) {
      missed += watchers - seen.length;
      if (seen.length === 0) continue;
      const polls = await liverc.ask<PollStart[]>('poll-starts');
      for (let instance = 0; instance < urls.length; instance += 1) {
        const mine = seenAt.filter(
          (at, watcher): at is number => at !== null && watcher % urls.length === instance,
        );
        if (mine.length === 0) continue;
        const pollAt = carrierPoll(polls, changedAt, Math.min(...mine), instance);
        for (const at of mine) {
          waits.push(pollAt - changedAt);
          afters.push(at - pollAt);
          aftersByInstance[instance]?.push(at - pollAt);
          totals.push(at - changedAt);
        }
      }
    }
    const usage2 = await Promise.all(instances.map((instance) => instance.ask<Usage>('usage')));
    const changeSeconds = (performance.now() - changesStarted) / 1000;
    audience.close();
    return {
      watchers,
      instances: instanceCount,
      perInterval: perIntervalByInstance.reduce((sum, each) => sum + each, 0),
      perIntervalByInstance,
      pollsPerSecond: (polls1 - polls0) / seconds,
      wait: p50p99(waits),
      after: p50p99(afters),
      afterByInstance: aftersByInstance.map(p50p99),
      total: p50p99(totals),
      missed,
      cpuByInstance: usage1.map((usage, index) => cpuShare(usage0[index] as Usage, usage, seconds)),
      cpuChangesByInstance: usage2.map((usage, index) =>
        cpuShare(usage1[index] as Usage, usage, changeSeconds),
      ),
      rssMbByInstance: usage2.map((usage) => usage.rss / 2 ** 20),
    };
  } finally {
    for (const child of children) child.stop();
    // Let the instances close their connections before the database goes.
    await wait(1_000);
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const cpuShare = (before: Usage, after: Usage, seconds: number) =>
  (after.cpu.user - before.cpu.user + after.cpu.system - before.cpu.system) / 1e6 / seconds;

async function reachable(): Promise<boolean> {
  return admin('select 1').then(
    () => true,
    () => false,
  );
}

const ms = ([p50, p99]: Pair) => `${p50.toFixed(0)}/${p99.toFixed(0)}`;

export async function runClusterBench(): Promise<void> {
  const shown = new URL(SERVER_URL);
  if (shown.password) shown.password = '***';
  if (!(await reachable())) {
    console.log(
      `\nCluster: skipped (no PostgreSQL at ${shown}; set BENCH_DATABASE_URL to a server whose user may create databases)`,
    );
    return;
  }
  console.log(
    `\nCluster: ${INSTANCES} instances on one PostgreSQL (${shown.host}), watchers spread round-robin, LiveRC replayed, poll every 1 s`,
  );
  const row = await clusterRun(WATCHERS);
  const each = (values: number[], show: (value: number) => string) => values.map(show).join(' / ');
  const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
  console.log(
    [
      `${row.watchers} watchers, ${row.missed} pushes missed`,
      `LiveRC page requests per poll interval: ${row.perInterval.toFixed(2)} (by instance ${each(row.perIntervalByInstance, (value) => value.toFixed(2))}); polls/s ${row.pollsPerSecond.toFixed(2)}`,
      `push delay p50/p99 ms: wait for the poll ${ms(row.wait)}, after the poll ${ms(row.after)} (by instance ${row.afterByInstance.map(ms).join(', ')}), in all ${ms(row.total)}`,
      `CPU by instance: ${each(row.cpuByInstance, percent)} steady, ${each(row.cpuChangesByInstance, percent)} with the changes; RSS MB ${each(row.rssMbByInstance, (value) => value.toFixed(0))}`,
    ].join('\n  '),
  );
  console.log(
    `${CHANGE_COUNT} changes at random moments. "Wait for the poll" runs from the change to the start of the poll that carried it to the watcher's instance (its own poll, or the owner's), "after the poll" from there to the watcher seeing it. CPU is the share of one core over a 10 s steady window, then over the changes.`,
  );
}

// `node --import tsx bench/cluster.ts`: this figure alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) await runClusterBench();
