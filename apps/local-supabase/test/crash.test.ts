import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { PACKAGE_DIR } from '../src/config.ts';
import { tempDir } from './helpers.ts';
import { bannerReady, killAll, spawnService } from './spawn-helper.ts';

/**
 * The storage property: kill -9 at any moment (here: in the middle of a sign-up burst) loses no
 * user or session whose request was answered with success, the service starts again on the same
 * data, and a second instance on the same folder refuses to start.
 */

interface Proc {
  child: ChildProcess;
  url: string;
  anonKey: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

const children: ChildProcess[] = [];

async function launch(dataDir: string): Promise<Proc> {
  const { child, exited, ready } = await spawnService(
    'main.ts',
    {
      LOCAL_SUPABASE_PORT: '0',
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      LOCAL_SUPABASE_AUTOCONFIRM: 'true',
      LOCAL_SUPABASE_RATE_LIMITS: 'off',
      LOCAL_SUPABASE_REST: 'false', // the data stack's kill -9 test is test/rest-crash.test.ts
    },
    bannerReady(),
    children,
  );
  return { child, exited, ...ready };
}

interface Acked {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs up users with `concurrency` requests in flight; kills the service after `killAfter` successes. */
async function burstThenKill(proc: Proc, killAfter: number, concurrency: number): Promise<Acked[]> {
  const acked: Acked[] = [];
  const sb = createClient(proc.url, proc.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  let n = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const email = `burst-${process.pid}-${Date.now()}-${n++}@example.com`;
      const password = `pw-${email}`;
      const r = await sb.auth.signUp({ email, password });
      if (r.error || !r.data.session) continue; // failed because of the kill: no promise was made
      if (killed) continue; // answered after the kill was decided: counted neither way
      acked.push({
        email,
        password,
        userId: r.data.user!.id,
        accessToken: r.data.session.access_token,
        refreshToken: r.data.session.refresh_token,
      });
      if (acked.length >= killAfter && !killed) {
        killed = true;
        proc.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const e = await proc.exited;
  expect(e.signal).toBe('SIGKILL');
  return acked;
}

afterAll(() => killAll(children));

describe('crash safety of the data folder', () => {
  const dataDir = tempDir('local-supabase-crash-');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('kill -9 during sign-up bursts loses nothing that was acknowledged; restarts on the same data', async () => {
    const all: Acked[] = [];
    for (const killAfter of [10, 16]) {
      const proc = await launch(dataDir);
      all.push(...(await burstThenKill(proc, killAfter, 4)));
    }
    expect(all.length).toBeGreaterThanOrEqual(26);

    const proc = await launch(dataDir);
    try {
      const sb = () =>
        createClient(proc.url, proc.anonKey, {
          auth: { persistSession: false, autoRefreshToken: false },
        });
      let i = 0;
      for (const a of all) {
        // The session given in the acknowledged answer still exists: its access token is accepted.
        const user = await sb().auth.getUser(a.accessToken);
        expect(user.error, a.email).toBeNull();
        expect(user.data.user!.id).toBe(a.userId);
        // And the refresh token of every third one still rotates; every one can sign in again.
        if (i++ % 3 === 0) {
          const r = await sb().auth.refreshSession({ refresh_token: a.refreshToken });
          expect(r.error, a.email).toBeNull();
        }
      }
      const signIns = await Promise.all(
        all
          .slice(0, 4)
          .map((a) => sb().auth.signInWithPassword({ email: a.email, password: a.password })),
      );
      for (const s of signIns) expect(s.error).toBeNull();
    } finally {
      proc.child.kill('SIGTERM');
      await proc.exited;
    }
  }, 120_000);

  it('a second instance on the same folder refuses to start with a clear message', async () => {
    const first = await launch(dataDir);
    try {
      const second = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
        cwd: PACKAGE_DIR,
        env: {
          ...process.env,
          LOCAL_SUPABASE_PORT: '0',
          LOCAL_SUPABASE_DATA_DIR: dataDir,
          LOCAL_SUPABASE_REST: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(second);
      let stderr = '';
      second.stderr.on('data', (d) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) =>
        second.on('exit', (c) => resolve(c)),
      );
      expect(code).toBe(3);
      expect(stderr).toContain(
        `data directory ${dataDir} is already in use by another running local-supabase (pid ${first.child.pid})`,
      );
      // The first instance is unharmed.
      const res = await fetch(`${first.url}/auth/v1/health`, {
        headers: { apikey: first.anonKey },
      });
      expect(res.status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      const e = await first.exited;
      expect(e.code).toBe(0);
    }
    // After a clean stop the folder is free again.
    const again = await launch(dataDir);
    again.child.kill('SIGKILL');
    await again.exited;
    const afterKill = await launch(dataDir); // and after kill -9 too: the OS lock died with the process
    afterKill.child.kill('SIGTERM');
    await afterKill.exited;
  }, 60_000);
});
