// Fan-out figure: N racers watching one track over the live stream (SSE), beside N
// racers polling the spec's REST endpoints every 2 s. For the stream: LiveRC requests per poll interval, polls a
// second, and the delay from the moment LiveRC changes to each client seeing it, split into the wait for the
// poll and the time after it (p50/p99); for REST: LiveRC requests a second and the delay after the refresh.
// Both: the server's CPU and memory.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerCommand } from './fanout-server.ts';
import { BENCH_TRACK, CHANGES } from './support/bench-liverc.ts';
import { wait } from './support/clock.ts';
import { signInFollower } from './support/follower.ts';
import { clientAgent, request } from './support/http.ts';
import { type Pair, p50p99, percentile } from './support/percentiles.ts';
import { openWatchers } from './support/sse-watchers.ts';
import { timedChanges } from './support/timed-changes.ts';

const SIZES = (process.env.FANOUT_SIZES ?? '100,1000,2000').split(',').map(Number);
const REST_PERIOD_MS = 2_000;
// The feed's poll interval, as fanout-server.ts sets it (BENCH_POLL_MS; importing it would start that server).
const BENCH_POLL_MS = 1_000;
// FANOUT_MODES=sse for the stream alone.
const MODES = (process.env.FANOUT_MODES ?? 'sse,rest').split(',');
const STEADY_MS = 10_000;
// What the REST clients look for: the race the first change posts.
const NEW_RACE = (CHANGES[0] as (typeof CHANGES)[number]).shows;
const agent = clientAgent();

type Steady = {
  upstreamPerSecond: number;
  /** LiveRC requests per poll interval, and polls a second (the cadence). */
  upstreamPerInterval: number;
  pollsPerSecond: number;
  cpu: number;
  rssMb: number;
};
type Row = Steady & { mode: string; clients: number; p50: number; p99: number; missed: number };
type SseRow = Steady & { clients: number; wait: Pair; after: Pair; total: Pair; missed: number };

type Server = { url: string; ask<T>(command: ServerCommand['command']): Promise<T>; stop(): void };

