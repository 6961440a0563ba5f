import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEV_JWT_SECRET } from '../src/config.ts';
import { signHS256 } from '../src/jwt.ts';
import { killAll, spawnService } from './spawn-helper.ts';

/** What src/stack/standalone.ts prints once ready. */
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

/** Runs the data stack alone (src/stack/standalone.ts) in a child process on a free port. */
export async function launchStack(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<StackProc> {
  const t0 = performance.now();
  const { child, exited, ready } = await spawnService(
    path.join('stack', 'standalone.ts'),
    { LOCAL_AUTH_PORT: '0', LOCAL_AUTH_DATA_DIR: dataDir, ...env },
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
}

/** A signed-in user's access token, minted with the service's own signing code and claims. */
export function mintUser(
  secret = DEV_JWT_SECRET,
  overrides: Record<string, unknown> = {},
): TestUser {
  const id = randomUUID();
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
      session_id: randomUUID(),
      is_anonymous: false,
      ...overrides,
    },
    secret,
  );
  return { id, email, token };
}

/** supabase-js as the app uses it; with a user, every request carries that user's token. */
export function client(url: string, anonKey: string, user?: TestUser): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(user ? { accessToken: async () => user.token } : {}),
  });
}
