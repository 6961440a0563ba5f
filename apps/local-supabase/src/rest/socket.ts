/**
 * A private directory (mode 0700) for PostgREST's HTTP unix socket: only this process (and
 * root) can reach PostgREST, through the /rest/v1 gateway.
 *
 * The directory is named after this process (fairlance-stack-<pid>-XXXXXX in the temp folder)
 * so that a later start can remove the ones left behind by a process that was killed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PREFIX = 'fairlance-stack-';

export interface PrivateDir {
  path: string;
  remove(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes private directories of processes that no longer exist (left by a kill -9). */
export function sweepStaleDirs(tmp = os.tmpdir()): number {
  let removed = 0;
  let names: string[];
  try {
    names = fs.readdirSync(tmp);
  } catch {
    return 0;
  }
  const uid = process.getuid?.();
  for (const name of names) {
    const m = new RegExp(`^${PREFIX}(\\d+)-`).exec(name);
    if (!m || alive(Number(m[1]))) continue;
    const dir = path.join(tmp, name);
    try {
      const st = fs.lstatSync(dir);
      if (!st.isDirectory() || (uid !== undefined && st.uid !== uid)) continue;
      fs.rmSync(dir, { recursive: true, force: true });
      removed++;
    } catch {
      // raced with another sweeper, or not ours: leave it
    }
  }
  return removed;
}

/** A new directory only this user can enter (0700), for the stack's sockets. */
export function makePrivateDir(tmp = os.tmpdir()): PrivateDir {
  const dir = fs.mkdtempSync(path.join(tmp, `${PREFIX}${process.pid}-`));
  fs.chmodSync(dir, 0o700);
  const st = fs.statSync(dir);
  if ((st.mode & 0o077) !== 0)
    throw new Error(`${dir} is not private (mode ${st.mode.toString(8)})`);
  // A unix socket path must fit in sun_path (108 bytes on Linux).
  if (Buffer.byteLength(path.join(dir, 'postgrest.sock')) > 100)
    throw new Error(`the temp folder path is too long for a unix socket: ${dir}`);
  return { path: dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
