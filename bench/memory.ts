// Memory figure: answers served from memory, against a bare Fastify in the same run.
// The 1,090-track list (a cached LiveRC answer, brotli as a browser asks) against a bare Fastify sending
// the same JSON through the same compression plugin (and, stricter, sending the same brotli bytes made
// once, as Pitboard does); the signed-in `/api/auth/user` against a bare
// Fastify hello. Each side in its own process, measured in turns (ours, the anchor, ours, ...) so a
// machine shared with other work weighs on both alike. Goals: tracks >= 80% of the anchor, user >= 30%.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const WINDOW_MS = Number(process.env.MEMORY_BENCH_WINDOW_MS ?? 3_000);
const ROUNDS = Number(process.env.MEMORY_BENCH_ROUNDS ?? 3);
const CONNECTIONS = 8;

type Answer = { status: number; bytes: number; body: Buffer; headers: http.IncomingHttpHeaders };

function request(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers = payload ? { 'content-type': 'application/json', ...options.headers } : options.headers;
    const req = http.request(url, { agent, method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes: body.length, body, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function startServer(kind: 'pitboard' | 'bare', tracksJson?: string) {
  const child = fork(fileURLToPath(new URL('./memory-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve) => {
    child.on('message', (message: { ready?: string }) => message.ready && resolve(message.ready));
    child.send({ kind, tracksJson });
  });
  return { url, stop: () => child.disconnect() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

type Load = { url: string; headers: Record<string, string> };
type Tally = { count: number; ms: number; delays: number[]; bytes: number };

/** CONNECTIONS clients asking back to back for WINDOW_MS; adds to `tally`. */
async function hammer(load: Load, tally: Tally): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const start = performance.now();
  const end = start + WINDOW_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        const answer = await request(agent, load.url, { headers: load.headers });
        if (answer.status !== 200) throw new Error(`${load.url} answered ${answer.status}`);
        tally.delays.push(performance.now() - sent);
        tally.bytes = answer.bytes;
        tally.count += 1;
      }
    }),
  );
  tally.ms += performance.now() - start;
  agent.destroy();
}

const emptyTally = (): Tally => ({ count: 0, ms: 0, delays: [], bytes: 0 });
const summary = (tally: Tally) => {
  const sorted = [...tally.delays].sort((a, b) => a - b);
  return {
    perSecond: tally.count / (tally.ms / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    bytes: tally.bytes,
  };
};

export async function runMemoryBench(): Promise<void> {
  const ours = await startServer('pitboard');
  const setup = new http.Agent({ keepAlive: false });
  const account = { username: 'memory_racer', email: 'memory@example.com', password: 'memory-bench-1' };
  await request(setup, `${ours.url}/api/auth/register`, { method: 'POST', body: account });
  const login = await request(setup, `${ours.url}/api/auth/login`, { method: 'POST', body: account });
  const cookie = login.headers['set-cookie']?.[0]?.split(';')[0] ?? '';
  // The first read fetches and parses LiveRC's catalogue; its JSON is what the anchor sends.
  const plain = await request(setup, `${ours.url}/api/liverc/tracks`, {
    headers: { cookie, 'accept-encoding': 'identity' },
  });
  if (plain.status !== 200) throw new Error(`the track list answered ${plain.status}`);
  const tracksJson = plain.body.toString('utf8');
  const anchor = await startServer('bare', tracksJson);
  const pairs = [
    {
      name: '/api/liverc/tracks (br)',
      anchorName: 'bare: same JSON, br',
      goal: 0.8,
      ours: { url: `${ours.url}/api/liverc/tracks`, headers: { cookie, 'accept-encoding': 'br' } },
      anchor: { url: `${anchor.url}/tracks`, headers: { 'accept-encoding': 'br' } },
    },
    {
      name: '/api/liverc/tracks (br)',
      anchorName: 'bare: br bytes made once',
      goal: 0.8,
      ours: { url: `${ours.url}/api/liverc/tracks`, headers: { cookie, 'accept-encoding': 'br' } },
      anchor: { url: `${anchor.url}/tracks-ready`, headers: { 'accept-encoding': 'br' } },
    },
    {
      name: '/api/auth/user',
      anchorName: 'bare: hello',
      goal: 0.3,
      ours: { url: `${ours.url}/api/auth/user`, headers: { cookie, 'accept-encoding': 'br' } },
      anchor: { url: `${anchor.url}/hello`, headers: { 'accept-encoding': 'br' } },
    },
  ];
  try {
    console.log(
      `\nMemory: cached answers against a bare Fastify, ${CONNECTIONS} clients back to back, ` +
        `${ROUNDS} turns of ${WINDOW_MS / 1000} s each side, alternating`,
    );
    console.log(
      'answer                     bytes    req/s   p50/p99 ms    | anchor                     bytes    req/s   p50/p99 ms    | ratio  goal',
    );
    for (const pair of pairs) {
      const mine = emptyTally();
      const theirs = emptyTally();
      // A first turn each, not counted: V8 optimises both servers' paths before anything is measured.
      await hammer(pair.ours, emptyTally());
      await hammer(pair.anchor, emptyTally());
      for (let round = 0; round < ROUNDS; round += 1) {
        await hammer(pair.ours, mine);
        await hammer(pair.anchor, theirs);
      }
      const a = summary(mine);
      const b = summary(theirs);
      const ratio = a.perSecond / b.perSecond;
      const cell = (s: ReturnType<typeof summary>) =>
        `${String(s.bytes).padStart(7)}  ${s.perSecond.toFixed(0).padStart(6)}   ${`${s.p50.toFixed(1)}/${s.p99.toFixed(1)}`.padStart(11)}`;
      console.log(
        `${pair.name.padEnd(24)} ${cell(a)}   | ${pair.anchorName.padEnd(24)} ${cell(b)}   | ${(ratio * 100).toFixed(0).padStart(4)}%  >= ${pair.goal * 100}%: ${ratio >= pair.goal ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    ours.stop();
    anchor.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runMemoryBench();
