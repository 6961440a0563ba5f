/**
 * One process at a time per embedded database folder. PGlite takes no lock of its own, and two
 * processes writing one cluster corrupt it, so the stack holds an OS file lock for its
 * lifetime: an exclusive SQLite lock on a small file next to the cluster (the same mechanism as
 * the auth store in db.ts). The kernel releases it when the holder dies, kill -9 included, so
 * there is never a stale lock to clean up.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export class StackInUseError extends Error {}

export interface StackLock {
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on `file` or throws StackInUseError naming the holder's pid when known. */
export function lockFolder(file: string): StackLock {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const pidFile = `${file}.pid`;
  const db = new Database(file, { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
  } catch (e) {
    db.close();
    if ((e as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      let holder = '';
      try {
        const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
        if (Number.isInteger(pid) && pid > 0 && alive(pid)) holder = ` (pid ${pid})`;
      } catch {
        // no pid file: the message just has no pid
      }
      throw new StackInUseError(
        `the embedded database next to ${file} is already in use by another process${holder}`,
      );
    }
    throw e;
  }
  fs.writeFileSync(pidFile, `${process.pid}\n`);
  return {
    release() {
      if (!db.open) return;
      db.close();
      try {
        if (fs.readFileSync(pidFile, 'utf8').trim() === String(process.pid)) fs.rmSync(pidFile);
      } catch {
        // already gone
      }
    },
  };
}
