// Sign-in flood figure: a signed-in racer's requests (settings, then health) per second and
// their p50/p99 delay, alone and while strangers send FLOOD_PER_SECOND sign-ins a second (each from a new
// address, not waiting for answers), with every hash run at once (as before the queue) and with the
// bounded queue. Ratios, measured in one run.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { clientAgent, request } from './support/http.ts';
import { percentile } from './support/percentiles.ts';

const WINDOW_MS = 5_000;
const FLOOD_PER_SECOND = Number(process.env.FLOOD_PER_SECOND ?? 30);
const agent = clientAgent();

async function startServer(mode: 'bounded' | 'unbounded') {
  const child = fork(fileURLToPath(new URL('./sign-in-flood-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PASSWORD_WORK: mode },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve) => {
    child.on('message', (message: { ready?: string }) => message.ready && resolve(message.ready));
  });
  return { url, stop: () => child.disconnect() };
}

/** The racer's loop for one window: answers requests a second and the delays. */
async function racerWindow(url: string, cookie: string) {
  const delays: number[] = [];
  const end = performance.now() + WINDOW_MS;
  while (performance.now() < end) {
    for (const path of ['/api/settings', '/api/health']) {
      const start = performance.now();
      const answer = await request(`${url}${path}`, { headers: { cookie }, agent });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      delays.push(performance.now() - start);
    }
  }
  return {
    perSecond: delays.length / (WINDOW_MS / 1000),
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
  };
}

async function measure(mode: 'bounded' | 'unbounded') {
  const server = await startServer(mode);
  try {
    const account = { username: 'bench_racer', email: 'bench@example.com', password: 'bench-pass-1' };
    await request(`${server.url}/api/auth/register`, { method: 'POST', body: account, agent });
    const login = await request(`${server.url}/api/auth/login`, { method: 'POST', body: account, agent });
    const cookie = login.cookie ?? '';
    const quiet = await racerWindow(server.url, cookie);

    let guesses = 0;
    const statuses = new Map<number, number>();
    const sent: Promise<void>[] = [];
    // Sent at a steady rate whatever the answers: an attacker does not wait for the server.
    const flood = setInterval(() => {
      guesses += 1;
      sent.push(
        request(`${server.url}/api/auth/login`, {
          method: 'POST',
          // Each guess from a new address and username, so no sign-in limit answers before the hash.
          headers: { 'x-forwarded-for': `10.0.${(guesses >> 8) & 255}.${guesses & 255}` },
          body: { username: `stranger_${guesses}`, password: 'guess' },
          agent,
        }).then((answer) => {
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }),
      );
    }, 1_000 / FLOOD_PER_SECOND);
    const flooded = await racerWindow(server.url, cookie);
    clearInterval(flood);
    await Promise.all(sent);
    const hashed = statuses.get(401) ?? 0;
    return {
      mode,
      quiet,
      flooded,
      hashedPerSecond: hashed / (WINDOW_MS / 1000),
      busy: statuses.get(503) ?? 0,
    };
  } finally {
    server.stop();
  }
}

export async function runSignInFloodBench(): Promise<void> {
  console.log(
    `\nSign-in flood: ${FLOOD_PER_SECOND} sign-ins a second from strangers, one racer reading (${WINDOW_MS / 1000} s each)`,
  );
  console.log(
    'queue      racer req/s quiet -> flood   p50 ms quiet -> flood   p99 ms flood   sign-ins hashed/s, 503s',
  );
  for (const mode of ['unbounded', 'bounded'] as const) {
    const row = await measure(mode);
    console.log(
      `${row.mode.padEnd(9)}  ${row.quiet.perSecond.toFixed(0).padStart(6)} -> ${row.flooded.perSecond.toFixed(0).padStart(4)} (${(
        (100 * row.flooded.perSecond) / row.quiet.perSecond
      ).toFixed(
        0,
      )}%)   ${row.quiet.p50.toFixed(1).padStart(5)} -> ${row.flooded.p50.toFixed(1).padStart(6)}   ${row.flooded.p99
        .toFixed(0)
        .padStart(12)}   ${row.hashedPerSecond.toFixed(0)}/s, ${row.busy}`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runSignInFloodBench();
