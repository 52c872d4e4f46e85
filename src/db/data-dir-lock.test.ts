// The data folder's lock with real files and real processes: a live holder refuses, a dead one is taken over.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockPathFor } from './data-dir-lock.ts';

let root: string;
let dataDir: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'pitboard-lock-'));
  dataDir = path.join(root, 'pglite');
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** A process that runs until the test ends. */
async function liveProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid as number;
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid as number;
}

const writeLock = (pid: number, host = hostname()) =>
  writeFileSync(
    lockPathFor(dataDir),
    JSON.stringify({ pid, hostname: host, startedAt: '2026-11-24T08:00:00.000Z', token: `t-${pid}` }),
  );

describe('data folder lock', () => {
  it('writes the holder pid beside the folder and removes the file on release', async () => {
    const lock = await lockDataDir(dataDir);
    expect(lock.path).toBe(path.join(root, 'pglite.lock'));
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
    });
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a folder held by a running process after the wait, naming the folder and the pid', async () => {
    const pid = await liveProcess();
    writeLock(pid);
    const waitedFor: number[] = [];
    const attempt = lockDataDir(dataDir, { waitMs: 300, onWait: (holder) => waitedFor.push(holder.pid) });
    await expect(attempt).rejects.toThrow(DataDirInUseError);
    await expect(attempt).rejects.toThrow(
      `Another Pitboard server (pid ${pid}, started 2026-11-24T08:00:00.000Z) is using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    expect(waitedFor).toEqual([pid]);
    // The holder's lock is left as it was.
    expect(JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8')).pid).toBe(pid);
  });

  it('refuses a second lock in the same process at once, without waiting', async () => {
    const lock = await lockDataDir(dataDir);
    const waitedFor: number[] = [];
    await expect(
      lockDataDir(dataDir, { waitMs: 60_000, onWait: (holder) => waitedFor.push(holder.pid) }),
    ).rejects.toThrow(`(pid ${process.pid}`);
    expect(waitedFor).toEqual([]);
    lock.release();
  });

  it('takes over the lock of a process that no longer runs, and says whose it was', async () => {
    const pid = await deadPid();
    writeLock(pid);
    const staleHolders: number[] = [];
    const lock = await lockDataDir(dataDir, { onStaleLock: (holder) => staleHolders.push(holder.pid) });
    expect(staleHolders).toEqual([pid]);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('waits for a holder killed with kill -9 while it starts, and takes the lock once it is gone', async () => {
    const pid = await liveProcess();
    writeLock(pid);
    const holderChild = children.find((child) => child.pid === pid);
    const taking = lockDataDir(dataDir, {
      onWait: () => holderChild?.kill('SIGKILL'),
    });
    const lock = await taking;
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock with its own pid: a restarted container, where the server is pid 1 again', async () => {
    writeLock(process.pid);
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).token).not.toBe(`t-${process.pid}`);
    lock.release();
  });

  it("believes another machine's lock, since its pid cannot be checked from here", async () => {
    writeLock(await deadPid(), 'other-host');
    await expect(lockDataDir(dataDir, { waitMs: 0 })).rejects.toThrow(' on other-host, started ');
  });

  it('takes over a file that is not a lock Pitboard wrote', async () => {
    writeFileSync(lockPathFor(dataDir), 'not json');
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('leaves alone a lock that a later server took over', async () => {
    const lock = await lockDataDir(dataDir);
    const pid = await liveProcess();
    writeLock(pid);
    lock.release();
    expect(JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8')).pid).toBe(pid);
  });
});
