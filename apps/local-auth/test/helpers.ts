import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../src/config.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import type { StoredMail } from '../src/mailer.ts';

export function tempDir(prefix = 'local-auth-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface Service extends RunningServer {
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
  const dataDir = env.LOCAL_AUTH_DATA_DIR ?? tempDir();
  const config = loadConfig({
    LOCAL_AUTH_PORT: '0',
    LOCAL_AUTH_DATA_DIR: dataDir,
    LOCAL_AUTH_SEED_DEMO: 'false',
    // The auth contract tests run without the data stack (test/rest*.test.ts cover /rest/v1).
    LOCAL_AUTH_REST: 'false',
    ...env,
  });
  const running = await startServer(config);
  const anonKey = config.anonKey;
  const svc: Service = {
    ...running,
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
    count: (table) =>
      (running.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
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
