import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { type Service, startService } from './helpers.ts';

/**
 * Sign-out ends realtime access (issue 32 item 6): a channel joined with an access token whose
 * session is then signed out is closed within 5 s (a `system` error, then phx_close), and a new
 * join with that token is refused; another session of the same user keeps its channel.
 * Accounts and sessions are real: signed up and in through /auth/v1.
 */

let svc: Service;
const clients: SupabaseClient[] = [];
const PASSWORD = 'realtime-signout-pw';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor<T>(probe: () => T | undefined | false, ms = 5_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() - t0 > ms) throw new Error(`timed out after ${ms} ms`);
    await sleep(10);
  }
}

function client(token?: string): SupabaseClient {
  const c = createClient(svc.url, svc.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    ...(token ? { accessToken: async () => token } : {}),
  });
  clients.push(c);
  return c;
}

/** A new session of `email` (signing up first if needed): its own client and access token. */
async function signIn(email: string): Promise<{ auth: SupabaseClient; token: string }> {
  const auth = client();
  let r = await auth.auth.signInWithPassword({ email, password: PASSWORD });
  if (r.error) {
    const up = await auth.auth.signUp({ email, password: PASSWORD });
    expect(up.error).toBeNull();
    r = await auth.auth.signInWithPassword({ email, password: PASSWORD });
  }
  expect(r.error).toBeNull();
  return { auth, token: r.data.session!.access_token };
}

interface Sub {
  channel: RealtimeChannel;
  statuses: string[];
  errors: string[];
  system: Record<string, unknown>[];
  changes: unknown[];
}

/** A channel on every change of `jobs` (public rows: anyone signed in receives them). */
async function subscribe(
  c: SupabaseClient,
  expect: 'SUBSCRIBED' | 'CHANNEL_ERROR' = 'SUBSCRIBED',
): Promise<Sub> {
  await c.realtime.setAuth();
  const s: Sub = {
    channel: c.channel(`signout-${randomUUID()}`),
    statuses: [],
    errors: [],
    system: [],
    changes: [],
  };
  s.channel
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'jobs' } as never, (p) =>
      s.changes.push(p),
    )
    .on('system', {}, (p: Record<string, unknown>) => s.system.push(p))
    .subscribe((status, err) => {
      s.statuses.push(status);
      if (err) s.errors.push(err.message);
    });
  await waitFor(() => s.statuses.includes(expect));
  if (expect === 'CHANNEL_ERROR') await c.removeChannel(s.channel);
  return s;
}

async function postJob(by: SupabaseClient, title: string): Promise<void> {
  const r = await by.from('jobs').insert({
    title,
    description: 'Posted to see who hears about it.',
    budget: '$100',
    category: 'design',
    timeline: '1-2 weeks',
    experience_level: 'entry',
    location: 'Remote',
  });
  expect(r.error).toBeNull();
}

beforeAll(async () => {
  svc = await startService({
    LOCAL_SUPABASE_REST: 'true',
    LOCAL_SUPABASE_SEED: 'false',
    LOCAL_SUPABASE_QUIET: 'true',
    LOCAL_SUPABASE_AUTOCONFIRM: 'true',
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => {})));
  await svc?.stop();
});

describe('sign-out ends realtime access', () => {
  it('the signed-out token’s open channel is closed within 5 s and cannot join again; the user’s other session keeps its channel', async () => {
    const email = `signout-${randomUUID().slice(0, 8)}@example.com`;
    const one = await signIn(email);
    const two = await signIn(email);
    const poster = await signIn(`poster-${randomUUID().slice(0, 8)}@example.com`);
    // Someone holding session one's token (a copy of it, unaware of the sign-out).
    const held = await subscribe(client(one.token));
    const other = await subscribe(client(two.token));
    await postJob(poster.auth, 'before sign-out');
    await waitFor(() => held.changes.length === 1 && other.changes.length === 1);

    const t0 = performance.now();
    expect((await one.auth.auth.signOut({ scope: 'local' })).error).toBeNull();
    const error = await waitFor(() => held.system.find((m) => m.status === 'error'), 5_000);
    const closedAfter = Math.round(performance.now() - t0);
    expect(error).toMatchObject({
      extension: 'system',
      status: 'error',
      message: 'Session from session_id claim in JWT does not exist',
    });
    await waitFor(() => held.statuses.includes('CLOSED'));
    console.log(
      `realtime: a signed-out session's channel closed ${closedAfter} ms after signOut()`,
    );

    // The same token cannot join again.
    const again = await subscribe(client(one.token), 'CHANNEL_ERROR');
    expect(again.errors[0]).toMatch(
      /InvalidJWTToken: Session from session_id claim in JWT does not exist/,
    );

    // Session two is untouched: its channel still receives.
    await postJob(poster.auth, 'after sign-out');
    await waitFor(() => other.changes.length === 2);
    expect(held.changes).toHaveLength(1);
    expect(other.statuses).toEqual(['SUBSCRIBED']);
  }, 30_000);

  it('signing out everywhere closes every channel of the user', async () => {
    const email = `global-${randomUUID().slice(0, 8)}@example.com`;
    const one = await signIn(email);
    const two = await signIn(email);
    const a = await subscribe(client(one.token));
    const b = await subscribe(client(two.token));
    expect((await one.auth.auth.signOut({ scope: 'global' })).error).toBeNull();
    await waitFor(() => a.statuses.includes('CLOSED') && b.statuses.includes('CLOSED'), 5_000);
    for (const s of [a, b])
      expect(s.system).toContainEqual(
        expect.objectContaining({ status: 'error', message: expect.stringMatching(/^Session/) }),
      );
  }, 30_000);
});
