/**
 * The probe behind the storage choice (see CONTRACT-NOTES.md): can PGlite keep every committed
 * sign-up across kill -9, and does it refuse a second process on the same folder?
 *
 *   pnpm --filter local-auth probe:pglite [rounds]
 *
 * Plain JavaScript run by node: under tsx, PGlite.create() never resolves (seen with tsx 4.23).
 *
 * A child process commits user+session transactions one after another and prints each id once
 * its commit resolved; the parent kills it with SIGKILL at a random moment (during start-up/
 * recovery or the write loop), reopens the folder and checks every printed id is there.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const SCHEMA = `CREATE TABLE IF NOT EXISTS users (id uuid PRIMARY KEY, email text UNIQUE);
CREATE TABLE IF NOT EXISTS sessions (id uuid PRIMARY KEY, user_id uuid REFERENCES users (id));`;

async function writer(dir) {
  const db = await PGlite.create(dir);
  await db.exec(SCHEMA);
  for (;;) {
    const uid = crypto.randomUUID();
    const sid = crypto.randomUUID();
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO users (id, email) VALUES ($1, $2)', [uid, `${uid}@x.dev`]);
      await tx.query('INSERT INTO sessions (id, user_id) VALUES ($1, $2)', [sid, uid]);
    });
    process.stdout.write(`OK ${uid} ${sid}\n`);
  }
}

async function probe(rounds) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-probe-'));
  const self = fileURLToPath(import.meta.url);
  let acked = 0;
  let lost = 0;
  // Initialise once without a kill (first-time initdb takes several seconds), so the kills below
  // land in start-up/recovery and in the write loop.
  const init = await PGlite.create(dir);
  await init.exec(SCHEMA);
  await init.close();
  for (let r = 0; r < rounds; r++) {
    const ids = [];
    const delay = Math.floor(Math.random() * 5000);
    await new Promise((resolve) => {
      const c = spawn(process.execPath, [self, 'writer', dir], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      let buf = '';
      c.stdout.on('data', (d) => {
        buf += d.toString();
        let i;
        while ((i = buf.indexOf('\n')) >= 0) {
          const line = buf.slice(0, i);
          buf = buf.slice(i + 1);
          if (line.startsWith('OK ')) ids.push(line.split(' ').slice(1));
        }
      });
      setTimeout(() => c.kill('SIGKILL'), delay);
      c.on('exit', () => resolve());
    });
    acked += ids.length;
    const db = await PGlite.create(dir);
    await db.exec(SCHEMA);
    const users = new Set((await db.query('SELECT id FROM users')).rows.map((x) => x.id));
    const sessions = new Set((await db.query('SELECT id FROM sessions')).rows.map((x) => x.id));
    const missing = ids.filter(([u, s]) => !users.has(u) || !sessions.has(s)).length;
    lost += missing;
    console.log(
      `round ${r}: kill after ${delay} ms, ${ids.length} acknowledged, ${users.size} rows, ${missing} missing`,
    );
    await db.close();
  }
  // Two processes on one folder: does the second refuse?
  const a = await PGlite.create(dir);
  const second = await new Promise((resolve) => {
    const c = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import {PGlite} from '@electric-sql/pglite'; const d = await PGlite.create(${JSON.stringify(dir)}); console.log('opened'); await d.close();`,
      ],
      { cwd: path.dirname(self), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    c.stdout.on('data', (d) => (out += d.toString()));
    c.stderr.on('data', (d) => (out += d.toString()));
    c.on('exit', (code) => resolve(`exit ${code}: ${out.trim().split('\n')[0]}`));
  });
  await a.close();
  console.log(`second process on the same folder while the first is open: ${second}`);
  console.log(JSON.stringify({ rounds, acknowledged: acked, lost }));
  fs.rmSync(dir, { recursive: true, force: true });
}

if (process.argv[2] === 'writer') await writer(process.argv[3]);
else await probe(Number(process.argv[2] ?? 8));
