/**
 * The embedded Postgres of the local data stack: PGlite (PostgreSQL in WebAssembly) on disk,
 * and the schema brought up to date before anything else connects to it.
 *
 * Durability is PGlite's own: it runs with fsync=off (synchronous_commit=on), so a killed
 * process loses no acknowledged commit (the kernel's page cache outlives it) but an OS crash or
 * power loss may. PGlite takes no lock on its folder; the caller must make sure one process
 * at a time opens it (stack/lock.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** A migration file, named as the Supabase CLI names them: <14-digit version>_<name>.sql. */
export interface Migration {
  version: string;
  name: string;
  file: string;
}

export interface MigrationReport {
  /** Versions applied by this call, in order. */
  applied: string[];
  /** Versions that were already recorded and so skipped. */
  skipped: string[];
  ms: number;
}

const MIGRATION_FILE = /^(\d{14})_(.+)\.sql$/;

/** The migrations under `dir`, in version order. Other `.sql` names are refused. */
export function listMigrations(dir: string): Migration[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return files.map((f) => {
    const m = MIGRATION_FILE.exec(f);
    if (!m)
      throw new Error(
        `${path.join(dir, f)}: migration files are named <14-digit timestamp>_<name>.sql`,
      );
    return { version: m[1]!, name: m[2]!, file: path.join(dir, f) };
  });
}

/** Opens (creating on first use, which runs initdb: several seconds) the database in `dir`. */
export async function openEmbeddedPostgres(dir: string): Promise<PGlite> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return PGlite.create(dir);
}

/**
 * Applies `bootstrap.sql` (idempotent: what a hosted project already has), then every
 * migration of `migrationsDir` whose version is not yet in
 * supabase_migrations.schema_migrations, each in its own transaction together with its row
 * (version, name, statements), as `supabase db push` records them. A failing migration rolls
 * back whole and stops the rest (the error names the file).
 *
 * Runs SQL in-process on PGlite's single session: call it before anything else (PostgREST)
 * connects, never while a client may be inside a transaction.
 */
export async function migrate(
  db: PGlite,
  bootstrapFile: string,
  migrationsDir: string,
): Promise<MigrationReport> {
  const t0 = performance.now();
  const migrations = listMigrations(migrationsDir);
  const bootstrap = fs.readFileSync(bootstrapFile, 'utf8');
  try {
    await db.exec(`set client_min_messages = warning;\n${bootstrap}`);
  } catch (e) {
    throw new Error(`${bootstrapFile}: ${(e as Error).message}`, { cause: e });
  }
  const recorded = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  const skipped: string[] = [];
  for (const m of migrations) {
    if (recorded.has(m.version)) {
      skipped.push(m.version);
      continue;
    }
    const sql = fs.readFileSync(m.file, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [m.version, m.name, [sql]],
        );
      });
    } catch (e) {
      throw new Error(`migration ${path.basename(m.file)} failed: ${(e as Error).message}`, {
        cause: e,
      });
    }
    applied.push(m.version);
  }
  await db.exec('reset client_min_messages');
  return { applied, skipped, ms: Math.round(performance.now() - t0) };
}

/**
 * Applies a local-only SQL file of supabase/local/ (realtime.sql: the change log and its
 * triggers, src/realtime/) after the migrations, at every start: it must be idempotent.
 * Returns false when the file does not exist. Same single-session rule as `migrate`.
 */
export async function applyLocalSql(db: PGlite, file: string): Promise<boolean> {
  if (!fs.existsSync(file)) return false;
  try {
    await db.exec(`set client_min_messages = warning;\n${fs.readFileSync(file, 'utf8')}`);
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`, { cause: e });
  } finally {
    await db.exec('reset client_min_messages');
  }
  return true;
}
