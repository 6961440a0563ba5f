import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PACKAGE_DIR } from './config.ts';

export type DB = Database.Database;

export class DataDirInUseError extends Error {}

/**
 * The data folder or its database cannot be used as it is: the service refuses to start (rather
 * than start empty over a damaged file) with one line naming the path and what to do.
 * `exitCode`: 6 for a database file that is not a usable local-auth database (empty, not
 * SQLite, another program's, or failing the integrity check), 7 for a folder or file it may
 * not write.
 */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly exitCode: 6 | 7,
  ) {
    super(message);
  }
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
const MOVE_IT =
  'move it away (or delete it: pnpm db:reset) to start with an empty database, or point LOCAL_AUTH_DATA_DIR at another folder';

const badFile = (file: string, what: string) =>
  new StorageError(`local-auth: ${file} ${what}; refusing to start. To go on, ${MOVE_IT}.`, 6);

function notWritable(target: string, e: unknown): StorageError {
  const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
  const uid = process.getuid?.();
  return new StorageError(
    `local-auth: cannot write to ${target} (${code}); refusing to start. Make it writable${uid === undefined ? '' : ` by uid ${uid}`}, or point LOCAL_AUTH_DATA_DIR at a writable folder.`,
    7,
  );
}

/** The folder exists (created if need be) and a file can be created in it. */
function checkFolder(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (e) {
    throw notWritable(dataDir, e);
  }
}

/** An existing database file is a SQLite file we may write; false when there is none yet. */
function checkExistingFile(file: string): boolean {
  let st: fs.Stats;
  try {
    st = fs.statSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw notWritable(file, e);
  }
  if (!st.isFile()) throw badFile(file, 'is not a regular file');
  // A database is never empty once created (see createDatabase): 0 bytes means it was truncated.
  if (st.size === 0)
    throw badFile(file, 'is empty (0 bytes: truncated?), so every account in it is gone');
  const head = Buffer.alloc(SQLITE_HEADER.length);
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r+');
    fs.readSync(fd, head, 0, head.length, 0);
  } catch (e) {
    throw notWritable(file, e);
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
  if (!head.equals(SQLITE_HEADER)) throw badFile(file, 'is not a SQLite database');
  return true;
}

/**
 * Creates a new database under a temporary name, already in WAL mode and migrated, and links it
 * into place only then, so that a start killed half-way never leaves an empty database file
 * behind (which the next start would have to take for a truncated one). link() fails rather than
 * replace a file another process created meanwhile.
 */
function createDatabase(dataDir: string, file: string): void {
  const tmp = path.join(dataDir, `${DB_FILE}.new-${process.pid}`);
  for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`]) fs.rmSync(f, { force: true });
  try {
    const db = new Database(tmp);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('foreign_keys = ON');
      migrate(db);
    } finally {
      db.close(); // checkpoints the WAL into the file
    }
    const fd = fs.openSync(tmp, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    try {
      fs.linkSync(tmp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  } catch (e) {
    throw notWritable(dataDir, e);
  } finally {
    for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`]) fs.rmSync(f, { force: true });
  }
  const dir = fs.openSync(dataDir, 'r');
  fs.fsyncSync(dir);
  fs.closeSync(dir);
}

/** Refuses a database that fails SQLite's quick integrity check or is not local-auth's. */
function checkContents(db: DB, file: string): void {
  const result = db.pragma('quick_check(1)', { simple: true });
  if (result !== 'ok') throw badFile(file, `fails SQLite's integrity check (${String(result)})`);
  const tables = (
    db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]
  ).map((t) => t.name);
  if (!tables.includes('schema_migrations'))
    throw badFile(
      file,
      `is a SQLite database of another program (tables: ${tables.join(', ') || 'none'})`,
    );
}

/** SQLite's errors on opening a damaged or foreign file, as StorageErrors; others unchanged. */
function storageFailure(e: unknown, file: string): unknown {
  const code = (e as { code?: string }).code ?? '';
  if (code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB'))
    return badFile(file, `is damaged (${(e as Error).message})`);
  if (
    code.startsWith('SQLITE_READONLY') ||
    code.startsWith('SQLITE_CANTOPEN') ||
    code.startsWith('SQLITE_PERM')
  )
    return notWritable(file, e);
  return e;
}

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
  const file = path.join(dataDir, DB_FILE);
  checkFolder(dataDir);
  if (!checkExistingFile(file)) createDatabase(dataDir, file);
  let db: DB;
  try {
    db = new Database(file, { timeout: 0, fileMustExist: true });
  } catch (e) {
    throw storageFailure(e, file);
  }
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Take the write lock now rather than at the first write.
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
    checkContents(db, file);
  } catch (e) {
    db.close();
    if ((e as { code?: string }).code?.startsWith('SQLITE_BUSY')) throw inUse(dataDir);
    throw storageFailure(e, file);
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
  try {
    migrate(db);
  } catch (e) {
    db.close();
    throw storageFailure(e, file);
  }
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
