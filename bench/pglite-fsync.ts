// Writes per second of PGlite with Postgres's fsync off (PGlite's default `-F`) and with it on and
// reaching the disk (DurableNodeFS), in one run on one disk: the figures of decision 007.
// Run: node --import tsx bench/pglite-fsync.ts [writes] [folder]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { DurableNodeFS, diskSyncsSoFar, durableStartParams } from '../src/db/pglite-durable-fs.ts';

const writes = Number(process.argv[2] ?? 500);
const parent = process.argv[3] ?? tmpdir();

async function writesPerSecond(name: string, options: (dir: string) => PGliteOptions) {
  const dir = mkdtempSync(path.join(parent, 'pitboard-fsync-'));
  const pg = await PGlite.create({ dataDir: dir, ...options(dir) });
  await pg.exec('create table t (id serial primary key, body text not null)');
  const syncsBefore = diskSyncsSoFar();
  const started = performance.now();
  // One transaction per write, as a sign-up or a saved tyre set is.
  for (let i = 0; i < writes; i++) await pg.query('insert into t (body) values ($1)', [`tyre set ${i}`]);
  const seconds = (performance.now() - started) / 1000;
  const syncs = diskSyncsSoFar() - syncsBefore;
  await pg.close();
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `${name}: ${writes} writes in ${seconds.toFixed(2)} s = ${Math.round(writes / seconds)} writes/s, ${syncs} fsyncs to disk`,
  );
}

console.log(`${writes} single-row commits each, folder ${parent}`);
for (let round = 1; round <= 2; round++) {
  await writesPerSecond(`round ${round}, fsync off (-F)`, () => ({}));
  await writesPerSecond(`round ${round}, fsync on, NODEFS unchanged`, () => ({
    startParams: durableStartParams,
  }));
  await writesPerSecond(`round ${round}, fsync on, reaching the disk`, (dir) => ({
    fs: new DurableNodeFS(dir),
    startParams: durableStartParams,
  }));
}
