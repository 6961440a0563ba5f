import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { DEV_JWT_SECRET, PACKAGE_DIR, serviceRoleKeyFor } from '../src/config.ts';
import { tempDir } from './helpers.ts';
import { bannerReady, killAll, spawnService } from './spawn-helper.ts';
import { childPids, processState } from './stack-helpers.ts';

/**
 * The service as `pnpm --filter local-supabase start` runs it (src/main.ts): /auth/v1 and /rest/v1 on
 * one origin, users signed up through the auth API reading and writing through PostgREST with
 * their own sessions, the banner, SIGTERM, and kill -9 followed by a start on the same port.
 */

interface Launched {
  child: ChildProcess;
  url: string;
  anonKey: string;
  banner: string;
  postgrestPid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

const children: ChildProcess[] = [];
afterAll(() => killAll(children));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function launch(dataDir: string, port: number): Promise<Launched> {
  const { child, exited, ready, stdout } = await spawnService(
    'main.ts',
    {
      LOCAL_SUPABASE_PORT: String(port),
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      LOCAL_SUPABASE_AUTOCONFIRM: 'true',
      LOCAL_SUPABASE_RATE_LIMITS: 'off',
      LOCAL_SUPABASE_SEED_DEMO: 'false',
      LOCAL_SUPABASE_SEED: 'false', // an empty database: this test counts every row
    },
    bannerReady(/started in \d+ ms/),
    children,
  );
  // The node process's children: PostgREST is the only one.
  const [postgrestPid] = childPids(child.pid!);
  return { child, exited, ...ready, banner: stdout, postgrestPid: postgrestPid! };
}

const timing = (banner: string) => /started in .*/.exec(banner)?.[0] ?? '?';

describe('the service with /rest/v1 (src/main.ts)', () => {
  const dataDir = tempDir('local-supabase-rest-server-');
  const times: string[] = [];
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(`service ${times.join('; ')}`);
  });

  it('serves auth and REST on one origin; sessions from /auth/v1 carry RLS; SIGTERM, kill -9, restart on the same port', async () => {
    const port = await freePort();
    const first = await launch(dataDir, port);
    times.push(`cold: ${timing(first.banner)}`);
    expect(first.banner).toContain(`REST API:      ${first.url}/rest/v1   (PostgREST 12.0.2`);
    const migrations = fs
      .readdirSync(new URL('../../../supabase/migrations/', import.meta.url))
      .filter((name) => name.endsWith('.sql')).length;
    expect(first.banner).toContain(`migrations:    ${migrations} applied, 0 already applied`);
    expect(first.banner).toMatch(
      /started in \d+ ms: .*\(first start: initdb\), migrations \d+ ms, PostgREST \d+ ms/,
    );
    expect(processState(first.postgrestPid)).toBe('running');

    const opts = { auth: { persistSession: false, autoRefreshToken: false } };
    const a = createClient(first.url, first.anonKey, opts);
    const b = createClient(first.url, first.anonKey, opts);
    const signA = await a.auth.signUp({ email: 'ada@example.com', password: 'ada-password' });
    const signB = await b.auth.signUp({ email: 'bob@example.com', password: 'bob-password' });
    expect(signA.error).toBeNull();
    expect(signB.error).toBeNull();
    const idA = signA.data.user!.id;

    // The sign-up made the profile (the auth.users trigger): the email's local part as name.
    const profile = await a.from('profiles').select().single();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({ id: idA, display_name: 'ada' });
    const posted = await a
      .from('jobs')
      .insert({
        title: 'Data pipeline',
        description: 'Move our CSVs into Postgres.',
        budget: '$500',
        category: 'development',
        timeline: '1-2 weeks',
        experience_level: 'entry',
      })
      .select('id, owner_id')
      .single();
    expect(posted.error).toBeNull();
    expect(posted.data!.owner_id).toBe(idA);
    const taken = await b
      .from('jobs')
      .update({ title: 'Mine now' })
      .eq('id', posted.data!.id)
      .select();
    expect(taken.data).toEqual([]);
    // After sign-out the same client is anon again: open jobs only, no settings.
    await b.auth.signOut();
    expect((await b.from('jobs').select('title')).data).toEqual([{ title: 'Data pipeline' }]);
    expect((await b.from('user_settings').select()).error?.code).toBe('42501');

    // The service-role key (dev-keys.json) is accepted by /rest/v1 and bypasses RLS.
    const keys = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'dev-keys.json'), 'utf8')) as {
      serviceRoleKey: string;
      restUrl: string;
    };
    expect(keys.serviceRoleKey).toBe(serviceRoleKeyFor(DEV_JWT_SECRET));
    expect(keys.restUrl).toBe('http://127.0.0.1:54321/rest/v1');
    const admin = createClient(first.url, keys.serviceRoleKey, opts);
    const everyone = (await admin.from('profiles').select('id')).data!.map((r) => r.id as string);
    expect(everyone.sort()).toEqual([idA, signB.data.user!.id].sort());
    // /auth/v1 still takes the anon key only.
    const authWithService = await fetch(`${first.url}/auth/v1/settings`, {
      headers: { apikey: keys.serviceRoleKey },
    });
    expect(authWithService.status).toBe(401);

    // SIGTERM: everything stops, exit 0.
    first.child.kill('SIGTERM');
    const e1 = await first.exited;
    expect(e1.code).toBe(0);
    expect(processState(first.postgrestPid)).not.toBe('running');

    // Warm start on the same port and data, then kill -9: PostgREST goes with it.
    const second = await launch(dataDir, port);
    times.push(`warm: ${timing(second.banner)}`);
    expect(second.banner).toContain(`migrations:    0 applied, ${migrations} already applied`);
    second.child.kill('SIGKILL');
    await second.exited;
    for (let i = 0; i < 50 && processState(second.postgrestPid) === 'running'; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(processState(second.postgrestPid)).not.toBe('running');

    // The next start finds the port free and the data kept.
    const third = await launch(dataDir, port);
    times.push(`warm after kill -9: ${timing(third.banner)}`);
    expect(third.url).toBe(first.url);
    const again = createClient(third.url, third.anonKey, opts);
    const signIn = await again.auth.signInWithPassword({
      email: 'ada@example.com',
      password: 'ada-password',
    });
    expect(signIn.error).toBeNull();
    expect((await again.from('profiles').select('id, display_name')).data).toEqual([
      { id: idA, display_name: 'ada' },
    ]);
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
  }, 240_000);
});
