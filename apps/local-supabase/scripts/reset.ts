/**
 * Resets the local data: the Postgres cluster of the data folder (LOCAL_SUPABASE_DATA_DIR, default
 * apps/local-supabase/.data), accounts and marketplace data alike, and files of the older layout
 * (SQLite accounts, PGlite data). The next start runs initdb, the migrations and the seed
 * again, as on a fresh clone.
 *
 *   pnpm db:reset                      (from the repository root)
 *   pnpm --filter local-supabase reset
 *
 * Refuses (exit 1) while a Postgres runs on the cluster (its postmaster.pid names a live
 * process): stop the service first. Only the files the service creates are removed; anything
 * else in the folder is left alone and listed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, applyLegacyEnv, loadConfig } from '../src/config.ts';
import { clusterOf } from '../src/db/postgres.ts';

/** What the service writes in its data folder (the old layout's files included). */
const OURS = [
  /^local-auth\.sqlite(-wal|-shm|-journal)?$/,
  /^local-(auth|supabase)\.pid$/,
  /^pg$/,
  /^pg\.lock(\.pid|-journal|-wal|-shm)?$/,
  /^postgres$/,
  /^postgres\.location$/,
  /^postgrest\.pid$/,
  // The bytes of Storage objects (src/storage/store.ts): their metadata goes with the database.
  /^storage$/,
];

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

applyLegacyEnv();
let dataDir: string;
try {
  dataDir = loadConfig().dataDir;
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(`local-supabase reset: configuration error: ${e.message}`);
    process.exit(2);
  }
  throw e;
}

if (!fs.existsSync(dataDir)) {
  console.log(`local-supabase reset: nothing to reset (${dataDir} does not exist)`);
  process.exit(0);
}

const cluster = clusterOf(dataDir);
if (cluster) {
  let pid = 0;
  try {
    pid = Number(fs.readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    // not running
  }
  if (pid > 0 && alive(pid)) {
    console.error(
      `local-supabase reset: refused: a running local-supabase is using its database (Postgres pid ${pid}).\n` +
        `  Stop it first (Ctrl+C where \`npm start\` or \`pnpm --filter local-supabase start\` runs), then run the reset again.\n` +
        `  Data folder: ${dataDir}`,
    );
    process.exit(1);
  }
}

const removed: string[] = [];
const left: string[] = [];
for (const name of fs.readdirSync(dataDir)) {
  if (!OURS.some((re) => re.test(name))) {
    left.push(name);
    continue;
  }
  fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  removed.push(name);
}
// A cluster kept outside the data folder (see src/db/postgres.ts placeCluster).
if (cluster && !cluster.startsWith(dataDir + path.sep)) {
  fs.rmSync(cluster, { recursive: true, force: true });
  removed.push(cluster);
}
if (!left.length && !fs.readdirSync(dataDir).length) fs.rmdirSync(dataDir);

console.log(
  `local-supabase reset: ${dataDir}: removed ${removed.length ? removed.sort().join(', ') : 'nothing (already empty)'}` +
    (left.length ? `; left alone (not the service's): ${left.join(', ')}` : ''),
);
console.log(
  '  The next start creates the database again (initdb, migrations) and seeds the sample marketplace.',
);
