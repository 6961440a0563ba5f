import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../src/config.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import type { StoredMail } from '../src/mailbox/mailer.ts';

export function tempDir(prefix = 'local-supabase-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // Enterable by Postgres's user when the tests run as root (src/db/postgres.ts), so the
  // cluster is made inside the folder and goes with it.
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** A synchronous reader of the database, shaped as the SQLite one the tests were written for. */
export interface SyncDb {
  prepare(text: string): {
    get(...args: unknown[]): unknown;
    all(...args: unknown[]): unknown[];
    run(...args: unknown[]): { changes: number };
  };
}

const SYNC_CHILD = path.join(import.meta.dirname, 'sync-sql-child.mjs');

/** `svc.db`: each call runs in a child process (slow: for a few checks in a test). */
export function syncDb(pg: { host: string; port: number; user: string; database: string }): SyncDb {
  const run = (mode: string, text: string, args: unknown[]) => {
    const r = spawnSync(process.execPath, [SYNC_CHILD], {
      input: JSON.stringify({ pg, text, args, mode }),
      encoding: 'utf8',
      cwd: path.dirname(SYNC_CHILD),
    });
    if (r.status !== 0) throw new Error(`sql failed: ${text}: ${r.stderr}`);
    const out = JSON.parse(r.stdout) as unknown;
    return out === null ? undefined : out;
  };
  return {
    prepare: (text) => ({
      get: (...args) => run('get', text, args),
      all: (...args) => run('all', text, args) as unknown[],
      run: (...args) => run('run', text, args) as { changes: number },
    }),
  };
}

export interface Service extends Omit<RunningServer, 'db'> {
  /** The auth service's own connection (async). */
  authDb: RunningServer['db'];
  /** Synchronous SQL on the database as the superuser (search_path auth, local_mailbox, public). */
  db: SyncDb;
  anonKey: string;
  dataDir: string;
  client(): SupabaseClient;
  /** Raw request to /auth/v1 with the anon key (unless headers override it). */
  api(route: string, init?: RequestInit & { headers?: Record<string, string> }): Promise<Response>;
  mail(to: string): Promise<StoredMail[]>;
  count(table: string): number;
  stop(): Promise<void>;
}

/** Starts the service in this process on a free port with a fresh data folder. */
export async function startService(env: Record<string, string> = {}): Promise<Service> {
  const dataDir = env.LOCAL_SUPABASE_DATA_DIR ?? tempDir();
  const config = loadConfig({
    LOCAL_SUPABASE_PORT: '0',
    LOCAL_SUPABASE_DATA_DIR: dataDir,
    LOCAL_SUPABASE_SEED_DEMO: 'false',
    // The auth contract tests run without the data stack (test/rest*.test.ts cover /rest/v1).
    LOCAL_SUPABASE_REST: 'false',
    ...env,
  });
  const running = await startServer(config);
  const anonKey = config.anonKey;
  const db = syncDb(running.database.pg);
  const svc: Service = {
    ...running,
    authDb: running.db,
    db,
    anonKey,
    dataDir,
    client: () =>
      createClient(running.url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    api: (route, init = {}) =>
      fetch(`${running.url}/auth/v1${route}`, {
        ...init,
        headers: {
          apikey: anonKey,
          'X-Supabase-Api-Version': '2024-01-01',
          ...(init.headers ?? {}),
        },
      }),
    mail: async (to) => {
      const r = await fetch(`${running.url}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
      return ((await r.json()) as { messages: StoredMail[] }).messages;
    },
    count: (table) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
    stop: async () => {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return svc;
}

let counter = 0;
export const uniqueEmail = (tag = 'user') =>
  `${tag}-${process.pid}-${Date.now().toString(36)}-${counter++}@example.com`;

/** Follows the link in the newest email to `to` without following the 303; returns the Location. */
export async function followLatestLink(svc: Service, to: string): Promise<URL> {
  const [latest] = await svc.mail(to);
  if (!latest) throw new Error(`no mail for ${to}`);
  const res = await fetch(latest.links[0]!, { redirect: 'manual' });
  if (res.status !== 303) throw new Error(`expected 303, got ${res.status}`);
  return new URL(res.headers.get('location')!);
}

export function fragment(u: URL): URLSearchParams {
  return new URLSearchParams(u.hash.slice(1));
}
