// `npm run soak`: kill -9 the real server while it acknowledges sign-ups, on PGlite and on PostgreSQL,
// restart it, and count acknowledged sign-ups missing from the database (must be 0); then start a second
// server on the first one's PGlite data folder, which must refuse while the first keeps serving.
// Env: SOAK_KILLS (kills per database, default 5), SOAK_POSTGRES_URL (a server whose user may create
// databases; default postgres://postgres@127.0.0.1:5432/postgres; `none` skips PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseOptions, openDatabase } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

const KILLS = Number(process.env.SOAK_KILLS ?? 5);
const POSTGRES_URL = process.env.SOAK_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Sign-ups in flight at once: enough that a kill always lands among unanswered ones.
const WRITERS = 4;
// How long each server runs under writes before its kill -9, drawn at random in this range.
const RUN_MS = [1_000, 4_000] as const;

type Tally = { next: number; cutOff: number; serverErrors: number; refused: number };
type Outcome = { kills: number; acknowledged: number; missing: string[]; tally: Tally };

/** POST /api/auth/register; the answer's status (201: acknowledged), 0 when the connection broke. */
function signUp(url: string, username: string): Promise<number> {
  const body = JSON.stringify({ username, email: `${username}@example.com`, password: 'nitro-buggy-8' });
  return new Promise((resolve) => {
    const req = request(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      // A new address from 127/8 for each sign-up, so no per-address limit slows the soak down.
      localAddress: `127.${random(1, 254)}.${random(1, 254)}.${random(1, 254)}`,
    });
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  if (!server.url) throw new Error(`server did not start:\n${server.output.join('\n')}`);
  return server;
}

/** Writes until `killing` is set; returns the usernames the server acknowledged. */
async function writeUntilKilled(
  server: ServerProcess,
  prefix: string,
  tally: Tally,
  run: { killing: boolean },
) {
  const acknowledged: string[] = [];
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (!run.killing) {
        const username = `${prefix}${tally.next++}`;
        const status = await signUp(server.url, username);
        if (status === 201) acknowledged.push(username);
        else if (status >= 500) tally.serverErrors += 1;
        else if (status === 0) tally.cutOff += 1;
        else tally.refused += 1;
      }
    }),
  );
  return acknowledged;
}

async function soak(name: string, env: Record<string, string>, database: DatabaseOptions): Promise<Outcome> {
  const prefix = `soak_${Date.now().toString(36)}_`;
  const tally: Tally = { next: 0, cutOff: 0, serverErrors: 0, refused: 0 };
  const acknowledged: string[] = [];
  for (let kill = 1; kill <= KILLS; kill++) {
    const server = await start(env);
    const run = { killing: false };
    const writing = writeUntilKilled(server, prefix, tally, run);
    await sleep(random(...RUN_MS));
    // No new sign-up starts from here: those still unanswered are the ones the kill cuts off.
    run.killing = true;
    server.child.kill('SIGKILL');
    await server.exited;
    acknowledged.push(...(await writing));
    console.log(`${name}: kill -9 #${kill}, ${acknowledged.length} sign-ups acknowledged so far`);
  }
  // Read what survived straight from the database, with no server in between.
  const opened = await openDatabase(database);
  const found = new Set<string>();
  for (let i = 0; i < acknowledged.length; i += 500) {
    const rows = await opened.db
      .select({ username: users.username })
      .from(users)
      .where(inArray(users.username, acknowledged.slice(i, i + 500)));
    for (const row of rows) found.add(row.username);
  }
  await opened.close();
  const missing = acknowledged.filter((username) => !found.has(username));
  return { kills: KILLS, acknowledged: acknowledged.length, missing, tally };
}

/** A second server on a running server's PGlite folder must refuse; the first must keep serving. */
async function secondServer(dataDir: string): Promise<{ ok: boolean; said: string }> {
  const first = await start({ DATA_DIR: dataDir });
  try {
    const second = await startServerProcess({ DATA_DIR: dataDir });
    const { code } = await second.exited;
    const said = second.output.find((line) => line.startsWith('Another Pitboard server')) ?? '';
    const refused = !second.url && code === 1 && said.includes(`(pid ${first.child.pid},`);
    const firstServes = (await signUp(first.url, `soak_first_${Date.now().toString(36)}`)) === 201;
    return {
      ok: refused && firstServes,
      said: `${said || second.output.join(' | ')}; first server still serving: ${firstServes}`,
    };
  } finally {
    first.child.kill('SIGTERM');
    await first.exited;
  }
}

async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `pitboard_soak_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const report = (name: string, { kills, acknowledged, missing, tally }: Outcome) =>
  `${name}: ${kills} kills, ${acknowledged} sign-ups acknowledged, ${missing.length} missing; ` +
  `${tally.cutOff} cut off by a kill, ${tally.serverErrors} 5xx, ${tally.refused} other refusals` +
  (missing.length ? `; missing: ${missing.slice(0, 10).join(', ')}` : '');

const lines: string[] = [];
let ok = true;
const root = mkdtempSync(path.join(tmpdir(), 'pitboard-soak-'));
try {
  const dataDir = path.join(root, 'data');
  const pglite = await soak(
    'PGlite',
    { DATA_DIR: dataDir },
    { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  lines.push(report('PGlite', pglite));
  ok &&= pglite.missing.length === 0 && pglite.tally.serverErrors === 0;
  const second = await secondServer(dataDir);
  lines.push(
    `Second server on the same data folder: ${second.ok ? 'refused' : 'NOT REFUSED'} (${second.said})`,
  );
  ok &&= second.ok;
  if (POSTGRES_URL !== 'none') {
    const postgres = await withPostgresDatabase((url) =>
      soak('PostgreSQL', { DATABASE_URL: url }, { kind: 'postgres', url, poolSize: 1 }),
    );
    lines.push(report('PostgreSQL', postgres));
    ok &&= postgres.missing.length === 0 && postgres.tally.serverErrors === 0;
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
console.log(`\nSoak summary\n  ${lines.join('\n  ')}\n${ok ? 'PASS' : 'FAIL'}`);
process.exit(ok ? 0 : 1);
