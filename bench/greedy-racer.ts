// Greedy-racer figure: one racer at every limit of src/domain/racer-limits.ts, every row
// fat. How big one answer of each list is, how long the whole race log takes as the web app reads it
// (following the Link headers), and the server's memory while eight clients read that whole log at once
// (before paging, 44,000 rows a table answered 18-43 MB per list and eight reads took the server from 305 MB
// to 1.2 GB). The server runs in its own process (greedy-racer-server.ts), so its memory is its own.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RACER_LIMITS } from '../src/domain/racer-limits.ts';

const READERS = 8;
const ROUNDS = 5;

type Server = { url: string; ask<T>(message: object, reply: string): Promise<T>; stop(): void };

async function startServer(): Promise<Server> {
  const child = fork(fileURLToPath(new URL('./greedy-racer-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(message: object, reply: string) =>
    new Promise<T>((resolve) => {
      const listener = (answer: Record<string, T>) => {
        if (!(reply in answer)) return;
        child.off('message', listener);
        resolve(answer[reply] as T);
      };
      child.on('message', listener);
      if (Object.keys(message).length > 0) child.send(message);
    });
  const url = await ask<string>({}, 'ready');
  return { url, ask, stop: () => child.disconnect() };
}

const ACCOUNT = { username: 'greedy_racer', email: 'greedy@example.com', password: 'greedy-racer-8' };

/** The greedy racer signed up and in: the Cookie header value. */
async function signUp(url: string): Promise<string> {
  const json = { 'content-type': 'application/json' };
  await fetch(`${url}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(ACCOUNT) });
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(ACCOUNT),
  });
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** One answer as the server wrote it (no compression): its bytes, time and the next page's address. */
async function read(url: string, path: string, cookie: string) {
  const start = performance.now();
  const answer = await fetch(`${url}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
  const bytes = (await answer.arrayBuffer()).byteLength;
  const next = /<([^>]+)>;\s*rel="next"/.exec(answer.headers.get('link') ?? '')?.[1] ?? null;
  return { status: answer.status, bytes, ms: performance.now() - start, next };
}

/** The whole list as the web app reads it: pages of 500, following `rel="next"`. */
async function readAll(url: string, path: string, cookie: string) {
  let next: string | null = `${path}?limit=500`;
  let pages = 0;
  let bytes = 0;
  const start = performance.now();
  while (next) {
    const page = await read(url, next, cookie);
    pages += 1;
    bytes += page.bytes;
    next = page.next;
  }
  return { pages, bytes, ms: performance.now() - start };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function runGreedyRacerBench(): Promise<void> {
  const server = await startServer();
  try {
    const cookie = await signUp(server.url);
    await server.ask({ fill: ACCOUNT.username }, 'filled');
    const sets = (await (
      await fetch(`${server.url}/api/tire-inventory`, { headers: { cookie } })
    ).json()) as {
      id: number;
    }[];
    const firstSet = Math.min(...sets.map((set) => set.id));
    console.log(
      `\nGreedy racer: ${RACER_LIMITS.tyreSets} tyre sets, ${RACER_LIMITS.raceLogEntries} race results, ` +
        `${RACER_LIMITS.setupSheets} setup sheets, ${RACER_LIMITS.sessionsPerSet} sessions on one set (1,000-character notes)`,
    );
    const lists = [
      '/api/race-results-with-tires',
      '/api/race-results-with-full-tire-details',
      '/api/setup-sheets',
      `/api/tire-inventory/${firstSet}/sessions`,
      '/api/tire-inventory',
    ];
    for (const path of lists) {
      const runs = [];
      for (let round = 0; round < ROUNDS; round += 1) runs.push(await read(server.url, path, cookie));
      const last = runs.at(-1);
      console.log(
        `  ${path.padEnd(42)} one answer ${mb(last?.bytes ?? 0)}, median ${median(runs.map((run) => run.ms)).toFixed(0)} ms${last?.next ? ' (more pages follow)' : ''}`,
      );
    }
    const whole = await readAll(server.url, '/api/race-results-with-full-tire-details', cookie);
    console.log(
      `  the whole log as the app reads it: ${whole.pages} pages, ${mb(whole.bytes)}, ${whole.ms.toFixed(0)} ms`,
    );
    const before = await server.ask<number>({ rss: true }, 'rss');
    let peak = before;
    let reading = true;
    // One question to the server at a time, every 50 ms, until the readers are done.
    const sampler = (async () => {
      while (reading) {
        peak = Math.max(peak, await server.ask<number>({ rss: true }, 'rss'));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await Promise.all(
      Array.from({ length: READERS }, () =>
        readAll(server.url, '/api/race-results-with-full-tire-details', cookie),
      ),
    );
    reading = false;
    await sampler;
    console.log(
      `  server memory with ${READERS} readers of the whole log at once: ${mb(before)} -> peak ${mb(peak)}`,
    );
  } finally {
    server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runGreedyRacerBench();
