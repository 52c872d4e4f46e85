// One Pitboard instance of the cluster bench, in its own process so its CPU and memory are measured alone:
// the app as fanout-server.ts builds it (feed poll every 1 s) on the bench's PostgreSQL database, reading
// LiveRC through its own counting proxy. Argv: database URL, LiveRC upstream, poll interval in ms. Driven by
// bench/cluster.ts.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/server/app.ts';

export type InstanceCommand = { id: number; command: 'usage' };

const [databaseUrl = '', liveRcUpstream = '', pollMs = '1000'] = process.argv.slice(2);
const BENCH_POLL_MS = Number(pollMs);
const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
const app = await buildApp({
  config: {
    logLevel: 'silent',
    trustProxy: false,
    webDistDir: mkdtempSync(path.join(tmpdir(), 'pitboard-bench-web-')),
    liveRcUpstream,
    liveRcTimeoutMs: 8_000,
  },
  database,
  liveFeedTiming: { liveIntervalMs: BENCH_POLL_MS, idleIntervalMs: BENCH_POLL_MS, stopAfterMs: 1_000 },
  // The background location filler reads other tracks' dashboards: not the feed's requests, so off here.
  locationFill: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (message: InstanceCommand) => {
  if (message.command === 'usage')
    process.send?.({ id: message.id, value: { cpu: process.cpuUsage(), rss: process.memoryUsage().rss } });
});
process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
process.send?.({ ready: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
