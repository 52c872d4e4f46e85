// Wire figure: what the racer's phone downloads. The sign-in page's JavaScript and CSS
// as the server sends them plain, brotli and gzip (bytes, load time over loopback, and the time those
// bytes take at Lighthouse's mobile link of 1.6 Mbit/s); then the 1,090-track list (a cached LiveRC
// answer): bytes per answer and answers a second plain, gzip, brotli, and revalidated (If-None-Match ->
// 304). Ratios, measured in one run against one server. Needs the web build (built here when missing).
import { execFileSync, fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const WINDOW_MS = 5_000;
const CONNECTIONS = 8;
const LOAD_RUNS = 20;
/** Lighthouse's simulated mobile download speed (its "Slow 4G" profile): 1.6 Mbit/s. */
const MOBILE_BYTES_PER_MS = 1_600_000 / 8 / 1000;
const webDir = new URL('../dist/web/', import.meta.url);
const ENCODINGS = ['identity', 'gzip', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];

type Answer = { status: number; bytes: number; headers: http.IncomingHttpHeaders };

function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      // Counted as they arrive, not decoded: these are the bytes on the wire.
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, headers: res.headers }));
    });
    req.on('error', reject);
  });
}

function post(url: string, body: unknown): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['set-cookie']?.[0]?.split(';')[0] ?? null));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function startServer() {
  const child = fork(fileURLToPath(new URL('./wire-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve) => {
    child.on('message', (message: { ready?: string }) => message.ready && resolve(message.ready));
  });
  return { url, stop: () => child.disconnect() };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** The files index.html makes the browser fetch before the sign-in screen draws: scripts, preloads, CSS. */
function signInAssets(): string[] {
  const html = readFileSync(new URL('index.html', webDir), 'utf8');
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
}

/** Every sign-in asset at once, as a browser loads them: bytes on the wire and the median load time. */
async function loadSignInPage(url: string, encoding: Encoding) {
  const assets = signInAssets();
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < LOAD_RUNS; run += 1) {
    // A new connection pool each load: a first visit, no socket kept from the last one.
    const agent = new http.Agent({ keepAlive: true });
    const start = performance.now();
    const answers = await Promise.all(
      assets.map((asset) => get(agent, `${url}${asset}`, { 'accept-encoding': encoding })),
    );
    times.push(performance.now() - start);
    agent.destroy();
    for (const answer of answers) {
      if (answer.status !== 200) throw new Error(`an asset answered ${answer.status}`);
      const sent = answer.headers['content-encoding'] ?? 'identity';
      if (sent !== encoding) throw new Error(`asked for ${encoding}, got ${sent}`);
    }
    bytes = answers.reduce((sum, answer) => sum + answer.bytes, 0);
  }
  return { files: assets.length, bytes, ms: percentile(times, 50) };
}

/** CONNECTIONS clients asking for the track list back to back for WINDOW_MS. */
async function hammerTracks(url: string, cookie: string, headers: Record<string, string>, status: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const delays: number[] = [];
  let bytes = 0;
  const end = performance.now() + WINDOW_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const answer = await get(agent, `${url}/api/liverc/tracks`, { cookie, ...headers });
        if (answer.status !== status) throw new Error(`the track list answered ${answer.status}`);
        delays.push(performance.now() - start);
        bytes = answer.bytes;
      }
    }),
  );
  agent.destroy();
  return {
    perSecond: delays.length / (WINDOW_MS / 1000),
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    bytes,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function runWireBench(): Promise<void> {
  if (!existsSync(new URL('index.html', webDir))) {
    console.log('\nBuilding the web app for the wire bench (npm run build:web)...');
    execFileSync('npm', ['run', 'build:web'], { stdio: 'ignore' });
  }
  const server = await startServer();
  try {
    console.log(
      `\nWire: the sign-in page's JS + CSS (${signInAssets().length} files), median of ${LOAD_RUNS} loads`,
    );
    console.log('encoding   bytes       ratio   loopback ms   at 1.6 Mbit/s');
    const pages = [];
    for (const encoding of ENCODINGS)
      pages.push({ encoding, ...(await loadSignInPage(server.url, encoding)) });
    const plainPage = pages[0]?.bytes ?? 1;
    for (const page of pages) {
      console.log(
        `${page.encoding.padEnd(9)}  ${kb(page.bytes).padStart(9)}   ${(plainPage / page.bytes).toFixed(2).padStart(5)}x   ${page.ms
          .toFixed(1)
          .padStart(11)}   ${(page.bytes / MOBILE_BYTES_PER_MS / 1000).toFixed(2).padStart(9)} s`,
      );
    }

    const account = { username: 'wire_racer', email: 'wire@example.com', password: 'wire-bench-1' };
    await post(`${server.url}/api/auth/register`, account);
    const cookie = (await post(`${server.url}/api/auth/login`, account)) ?? '';
    // The first read fetches and parses LiveRC's catalogue; every answer measured comes from the cache.
    const warm = await get(new http.Agent(), `${server.url}/api/liverc/tracks`, {
      cookie,
      'accept-encoding': 'br',
    });
    if (warm.status !== 200) throw new Error(`the track list answered ${warm.status}`);
    const etag = String(warm.headers.etag);

    console.log(
      `\nWire: the 1,090-track list, ${CONNECTIONS} clients back to back, ${WINDOW_MS / 1000} s each`,
    );
    console.log('answer           bytes         ratio   req/s   ratio   p50/p99 ms');
    const rows = [
      ...ENCODINGS.map((encoding) => ({
        name: encoding,
        headers: { 'accept-encoding': encoding },
        status: 200,
      })),
      { name: 'br, 304', headers: { 'accept-encoding': 'br', 'if-none-match': etag }, status: 304 },
    ];
    let plain: Awaited<ReturnType<typeof hammerTracks>> | undefined;
    for (const row of rows) {
      const result = await hammerTracks(server.url, cookie, row.headers, row.status);
      plain ??= result;
      console.log(
        `${row.name.padEnd(15)}  ${kb(result.bytes).padStart(9)}   ${(result.bytes ? `${(plain.bytes / result.bytes).toFixed(1)}x` : 'no body').padStart(7)}  ${result.perSecond.toFixed(0).padStart(6)}   ${(
          result.perSecond / plain.perSecond
        )
          .toFixed(2)
          .padStart(5)}x  ${result.p50.toFixed(1)}/${result.p99.toFixed(1)}`,
      );
    }
  } finally {
    server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runWireBench();
