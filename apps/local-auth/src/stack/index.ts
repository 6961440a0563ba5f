/**
 * The local data stack: embedded Postgres (PGlite on disk) → pglite-socket on a private unix
 * socket → PostgREST (the real binary) on its own private unix socket → the /rest/v1 gateway
 * (proxy.ts) that the auth service's origin mounts.
 *
 * Start order: lock the folder, open the database, apply bootstrap + migrations, serve the
 * socket, start PostgREST (it reads the schema once, at start: there is no reload channel) and
 * wait until it answers. Stop order is the reverse. Each phase is timed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PACKAGE_DIR, serviceRoleKeyFor } from '../config.ts';
import { type MigrationReport, applyLocalSql, migrate, openEmbeddedPostgres } from './database.ts';
import { type StackLock, lockFolder } from './lock.ts';
import {
  POSTGREST_VERSION,
  type Postgrest,
  postgrestBinary,
  postgrestVersion,
  startPostgrest,
} from './postgrest.ts';
import { REST_PREFIX, type RestProxy, restProxy } from './proxy.ts';
import {
  type PgSocket,
  type PrivateDir,
  makePrivateDir,
  resetSession,
  servePgSocket,
  sweepStaleDirs,
} from './socket.ts';

export { REST_PREFIX } from './proxy.ts';
export { POSTGREST_VERSION, postgrestBinary, postgrestVersion } from './postgrest.ts';

/** The repository's supabase/ folder (bootstrap.sql and migrations/). */
export const SUPABASE_DIR = path.resolve(PACKAGE_DIR, '..', '..', 'supabase');

export interface DataStackOptions {
  /** The service's data folder; the database lives in <dataDir>/pg. */
  dataDir: string;
  jwtSecret: string;
  anonKey: string;
  /** Defaults to the key derived from the secret (config.ts serviceRoleKeyFor). */
  serviceRoleKey?: string;
  allowedOrigins: readonly string[];
  bodyLimitBytes: number;
  /** Defaults to the repository's supabase/ folder. */
  supabaseDir?: string;
  /** PostgREST's output lines (default: dropped; the last ones are in start-up errors). */
  onLog?: (line: string) => void;
  onWarning?: (message: string) => void;
  /**
   * Runs after the migrations and before the socket is served and PostgREST connects: the
   * one moment in-process SQL has PGlite's single session to itself (the marketplace seed,
   * src/seed/). Its result is returned as `seed`.
   */
  seed?: (db: PGlite) => Promise<unknown>;
}

export interface StartTimings {
  /** Opening PGlite (initdb on first use). */
  openMs: number;
  migrateMs: number;
  /** The seed hook (0 without one). */
  seedMs: number;
  postgrestMs: number;
  totalMs: number;
  /** True when the database folder was created by this start (initdb ran). */
  created: boolean;
}

export interface DataStack {
  rest: RestProxy;
  db: PGlite;
  /** The running PostgREST (a new one after a restart). */
  readonly postgrest: Postgrest;
  /** The binary's own answer to --version, e.g. "12.0.2". */
  postgrestVersion: string;
  serviceRoleKey: string;
  migrations: MigrationReport;
  /**
   * True when supabase/local/realtime.sql was applied (the change log /realtime/v1 polls,
   * src/realtime/): PostgREST then also serves its schema, local_realtime, to the service role.
   */
  changeLog: boolean;
  /** What the seed hook returned (undefined without one). */
  seed: unknown;
  timings: StartTimings;
  /** The database folder. */
  pgDir: string;
  /** The database socket's connection count (1 while PostgREST is connected). */
  socketStats(): { activeConnections: number; queuedQueries: number };
  /** Restarts PostgREST (the supervisor does it by itself when PostgREST dies or hangs). */
  restart(): Promise<void>;
  /** Stops PostgREST (SIGTERM, then SIGKILL), the socket, PGlite, and releases the lock. */
  stop(): Promise<void>;
}

/** Resolves as `p` does, or rejects with `message` after `ms`. */
function within<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export async function startDataStack(o: DataStackOptions): Promise<DataStack> {
  const t0 = performance.now();
  const supabaseDir = o.supabaseDir ?? SUPABASE_DIR;
  const pgDir = path.join(o.dataDir, 'pg');
  fs.mkdirSync(o.dataDir, { recursive: true });
  const lock: StackLock = lockFolder(path.join(o.dataDir, 'pg.lock'));
  const cleanups: (() => Promise<void> | void)[] = [() => lock.release()];
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
    // Fail early, before initdb, when this platform has no binary.
    const version = postgrestVersion(postgrestBinary()).replace(/^PostgREST\s+/, '');
    if (version !== POSTGREST_VERSION)
      o.onWarning?.(`PostgREST ${version} found; the stack is tested with ${POSTGREST_VERSION}`);
    sweepStaleDirs();
    const created = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
    const db = await openEmbeddedPostgres(pgDir);
    cleanups.push(() => db.close());
    const t1 = performance.now();
    const migrations = await migrate(
      db,
      path.join(supabaseDir, 'local', 'bootstrap.sql'),
      path.join(supabaseDir, 'migrations'),
    );
    // Local only, re-applied at every start: the realtime change log and its triggers on the
    // tables of the supabase_realtime publication.
    const changeLog = await applyLocalSql(db, path.join(supabaseDir, 'local', 'realtime.sql'));
    const tSeed = performance.now();
    const seed = o.seed ? await o.seed(db) : undefined;
    const t2 = performance.now();
    const dir: PrivateDir = makePrivateDir();
    cleanups.push(() => dir.remove());
    let socket: PgSocket = await servePgSocket(db, dir.path);
    cleanups.push(() => socket.stop());
    // PostgREST's start-up chatter is dropped (its last lines are in a start-up error); once it
    // is ready, what it prints (errors only, at log-level error) goes to onLog.
    const onLog = o.onLog;
    const launch = async () => {
      let ready = false;
      const p = await startPostgrest({
        socketDir: dir.path,
        jwtSecret: o.jwtSecret,
        pidFile: path.join(o.dataDir, 'postgrest.pid'),
        onLog: onLog && ((line) => ready && onLog(line)),
        onWarning: o.onWarning,
        // The change log's schema, reachable with the service-role key only (its grants).
        env: changeLog ? { PGRST_DB_SCHEMAS: 'public,local_realtime' } : undefined,
      });
      ready = true;
      return p;
    };
    let postgrest = await launch();
    const t3 = performance.now();

    // Supervision: PostgREST is restarted when it exits on its own, or when it has answered
    // nothing but 503 for 10 s (it lost its database connection and cannot get it back: the
    // one-connection socket refuses its new connection while it counts the old one as open).
    // A restart also recycles the socket and resets the database session, so the new PostgREST
    // starts as on a fresh server. At most 5 restarts a minute.
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
        await within(socket.stop(), 5_000, 'the database socket did not close');
        await within(resetSession(db), 5_000, 'the database session could not be reset');
        socket = await servePgSocket(db, dir.path);
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
    cleanups.push(async () => {
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
      db,
      get postgrest() {
        return postgrest;
      },
      postgrestVersion: version,
      serviceRoleKey,
      migrations,
      changeLog,
      seed,
      pgDir,
      timings: {
        openMs: Math.round(t1 - t0),
        migrateMs: Math.round(tSeed - t1),
        seedMs: Math.round(t2 - tSeed),
        postgrestMs: Math.round(t3 - t2),
        totalMs: Math.round(t3 - t0),
        created,
      },
      socketStats: () => socket.stats(),
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
