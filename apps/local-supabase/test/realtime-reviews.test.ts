import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import WebSocket from 'ws';
import { type Service, startService } from './helpers.ts';
import { mintUser, registerUsers, type TestUser } from './stack-helpers.ts';

/**
 * Reviews through /realtime/v1 with the real supabase-js, as the job page and the profile
 * follow them (20261128102000_realtime_reviews.sql): double-blind, so a review still hidden
 * reaches its writer only; the second review of an engagement publishes both and reaches both
 * parties and a third account that may see the reviewee's public profile; a review of a
 * private profile reaches the two parties only.
 */

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

let svc: Service;
let A: TestUser; // the client
let B: TestUser; // the freelancer
let C: TestUser; // a third account
let engagementId: string;
const clients: SupabaseClient[] = [];

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

function sb(user: TestUser): SupabaseClient {
  const c = createClient(svc.url, svc.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never, heartbeatIntervalMs: 500 },
    accessToken: async () => user.token,
  });
  clients.push(c);
  return c;
}

interface Sub {
  channel: RealtimeChannel;
  changes: Change[];
}

/** Follows every change to public.reviews as `user`, as the app's live channel does. */
async function follow(user: TestUser): Promise<Sub> {
  const client = sb(user);
  await client.realtime.setAuth();
  const statuses: string[] = [];
  const s: Sub = { channel: client.channel(`reviews-${randomUUID()}`), changes: [] };
  s.channel
    .on('postgres_changes', { event: '*', schema: 'public', table: 'reviews' }, (p: Change) =>
      s.changes.push(p),
    )
    .subscribe((status) => statuses.push(status));
  await waitFor(() => statuses.includes('SUBSCRIBED'));
  return s;
}

const ids = (s: Sub) => s.changes.map((c) => (c.new as Row).id);

beforeAll(async () => {
  svc = await startService({
    LOCAL_SUPABASE_REST: 'true',
    LOCAL_SUPABASE_SEED: 'false',
    LOCAL_SUPABASE_QUIET: 'true',
  });
  A = mintUser();
  B = mintUser();
  C = mintUser();
  await registerUsers(svc.database.pg, A, B, C);
  for (const [u, name] of [
    [A, 'Ada'],
    [B, 'Bob'],
    [C, 'Cy'],
  ] as const) {
    const r = await sb(u).from('profiles').update({ display_name: name }).eq('id', u.id);
    expect(r.error).toBeNull();
  }
  engagementId = await completedEngagement('Live reviews job');
}, 120_000);

/** A posts a job, B applies, A hires B and completes the work directly: the engagement's id. */
async function completedEngagement(title: string): Promise<string> {
  const job = await sb(A)
    .from('jobs')
    .insert({
      title,
      description: 'Checks who receives reviews live.',
      budget: '$100',
      category: 'design',
      timeline: '1-2 weeks',
      experience_level: 'entry',
      location: 'Remote',
    })
    .select('id')
    .single();
  expect(job.error).toBeNull();
  const proposal = await sb(B)
    .from('proposals')
    .insert({ job_id: (job.data as Row).id, cover_letter: 'I can do this.', bid: 90 })
    .select('id')
    .single();
  expect(proposal.error).toBeNull();
  const accepted = await sb(A).rpc('accept_proposal', { proposal: (proposal.data as Row).id });
  expect(accepted.error).toBeNull();
  const engagement = await sb(A)
    .from('engagements')
    .select('id')
    .eq('proposal_id', (proposal.data as Row).id as string)
    .single();
  expect(engagement.error).toBeNull();
  const id = (engagement.data as Row).id as string;
  const done = await sb(A).from('engagements').update({ status: 'completed' }).eq('id', id);
  expect(done.error).toBeNull();
  return id;
}

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => {})));
  await svc?.stop();
});

describe('reviews through postgres_changes', () => {
  it('a hidden review reaches its writer only; the second one, which reveals both, reaches both parties and a viewer of the public profile', async () => {
    const client = await follow(A);
    const freelancer = await follow(B);
    const third = await follow(C);

    // A reviews B first: hidden from B (and everyone else) until B has written theirs.
    const first = await sb(A)
      .from('reviews')
      .insert({ engagement_id: engagementId, rating: 5, comment: 'Quick and careful.' })
      .select()
      .single();
    expect(first.error).toBeNull();
    const firstRow = first.data as Row;
    const own = await waitFor(() => client.changes.find((c) => (c.new as Row).id === firstRow.id));
    expect(own).toMatchObject({ table: 'reviews', eventType: 'INSERT', new: firstRow });
    await sleep(600);
    expect(ids(freelancer)).toEqual([]);
    expect(ids(third)).toEqual([]);
    // What B may read agrees: nothing yet.
    const hidden = await sb(B).from('reviews').select('id').eq('engagement_id', engagementId);
    expect(hidden.error).toBeNull();
    expect(hidden.data).toEqual([]);

    // B reviews A: both are published now. B's row reaches B, A (its reviewee) and C (A's
    // profile is public); A's row does not change, so the app loads the reviews again.
    const second = await sb(B)
      .from('reviews')
      .insert({ engagement_id: engagementId, rating: 4, comment: 'Clear brief.' })
      .select()
      .single();
    expect(second.error).toBeNull();
    const secondRow = second.data as Row;
    for (const sub of [freelancer, client, third]) {
      const got = await waitFor(() => sub.changes.find((c) => (c.new as Row).id === secondRow.id));
      expect(got).toMatchObject({ eventType: 'INSERT', new: secondRow });
    }
    // Nothing else: A's first row did not change at the reveal.
    expect(ids(freelancer)).toEqual([secondRow.id]);
    expect(ids(third)).toEqual([secondRow.id]);
    // After the reveal, B reads A's review too (what the app loads on that change).
    const revealed = await sb(B).from('reviews').select('id').eq('engagement_id', engagementId);
    expect((revealed.data ?? []).map((r) => r.id).sort()).toEqual(
      [firstRow.id, secondRow.id].sort(),
    );
  });

  it('once published, a review of a private profile reaches the two parties only', async () => {
    const second = await completedEngagement('Live reviews job, again');
    const priv = await sb(A)
      .from('user_settings')
      .update({ profile_visibility: 'private' })
      .eq('user_id', A.id);
    expect(priv.error).toBeNull();
    const client = await follow(A);
    const freelancer = await follow(B);
    const third = await follow(C);

    const mine = await sb(A)
      .from('reviews')
      .insert({ engagement_id: second, rating: 5, comment: 'Again quick.' })
      .select('id')
      .single();
    expect(mine.error).toBeNull();
    const theirs = await sb(B)
      .from('reviews')
      .insert({ engagement_id: second, rating: 3, comment: 'Slow to answer.' })
      .select('id')
      .single();
    expect(theirs.error).toBeNull();
    const theirsId = (theirs.data as Row).id;
    await waitFor(() => client.changes.find((c) => (c.new as Row).id === theirsId));
    await waitFor(() => freelancer.changes.find((c) => (c.new as Row).id === theirsId));
    await sleep(600);
    // A's profile is private: B's review of A never reaches C. The delivery checks RLS when
    // it reads the change (as hosted Realtime does), so A's review of B, public once B's is
    // written, may reach C and B then: only ever rows each may read at that moment.
    expect(ids(third)).not.toContain(theirsId);
    const readable = await sb(C).from('reviews').select('id').eq('engagement_id', second);
    expect(readable.error).toBeNull();
    const canRead = (readable.data ?? []).map((r) => r.id);
    expect(canRead).toEqual([(mine.data as Row).id]);
    for (const id of ids(third)) expect(canRead).toContain(id);
  });
});
