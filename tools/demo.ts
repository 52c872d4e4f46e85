// `npm run demo`: Pitboard without internet. Serves the repository's synthetic LiveRC pages from the replay
// server (Red Gum's event racing today, race after race) and starts the app reading LiveRC through it; Ctrl-C
// stops both.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_PAGES_DIR } from './liverc-replay/demo-pages.ts';
import { demoWorld } from './liverc-replay/demo-world.ts';
import { RACE_DAY_DRIVER } from './liverc-replay/race-day.ts';
import { recordedPages, startReplayServer } from './liverc-replay/replay-server.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const { values } = parseArgs({
  options: {
    live: { type: 'boolean', default: true },
    speed: { type: 'string', default: '1' },
  },
  allowNegative: true,
});
const speed = Number(values.speed);
if (!(speed > 0)) {
  console.error(`--speed must be a positive number, not '${values.speed}'`);
  process.exit(2);
}
const port = process.env.PORT ?? '5000';

// The web build takes about a second, so it is redone every time: the demo never shows a stale screen.
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const replay = await startReplayServer({
  pagesDir: DEMO_PAGES_DIR,
  extraPages: demoWorld(recordedPages(DEMO_PAGES_DIR)),
  ...(values.live ? { raceDay: { speed } } : {}),
});

// The server runs from source (as `npm run dev` does), so the demo is always the code of this checkout.
const app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: process.env.DATA_DIR ?? './data/demo',
    LIVERC_UPSTREAM: replay.url,
  },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A terminal's Ctrl-C reaches the app too; the app ignores the second one while it closes.
    if (app.exitCode === null) app.kill(signal);
  });
}
app.on('exit', (code, signal) => {
  void replay.close().then(() => process.exit(code ?? (signal ? 1 : 0)));
});

if (await ready(`http://127.0.0.1:${port}/api/health`)) {
  const raceDay = values.live
    ? `
  Red Gum Raceway is racing today (${speed}x race time): a race every 5-8 minutes, lunch before the mains.
  Follow Red Gum Raceway and set your driver name in Settings to ${RACE_DAY_DRIVER}: My next race
  estimates your start and moves as races post, My races fills as your races are posted, and with
  notifications on (where the browser reaches its push service) you are told when your race is next
  and when your result is posted.${speed === 1 ? '' : `\n  At ${speed}x the day's clock runs ahead of yours: to see the T-15 checklist, run at the default speed.`}`
    : '';
  console.log(`
  Pitboard demo: http://localhost:${port}
  LiveRC is replayed offline from tools/liverc-replay/pages (${replay.url}).${raceDay}
  Sign up for an account, then open the tracks. Ctrl-C stops the demo.
`);
}

/** Waits for the app to answer, for a minute at most (the first start migrates a new database). */
async function ready(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 240 && app.exitCode === null; attempt += 1) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
