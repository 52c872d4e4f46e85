// A copy of the committed migrations that ends at one of them: an upgrade test migrates a database to there,
// writes the rows a racer had, then runs every migration, as an upgrade really runs.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../src/db/client.ts';

export interface MigrationsUntil {
  /** The copy's folder, for the migrator. */
  folder: string;
  /** The journal's `when` of the migration `tag` (drizzle's created_at of its row). */
  millis: number;
  remove: () => void;
}

/** The migrations before `tag`, or up to and including it with `including`. */
export function migrationsUntil(tag: string, { including = false } = {}): MigrationsUntil {
  const folder = mkdtempSync(path.join(tmpdir(), 'pitboard-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  const millis: number = journal.entries[at].when;
  journal.entries = journal.entries.slice(0, including ? at + 1 : at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, millis, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
