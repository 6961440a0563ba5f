/**
 * The Postgres wire protocol for the embedded database (pglite-socket), served only on a unix
 * socket inside a fresh directory of mode 0700: the socket has no authentication (whoever
 * connects is superuser, and PGlite has one session that every connection shares), so nothing
 * but this process's own PostgREST child may reach it. One connection at a time.
 *
 * The directory is named after this process (fairlance-stack-<pid>-XXXXXX in the temp folder)
 * so that a later start can remove the ones left behind by a process that was killed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const PREFIX = 'fairlance-stack-';
/** libpq derives the socket's file name from the port: host=<dir> port=5432 → <dir>/.s.PGSQL.5432. */
export const PG_SOCKET_PORT = 5432;

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

export interface PgSocket {
  /** The directory holding the socket (libpq's `host`). */
  dir: string;
  /** The socket file itself. */
  path: string;
  /** Connections attached and messages queued (pglite-socket's own count). */
  stats(): { activeConnections: number; queuedQueries: number };
  stop(): Promise<void>;
}

/** Serves `db` on <dir>/.s.PGSQL.5432, one connection at a time. */
export async function servePgSocket(db: PGlite, dir: string): Promise<PgSocket> {
  const socketPath = path.join(dir, `.s.PGSQL.${PG_SOCKET_PORT}`);
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  fs.chmodSync(socketPath, 0o600);
  return {
    dir,
    path: socketPath,
    stats: () => server.getStats(),
    stop: async () => {
      await server.stop();
      fs.rmSync(socketPath, { force: true });
    },
  };
}

/**
 * Gives the next client a clean session, as a new Postgres connection would have: PGlite has one
 * session, so whatever a client that went away left behind (an open transaction, settings, a
 * role, prepared statements) would otherwise reach the next one. Only while no client is
 * connected (the socket stopped): it runs SQL in-process on that one session.
 */
export async function resetSession(db: PGlite): Promise<void> {
  if (db.isInTransaction()) await db.exec('rollback');
  await db.exec('discard all');
}
