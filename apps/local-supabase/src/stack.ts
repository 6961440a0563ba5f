/**
 * The local data stack: real Postgres (src/db/postgres.ts) on a private unix socket →
 * PostgREST (the real binary) on its own private unix socket → the /rest/v1 gateway
 * (proxy.ts) that the auth service's origin mounts.
 *
 * Two phases. `openLocalDatabase`: start Postgres (initdb on first use), apply bootstrap.sql,
 * auth.sql, storage.sql and the migrations as the superuser, and connect the auth service as
 * supabase_auth_admin (src/db/client.ts): accounts and data live in this one database. Then, after
 * the seed, `startDataStack`: PostgREST as `authenticator`, with a real pool, supervised.
 * Stop order is the reverse. Each phase is timed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type postgres from 'postgres';
import { type SigningKey, postgrestJwtSecret } from './auth/jwt.ts';
import { PACKAGE_DIR, serviceRoleKeyFor } from './config.ts';
import { AUTH_ROLE, DB, SERVICE_SQL, StorageError, connect } from './db/client.ts';
import { type MigrationReport, migrate } from './db/schema.ts';
import { type Cluster, PG_SUPERUSER, PostgresStartError, startPostgres } from './db/postgres.ts';
import {
  POSTGREST_VERSION,
  type Postgrest,
  postgrestBinary,
  postgrestVersion,
  startPostgrest,
} from './rest/postgrest.ts';
import { REST_PREFIX, type RestProxy, restProxy } from './rest/proxy.ts';
import { type PrivateDir, makePrivateDir, sweepStaleDirs } from './rest/socket.ts';

export { REST_PREFIX } from './rest/proxy.ts';
export { POSTGREST_VERSION, postgrestBinary, postgrestVersion } from './rest/postgrest.ts';

/**
 * The repository's supabase/ folder (local/*.sql, migrations/, seed.sql);
 * LOCAL_SUPABASE_SUPABASE_DIR points the stack at another one.
 */
export const SUPABASE_DIR = path.resolve(
  process.env.LOCAL_SUPABASE_SUPABASE_DIR?.trim() || path.join(PACKAGE_DIR, '..', '..', 'supabase'),
);

/** How to reach the database (libpq's host = the socket folder). */
export interface PgConnection {
  host: string;
  port: number;
  user: string;
  database: string;
}

export interface LocalDatabase {
  /** The service's data folder. */
  dataDir: string;
  cluster: Cluster;
  /** Superuser connection (migrations, seed, realtime's replication). Small pool. */
  admin: postgres.Sql;
  /** The auth service's connection, as supabase_auth_admin. */
  auth: DB;
  /** Superuser connection details (for a replication connection: realtime). */
  pg: PgConnection;
  migrations: MigrationReport;
  supabaseDir: string;
  /** Postgres's server_version, e.g. "17.10". */
  serverVersion: string;
  timings: { openMs: number; migrateMs: number; created: boolean };
  close(): Promise<void>;
}

const PID_FILE = 'local-supabase.pid';

/** A data folder from before real Postgres (SQLite accounts, PGlite data) is refused, not mixed. */
function refuseOldLayout(dataDir: string): void {
  const old = ['local-auth.sqlite', path.join('pg', 'PG_VERSION')].filter((f) =>
    fs.existsSync(path.join(dataDir, f)),
  );
  if (old.length)
    throw new StorageError(
      `local-supabase: ${dataDir} holds a data folder of the older layout (${old.join(', ')}: SQLite accounts and PGlite data, before the stack ran real Postgres); refusing to start. Move it away or delete it (pnpm db:reset) to start with a fresh database, or point LOCAL_SUPABASE_DATA_DIR at another folder.`,
      6,
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
    const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    const uid = process.getuid?.();
    throw new StorageError(
      `local-supabase: cannot write to ${dataDir} (${code}); refusing to start. Make it writable${uid === undefined ? '' : ` by uid ${uid}`}, or point LOCAL_SUPABASE_DATA_DIR at a writable folder.`,
      7,
    );
  }
}

