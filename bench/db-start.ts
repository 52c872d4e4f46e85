// Time and peak memory of opening Pitboard's database, each start in a fresh child process (PGlite's
// cost is mostly one-off: WebAssembly compile, initdb, migrations): a new PGlite database, reopening one,
// and PostgreSQL (a new throw-away database, then reopening it). Median of several starts each.
// Run: node --import tsx bench/db-start.ts [runs] [postgres server URL]; `npm run bench` runs it last.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

type Start = { openMs: number; cpuMs: number; peakRssMb: number };

const child = fileURLToPath(new URL('./db-start-child.ts', import.meta.url));

function startOnce(kind: 'pglite' | 'postgres', target: string): Start {
  const output = execFileSync(process.execPath, ['--import', 'tsx', child, kind, target], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as Start;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function report(name: string, starts: Start[]) {
  const ms = median(starts.map((start) => start.openMs));
  const cpu = median(starts.map((start) => start.cpuMs));
  const mb = median(starts.map((start) => start.peakRssMb));
  console.log(
    `${name.padEnd(26)} ${ms.toFixed(0).padStart(6)} ms open  ${cpu.toFixed(0).padStart(6)} ms CPU (process)  ${mb
      .toFixed(0)
      .padStart(5)} MB peak RSS`,
  );
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function runDbStartBench(runs = 5, serverUrl = process.env.BENCH_DATABASE_URL) {
  console.log(`\nDatabase start (open + first query), median of ${runs} fresh processes each`);
  const parent = mkdtempSync(path.join(tmpdir(), 'pitboard-db-start-'));
  try {
    const created: Start[] = [];
    for (let i = 0; i < runs; i += 1) created.push(startOnce('pglite', path.join(parent, `new-${i}`)));
    report('PGlite, new database', created);
    const reopened: Start[] = [];
    for (let i = 0; i < runs; i += 1) reopened.push(startOnce('pglite', path.join(parent, 'new-0')));
    report('PGlite, reopen', reopened);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
  if (!serverUrl) {
    console.log(
      'PostgreSQL: skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
    return;
  }
  const name = `pitboard_bench_start_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await admin(serverUrl, `create database ${name}`);
  try {
    report('PostgreSQL, new database', [startOnce('postgres', url.toString())]);
    const reopened: Start[] = [];
    for (let i = 0; i < runs; i += 1) reopened.push(startOnce('postgres', url.toString()));
    report('PostgreSQL, reopen', reopened);
  } finally {
    await admin(serverUrl, `drop database if exists ${name}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runDbStartBench(Number(process.argv[2] ?? 5), process.argv[3] ?? process.env.BENCH_DATABASE_URL);
}
