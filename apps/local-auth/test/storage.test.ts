/**
 * Issue 14, finding 4: bad storage is refused, not started over. A database file that is empty
 * (truncated), not SQLite, another program's, damaged, or a data folder the service may not
 * write: the service exits with a distinct code (6: the file, 7: permissions) and one line
 * naming the path and what to do, and leaves the file as it was.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../src/config.ts';
import { startService, tempDir } from './helpers.ts';

const DB_FILE = 'local-auth.sqlite';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function folder(): string {
  const d = tempDir('local-auth-storage-');
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
      LOCAL_AUTH_PORT: '0',
      LOCAL_AUTH_DATA_DIR: dataDir,
      LOCAL_AUTH_REST: 'false',
      LOCAL_AUTH_SEED_DEMO: 'false',
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

/** A real database of the service with one user in it, closed. */
async function realDatabase(): Promise<string> {
  const dataDir = folder();
  const svc = await startService({ LOCAL_AUTH_DATA_DIR: dataDir, LOCAL_AUTH_AUTOCONFIRM: 'true' });
  for (let i = 0; i < 30; i++)
    await svc.client().auth.signUp({ email: `keep-${i}@example.com`, password: 'secret-pw' });
  await svc.close();
  return dataDir;
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

describe('bad storage is refused (finding 4)', () => {
  it('a database file truncated to 0 bytes', async () => {
    const dataDir = await realDatabase();
    const file = path.join(dataDir, DB_FILE);
    fs.truncateSync(file, 0);
    for (const f of [`${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    const r = await run(dataDir);
    expectRefusal(r, 6, file, /empty.*LOCAL_AUTH_DATA_DIR/);
    expect(fs.statSync(file).size).toBe(0); // left as it was, for whoever wants to look at it
  }, 60_000);

  it('a file that is not SQLite, and a SQLite file of another program', async () => {
    const dataDir = folder();
    const file = path.join(dataDir, DB_FILE);
    fs.writeFileSync(file, 'these are not the accounts you are looking for\n'.repeat(100));
    expectRefusal(await run(dataDir), 6, file, /not a SQLite database/);

    fs.rmSync(file);
    const other = new Database(file);
    other.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
    other.close();
    expectRefusal(await run(dataDir), 6, file, /another program/);
  }, 60_000);

  it('a damaged file: truncated in the middle, or pages overwritten', async () => {
    const dataDir = await realDatabase();
    const file = path.join(dataDir, DB_FILE);
    const pristine = fs.readFileSync(file);
    expect(pristine.length).toBeGreaterThan(4 * 4096);

    fs.writeFileSync(file, pristine.subarray(0, pristine.length - 4096 - 100));
    expectRefusal(await run(dataDir), 6, file, /integrity|damaged/);

    const damaged = Buffer.from(pristine);
    for (let i = 4096; i < damaged.length; i += 97) damaged[i] = (damaged[i]! + 0x5a) & 0xff;
    fs.writeFileSync(file, damaged);
    expectRefusal(await run(dataDir), 6, file, /integrity|damaged/);

    // And the pristine file still starts.
    fs.writeFileSync(file, pristine);
    expect((await run(dataDir)).started).toBe(true);
  }, 60_000);

  it('a data folder the service may not write', async () => {
    const dataDir = folder();
    fs.chmodSync(dataDir, 0o755); // reachable by the other user
    const uid = process.getuid?.();
    const nobody = 65534;
    const target = path.join(dataDir, 'data');
    fs.mkdirSync(target, { mode: 0o555 });
    fs.chmodSync(target, 0o555);
    // root writes anywhere, so as root the service runs as nobody (setpriv) on a root-owned folder.
    const r = await run(target, uid === 0 ? nobody : undefined);
    expectRefusal(r, 7, target, /cannot write.*LOCAL_AUTH_DATA_DIR/);
    // An existing database in a folder that became read-only.
    fs.chmodSync(target, 0o755);
    const svc = await startService({ LOCAL_AUTH_DATA_DIR: target });
    await svc.close();
    fs.chmodSync(target, 0o555);
    const again = await run(target, uid === 0 ? nobody : undefined);
    expectRefusal(again, 7, target, /cannot write.*LOCAL_AUTH_DATA_DIR/);
  }, 60_000);

  it('a start killed while creating the database leaves no empty file behind', async () => {
    const dataDir = folder();
    const r = await run(dataDir);
    expect(r.started).toBe(true);
    const file = path.join(dataDir, DB_FILE);
    expect(fs.readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
    expect(fs.readdirSync(dataDir).filter((f) => f.includes('.new-'))).toEqual([]);
  }, 60_000);
});
