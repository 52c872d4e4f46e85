// PGlite opened as the app opens it runs with the smaller buffers of decision 008, durable or not.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, inject, it } from 'vitest';
import { openDatabase } from './client.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

it.each([true, false])('opens with shared_buffers of 16MB (durable: %s)', async (durable) => {
  root = mkdtempSync(path.join(tmpdir(), 'pitboard-settings-'));
  const dataDir = path.join(root, 'pglite');
  cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir, durable });
  try {
    const result = await database.db.execute(sql`show shared_buffers`);
    expect((result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe(
      '16MB',
    );
  } finally {
    await database.close();
  }
});
