// Fan-out figure (issue 5): N racers watching one track over the live stream (SSE), beside N racers
// polling the spec's REST endpoints every 2 s. For each: LiveRC requests per second, the delay from the
// server's poll to each client seeing a new race (p50/p99), and the server's CPU and memory.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import type { ServerCommand } from './fanout-server.ts';

const SIZES = (process.env.FANOUT_SIZES ?? '100,1000,2000').split(',').map(Number);
const REST_PERIOD_MS = 2_000;
const STEADY_MS = 10_000;
const NEW_RACE = '1/8 Nitro Buggy A-Main';
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

type Row = {
  mode: string;
  clients: number;
  upstreamPerSecond: number;
  p50: number;
  p99: number;
  cpu: number;
  rssMb: number;
  missed: number;
};

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

function request(
  url: string,
  method: string,
  cookie: string,
  body?: unknown,
): Promise<{ status: number; text: string; cookie: string | null }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      { method, agent, headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text,
            cookie: res.headers['set-cookie']?.[0]?.split(';')[0] ?? null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A racer account following the bench track; answers its session cookie. */
async function follower(server: Server): Promise<string> {
  const account = {
    username: `bench_${Date.now()}`,
    email: `bench${Date.now()}@example.com`,
    password: 'bench-pass-1',
  };
  await request(`${server.url}/api/auth/register`, 'POST', '', account);
  const login = await request(`${server.url}/api/auth/login`, 'POST', '', {
    username: account.username,
    password: account.password,
  });
  const cookie = login.cookie ?? '';
  await request(`${server.url}/api/settings`, 'PUT', cookie, {
    followedTrackUrl: 'https://redgum.liverc.com/',
  });
  return cookie;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measureWindow(server: Server) {
  const [upstream0, usage0] = [
    await server.ask<number>('upstream-count'),
    await server.ask<{ cpu: NodeJS.CpuUsage }>('usage'),
  ];
  const started = performance.now();
  await wait(STEADY_MS);
  const seconds = (performance.now() - started) / 1000;
  const upstream1 = await server.ask<number>('upstream-count');
  const usage1 = await server.ask<{ cpu: NodeJS.CpuUsage; rss: number }>('usage');
  const cpuMicros = usage1.cpu.user - usage0.cpu.user + usage1.cpu.system - usage0.cpu.system;
  return {
    upstreamPerSecond: (upstream1 - upstream0) / seconds,
    cpu: cpuMicros / 1e6 / seconds,
    rssMb: usage1.rss / 2 ** 20,
  };
}

/** Returns once a feed poll has started and finished (LiveRC saw no request for 150 ms after it). */
async function betweenPolls(server: Server): Promise<void> {
  const started = await server.ask<number>('dashboard-count');
  while ((await server.ask<number>('dashboard-count')) === started) await wait(1);
  let count = await server.ask<number>('upstream-count');
  for (;;) {
    await wait(150);
    const now = await server.ask<number>('upstream-count');
    if (now === count) return;
    count = now;
  }
}

async function sseRun(clients: number): Promise<Row> {
  const server = await startServer();
  try {
    const cookie = await follower(server);
    const seenAt: (number | null)[] = new Array(clients).fill(null);
    let armed = false;
    let connected = 0;
    const requests = Array.from({ length: clients }, (_, index) =>
      http.get(
        `${server.url}/api/live/stream`,
        { agent, headers: { cookie, accept: 'text/event-stream' } },
        (res) => {
          res.setEncoding('utf8');
          let sawSnapshot = false;
          res.on('data', (chunk: string) => {
            if (!sawSnapshot && chunk.includes('event: snapshot')) {
              sawSnapshot = true;
              connected += 1;
            }
            if (
              armed &&
              seenAt[index] === null &&
              chunk.includes('event: event') &&
              chunk.includes(NEW_RACE)
            ) {
              seenAt[index] = performance.now();
            }
          });
        },
      ),
    );
    while (connected < clients) await wait(20);
    const steady = await measureWindow(server);

    // The change: the race ends between two polls, and the feed's next poll (its dashboard read) finds it.
    await betweenPolls(server);
    const before = await server.ask<number>('dashboard-count');
    armed = true;
    await server.ask('finish-race');
    while ((await server.ask<number>('dashboard-count')) === before) await wait(1);
    const pollAt = performance.now();
    const deadline = pollAt + 30_000;
    while (seenAt.some((at) => at === null) && performance.now() < deadline) await wait(10);
    for (const req of requests) req.destroy();
    const delays = seenAt.filter((at): at is number => at !== null).map((at) => at - pollAt);
    return {
      mode: 'SSE stream',
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
        const event = await request(`${server.url}/api/events/current`, 'GET', cookie).catch(() => null);
        const id = event?.status === 200 ? (JSON.parse(event.text) as { id: number } | null)?.id : undefined;
        if (id !== undefined)
          await request(`${server.url}/api/events/${id}/drivers`, 'GET', cookie).catch(() => null);
        if (armed && seenAt[index] === null && event?.text.includes(NEW_RACE))
          seenAt[index] = performance.now();
        await wait(Math.max(0, next - performance.now()));
      }
    });
    await wait(REST_PERIOD_MS * 2);
    const steady = await measureWindow(server);

    // The change: the race ends and a refresh (the REST world's poll) reads it; clients find it on their next call.
    await server.ask('finish-race');
    await request(`${server.url}/api/refresh`, 'POST', cookie);
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

export async function runFanoutBench(): Promise<void> {
  console.log(
    `\nFan-out: N clients watching one track (server in its own process, LiveRC replayed, poll every 1 s)\n`,
  );
  console.log(
    'mode            clients  LiveRC req/s  delay p50 ms  delay p99 ms  server CPU  server RSS MB  missed',
  );
  for (const clients of SIZES) {
    for (const run of [sseRun, restRun]) {
      const row = await run(clients);
      console.log(
        `${row.mode.padEnd(15)} ${String(row.clients).padStart(7)}  ${row.upstreamPerSecond.toFixed(2).padStart(12)}  ${row.p50.toFixed(0).padStart(12)}  ${row.p99.toFixed(0).padStart(12)}  ${`${(row.cpu * 100).toFixed(0)}%`.padStart(10)}  ${row.rssMb.toFixed(0).padStart(13)}  ${String(row.missed).padStart(6)}`,
      );
    }
  }
  console.log(
    '\nCPU is the share of one core over a 10 s steady window; delay runs from the poll that found a new race to the client seeing it.',
  );
}
