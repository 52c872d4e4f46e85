// Postgres settings for PGlite sized for one racer's database rather than a server's: PGlite's default
// shared_buffers (128 MB, from initdb) is zeroed and kept resident at every start, for a database of a
// few megabytes (docs/decisions/008-pglite-start-cost.md; figures in bench/README.md).
import type { PGliteOptions } from '@electric-sql/pglite';

const settings = ['-c', 'shared_buffers=16MB'];

/** PGlite's own start switches (`base`) plus ours: `startParams` replaces PGlite's list, so both go in. */
export function pgliteSizing(
  base: readonly string[],
): Pick<PGliteOptions, 'startParams' | 'initDbStartParams'> {
  // initdb writes the same value into a new database's postgresql.conf.
  return { startParams: [...base, ...settings], initDbStartParams: settings };
}
