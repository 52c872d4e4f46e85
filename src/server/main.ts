// Starts Pitboard: opens the database (migrating it), serves API and web app, and shuts down cleanly.
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

// A shutdown that has not finished by then (a client holding a request open) ends anyway.
const SHUTDOWN_DEADLINE_MS = 10_000;
// How often connections that have answered their last request are closed while shutting down.
const IDLE_SWEEP_MS = 100;

const config = loadConfig();
const database = await openDatabase(config.database).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  // A sentence for the person starting the server, not a stack trace.
  console.error(error.message);
  process.exit(1);
});
const app = await buildApp({ config, database });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: closing`);
  setTimeout(() => {
    app.log.error(`shutdown took over ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting with requests still open`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  // Node closes the idle keep-alive connections once, when closing starts; one whose request was still
  // being answered then would stay open for its keep-alive time (72 s). Close each as soon as it idles.
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  await app.close();
  clearInterval(idleSweep);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// The port actually bound: PORT=0 asks for any free one (the shutdown test and `npm run soak` do).
const { port } = app.server.address() as AddressInfo;
app.log.info(`Pitboard is ready on http://localhost:${port} (${database.kind} database)`);