/** Starts Postgres on the data folder and brings its schema up to date. */
export async function openLocalDatabase(o: {
  dataDir: string;
  supabaseDir?: string;
  onLog?: (line: string) => void;
  /** Seconds community_figures() caches for on this stack (0-60); undefined: the database's 60. */
  communityFiguresTtl?: number;
}): Promise<LocalDatabase> {
  const t0 = performance.now();
  const supabaseDir = o.supabaseDir ?? SUPABASE_DIR;
  checkFolder(o.dataDir);
  refuseOldLayout(o.dataDir);
  const cluster = await startPostgres(o.dataDir, { onLog: o.onLog });
  const pg: PgConnection = {
    host: cluster.socketDir,
    port: cluster.port,
    user: PG_SUPERUSER,
    database: 'postgres',
  };
  const admin = connect(pg, 2);
  let auth: DB | undefined;
  try {
    const t1 = performance.now();
    const local = path.join(supabaseDir, 'local');
    const migrations = await migrate(
      admin,
      [
        path.join(local, 'bootstrap.sql'),
        path.join(local, 'auth.sql'),
        // Hosted's storage schema, so the migrations' buckets and their policies apply.
        path.join(local, 'storage.sql'),
      ],
      path.join(supabaseDir, 'migrations'),
    );
    await admin.unsafe(SERVICE_SQL + STACK_SQL + figuresTtlSql(o.communityFiguresTtl)).simple();
    const t2 = performance.now();
    auth = new DB(connect({ ...pg, user: AUTH_ROLE }, 4, { connection: { search_path: 'auth' } }));
    const { server_version: serverVersion } = (await auth.get<{ server_version: string }>(
      'show server_version',
    ))!;
    const authDb = auth;
    // Names this process in the message a second instance on the folder prints.
    fs.writeFileSync(path.join(o.dataDir, PID_FILE), `${process.pid}\n`);
    // Where other local processes (apps/notifier) reach this database as its superuser.
    fs.writeFileSync(path.join(o.dataDir, 'postgres.json'), `${JSON.stringify(pg)}\n`, {
      mode: 0o600,
    });
    return {
      dataDir: o.dataDir,
      cluster,
      admin,
      auth: authDb,
      pg,
      migrations,
      supabaseDir,
      serverVersion,
      timings: {
        openMs: Math.round(t1 - t0),
        migrateMs: Math.round(t2 - t1),
        created: cluster.created,
      },
      close: async () => {
        try {
          if (
            fs.readFileSync(path.join(o.dataDir, PID_FILE), 'utf8').trim() === String(process.pid)
          )
            fs.rmSync(path.join(o.dataDir, PID_FILE));
        } catch {
          // gone already
        }
        await authDb.close().catch(() => {});
        await admin.end({ timeout: 2 }).catch(() => {});
        await cluster.stop();
      },
    };
  } catch (e) {
    await auth?.close().catch(() => {});
    await admin.end({ timeout: 1 }).catch(() => {});
    await cluster.stop();
    throw e;
  }
}

/**
 * Settings of the local stack's roles (idempotent, at every start). authenticator's own
 * statement_timeout is a backstop under the per-role ones of bootstrap.sql (anon 3 s,
 * authenticated 8 s), which PostgREST applies when it switches role.
 */
const STACK_SQL = `
alter role authenticator set statement_timeout = '8s';
`;

/**
 * The figures' cache lifetime for PostgREST's connections (the setting
 * fairlance.community_figures_ttl, read by community_figures(); the database caps it at 60 s):
 * set when asked (the e2e set 0), otherwise reset, so a stack started once with it does not
 * keep it.
 */
