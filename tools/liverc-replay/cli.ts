// `npm run replay -- --pages DIR --port PORT [--live RACE_URL] [--speed N]`: serves recorded LiveRC pages
// for LIVERC_UPSTREAM, optionally replaying one recorded race as running now; stops cleanly on Ctrl-C.
import path from 'node:path';
import { parseCommandLine, usageError } from '../command-line.ts';
import { DEMO_PAGES_DIR } from './demo-pages.ts';
import { startReplayServer } from './replay-server.ts';

const USAGE = `Usage: npm run replay -- [--pages DIR] [--port PORT] [--host HOST] [--live RACE_URL] [--speed N]
  --pages  folder with manifest.json (default: the demo pages, tools/liverc-replay/pages)
  --port   port to listen on (default 5050; 0 picks a free one)
  --host   address to listen on (default 127.0.0.1)
  --live   a race result URL of the manifest to replay as a race running now
  --speed  race seconds per real second in live mode (default 1)`;

function fail(message: string): never {
  return usageError(message, USAGE);
}

const values = parseCommandLine(
  {
    pages: { type: 'string', default: DEMO_PAGES_DIR },
    port: { type: 'string', default: '5050' },
    host: { type: 'string', default: '127.0.0.1' },
    live: { type: 'string' },
    speed: { type: 'string', default: '1' },
  },
  USAGE,
);
const port = Number(values.port);
const speed = Number(values.speed);
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  fail(`--port must be a port number, not '${values.port}'`);
if (!(speed > 0)) fail(`--speed must be a positive number, not '${values.speed}'`);

const server = await startReplayServer({
  pagesDir: values.pages,
  port,
  host: values.host,
  ...(values.live ? { live: { raceUrl: values.live, speed } } : {}),
}).catch((error: unknown) =>
  fail(`Could not start the replay server: ${error instanceof Error ? error.message : error}`),
);

console.log(`LiveRC replay serving ${path.relative(process.cwd(), values.pages) || '.'} on ${server.url}`);
if (values.live) console.log(`Live race: ${values.live} (started now, ${speed}x)`);
console.log(`Start Pitboard with LIVERC_UPSTREAM=${server.url} to read LiveRC through it.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
