// Starts Pitboard: opens the database (migrating it), serves API and web app, and shuts down cleanly.
import { openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

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
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Pitboard is ready on http://localhost:${config.port} (${database.kind} database)`);