function figuresTtlSql(ttl: number | undefined): string {
  if (ttl === undefined)
    return '\nalter role authenticator reset fairlance.community_figures_ttl;\n';
  if (!Number.isInteger(ttl) || ttl < 0 || ttl > 60)
    throw new Error(`community figures TTL must be 0 to 60 seconds, got ${ttl}`);
  return `\nalter role authenticator set fairlance.community_figures_ttl = '${ttl}';\n`;
}

export interface DataStackOptions {
  database: LocalDatabase;
  jwtSecret: string;
  /** The public keys of ES256 access tokens (config.ts `jwtKeys`); PostgREST checks them too. */
  jwtKeys?: readonly SigningKey[];
  anonKey: string;
  /** Defaults to the key derived from the secret (config.ts serviceRoleKeyFor). */
  serviceRoleKey?: string;
  allowedOrigins: readonly string[];
  bodyLimitBytes: number;
  /** PostgREST's output lines (default: dropped; the last ones are in start-up errors). */
  onLog?: (line: string) => void;
  onWarning?: (message: string) => void;
  /** PostgREST's pool size (default 8). */
  pool?: number;
  /** Milliseconds between two health probes of PostgREST by the watchdog (default 2000). */
  watchdogMs?: number;
}

export interface StartTimings {
  /** Starting Postgres (initdb on first use). */
  openMs: number;
  migrateMs: number;
  /** The seed (0 without one). */
  seedMs: number;
  postgrestMs: number;
  totalMs: number;
  /** True when the database folder was created by this start (initdb ran). */
  created: boolean;
}

export interface DataStack {
  rest: RestProxy;
  /** The database (the same object the service opened). */
  database: LocalDatabase;
  /** Superuser connection details, for realtime (see LocalDatabase.pg). */
  pg: PgConnection;
  /** The running PostgREST (a new one after a restart). */
  readonly postgrest: Postgrest;
  /** The binary's own answer to --version, e.g. "12.0.2". */
  postgrestVersion: string;
  serviceRoleKey: string;
  migrations: MigrationReport;
  /** PostgREST runs the pre-request check (public.check_session) of sign-out. */
  preRequest: string | null;
  timings: StartTimings;
  /** The database folder. */
  pgDir: string;
  /** Restarts PostgREST (the watchdog does it by itself when PostgREST dies or hangs). */
  restart(): Promise<void>;
  /** Stops PostgREST (SIGTERM, then SIGKILL). The database is closed by its owner. */
  stop(): Promise<void>;
}

/** The function PostgREST runs before each request to refuse the tokens of ended sessions. */
export const PRE_REQUEST = 'public.check_session';

