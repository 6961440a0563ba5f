import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { DEV_JWT_SECRET } from '../src/config.ts';
import { signHS256 } from '../src/auth/jwt.ts';
import { killAll, spawnService } from './spawn-helper.ts';

/** What src/standalone.ts prints once ready. */
export interface StackReady {
  url: string;
  pid: number;
  postgrestPid: number;
  postgrestSocket: string;
  tiedToParent: boolean;
  serviceRoleKey: string;
  timings: {
    openMs: number;
    migrateMs: number;
    postgrestMs: number;
    totalMs: number;
    created: boolean;
  };
  migrations: { applied: string[]; skipped: string[] };
  /** The database's superuser connection (unix socket). */
  pg: { host: string; port: number; user: string; database: string };
}

export interface StackProc extends StackReady {
  child: ChildProcess;
  /** Wall time from spawn to the ready line (includes Node and tsx start-up). */
  wallMs: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

const started: ChildProcess[] = [];

/** Kills every stack process a test file started and did not stop (afterAll). */
export function killAllStacks(): void {
  killAll(started);
}

/** Runs the data stack alone (src/standalone.ts) in a child process on a free port. */
export async function launchStack(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<StackProc> {
  const t0 = performance.now();
  const { child, exited, ready } = await spawnService(
    'standalone.ts',
    { LOCAL_SUPABASE_PORT: '0', LOCAL_SUPABASE_DATA_DIR: dataDir, ...env },
    (stdout) => {
      const line = stdout.split('\n').find((l) => l.startsWith('{"ready":true'));
      return line ? (JSON.parse(line) as StackReady) : undefined;
    },
    started,
  );
  return { ...ready, child, exited, wallMs: Math.round(performance.now() - t0) };
}

/** The state of a process: 'gone', 'zombie' (dead, not yet reaped) or 'running'. */
export function processState(pid: number): 'gone' | 'zombie' | 'running' {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return 'gone';
  }
  const state = /^State:\s+(\S)/m.exec(status)?.[1];
  return state === 'Z' || state === 'X' ? 'zombie' : 'running';
}

/** The direct children of a process (Linux). */
export function childPids(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** The token's session_id claim. */
  sessionId: string;
}

/**
 * Makes minted users real: their auth.users row (the profile trigger then makes their profile
 * and settings) and the session their token names, as a sign-in would.
 */
export async function registerUsers(pg: StackReady['pg'], ...users: TestUser[]): Promise<void> {
  const sql = postgres({ ...pg, max: 1, onnotice: () => {} });
  try {
    for (const u of users) {
      await sql`insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
          email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
        values ('00000000-0000-0000-0000-000000000000', ${u.id}, 'authenticated', 'authenticated',
          ${u.email}, '', now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())
        on conflict (id) do nothing`;
      await sql`insert into auth.sessions (id, user_id, aal, created_at, updated_at)
        values (${u.sessionId}, ${u.id}, 'aal1', now(), now()) on conflict (id) do nothing`;
    }
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** A signed-in user's access token, minted with the service's own signing code and claims. */
export function mintUser(
  secret = DEV_JWT_SECRET,
  overrides: Record<string, unknown> = {},
): TestUser {
  const id = typeof overrides.sub === 'string' ? overrides.sub : randomUUID();
  const sessionId = typeof overrides.session_id === 'string' ? overrides.session_id : randomUUID();
  const email = `${id.slice(0, 8)}@example.com`;
  const now = Math.floor(Date.now() / 1000);
  const token = signHS256(
    {
      aud: 'authenticated',
      exp: now + 3600,
      iat: now,
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: id,
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
      ...overrides,
    },
    secret,
  );
  return { id, email, token, sessionId };
}

/** supabase-js as the app uses it; with a user, every request carries that user's token. */
export function client(url: string, anonKey: string, user?: TestUser): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(user ? { accessToken: async () => user.token } : {}),
  });
}
