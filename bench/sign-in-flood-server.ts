// The server side of the sign-in flood bench, in its own process so the flood competes with the racers
// for this server's CPU alone. PASSWORD_WORK=unbounded runs it as before the queue (every hash at once).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/server/app.ts';
import { DEFAULT_PASSWORD_WORK } from '../src/server/auth/password-work.ts';
import { serveToBench } from './support/bench-server.ts';

const unbounded = process.env.PASSWORD_WORK === 'unbounded';
const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://sign-in-flood' });
const app = await buildApp({
  config: {
    logLevel: 'silent',
    // The flood comes from many addresses (a botnet), told by the bench through X-Forwarded-For.
    trustProxy: ['127.0.0.1'],
    webDistDir: mkdtempSync(path.join(tmpdir(), 'pitboard-bench-web-')),
    liveRcUpstream: null,
    liveRcTimeoutMs: 8_000,
  },
  database,
  locationFill: false,
  passwordWork: unbounded ? { concurrent: 1_000, waiting: 0 } : DEFAULT_PASSWORD_WORK,
});
await serveToBench(app, () => database.close());
