import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { type SupabaseClient, createClient } from '@supabase/supabase-js';
import { DEMO_EMAIL, DEMO_PASSWORD, DEV_JWT_SECRET, serviceRoleKeyFor } from '../src/config.ts';
import { SAMPLE_EMAIL_DOMAIN, SAMPLE_PASSWORD } from '../src/config.ts';
import { tempDir } from './helpers.ts';
import { bannerReady, killAll, spawnService } from './spawn-helper.ts';

/**
 * Durability of /rest/v1 (the embedded Postgres behind PostgREST), as test/crash.test.ts checks
 * the auth store: the whole service (src/main.ts, seeded) is killed with SIGKILL in the middle
 * of concurrent writes by several signed-in users (jobs and messages through supabase-js), a few
 * rounds in a row on the same data folder; then every write that was acknowledged is there.
 * The seed ran once: restarts find it recorded and add nothing.
 */

interface Proc {
  child: ChildProcess;
  url: string;
  anonKey: string;
  banner: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

const children: ChildProcess[] = [];
afterAll(() => killAll(children));

async function launch(dataDir: string): Promise<Proc> {
  const { child, exited, ready, stdout } = await spawnService(
    'main.ts',
    {
      LOCAL_SUPABASE_PORT: '0',
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      LOCAL_SUPABASE_RATE_LIMITS: 'off',
      LOCAL_SUPABASE_QUIET: 'true',
    },
    bannerReady(/started in \d+ ms/),
    children,
  );
  return { child, exited, ...ready, banner: stdout };
}

const opts = { auth: { persistSession: false, autoRefreshToken: false } };

/** A writer: a signed-in user and what it writes (one row per call, its id when acknowledged). */
interface Writer {
  email: string;
  password: string;
  kind: 'jobs' | 'messages';
  token?: string;
  conversations?: string[];
}

function asUser(proc: Proc, token: string): SupabaseClient {
  return createClient(proc.url, proc.anonKey, { ...opts, accessToken: async () => token });
}

/** The database's abuse-limit codes: the writer stops (its share is spent). */
const LIMITED = new Set(['RLJOB', 'RLMSG', 'RLUNA']);

async function writeOne(
  sb: SupabaseClient,
  w: Writer,
  n: number,
): Promise<string | null | 'limited'> {
  if (w.kind === 'jobs') {
    const r = await sb
      .from('jobs')
      .insert({
        title: `Durability job ${n}`,
        description: `Written by ${w.email} while the stack may be killed.`,
        budget: '$100',
        category: 'development',
        timeline: '1-2 weeks',
        experience_level: 'entry',
      })
      .select('id')
      .single();
    if (r.error && LIMITED.has(r.error.code)) return 'limited';
    return r.error ? null : (r.data.id as string);
  }
  const conversation = w.conversations![n % w.conversations!.length]!;
  const r = await sb
    .from('messages')
    .insert({ conversation_id: conversation, body: `Durability message ${n} from ${w.email}` })
    .select('id')
    .single();
  if (r.error && LIMITED.has(r.error.code)) return 'limited';
  return r.error ? null : (r.data.id as string);
}

describe('kill -9 of the stack during concurrent REST writes', () => {
  const dataDir = tempDir('local-supabase-rest-crash-');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('loses no acknowledged write; the seed runs once', async () => {
    const sample = (key: string) => `${key}@${SAMPLE_EMAIL_DOMAIN}`;
    // The database's abuse limits hold here too (10 jobs a day, 30 messages a minute per
    // person): the jobs come from twelve of the sample clients, the messages from two people.
    const writers: Writer[] = [
      { email: DEMO_EMAIL, password: DEMO_PASSWORD, kind: 'messages' },
      { email: sample('sarah-chen'), password: SAMPLE_PASSWORD, kind: 'messages' },
      ...[
        'lotus-flow-studios',
        'forno-azul',
        'basecamp-rentals',
        'brightwater-housing-trust',
        'cadence-health',
        'code-club-north',
        'common-ground-gardens',
        'fieldnote-studio',
        'kiez-coffee-roasters',
        'lantern-table-games',
        'movewell-physio',
        'northwind-climate-fund',
      ].map((key) => ({ email: sample(key), password: SAMPLE_PASSWORD, kind: 'jobs' as const })),
    ];
    const acked = { jobs: new Set<string>(), messages: new Set<string>() };
    const lines: string[] = [];
    let baseline: { jobs: number; messages: number; profiles: number } | undefined;
    const admin = (proc: Proc) => createClient(proc.url, serviceRoleKeyFor(DEV_JWT_SECRET), opts);
    const count = async (proc: Proc, table: string) => {
      const r = await admin(proc).from(table).select('*', { count: 'exact', head: true });
      expect(r.error).toBeNull();
      return r.count!;
    };

    for (const [round, killAfter] of [30, 45, 60].entries()) {
      const proc = await launch(dataDir);
      expect(proc.banner).toMatch(
        round === 0 ? /seed: +sample marketplace: \d+ accounts/ : /seed: +already seeded/,
      );
      if (!baseline) {
        baseline = {
          jobs: await count(proc, 'jobs'),
          messages: await count(proc, 'messages'),
          profiles: await count(proc, 'profiles'),
        };
        expect(baseline.jobs).toBeGreaterThan(0);
        expect(baseline.messages).toBeGreaterThan(0);
        // The seeded sample people sign in with the documented password; their sessions
        // outlive every restart below (the auth store is durable too).
        for (const w of writers) {
          const r = await createClient(proc.url, proc.anonKey, opts).auth.signInWithPassword({
            email: w.email,
            password: w.password,
          });
          expect(r.error, w.email).toBeNull();
          w.token = r.data.session!.access_token;
          if (w.kind === 'messages') {
            const c = await asUser(proc, w.token).from('conversations').select('id');
            expect(c.error).toBeNull();
            w.conversations = c.data!.map((x) => x.id as string);
            expect(w.conversations.length).toBeGreaterThan(0);
          }
        }
      }

      let killed = false;
      let n = 0;
      let inFlight = 0;
      let inFlightAtKill = 0;
      const roundAcked = { jobs: 0, messages: 0 };
      const worker = async (w: Writer) => {
        const sb = asUser(proc, w.token!);
        while (!killed) {
          inFlight++;
          const id = await writeOne(sb, w, n++);
          inFlight--;
          if (id === 'limited') return;
          if (!id || killed) continue; // failed by the kill, or answered after it: no promise counted
          acked[w.kind].add(id);
          roundAcked[w.kind]++;
          if (roundAcked.jobs + roundAcked.messages >= killAfter && !killed) {
            killed = true;
            inFlightAtKill = inFlight;
            proc.child.kill('SIGKILL');
          }
        }
      };
      // Two concurrent requests per message writer, one per job writer: 16 in flight.
      await Promise.all(
        writers.flatMap((w) => (w.kind === 'messages' ? [worker(w), worker(w)] : [worker(w)])),
      );
      expect(killed, 'every writer reached its limit before the kill').toBe(true);
      const e = await proc.exited;
      expect(e.signal).toBe('SIGKILL');
      lines.push(
        `round ${round + 1}: kill -9 after ${roundAcked.jobs + roundAcked.messages} acknowledged writes (jobs ${roundAcked.jobs}, messages ${roundAcked.messages}), ${inFlightAtKill} in flight`,
      );
    }

    const proc = await launch(dataDir);
    try {
      expect(proc.banner).toMatch(/seed: +already seeded/);
      const sb = admin(proc);
      const missing: string[] = [];
      for (const table of ['jobs', 'messages'] as const) {
        const ids = [...acked[table]];
        for (let i = 0; i < ids.length; i += 100) {
          const chunk = ids.slice(i, i + 100);
          const r = await sb.from(table).select('id').in('id', chunk);
          expect(r.error).toBeNull();
          const found = new Set(r.data!.map((x) => x.id as string));
          missing.push(...chunk.filter((id) => !found.has(id)).map((id) => `${table}:${id}`));
        }
      }
      const jobs = await count(proc, 'jobs');
      const messages = await count(proc, 'messages');
      const total = acked.jobs.size + acked.messages.size;
      lines.push(
        `after restart: ${total - missing.length}/${total} acknowledged writes present (jobs ${acked.jobs.size}, messages ${acked.messages.size}); ` +
          `committed but never acknowledged (in flight at a kill): ${jobs + messages - baseline!.jobs - baseline!.messages - total}`,
      );
      console.log(`rest durability: ${lines.join('; ')}`);
      expect(missing).toEqual([]);
      expect(jobs).toBeGreaterThanOrEqual(baseline!.jobs + acked.jobs.size);
      expect(messages).toBeGreaterThanOrEqual(baseline!.messages + acked.messages.size);
      // The seed did not run again: the sample people's profiles are the same rows.
      expect(await count(proc, 'profiles')).toBe(baseline!.profiles);
    } finally {
      proc.child.kill('SIGTERM');
      await proc.exited;
    }
  }, 150_000);
});
