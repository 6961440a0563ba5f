/**
 * Presence benchmark (a command, not a test): what the app's presence costs a person with many
 * conversations (apps/web/src/data/presence.ts, issue 36 item 4).
 *
 *   pnpm --filter local-supabase bench:presence  [-- --conversations 50 --rate-limits on]
 *
 * One person (P) has a conversation with each of N others. Every other person tracks
 * themselves on their own private topic `online:<id>` (as the shell does). Then P, as the
 * Messages page does, joins the N partners' private topics to listen (Realtime Authorization:
 * each join runs the select policy), and P's own topic to track. Printed: channels and joins,
 * the time until every join is answered and every partner is seen online, per-join latency
 * percentiles. The service runs in its own process on a
 * free port with a temporary data folder; rate limits off unless `--rate-limits on` (then the
 * local limit of joins per address applies: DEFAULT_JOIN_RATE).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { PACKAGE_DIR } from '../src/config.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--')),
  options: {
    conversations: { type: 'string', default: '50' },
    'rate-limits': { type: 'string', default: 'off' },
  },
});
const N = Number(values.conversations);
if (!Number.isInteger(N) || N < 1 || N > 99) {
  console.error('--conversations must be a whole number from 1 to 99 (100 channels per socket).');
  process.exit(2);
}
const limits = values['rate-limits'] === 'on';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-bench-'));
fs.chmodSync(dataDir, 0o755);
const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
  cwd: PACKAGE_DIR,
  env: {
    ...process.env,
    LOCAL_SUPABASE_PORT: '0',
    LOCAL_SUPABASE_DATA_DIR: dataDir,
    LOCAL_SUPABASE_RATE_LIMITS: limits ? 'on' : 'off',
    LOCAL_SUPABASE_AUTOCONFIRM: 'true',
    LOCAL_SUPABASE_SEED_DEMO: 'false',
    LOCAL_SUPABASE_SEED: 'false',
    LOCAL_SUPABASE_QUIET: 'true',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

try {
  const { url, anonKey } = await new Promise<{ url: string; anonKey: string }>(
    (resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const u = /listening on (http:\/\/\S+)/.exec(out)?.[1];
        const k = /anon key:\s+(\S+)/.exec(out)?.[1];
        if (u && k) resolve({ url: u, anonKey: k });
      });
      child.on('exit', (c) => reject(new Error(`service exited (${c})`)));
    },
  );

  const person = async (tag: string): Promise<{ c: SupabaseClient; id: string }> => {
    const c = createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const email = `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const up = await c.auth.signUp({ email, password: 'presence-bench-pw' });
    if (up.error || !up.data.session) throw new Error(`sign-up: ${up.error?.message}`);
    await c.realtime.setAuth(up.data.session.access_token);
    return { c, id: up.data.user!.id };
  };

  const p = await person('p');
  const others: { c: SupabaseClient; id: string }[] = [];
  for (let i = 0; i < N; i += 1) others.push(await person(`o${i}`));
  for (const o of others) {
    const { error } = await p.c.rpc('start_conversation', { other_user: o.id });
    if (error) throw new Error(`start_conversation: ${error.message}`);
  }
  // The others have the app open: each tracks on their own topic (one socket each).
  await Promise.all(
    others.map(
      (o) =>
        new Promise<void>((resolve, reject) => {
          const ch = o.c.channel(`online:${o.id}`, {
            config: { private: true, presence: { key: o.id } },
          });
          ch.subscribe((status, err) => {
            if (status === 'SUBSCRIBED') void ch.track({ online_at: 'now' }).then(() => resolve());
            else if (status === 'CHANNEL_ERROR' && !limits) reject(err ?? new Error(status));
          });
        }),
    ),
  );

  // All from one address here: with limits on, P starts with a full bucket (as a person on
  // their own address would).
  if (limits) await sleep(11_000);

  // P opens Messages: its own topic (tracked) and one listening channel per partner.
  const t0 = performance.now();
  const joinMs: number[] = [];
  const seen = new Set<string>();
  let refused = 0;
  let allSeenAt = 0;
  const own = p.c.channel(`online:${p.id}`, { config: { private: true, presence: { key: p.id } } });
  const ownJoined = new Promise<number>((resolve) =>
    own.subscribe((status) => {
      if (status === 'SUBSCRIBED') resolve(performance.now() - t0);
    }),
  );
  const joined = others.map(
    (o) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        const ch = p.c.channel(`online:${o.id}`, {
          config: { private: true, presence: { key: p.id, enabled: true } },
        });
        ch.on('presence', { event: 'sync' }, () => {
          if (o.id in ch.presenceState() && !seen.has(o.id)) {
            seen.add(o.id);
            if (seen.size === N) allSeenAt = performance.now() - t0;
          }
        }).subscribe((status) => {
          if (status === 'SUBSCRIBED') {
            joinMs.push(performance.now() - started);
            resolve();
          } else if (status === 'CHANNEL_ERROR') refused += 1;
        });
      }),
  );
  const ownMs = await ownJoined;
  await Promise.all(joined);
  const allJoinedAt = performance.now() - t0;
  for (let i = 0; i < 200 && seen.size < N; i += 1) await sleep(25);

  console.log(`presence with ${N} conversations (rate limits ${limits ? 'on' : 'off'})`);
  console.log(`  P's channels: ${N + 1} on one socket (1 own, tracked; ${N} partners, listening)`);
  console.log(
    `  joins: ${N + 1} (each checked once against the policies: one rolled-back transaction); refusals (supabase-js retried): ${refused}`,
  );
  console.log(`  own topic joined in ${ownMs.toFixed(0)} ms`);
  console.log(
    `  all ${N} partner joins answered in ${allJoinedAt.toFixed(0)} ms; all ${N} seen online after ${allSeenAt ? allSeenAt.toFixed(0) : 'never'} ms`,
  );
  console.log(
    `  per join: p50 ${pct(joinMs, 50).toFixed(0)} ms, p95 ${pct(joinMs, 95).toFixed(0)} ms, max ${Math.max(...joinMs).toFixed(0)} ms`,
  );
  await Promise.all([p, ...others].map((x) => x.c.removeAllChannels()));
} finally {
  stop();
}
process.exit(0);
