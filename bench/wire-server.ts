// The server side of the wire bench, in its own process so its CPU is its own: Pitboard on an in-memory
// database serving the built web app (dist/web) and LiveRC's real 1,090-track catalogue through the
// replay server. Driven by bench/wire.ts, which measures from the outside over HTTP.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/server/app.ts';
import { startReplayServer } from '../tools/liverc-replay/replay-server.ts';

const catalogue = fileURLToPath(
  new URL('../../shared/liverc/pages/track-catalogue_live-liverc-com.html', import.meta.url),
);
const pagesDir = mkdtempSync(path.join(tmpdir(), 'pitboard-bench-wire-'));
writeFileSync(
  path.join(pagesDir, 'manifest.json'),
  JSON.stringify({ 'https://live.liverc.com/': path.relative(pagesDir, catalogue) }),
);
const replay = await startReplayServer({ pagesDir });
const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://wire' });
const app = await buildApp({
  config: {
    logLevel: 'silent',
    trustProxy: false,
    webDistDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    liveRcUpstream: replay.url,
    liveRcTimeoutMs: 8_000,
  },
  database,
  locationFill: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.on('disconnect', () => {
  void app
    .close()
    .then(() => replay.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});
process.send?.({ ready: `http://127.0.0.1:${port}` });