export async function startDataStack(o: DataStackOptions): Promise<DataStack> {
  const t0 = performance.now();
  const db = o.database;
  const cleanups: (() => Promise<void> | void)[] = [];
  const unwind = async () => {
    for (const c of cleanups.splice(0).reverse()) {
      try {
        await c();
      } catch {
        // best effort: keep unwinding
      }
    }
  };
  try {
    const version = postgrestVersion(postgrestBinary()).replace(/^PostgREST\s+/, '');
    if (version !== POSTGREST_VERSION)
      o.onWarning?.(`PostgREST ${version} found; the stack is tested with ${POSTGREST_VERSION}`);
    sweepStaleDirs();
    const [row] = await db.admin<{ found: boolean }[]>`
      select to_regprocedure(${`${PRE_REQUEST}()`}) is not null as found`;
    const preRequest = row?.found ? PRE_REQUEST : null;
    const dir: PrivateDir = makePrivateDir();
    cleanups.push(() => dir.remove());
    const onLog = o.onLog;
    const launch = async () => {
      let ready = false;
      const p = await startPostgrest({
        pgSocketDir: db.pg.host,
        pgPort: db.pg.port,
        serverSocketDir: dir.path,
        jwtSecret: postgrestJwtSecret({ secret: o.jwtSecret, keys: o.jwtKeys }),
        pool: o.pool ?? 8,
        pidFile: path.join(db.dataDir, 'postgrest.pid'),
        onLog: onLog && ((line) => ready && onLog(line)),
        onWarning: o.onWarning,
        env: preRequest ? { PGRST_DB_PRE_REQUEST: preRequest } : {},
      });
      ready = true;
      return p;
    };
    let postgrest = await launch();
    const t1 = performance.now();

    // The watchdog: PostgREST is restarted when it exits on its own, when it has answered
    // nothing but 503 for 10 s, or when it has not answered a health probe (HEAD / on its
    // socket) three times in a row. At most 5 restarts a minute.
    let stopping: Promise<void> | undefined;
    let restarting: Promise<void> | undefined;
    const restarts: number[] = [];
    let unavailableSince: number | undefined;
    const restart = (reason: string) => {
      if (stopping || restarting) return;
      const now = Date.now();
      while (restarts.length && now - restarts[0]! > 60_000) restarts.shift();
      if (restarts.length >= 5) {
        o.onWarning?.(`PostgREST ${reason}; restarted 5 times in a minute already, giving up`);
        return;
      }
      restarts.push(now);
      o.onWarning?.(`PostgREST ${reason}; restarting it`);
      restarting = (async () => {
        await postgrest.stop(1_000);
        rest.resetUpstream();
        if (stopping) return;
        postgrest = await launch();
        watch(postgrest);
      })()
        .catch((e: unknown) =>
          o.onWarning?.(
            `PostgREST could not be restarted (${(e as Error).message}); ${REST_PREFIX} answers 502`,
          ),
        )
        .finally(() => (restarting = undefined));
    };
    const watch = (p: Postgrest) => {
      void p.exited.then((info) => {
        if (!stopping && !restarting && p === postgrest)
          restart(`exited unexpectedly (${info.code ?? info.signal})`);
      });
    };
    watch(postgrest);
    let misses = 0;
    const probeTimer = setInterval(() => {
      if (stopping || restarting) return;
      const p = postgrest;
      void p.healthy(3_000).then((ok) => {
        if (p !== postgrest) return;
        misses = ok ? 0 : misses + 1;
        if (misses >= 3) {
          misses = 0;
          restart('has not answered its health probe 3 times in a row');
        }
      });
    }, o.watchdogMs ?? 2_000);
    probeTimer.unref();
    cleanups.push(async () => {
      clearInterval(probeTimer);
      await restarting;
      await postgrest.stop();
    });

    const serviceRoleKey = o.serviceRoleKey ?? serviceRoleKeyFor(o.jwtSecret);
    const rest = restProxy({
      upstreamSocket: postgrest.socketPath,
      apiKeys: [o.anonKey, serviceRoleKey],
      allowedOrigins: o.allowedOrigins,
      bodyLimitBytes: o.bodyLimitBytes,
      upstreamReady: () => restarting,
      onUpstreamStatus: (status) => {
        if (status !== 503) {
          unavailableSince = undefined;
          return;
        }
        const now = Date.now();
        unavailableSince ??= now;
        if (now - unavailableSince >= 10_000) {
          unavailableSince = undefined;
          restart('has answered only 503 for 10 s');
        }
      },
    });
    cleanups.push(() => rest.close());
    return {
      rest,
      database: db,
      pg: db.pg,
      get postgrest() {
        return postgrest;
      },
      postgrestVersion: version,
      serviceRoleKey,
      migrations: db.migrations,
      preRequest,
      pgDir: db.cluster.dir,
      timings: {
        openMs: db.timings.openMs,
        migrateMs: db.timings.migrateMs,
        seedMs: 0,
        postgrestMs: Math.round(t1 - t0),
        totalMs: 0,
        created: db.timings.created,
      },
      restart: () => {
        restart('restart requested');
        return restarting ?? Promise.resolve();
      },
      stop: () => (stopping ??= unwind()),
    };
  } catch (e) {
    await unwind();
    throw e;
  }
}

export { PostgresStartError };