async function startServer(): Promise<Server> {
  const child = fork(fileURLToPath(new URL('./fanout-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, (value: unknown) => void>();
  let nextId = 1;
  const url = await new Promise<string>((resolve) => {
    child.on('message', (message: { ready?: string; id?: number; value?: unknown }) => {
      if (message.ready) resolve(message.ready);
      if (message.id !== undefined) pending.get(message.id)?.(message.value);
    });
  });
  return {
    url,
    ask: <T>(command: ServerCommand['command']) =>
      new Promise<T>((resolve) => {
        const id = nextId++;
        pending.set(id, (value) => resolve(value as T));
        child.send({ id, command } satisfies ServerCommand);
      }),
    stop: () => child.disconnect(),
  };
}

/** A racer account following the bench track (a new one each run); answers its session cookie. */
const follower = (server: Server) => {
  const account = {
    username: `bench_${Date.now()}`,
    email: `bench${Date.now()}@example.com`,
    password: 'bench-pass-1',
  };
  return signInFollower(server.url, account, BENCH_TRACK, agent);
};

async function measureWindow(server: Server): Promise<Steady> {
  const [upstream0, polls0, usage0] = [
    await server.ask<number>('upstream-count'),
    await server.ask<number>('dashboard-count'),
    await server.ask<{ cpu: NodeJS.CpuUsage }>('usage'),
  ];
  const started = performance.now();
  await wait(STEADY_MS);
  const seconds = (performance.now() - started) / 1000;
  const upstream1 = await server.ask<number>('upstream-count');
  const polls1 = await server.ask<number>('dashboard-count');
  const usage1 = await server.ask<{ cpu: NodeJS.CpuUsage; rss: number }>('usage');
  const cpuMicros = usage1.cpu.user - usage0.cpu.user + usage1.cpu.system - usage0.cpu.system;
  return {
    upstreamPerSecond: (upstream1 - upstream0) / seconds,
    upstreamPerInterval: (upstream1 - upstream0) / ((seconds * 1000) / BENCH_POLL_MS),
    pollsPerSecond: (polls1 - polls0) / seconds,
    cpu: cpuMicros / 1e6 / seconds,
    rssMb: usage1.rss / 2 ** 20,
  };
}

const CHANGE_COUNT = Number(process.env.FANOUT_CHANGES ?? 6);

async function sseRun(clients: number): Promise<SseRow> {
  const server = await startServer();
  try {
    const cookie = await follower(server);
    const watchers = await openWatchers(clients, () => `${server.url}/api/live/stream`, cookie);
    const steady = await measureWindow(server);

    const waits: number[] = [];
    const afters: number[] = [];
    const totals: number[] = [];
    let missed = 0;
    const changes = timedChanges(watchers, CHANGE_COUNT, BENCH_POLL_MS, (command) =>
      server.ask<number>(command),
    );
    for await (const { changedAt, seen } of changes) {
      missed += clients - seen.length;
      // The poll that carried the change: the last to start before the first client saw it (the server
      // timed each poll's start as its dashboard request reached LiveRC).
      const firstSeen = Math.min(...seen);
      const starts = await server.ask<number[]>('poll-starts');
      const pollAt = Math.max(changedAt, ...starts.filter((at) => at <= firstSeen));
      for (const at of seen) {
        waits.push(pollAt - changedAt);
        afters.push(at - pollAt);
        totals.push(at - changedAt);
      }
    }
    watchers.close();
    return {
      clients,
      ...steady,
      wait: p50p99(waits),
      after: p50p99(afters),
      total: p50p99(totals),
      missed,
    };
  } finally {
    server.stop();
  }
}

async function restRun(clients: number): Promise<Row> {
  const server = await startServer();
  try {
    const cookie = await follower(server);
    const seenAt: (number | null)[] = new Array(clients).fill(null);
    let armed = false;
    let running = true;
    const pollers = Array.from({ length: clients }, async (_, index) => {
      await wait(Math.random() * REST_PERIOD_MS);
      while (running) {
        const next = performance.now() + REST_PERIOD_MS;
        const event = await request(`${server.url}/api/events/current`, { headers: { cookie }, agent }).catch(
          () => null,
        );
        const id = event?.status === 200 ? (JSON.parse(event.text) as { id: number } | null)?.id : undefined;
        if (id !== undefined)
          await request(`${server.url}/api/events/${id}/drivers`, { headers: { cookie }, agent }).catch(
            () => null,
          );
        if (armed && seenAt[index] === null && event?.text.includes(NEW_RACE))
          seenAt[index] = performance.now();
        await wait(Math.max(0, next - performance.now()));
      }
    });
    await wait(REST_PERIOD_MS * 2);
    const steady = await measureWindow(server);

    // The change: the race ends and a refresh (the REST world's poll) reads it; clients find it on their next call.
    await server.ask('finish-race');
    // As the web app sends every change: JSON (the server refuses a POST of any other type, browser-security.ts).
    const refreshed = await request(`${server.url}/api/refresh`, {
      method: 'POST',
      headers: { cookie },
      body: {},
      agent,
    });
    if (refreshed.status !== 200)
      throw new Error(`POST /api/refresh answered ${refreshed.status}: ${refreshed.text}`);
    const pollAt = performance.now();
    armed = true;
    const deadline = pollAt + 30_000;
    while (seenAt.some((at) => at === null) && performance.now() < deadline) await wait(10);
    running = false;
    await Promise.all(pollers);
    const delays = seenAt.filter((at): at is number => at !== null).map((at) => at - pollAt);
    return {
      mode: 'REST every 2 s',
      clients,
      ...steady,
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      missed: clients - delays.length,
    };
  } finally {
    server.stop();
  }
}

const ms = ([p50, p99]: Pair) => `${p50.toFixed(0)}/${p99.toFixed(0)}`.padStart(11);

export async function runFanoutBench(): Promise<void> {
  console.log(
    `\nFan-out: N clients watching one track (server in its own process, LiveRC replayed, poll every 1 s)\n`,
  );
  if (MODES.includes('sse')) {
    console.log(
      'SSE stream: LiveRC req per poll interval, polls/s, push delay p50/p99 ms from the moment LiveRC changes',
    );
    console.log(
      'clients  req/interval  polls/s  wait for poll  after poll   in all   server CPU  server RSS MB  missed',
    );
    for (const clients of SIZES) {
      const row = await sseRun(clients);
      console.log(
        `${String(row.clients).padStart(7)}  ${row.upstreamPerInterval.toFixed(2).padStart(12)}  ${row.pollsPerSecond.toFixed(2).padStart(7)}  ${ms(row.wait).padStart(13)}  ${ms(row.after).padStart(10)}  ${ms(row.total).padStart(8)}  ${`${(row.cpu * 100).toFixed(0)}%`.padStart(11)}  ${row.rssMb.toFixed(0).padStart(13)}  ${String(row.missed).padStart(6)}`,
      );
    }
    console.log(
      `\n${CHANGE_COUNT} changes per size at random moments; "wait for poll" runs from the change to the start of the poll that carried it, "after poll" from there to each client seeing it.`,
    );
  }
  if (MODES.includes('rest')) {
    console.log(
      '\nREST every 2 s  clients  LiveRC req/s  delay p50 ms  delay p99 ms  server CPU  server RSS MB  missed',
    );
    for (const clients of SIZES) {
      const row = await restRun(clients);
      console.log(
        `${row.mode.padEnd(15)} ${String(row.clients).padStart(7)}  ${row.upstreamPerSecond.toFixed(2).padStart(12)}  ${row.p50.toFixed(0).padStart(12)}  ${row.p99.toFixed(0).padStart(12)}  ${`${(row.cpu * 100).toFixed(0)}%`.padStart(10)}  ${row.rssMb.toFixed(0).padStart(13)}  ${String(row.missed).padStart(6)}`,
      );
    }
    console.log('\nREST delay runs from the refresh that read the new race to the client seeing it.');
  }
  console.log('CPU is the share of one core over a 10 s steady window.');
}

// `node --import tsx bench/fanout.ts`: this figure alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) await runFanoutBench();
