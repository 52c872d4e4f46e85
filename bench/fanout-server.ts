// The server side of the fan-out bench, in its own process so its CPU and memory are measured alone:
// the replay server (LiveRC) and Pitboard on an in-memory database. Driven by bench/fanout.ts over IPC.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/server/app.ts';
import { BENCH_TRACK, startBenchLiveRc } from './support/bench-liverc.ts';
import { now } from './support/clock.ts';
import { pollStartTest, startCountingProxy } from './support/counting-proxy.ts';

export const BENCH_POLL_MS = 1_000;

export type ServerCommand = {
  id: number;
  command: 'upstream-count' | 'dashboard-count' | 'poll-starts' | 'usage' | 'finish-race' | 'restart-race';
};

const { replay, change } = await startBenchLiveRc();
// In front of the replay server: the moment each feed poll starts (its dashboard request reaches LiveRC), so
// the bench can split a change's delay at the poll that carried it.
const pollStarts: number[] = [];
const isPollStart = pollStartTest(BENCH_TRACK);
const proxy = await startCountingProxy(replay.url, (request) => {
  if (isPollStart(request)) pollStarts.push(now());
});
const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://fanout' });
const app = await buildApp({
  config: {
    logLevel: 'silent',
    trustProxy: false,
    webDistDir: mkdtempSync(path.join(tmpdir(), 'pitboard-bench-web-')),
    liveRcUpstream: proxy.url,
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
    case 'restart-race':
      return answer(change(message.command));
  }
});
process.on('disconnect', () => {
  void app
    .close()
    .then(() => proxy.close())
    .then(() => replay.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});
process.send?.({ ready: `http://127.0.0.1:${port}` });
