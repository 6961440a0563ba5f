/**
 * A throw-away local database (the local stack's Postgres with every migration, no seed) in a
 * temp folder, accounts made as GoTrue makes them, and SMTP receivers to send to.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { openLocalDatabase, type LocalDatabase } from 'local-supabase/src/stack.ts';

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface TestDb {
  dataDir: string;
  database: LocalDatabase;
  sql: LocalDatabase['admin'];
  close(): Promise<void>;
}

export async function openTestDb(): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notifier-test-'));
  const database = await openLocalDatabase({ dataDir });
  return {
    dataDir,
    database,
    sql: database.admin,
    close: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A confirmed account (its profile and settings rows come from the auth.users trigger). */
export async function makeAccount(
  sql: TestDb['sql'],
  name: string,
  skills: string[] = [],
): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${id.slice(0, 6)}@example.com`;
  await sql`insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
      email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    values ('00000000-0000-0000-0000-000000000000', ${id}, 'authenticated', 'authenticated', ${email}, '',
      now(), '{"provider":"email","providers":["email"]}', ${sql.json({ full_name: name })}, now(), now())`;
  if (skills.length) await sql`update public.profiles set skills = ${skills} where id = ${id}`;
  return { id, email };
}

export async function postJob(
  sql: TestDb['sql'],
  owner: string,
  title: string,
  skills: string[] = [],
  createdAt?: Date,
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into public.jobs (owner_id, title, description, budget, category, timeline, experience_level, skills, created_at)
    values (${owner}, ${title}, 'A job for the tests.', '$500', 'development', '1-2 weeks', 'entry', ${skills},
      ${createdAt ?? new Date()})
    returning id`;
  return row!.id;
}

export async function propose(sql: TestDb['sql'], job: string, freelancer: string): Promise<void> {
  await sql`insert into public.proposals (job_id, freelancer_id, cover_letter, bid)
    values (${job}, ${freelancer}, 'I can do this.', 450)`;
}

export interface Received {
  to: string[];
  raw: string;
  messageId: string | null;
  header(name: string): string | null;
}

/**
 * An SMTP server that keeps every message it accepted, raw; `delayMs` before each message is
 * taken (so a test can kill the sender mid-batch), `reject` answers each DATA with that code.
 */
export async function startReceiver(opts: { delayMs?: number; reject?: number } = {}) {
  const received: Received[] = [];
  const state = { mailFrom: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      state.mailFrom++;
      setTimeout(() => callback(), opts.delayMs ?? 0);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (opts.reject) {
          const e = new Error('Mailbox unavailable') as Error & { responseCode: number };
          e.responseCode = opts.reject;
          callback(e);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const unfolded = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        const header = (name: string) =>
          new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? null;
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: header('Message-ID'),
          header,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    /** How many messages were begun (MAIL FROM), delivered or not. */
    begun: () => state.mailFrom,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs a script of this package (src/main.ts, src/digest.ts) as a child process. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', script), ...args], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d.toString()));
  child.stderr!.on('data', (d) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

export async function waitFor(check: () => boolean | Promise<boolean>, ms = 30_000, what = 'it') {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
