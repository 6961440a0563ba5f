/**
 * Issue 14, finding 4: bad storage is refused, not started over. A data folder of the older
 * layout (SQLite accounts, PGlite data), or a data folder the service may not write: the
 * service exits with a distinct code (6: the folder's contents, 7: permissions) and one line
 * naming the path and what to do, and leaves the files as they were. The cluster itself is
 * Postgres's (it refuses a damaged one on its own).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../src/config.ts';
import { startService, tempDir } from './helpers.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function folder(): string {
  const d = tempDir('local-supabase-storage-');
  dirs.push(d);
  return d;
}

function userTmp(): string {
  const d = fs.mkdtempSync('/tmp/la-nobody-');
  fs.chmodSync(d, 0o777);
  dirs.push(d);
  return d;
}

/** Runs `main.ts` on `dataDir` until it exits (or prints its banner, then stops it). */
function run(
  dataDir: string,
  asUser?: number,
): Promise<{ code: number | null; stderr: string; started: boolean }> {
  const args = ['--import', 'tsx', path.join('src', 'main.ts')];
  const [cmd, argv] =
    asUser === undefined
      ? [process.execPath, args]
      : [
          'setpriv',
          [
            `--reuid=${asUser}`,
            `--regid=${asUser}`,
            '--clear-groups',
            '--',
            process.execPath,
            ...args,
          ],
        ];
  const child = spawn(cmd, argv, {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      LOCAL_SUPABASE_PORT: '0',
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      LOCAL_SUPABASE_REST: 'false',
      LOCAL_SUPABASE_SEED_DEMO: 'false',
      // tsx keeps a cache in the temporary folder; give another user its own.
      ...(asUser === undefined ? {} : { TMPDIR: userTmp() }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let started = false;
  child.stderr.on('data', (d) => (stderr += d.toString()));
  child.stdout.on('data', (d) => {
    if (!started && String(d).includes('listening on')) {
      started = true;
      child.kill('SIGTERM');
    }
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr, started })));
}

function expectRefusal(
  r: { code: number | null; stderr: string; started: boolean },
  code: number,
  file: string,
  hint: RegExp,
) {
  expect(r.started).toBe(false);
  expect(r.code).toBe(code);
  const lines = r.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(file);
  expect(lines[0]).toMatch(hint);
  expect(lines[0]).not.toMatch(/\n\s+at /);
}

/** Whether `uid` can read the package (a checkout inside a 0700 folder such as /root is not). */
function reachable(uid: number): boolean {
  const r = spawnSync(
    'setpriv',
    [
      `--reuid=${uid}`,
      `--regid=${uid}`,
      '--clear-groups',
      '--',
      'test',
      '-r',
      path.join(PACKAGE_DIR, 'package.json'),
    ],
    { stdio: 'ignore' },
  );
  return r.status === 0;
}

describe('bad storage is refused (finding 4)', () => {
  it('a data folder of the older layout (SQLite accounts, PGlite data)', async () => {
    const dataDir = folder();
    const file = path.join(dataDir, 'local-auth.sqlite');
    fs.writeFileSync(file, 'SQLite format 3\0 and the accounts of before\n');
    expectRefusal(await run(dataDir), 6, dataDir, /older layout.*LOCAL_SUPABASE_DATA_DIR/);
    expect(fs.readFileSync(file, 'utf8')).toContain('accounts of before'); // left as it was

    const pglite = folder();
    fs.mkdirSync(path.join(pglite, 'pg'));
    fs.writeFileSync(path.join(pglite, 'pg', 'PG_VERSION'), '18\n');
    expectRefusal(await run(pglite), 6, pglite, /older layout.*pnpm db:reset/);
  }, 60_000);

  it('a data folder the service may not write', async () => {
    const dataDir = folder();
    fs.chmodSync(dataDir, 0o755); // reachable by the other user
    const uid = process.getuid?.();
    const nobody = 65534;
    // root writes anywhere, so as root the service runs as nobody (setpriv) on a root-owned
    // folder, when nobody can read the checkout; from a checkout it cannot enter (a clone
    // under /root), root is given a path no one can create a folder in instead.
    const asNobody = uid === 0 && reachable(nobody);
    const blocker = path.join(dataDir, 'a-file');
    fs.writeFileSync(blocker, '');
    const target = uid === 0 && !asNobody ? path.join(blocker, 'data') : path.join(dataDir, 'data');
    if (!target.startsWith(blocker)) {
      fs.mkdirSync(target, { mode: 0o555 });
      fs.chmodSync(target, 0o555);
    }
    const r = await run(target, asNobody ? nobody : undefined);
    expectRefusal(r, 7, target, /cannot write.*LOCAL_SUPABASE_DATA_DIR/);
    if (uid === 0 && !asNobody) return;
    // An existing database in a folder that became read-only.
    fs.chmodSync(target, 0o755);
    const svc = await startService({ LOCAL_SUPABASE_DATA_DIR: target });
    await svc.close();
    fs.chmodSync(target, 0o555);
    const again = await run(target, asNobody ? nobody : undefined);
    expectRefusal(again, 7, target, /cannot write.*LOCAL_SUPABASE_DATA_DIR/);
  }, 60_000);

  it('a start killed while creating the database starts over cleanly next time', async () => {
    const dataDir = folder();
    fs.chmodSync(dataDir, 0o755); // so that the cluster is made inside it (src/db/postgres.ts)
    // A half-made cluster from an initdb that was killed.
    const half = path.join(dataDir, 'postgres.initdb');
    fs.mkdirSync(half);
    fs.writeFileSync(path.join(half, 'PG_VERSION'), '17\n');
    const r = await run(dataDir);
    expect(r.started).toBe(true);
    expect(fs.existsSync(half)).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), 'utf8').trim()).toBe('17');
  }, 60_000);
});
