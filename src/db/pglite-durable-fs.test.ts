// PGlite as Pitboard opens it: each commit is fsynced to the disk, and the data folder is locked while open.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, inject, it } from 'vitest';
import { openDatabase } from './client.ts';
import { lockPathFor } from './data-dir-lock.ts';
import { diskSyncsSoFar } from './pglite-durable-fs.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('fsyncs each commit to the disk and holds the folder lock until closed', async () => {
  root = mkdtempSync(path.join(tmpdir(), 'pitboard-durable-'));
  const dataDir = path.join(root, 'pglite');
  cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  expect(existsSync(lockPathFor(dataDir))).toBe(true);

  await database.db.execute(sql`create table saved (id int)`);
  const before = diskSyncsSoFar();
  for (let id = 0; id < 3; id++) await database.db.execute(sql`insert into saved values (${id})`);
  // One WAL flush per commit at least; a checkpoint may add more.
  expect(diskSyncsSoFar() - before).toBeGreaterThanOrEqual(3);

  await database.close();
  expect(existsSync(lockPathFor(dataDir))).toBe(false);
});
