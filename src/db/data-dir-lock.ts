// One server per PGlite data folder: PGlite is one process's Postgres, and a second process writing the
// same files loses the first one's writes (or its own). A lock file beside the folder names its holder.
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

export type LockHolder = { pid: number; hostname: string; startedAt: string; token: string };

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`;
    super(
      `Another Pitboard server (pid ${holder.pid}${where}, started ${holder.startedAt}) is using the data ` +
        `folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export type DataDirLock = { path: string; release(): void };

/** Folders this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>();

/** `<dataDir>.lock`: beside the folder, since Postgres's own files are the folder's whole content. */
export const lockPathFor = (dataDir: string) => `${dataDir}.lock`;

/** How long a start waits for a holder to go: a server killed with kill -9 can take a moment to die. */
export const LOCK_WAIT_MS = 10_000;
const LOCK_POLL_MS = 200;

export type LockOptions = {
  /** A lock left by a process that no longer runs was taken over: whose it was. */
  onStaleLock?: (holder: LockHolder) => void;
  /** The folder is held by a running process: called once, before waiting up to `waitMs` for it. */
  onWait?: (holder: LockHolder, waitMs: number) => void;
  waitMs?: number;
};

/**
 * Takes the folder's lock. A lock left by a process that no longer runs (kill -9, a power cut) is taken
 * over. A running holder is waited for up to `waitMs`, since a restart right after kill -9 may find the
 * old process still dying; one still running then is refused with DataDirInUseError.
 */
export async function lockDataDir(
  dataDir: string,
  { onStaleLock = () => {}, onWait = () => {}, waitMs = LOCK_WAIT_MS }: LockOptions = {},
): Promise<DataDirLock> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return tryLockDataDir(dataDir, onStaleLock);
    } catch (error) {
      // This very process holding it will not let go by waiting.
      const ours = error instanceof DataDirInUseError && heldHere.has(lockPathFor(dataDir));
      if (!(error instanceof DataDirInUseError) || ours || Date.now() >= deadline) throw error;
      if (attempt === 0) onWait(error.holder, waitMs);
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
}

/** One attempt: the lock, or DataDirInUseError while a running process holds it. */
function tryLockDataDir(dataDir: string, onStaleLock: (holder: LockHolder) => void): DataDirLock {
  const lockPath = lockPathFor(dataDir);
  if (heldHere.has(lockPath)) throw new DataDirInUseError(dataDir, readHolder(lockPath) ?? ownHolder());
  const mine: LockHolder = ownHolder();
  // Each pass either creates the file, meets a live holder, or clears one stale lock; two passes
  // suffice unless another server races us for the same stale lock, hence a few.
  for (let attempt = 0; attempt < 5; attempt++) {
    if (claim(lockPath, mine)) {
      heldHere.add(lockPath);
      return { path: lockPath, release: () => release(lockPath, mine.token) };
    }
    const holder = readHolder(lockPath);
    if (holder === undefined) continue; // removed between our two steps: try again
    if (holder !== null && isRunning(holder)) throw new DataDirInUseError(dataDir, holder);
    if (removeIfUnchanged(lockPath, holder)) onStaleLock(holder ?? unreadableHolder);
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep changing it`);
}

/**
 * Creates the lock file whole or not at all: written under a name of its own, then linked into place.
 * A link, like open with 'wx', fails when the name exists, so checking and claiming are one step; and
 * no other server can ever read a half-written lock and take it for a stale one.
 */
function claim(lockPath: string, holder: LockHolder): boolean {
  const draft = `${lockPath}.${holder.token}`;
  writeFileSync(draft, `${JSON.stringify(holder)}\n`, { flag: 'wx' });
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function ownHolder(): LockHolder {
  return {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    token: `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  };
}

const unreadableHolder: LockHolder = { pid: 0, hostname: '?', startedAt: '?', token: '' };

/** The holder, `null` for a file that is not a lock Pitboard wrote, `undefined` if there is none. */
function readHolder(lockPath: string): LockHolder | null | undefined {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && typeof holder.token === 'string' ? holder : null;
  } catch {
    return null;
  }
}

function isRunning(holder: LockHolder): boolean {
  // Another machine's pid (a shared network folder) cannot be checked here: believe the lock.
  if (holder.hostname !== hostname()) return true;
  // Our own pid in a lock we do not hold: a previous run in a container, where the server is pid 1 again.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Removes a stale lock, unless another server replaced it since we read it: the file is first moved
 * aside in one atomic rename, and put back if it turns out to be someone's fresh lock.
 */
function removeIfUnchanged(lockPath: string, stale: LockHolder | null): boolean {
  const aside = `${lockPath}.stale-${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const moved = readHolder(aside);
  if ((moved?.token ?? null) !== (stale?.token ?? null)) {
    try {
      writeFileSync(lockPath, readFileSync(aside), { flag: 'wx' });
    } catch {
      // Someone else holds it now; their lock stands.
    }
    unlinkSync(aside);
    return false;
  }
  unlinkSync(aside);
  return true;
}

function release(lockPath: string, token: string): void {
  if (!heldHere.delete(lockPath)) return;
  // Only our own lock: never one a later server took over after we were thought gone.
  if (readHolder(lockPath)?.token === token) unlinkSync(lockPath);
}
