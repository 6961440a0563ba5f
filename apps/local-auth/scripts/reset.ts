/**
 * Resets the local data: the auth users (local-auth.sqlite) and the embedded Postgres (pg/) of
 * the data folder (LOCAL_AUTH_DATA_DIR, default apps/local-auth/.data). The next start runs
 * initdb, the migrations and the marketplace seed again, as on a fresh clone.
 *
 *   pnpm db:reset                      (from the repository root)
 *   pnpm --filter local-auth reset
 *
 * Refuses (exit 1) while a local-auth uses the folder: it takes the same OS locks the service
 * holds (the auth store's and the database's, src/db.ts and src/stack/lock.ts) and keeps them
 * while it deletes, so a service cannot start half-way through. Only the files the service
 * creates are removed; anything else in the folder is left alone and listed.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ConfigError, loadConfig } from '../src/config.ts';
import { StackInUseError, lockFolder } from '../src/stack/lock.ts';

const AUTH_DB = 'local-auth.sqlite';
/** What the service writes in its data folder. */
const OURS = [
  /^local-auth\.sqlite(-wal|-shm|-journal)?$/,
  /^local-auth\.pid$/,
  /^pg$/,
  /^pg\.lock(\.pid|-journal|-wal|-shm)?$/,
  /^postgrest\.pid$/,
];

function refuse(dataDir: string, detail: string): never {
  console.error(
    `local-auth reset: refused: ${detail}.\n` +
      `  Stop it first (Ctrl+C where \`npm start\` or \`pnpm --filter local-auth start\` runs), then run the reset again.\n` +
      `  Data folder: ${dataDir}`,
  );
  process.exit(1);
}

function holder(file: string): string {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0) {
      process.kill(pid, 0);
      return ` (pid ${pid})`;
    }
  } catch {
    // no pid file, or the process is gone
  }
  return '';
}

let dataDir: string;
try {
  dataDir = loadConfig().dataDir;
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(`local-auth reset: configuration error: ${e.message}`);
    process.exit(2);
  }
  throw e;
}

if (!fs.existsSync(dataDir)) {
  console.log(`local-auth reset: nothing to reset (${dataDir} does not exist)`);
  process.exit(0);
}

const before = new Set(fs.readdirSync(dataDir));

// 1. The database's lock (held by a running data stack).
let stackLock: ReturnType<typeof lockFolder>;
try {
  stackLock = lockFolder(path.join(dataDir, 'pg.lock'));
} catch (e) {
  if (e instanceof StackInUseError)
    refuse(
      dataDir,
      `a running local-auth is using its embedded database${holder(path.join(dataDir, 'pg.lock.pid'))}`,
    );
  throw e;
}

// 2. The auth store's lock (held by any running local-auth, with or without /rest/v1).
let authDb: Database.Database | undefined;
const authFile = path.join(dataDir, AUTH_DB);
if (fs.existsSync(authFile)) {
  authDb = new Database(authFile, { timeout: 0 });
  try {
    authDb.pragma('locking_mode = EXCLUSIVE');
    authDb.exec('BEGIN EXCLUSIVE; COMMIT;');
  } catch (e) {
    authDb.close();
    stackLock.release();
    if ((e as { code?: string }).code?.startsWith('SQLITE_BUSY'))
      refuse(
        dataDir,
        `a running local-auth is using its auth store${holder(path.join(dataDir, 'local-auth.pid'))}`,
      );
    throw e;
  }
}

// 3. Delete while holding both locks; the lock files themselves last.
const removed: string[] = [];
const left: string[] = [];
const entries = fs.readdirSync(dataDir);
const isLockFile = (name: string) => name.startsWith('pg.lock') || name.startsWith(AUTH_DB);
for (const name of entries) {
  if (!OURS.some((re) => re.test(name))) {
    left.push(name);
    continue;
  }
  if (isLockFile(name)) continue;
  fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  if (before.has(name)) removed.push(name);
}
authDb?.close();
stackLock.release();
for (const name of fs.readdirSync(dataDir)) {
  if (!isLockFile(name) || !OURS.some((re) => re.test(name))) continue;
  fs.rmSync(path.join(dataDir, name), { force: true });
  if (before.has(name)) removed.push(name);
}
if (!left.length && !fs.readdirSync(dataDir).length) fs.rmdirSync(dataDir);

console.log(
  `local-auth reset: ${dataDir}: removed ${removed.length ? removed.sort().join(', ') : 'nothing (already empty)'}` +
    (left.length ? `; left alone (not the service's): ${left.join(', ')}` : ''),
);
console.log(
  '  The next start creates the database again (initdb, migrations) and seeds the sample marketplace.',
);
