/**
 * The schema of the local database: supabase/local/bootstrap.sql (what a hosted project has
 * before its first migration), supabase/local/auth.sql (GoTrue's auth schema), then every
 * supabase/migrations/*.sql not yet recorded, as `supabase db push` records them. Run as the
 * superuser over the private socket (src/db/postgres.ts), before PostgREST starts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type postgres from 'postgres';

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

/** Runs a file of SQL statements (simple protocol: many statements, no parameters). */
async function runFile(sql: postgres.Sql | postgres.TransactionSql, file: string): Promise<void> {
  try {
    await (sql as postgres.Sql).unsafe(fs.readFileSync(file, 'utf8')).simple();
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`, { cause: e });
  }
}

/**
 * Applies `bootstrap.sql`, `auth.sql` and `storage.sql` (idempotent), then every migration of
 * `migrationsDir` whose version is not yet in supabase_migrations.schema_migrations, each in
 * its own transaction together with its row (version, name, statements). A failing migration
 * rolls back whole and stops the rest (the error names the file).
 */
export async function migrate(
  sql: postgres.Sql,
  localFiles: string[],
  migrationsDir: string,
): Promise<MigrationReport> {
  const t0 = performance.now();
  const migrations = listMigrations(migrationsDir);
  for (const f of localFiles) await runFile(sql, f);
  const recorded = new Set(
    (
      await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`
    ).map((r) => r.version),
  );
  const applied: string[] = [];
  const skipped: string[] = [];
  for (const m of migrations) {
    if (recorded.has(m.version)) {
      skipped.push(m.version);
      continue;
    }
    const text = fs.readFileSync(m.file, 'utf8');
    try {
      await sql.begin(async (tx) => {
        await tx.unsafe(text).simple();
        await tx`insert into supabase_migrations.schema_migrations (version, name, statements) values (${m.version}, ${m.name}, ${[text]})`;
      });
    } catch (e) {
      throw new Error(`migration ${path.basename(m.file)} failed: ${(e as Error).message}`, {
        cause: e,
      });
    }
    applied.push(m.version);
  }
  return { applied, skipped, ms: Math.round(performance.now() - t0) };
}

/**
 * Applies a local-only SQL file of supabase/local/ (realtime.sql) after the migrations, at
 * every start: it must be idempotent. Returns false when the file does not exist.
 */
export async function applyLocalSql(sql: postgres.Sql, file: string): Promise<boolean> {
  if (!fs.existsSync(file)) return false;
  await runFile(sql, file);
  return true;
}

/**
 * Applies supabase/seed.sql once per database (as `supabase db reset` does), recorded in
 * supabase_migrations.seed_files with its hash; later starts report 'already' (and whether the
 * file changed since). A database that already has marketplace data without a record is
 * recorded as skipped, never mixed with.
 */
export interface SeedReport {
  /** 'seeded' now; 'already' seeded earlier; 'skipped' (a database with data, never seeded). */
  status: 'seeded' | 'already' | 'skipped';
  counts: Record<string, number>;
  /** When 'already': seed.sql has changed since (a reset would seed it afresh). */
  stale?: boolean;
  ms: number;
}

export async function applySeedFile(sql: postgres.Sql, file: string): Promise<SeedReport> {
  const t0 = performance.now();
  const text = fs.readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(text).digest('hex');
  const key = 'supabase/seed.sql';
  await sql
    .unsafe(
      `
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.seed_files (path text not null primary key, hash text not null);`,
    )
    .simple();
  const ms = () => Math.round(performance.now() - t0);
  const [prev] = await sql<
    { hash: string }[]
  >`select hash from supabase_migrations.seed_files where path = ${key}`;
  if (prev?.hash.startsWith('skipped')) return { status: 'skipped', counts: {}, ms: ms() };
  if (prev) return { status: 'already', counts: {}, stale: prev.hash !== hash, ms: ms() };
  const [{ n }] = (await sql<{ n: number }[]>`
    select ((select count(*) from public.jobs) + (select count(*) from public.portfolio_items)
      + (select count(*) from public.conversations))::int as n`) as unknown as [{ n: number }];
  if (n > 0) {
    await sql`insert into supabase_migrations.seed_files (path, hash) values (${key}, ${`skipped: database not empty (${hash})`})`;
    return { status: 'skipped', counts: {}, ms: ms() };
  }
  try {
    await sql.begin(async (tx) => {
      await tx.unsafe(text).simple();
      await tx`insert into supabase_migrations.seed_files (path, hash) values (${key}, ${hash})`;
    });
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`, { cause: e });
  }
  const tables = [
    'profiles',
    'user_settings',
    'portfolio_items',
    'reviews',
    'jobs',
    'proposals',
    'conversations',
    'messages',
  ];
  const counts: Record<string, number> = {};
  const [acc] = await sql<{ n: number }[]>`select count(*)::int as n from auth.users`;
  counts.accounts = acc!.n;
  for (const t of tables) {
    const [r] = await sql.unsafe<{ n: number }[]>(`select count(*)::int as n from public.${t}`);
    counts[t] = r!.n;
  }
  return { status: 'seeded', counts, ms: ms() };
}
