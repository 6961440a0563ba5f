import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PACKAGE_DIR } from './config.ts';

export type DB = Database.Database;

export class DataDirInUseError extends Error {}

const DB_FILE = 'local-auth.sqlite';
const PID_FILE = 'local-auth.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderPid(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

function inUse(dataDir: string): DataDirInUseError {
  const pid = holderPid(dataDir);
  return new DataDirInUseError(
    `local-auth: the data directory ${dataDir} is already in use by another running local-auth` +
      (pid ? ` (pid ${pid})` : '') +
      '. Stop that instance first, or point LOCAL_AUTH_DATA_DIR at another folder.',
  );
}

/**
 * Opens the database in WAL mode with synchronous=FULL (every commit is fsynced before the
 * request is answered) and takes an exclusive OS-level lock on it for the life of the process:
 * SQLite's locking_mode=EXCLUSIVE holds the file lock until the connection closes, and the kernel
 * drops it when the process dies, kill -9 included, so there is never a stale lock to clean up.
 * A second process on the same folder fails at once with DataDirInUseError.
 */
export function openDatabase(dataDir: string): DB {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DB_FILE), { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Take the write lock now rather than at the first write.
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
  } catch (e) {
    db.close();
    if ((e as { code?: string }).code?.startsWith('SQLITE_BUSY')) throw inUse(dataDir);
    throw e;
  }
  const mode = db.pragma('journal_mode', { simple: true });
  if (mode !== 'wal') {
    db.close();
    throw new Error(
      `local-auth: could not switch ${dataDir}/${DB_FILE} to WAL mode (got ${String(mode)})`,
    );
  }
  // Informational only (the lock above is what protects the data): names the holder in the
  // message a second instance prints.
  fs.writeFileSync(path.join(dataDir, PID_FILE), `${process.pid}\n`);
  migrate(db);
  return db;
}

export function closeDatabase(db: DB, dataDir: string): void {
  if (!db.open) return;
  db.close();
  try {
    if (fs.readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim() === String(process.pid)) {
      fs.rmSync(path.join(dataDir, PID_FILE));
    }
  } catch {
    /* already gone */
  }
}

const MIGRATIONS_DIR = path.join(PACKAGE_DIR, 'migrations');

/** Applies every migrations/NNNN_name.sql not yet recorded, each in its own transaction. */
export function migrate(db: DB): string[] {
  db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`,
  );
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: string }[]).map(
      (r) => r.version,
    ),
  );
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  const done: string[] = [];
  for (const file of files) {
    const version = file.slice(0, 4);
    if (applied.has(version)) continue;
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
        version,
        new Date().toISOString(),
      );
    })();
    done.push(file);
  }
  return done;
}
