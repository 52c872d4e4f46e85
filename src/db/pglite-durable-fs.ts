// PGlite's Node filesystem with a working fsync, so a committed write is on the disk, not only in the
// operating system's cache, before PGlite answers (docs/decisions/007-pglite-durability.md).
import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// Emscripten's NODEFS, as PGlite 0.5 bundles it: it writes with fs.writeSync but has no fsync, so
// every fsync Postgres asks for returns at once having done nothing. We give it one.
type EmscriptenNodeFs = {
  stream_ops: { fsync?: (stream: { nfd?: number }) => number };
  tryFSOperation?: <T>(operation: () => T) => T;
};
type EmscriptenModule = { NODEFS?: EmscriptenNodeFs };

/** How many fsyncs reached the disk since the process started (tests read it). */
let diskSyncs = 0;
export const diskSyncsSoFar = () => diskSyncs;

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, emscriptenOpts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, emscriptenOpts);
    const preRun = [...((result.emscriptenOpts.preRun as unknown[]) ?? []), giveNodeFsAnFsync];
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun } as typeof result.emscriptenOpts };
  }
}

function giveNodeFsAnFsync(module: EmscriptenModule): void {
  const nodeFs = module.NODEFS;
  // A PGlite upgrade that moves this must fail loudly, not quietly run without durability.
  if (!nodeFs?.stream_ops) throw new Error('PGlite: Emscripten NODEFS not found; cannot make fsync durable');
  const run = nodeFs.tryFSOperation ?? (<T>(operation: () => T) => operation());
  nodeFs.stream_ops.fsync = (stream) => {
    if (stream.nfd === undefined) return 0;
    // Through tryFSOperation a failed fsync becomes an errno Postgres sees (and PANICs on), as it should.
    run(() => fsyncSync(stream.nfd as number));
    diskSyncs += 1;
    return 0;
  };
}

/**
 * Postgres's own switches for a durable PGlite: PGlite's defaults minus `-F` (fsync off), and the WAL
 * flushed with fsync(), the one call that reaches NODEFS (fdatasync is a no-op in PGlite's libc).
 */
export const durableStartParams: NonNullable<PGliteOptions['startParams']> = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];
