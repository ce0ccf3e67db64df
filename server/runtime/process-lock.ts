import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Who holds the embedded database in a data folder: PGlite allows one process at a time. */
export interface LockInfo {
  pid: number;
  kind: 'server' | 'cli';
  /** Where the server answers (kind 'server'). */
  url?: string;
}

export const lockFileOf = (dataDir: string) => path.join(dataDir, 'kampus.lock.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the data folder, if any (a stale lock of a dead process is ignored). */
export function readLock(dataDir: string): LockInfo | undefined {
  const file = lockFileOf(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    return info.pid !== process.pid && isAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the data folder for this process; throws if another live process holds it. */
export function acquireLock(dataDir: string, info: Omit<LockInfo, 'pid'>): void {
  const holder = readLock(dataDir);
  if (holder) {
    throw new Error(
      `Another Kampus ${holder.kind} (pid ${holder.pid}) is using ${dataDir}. Stop it first, or use another DATA_DIR.`,
    );
  }
  rmSync(lockFileOf(dataDir), { force: true });
  // 'wx': of two processes starting at the same moment, one fails here.
  writeFileSync(lockFileOf(dataDir), JSON.stringify({ ...info, pid: process.pid }), { mode: 0o600, flag: 'wx' });
}

/** Records where this process's server answers (after it starts listening). */
export function updateLock(dataDir: string, info: Omit<LockInfo, 'pid'>): void {
  writeFileSync(lockFileOf(dataDir), JSON.stringify({ ...info, pid: process.pid }), { mode: 0o600 });
}

export function releaseLock(dataDir: string): void {
  const file = lockFileOf(dataDir);
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    if (info.pid === process.pid) rmSync(file, { force: true });
  } catch {
    // Nothing to release.
  }
}
