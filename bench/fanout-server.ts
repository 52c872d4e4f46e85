// The server side of the fan-out bench, in its own process so its CPU and memory are measured alone:
// the replay server (LiveRC) and Pitboard on an in-memory database. Driven by bench/fanout.ts over IPC.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/server/app.ts';
import { DEMO_LIVE_RACE_URL, DEMO_PAGES_DIR } from '../tools/liverc-replay/demo-pages.ts';
import { startReplayServer } from '../tools/liverc-replay/replay-server.ts';

export const BENCH_TRACK = 'https://redgum.liverc.com/';
export const BENCH_POLL_MS = 1_000;

export type ServerCommand = {
  id: number;
  command: 'upstream-count' | 'dashboard-count' | 'poll-starts' | 'usage' | 'finish-race' | 'restart-race';
};

// Red Gum's A-Main runs until the bench says it is over; then LiveRC posts it: the change to deliver. Started
// again, the event page lists the electric A-Main as newest once more: the next change.
let clock = 0;
const replay = await startReplayServer({
  pagesDir: DEMO_PAGES_DIR,
  live: { raceUrl: DEMO_LIVE_RACE_URL, now: () => clock },
});
// The delay measured is the page poller's (a race posted, then found); the live socket would show the
// race on track before it is posted, so it is kept out of this figure.
replay.setLiveSocketAvailable(false);
// In front of the replay server: the moment each feed poll starts (its dashboard request reaches LiveRC), on the
// wall clock with sub-millisecond precision, so the bench can split a change's delay at the poll that carried it.
const now = () => performance.timeOrigin + performance.now();
const pollStarts: number[] = [];
const dashboardPath = new URL(BENCH_TRACK);
const proxy = http.createServer((request, response) => {
  if (request.headers['x-liverc-host'] === dashboardPath.host && request.url === dashboardPath.pathname)
    pollStarts.push(now());
  const forwarded = http.request(
    `${replay.url}${request.url ?? '/'}`,
    { method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => response.destroy());
  request.pipe(forwarded);
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyAddress = proxy.address();
const proxyUrl = `http://127.0.0.1:${typeof proxyAddress === 'object' && proxyAddress ? proxyAddress.port : 0}`;
const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://fanout' });
const app = await buildApp({
  config: {
    logLevel: 'silent',
    trustProxy: false,
    webDistDir: mkdtempSync(path.join(tmpdir(), 'pitboard-bench-web-')),
    liveRcUpstream: proxyUrl,
    liveRcTimeoutMs: 8_000,
  },
  database,
  liveFeedTiming: { liveIntervalMs: BENCH_POLL_MS, idleIntervalMs: BENCH_POLL_MS, stopAfterMs: 1_000 },
  // The background location filler reads other tracks' dashboards: not the feed's requests, so off here.
  locationFill: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', (message: ServerCommand) => {
  const answer = (value: unknown) => process.send?.({ id: message.id, value });
  switch (message.command) {
    case 'upstream-count':
      // LiveRC's pages: the live socket is off here (above), and its refused tries are not page requests.
      return answer(replay.requestCount() - replay.liveSocketRefusals());
    case 'dashboard-count':
      return answer(replay.requestCount(BENCH_TRACK));
    case 'usage':
      return answer({ cpu: process.cpuUsage(), rss: process.memoryUsage().rss });
    case 'poll-starts':
      return answer(pollStarts);
    // Each change answers the moment it was made.
    case 'finish-race':
      clock = 24 * 60 * 60 * 1000;
      return answer(now());
    case 'restart-race':
      clock = 0;
      return answer(now());
  }
});
process.on('disconnect', () => {
  void app
    .close()
    .then(() => new Promise((resolve) => proxy.close(resolve)))
    .then(() => replay.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});
process.send?.({ ready: `http://127.0.0.1:${port}` });
