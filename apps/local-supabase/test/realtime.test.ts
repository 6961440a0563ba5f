import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEV_JWT_SECRET } from '../src/config.ts';
import { signHS256 } from '../src/auth/jwt.ts';
import { type Service, startService } from './helpers.ts';
import { mintUser, registerUsers, type TestUser } from './stack-helpers.ts';

/**
 * /realtime/v1 driven by the real supabase-js (and by raw Phoenix frames where the exact wire
 * matters): who receives which change (from the write-ahead log, RLS through PostgREST with each
 * subscriber's JWT), the token lifecycle (setAuth, expiry, forged tokens), filters, heartbeats,
 * leave, order, and the delivery latency (printed). Sign-out: realtime-signout.test.ts; limits:
 * realtime-limits.test.ts.
 */

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

const IDLE_TIMEOUT_S = 2;
let svc: Service;
let A: TestUser;
let B: TestUser;
let C: TestUser;
let conv: string;
const clients: SupabaseClient[] = [];
const sockets: WebSocket[] = [];

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

/**
 * A token for `user` (and its session) that expires in `seconds`, signed as the auth service
 * signs them.
 */
function tokenFor(user: TestUser, seconds: number, secret = DEV_JWT_SECRET): string {
  const now = Math.floor(Date.now() / 1000);
  return signHS256(
    {
      aud: 'authenticated',
      exp: now + seconds,
      iat: now,
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      session_id: user.sessionId,
    },
    secret,
  );
}

/** supabase-js as the app uses it, reading its token from `token()` (a session's, or none). */
function sb(token?: () => string): SupabaseClient {
  const c = createClient(svc.url, svc.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Heartbeats well inside the idle timeout the service runs with here.
    realtime: { transport: WebSocket as never, heartbeatIntervalMs: 500 },
    ...(token ? { accessToken: async () => token() } : {}),
  });
  clients.push(c);
  return c;
}

interface Sub {
  channel: RealtimeChannel;
  changes: Change[];
  /** performance.now() at each change's arrival. */
  at: number[];
  system: Row[];
  statuses: string[];
  errors: string[];
}

/** Subscribes to messages of `conv` (or the given binding) and waits for SUBSCRIBED. */
async function subscribe(
  client: SupabaseClient,
  binding: { event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table?: string; filter?: string } = {},
  config: Record<string, unknown> = {},
  expect: 'SUBSCRIBED' | 'CHANNEL_ERROR' = 'SUBSCRIBED',
): Promise<Sub> {
  // Joins carry the client's token: make sure it has fetched it first.
  await client.realtime.setAuth();
  const s: Sub = {
    channel: client.channel(`room-${randomUUID()}`, { config } as never),
    changes: [],
    at: [],
    system: [],
    statuses: [],
    errors: [],
  };
  s.channel
    .on(
      'postgres_changes',
      {
        event: binding.event ?? '*',
        schema: 'public',
        table: binding.table ?? 'messages',
        ...('filter' in binding
          ? binding.filter === undefined
            ? {}
            : { filter: binding.filter }
          : { filter: `conversation_id=eq.${conv}` }),
      } as never,
      (p: Change) => {
        s.at.push(performance.now());
        s.changes.push(p);
      },
    )
    .on('system', {}, (p: Row) => s.system.push(p))
    .subscribe((status, err) => {
      s.statuses.push(status);
      if (err) s.errors.push(err.message);
    });
  await waitFor(() => s.statuses.includes(expect));
  if (expect === 'SUBSCRIBED') await waitFor(() => s.system.length > 0);
  return s;
}

async function send(body: string, from = A, conversation = conv): Promise<Row> {
  const r = await sb(() => from.token)
    .from('messages')
    .insert({ conversation_id: conversation, body })
    .select()
    .single();
  expect(r.error).toBeNull();
  return r.data as Row;
}

/** A raw Phoenix connection (vsn 2.0.0 unless told), with the frames it received. */
async function raw(
  query = `apikey=${svc.anonKey}&vsn=2.0.0`,
): Promise<{ ws: WebSocket; frames: unknown[]; closed: Promise<number> }> {
  const ws = new WebSocket(`${svc.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
  sockets.push(ws);
  const frames: unknown[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, frames, closed };
}

/** The HTTP status an upgrade is refused with, and its JSON body. */
function refused(query: string): Promise<{ status: number; body: Row }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${svc.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
    ws.on('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Row }));
    });
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', () => {});
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!);
};

beforeAll(async () => {
  svc = await startService({
    LOCAL_SUPABASE_REST: 'true',
    LOCAL_SUPABASE_SEED: 'false',
    LOCAL_SUPABASE_QUIET: 'true',
    LOCAL_SUPABASE_REALTIME_IDLE_TIMEOUT: String(IDLE_TIMEOUT_S),
  });
  A = mintUser();
  B = mintUser();
  C = mintUser();
  // Accounts and sessions as a sign-in makes them (the profile comes from the auth.users trigger).
  await registerUsers(svc.database.pg, A, B, C);
  for (const [u, name] of [
    [A, 'Ada'],
    [B, 'Bob'],
    [C, 'Cy'],
  ] as const) {
    const r = await sb(() => u.token)
      .from('profiles')
      .update({ display_name: name })
      .eq('id', u.id);
    expect(r.error).toBeNull();
  }
  const r = await sb(() => A.token).rpc('start_conversation', { other_user: B.id });
  expect(r.error).toBeNull();
  conv = r.data as string;
  // B has replied: A's messages are not capped at 5 (the database's abuse limits).
  const reply = await sb(() => B.token)
    .from('messages')
    .insert({ conversation_id: conv, body: 'Hi Ada' });
  expect(reply.error).toBeNull();
}, 120_000);

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => {})));
  await svc?.stop();
});

describe('postgres_changes through supabase-js', () => {
  it('B receives A’s new message with its record; C and anon on the same filter receive nothing', async () => {
    const b = await subscribe(sb(() => B.token));
    const bAll = await subscribe(
      sb(() => B.token),
      { filter: undefined },
    );
    const c = await subscribe(sb(() => C.token));
    const cAll = await subscribe(
      sb(() => C.token),
      { filter: undefined },
    );
    const anon = await subscribe(sb());
    for (const s of [b, c, anon])
      expect(s.system[0]).toMatchObject({
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
      });

    const row = await send('Hello Bob, about the dashboard');
    const got = await waitFor(() => b.changes[0]);
    expect(got).toMatchObject({
      schema: 'public',
      table: 'messages',
      eventType: 'INSERT',
      new: row,
      old: {},
      errors: null,
    });
    expect(got.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await waitFor(() => bAll.changes[0]);
    expect(bAll.changes[0]!.new).toEqual(row);

    await sleep(600);
    expect(c.changes).toEqual([]);
    expect(cAll.changes).toEqual([]);
    expect(anon.changes).toEqual([]);
    // Anon may not read messages at all (PostgREST answers 401 42501): nothing to see, but the
    // channel stays open.
    expect(anon.statuses).toEqual(['SUBSCRIBED']);
    expect(b.changes).toHaveLength(1);
  });

  it('the recipient marking it read reaches the sender as an UPDATE (old record: primary key only)', async () => {
    const a = await subscribe(
      sb(() => A.token),
      { event: 'UPDATE' },
    );
    const c = await subscribe(
      sb(() => C.token),
      { event: 'UPDATE' },
    );
    const row = await send('Please read me');
    const marked = await sb(() => B.token).rpc('mark_conversation_read', { conversation: conv });
    expect(marked.error).toBeNull();
    const got = await waitFor(() => a.changes.find((x) => (x.new as Row).id === row.id));
    expect(got.eventType).toBe('UPDATE');
    expect((got.new as Row).read_at).toEqual(expect.any(String));
    expect((got.new as Row).body).toBe('Please read me');
    expect(got.old).toEqual({ id: row.id });
    // INSERT is not UPDATE: the sender's UPDATE-only channel got nothing for the send itself.
    expect(a.changes.every((x) => x.eventType === 'UPDATE')).toBe(true);
    await sleep(300);
    expect(c.changes).toEqual([]);
  });

  it('a proposal reaches the job’s owner and its freelancer, nobody else; a new job reaches everyone signed in', async () => {
    const ownerAll = await subscribe(
      sb(() => A.token),
      { table: 'proposals', filter: undefined },
    );
    const freelancer = await subscribe(
      sb(() => B.token),
      { table: 'proposals', filter: undefined },
    );
    const other = await subscribe(
      sb(() => C.token),
      { table: 'proposals', filter: undefined },
    );
    const jobsC = await subscribe(
      sb(() => C.token),
      { table: 'jobs', filter: undefined },
    );

    const job = await sb(() => A.token)
      .from('jobs')
      .insert({
        title: 'Realtime test job',
        description: 'Checks who receives proposals live.',
        budget: '$100',
        category: 'design',
        timeline: '1-2 weeks',
        experience_level: 'entry',
        location: 'Remote',
      })
      .select('id')
      .single();
    expect(job.error).toBeNull();
    const jobId = (job.data as Row).id;
    // An open job is public: C's jobs channel receives it.
    await waitFor(() => jobsC.changes.find((x) => (x.new as Row).id === jobId));

    const proposal = await sb(() => B.token)
      .from('proposals')
      .insert({ job_id: jobId, cover_letter: 'I can do this.', bid: 90 })
      .select()
      .single();
    expect(proposal.error).toBeNull();
    const row = proposal.data as Row;
    const got = await waitFor(() => ownerAll.changes.find((x) => (x.new as Row).id === row.id));
    expect(got).toMatchObject({ table: 'proposals', eventType: 'INSERT', new: row });
    await waitFor(() => freelancer.changes.find((x) => (x.new as Row).id === row.id));
    await sleep(600);
    expect(other.changes).toEqual([]);
  });

  it('a DELETE carries the primary key only, as on hosted; a filter on another column lets none through', async () => {
    const row = await send('to be deleted by the service role');
    const bFiltered = await subscribe(
      sb(() => B.token),
      { event: 'DELETE' },
    );
    const bAll = await subscribe(
      sb(() => B.token),
      { event: 'DELETE', filter: undefined },
    );
    const byId = await subscribe(
      sb(() => B.token),
      {
        event: 'DELETE',
        filter: `id=eq.${row.id as string}`,
      },
    );
    const service = createClient(svc.url, svc.data!.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    clients.push(service);
    expect((await service.from('messages').delete().eq('id', row.id)).error).toBeNull();
    const got = await waitFor(() => bAll.changes[0]);
    expect(got).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: row.id } });
    await waitFor(() => byId.changes[0]);
    await sleep(300);
    expect(bFiltered.changes).toEqual([]);
  });

  it('a token replaced through setAuth: the channel follows the new identity', async () => {
    // Bob's own channel is the control: once it has a change, the same batch went to every channel.
    const control = await subscribe(sb(() => B.token));
    let current = C.token;
    const client = sb(() => current);
    const s = await subscribe(client);
    await send('one: for Bob only');
    await waitFor(() => control.changes.length === 1);
    await sleep(300);
    expect(s.changes).toEqual([]);

    current = B.token;
    await client.realtime.setAuth();
    await sleep(500);
    await send('two: the channel is Bob now');
    await waitFor(() => s.changes.length === 1);
    expect((s.changes[0]!.new as Row).body).toBe('two: the channel is Bob now');

    current = C.token;
    await client.realtime.setAuth();
    await sleep(500);
    await send('three: Cy again');
    await waitFor(() => control.changes.length === 3);
    await sleep(300);
    expect(s.changes.map((x) => (x.new as Row).body)).toEqual(['two: the channel is Bob now']);
  });

  it('a token that expires ends the channel with a system error; nothing more arrives', async () => {
    const short = tokenFor(B, 3);
    const s = await subscribe(sb(() => short));
    await send('before expiry');
    await waitFor(() => s.changes.length === 1);
    const error = await waitFor(() => s.system.find((m) => m.status === 'error'), 6_000);
    expect(error).toMatchObject({ extension: 'system', status: 'error' });
    expect(error.message).toMatch(/^Token has expired/);
    await waitFor(() => s.statuses.includes('CLOSED'));
    const control = await subscribe(sb(() => B.token));
    await send('after expiry');
    await waitFor(() => control.changes.length === 1);
    await sleep(300);
    expect(s.changes).toHaveLength(1);
  });

  it('a forged or expired token is refused at join (CHANNEL_ERROR), an invalid apikey at the upgrade', async () => {
    const forged = tokenFor(B, 600, 'not-the-secret-not-the-secret-not-the-secret');
    const s = await subscribe(
      sb(() => forged),
      {},
      {},
      'CHANNEL_ERROR',
    );
    expect(s.errors[0]).toMatch(/JwtSignatureError/);
    const expired = await subscribe(
      sb(() => tokenFor(B, -10)),
      {},
      {},
      'CHANNEL_ERROR',
    );
    expect(expired.errors[0]).toMatch(/Token has expired/);

    expect(await refused('apikey=nope&vsn=2.0.0')).toEqual({
      status: 401,
      body: {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
    });
    expect((await refused('vsn=2.0.0')).status).toBe(401);
    // A user's JWT is not an API key.
    expect((await refused(`apikey=${B.token}&vsn=2.0.0`)).status).toBe(401);
    expect((await refused(`apikey=${svc.anonKey}&vsn=3.0.0`)).status).toBe(400);
  });

  it('an unsupported filter, column or table is answered with an error, as hosted does', async () => {
    const cases: [Parameters<typeof subscribe>[1], RegExp][] = [
      [{ filter: `conversation_id=like.${conv}` }, /Error parsing `filter` params/],
      [{ filter: `nope=eq.1` }, /invalid column for filter nope/],
      [{ filter: `conversation_id=eq.not-a-uuid` }, /uuid/],
      // portfolio items are not in the supabase_realtime publication.
      [{ table: 'portfolio_items', filter: undefined }, /Unable to subscribe to changes/],
    ];
    for (const [binding, message] of cases) {
      const s = await subscribe(
        sb(() => B.token),
        binding,
      );
      expect(s.system[0]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
      expect(s.system[0]!.message).toMatch(/^Unable to subscribe to changes with given parameters/);
      expect(s.system[0]!.message).toMatch(message);
    }
    // Asked to wait for the subscription, the join itself is refused.
    const waited = await subscribe(
      sb(() => B.token),
      { filter: `conversation_id=like.x` },
      { postgres_changes_options: { wait: true } },
      'CHANNEL_ERROR',
    );
    expect(waited.errors[0]).toMatch(/^RealtimeDisabledForConfiguration: Unable to subscribe/);
  });

  it('leaving stops delivery; once nobody listens, changes cost no reads', async () => {
    const control = await subscribe(sb(() => B.token));
    const client = sb(() => B.token);
    const s = await subscribe(client);
    await send('before leave');
    await waitFor(() => s.changes.length === 1);
    expect(await client.removeChannel(s.channel)).toBe('ok');
    await send('after leave');
    await waitFor(() => control.changes.length === 2);
    await sleep(300);
    expect(s.changes).toHaveLength(1);

    // Everyone leaves: the WAL still streams, but its transactions are dropped unread.
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await waitFor(() => svc.realtime!.stats().subscribers === 0);
    const reads = (svc.realtime!.stats() as { reads: number }).reads;
    await send('nobody listens');
    await sleep(300);
    expect(svc.realtime!.stats()).toMatchObject({ subscribers: 0, active: true, reads });
  });
});

describe('the Phoenix wire', () => {
  it('answers heartbeats; a connection that sends nothing is closed after the idle timeout', async () => {
    const r = await raw();
    r.ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    await waitFor(() => r.frames.length === 1);
    expect(r.frames[0]).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    const t0 = Date.now();
    expect(await r.closed).toBe(1000);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(IDLE_TIMEOUT_S * 1000 - 100);
  });

  it('supabase-js heartbeats keep a channel alive past the idle timeout', async () => {
    const client = sb(() => B.token);
    const s = await subscribe(client);
    await sleep(IDLE_TIMEOUT_S * 1000 * 2);
    expect(client.realtime.isConnected()).toBe(true);
    await send('still there?');
    await waitFor(() => s.changes.length === 1);
    expect(s.statuses).toEqual(['SUBSCRIBED']);
  });

  it('speaks vsn 1.0.0 object frames too; replies to unknown topics; an invalid access_token closes the channel', async () => {
    const r = await raw(`apikey=${svc.anonKey}&vsn=1.0.0`);
    const topic = 'realtime:wire';
    r.ws.send(
      JSON.stringify({
        topic,
        event: 'phx_join',
        ref: '1',
        join_ref: '1',
        payload: {
          config: {
            postgres_changes: [
              {
                event: 'INSERT',
                schema: 'public',
                table: 'messages',
                filter: `conversation_id=eq.${conv}`,
              },
            ],
          },
          access_token: B.token,
        },
      }),
    );
    await waitFor(() => r.frames.length >= 2);
    expect(r.frames[0]).toMatchObject({
      topic,
      event: 'phx_reply',
      ref: '1',
      join_ref: '1',
      payload: {
        status: 'ok',
        response: {
          postgres_changes: [
            {
              event: 'INSERT',
              schema: 'public',
              table: 'messages',
              filter: `conversation_id=eq.${conv}`,
              id: expect.any(Number),
            },
          ],
        },
      },
    });
    expect(r.frames[1]).toMatchObject({
      topic,
      event: 'system',
      payload: { status: 'ok', extension: 'postgres_changes', message: 'Subscribed to PostgreSQL' },
    });
    const id = (r.frames[0] as { payload: { response: { postgres_changes: { id: number }[] } } })
      .payload.response.postgres_changes[0]!.id;
    const row = await send('over vsn 1');
    const change = (await waitFor(() =>
      r.frames.find((f) => (f as Row).event === 'postgres_changes'),
    )) as { payload: { ids: number[]; data: Row } };
    expect(change.payload.ids).toEqual([id]);
    expect(change.payload.data).toMatchObject({
      schema: 'public',
      table: 'messages',
      type: 'INSERT',
      record: row,
      errors: null,
    });
    expect(change.payload.data.columns).toContainEqual({ name: 'conversation_id', type: 'uuid' });

    r.ws.send(JSON.stringify({ topic: 'realtime:other', event: 'x', ref: '2', payload: {} }));
    await waitFor(() =>
      r.frames.find(
        (f) =>
          (f as Row).topic === 'realtime:other' &&
          JSON.stringify((f as Row).payload).includes('unmatched topic'),
      ),
    );

    const forged = tokenFor(B, 600, 'not-the-secret-not-the-secret-not-the-secret');
    r.ws.send(
      JSON.stringify({
        topic,
        event: 'access_token',
        ref: '3',
        join_ref: '1',
        payload: { access_token: forged },
      }),
    );
    const close = await waitFor(() => r.frames.find((f) => (f as Row).event === 'phx_close'));
    expect(close).toMatchObject({ topic, join_ref: '1' });
    expect(r.frames).toContainEqual(
      expect.objectContaining({
        topic,
        event: 'system',
        payload: expect.objectContaining({
          extension: 'system',
          status: 'error',
          message: 'Failed to validate JWT signature',
        }),
      }),
    );
  });
});

describe('token order', () => {
  it('two access_token messages in a row: the later one wins, even when the earlier one is checked last', async () => {
    const control = await subscribe(sb(() => B.token));
    const r = await raw();
    const topic = 'realtime:order';
    r.ws.send(
      JSON.stringify([
        '1',
        '1',
        topic,
        'phx_join',
        {
          config: {
            postgres_changes: [
              {
                event: 'INSERT',
                schema: 'public',
                table: 'messages',
                filter: `conversation_id=eq.${conv}`,
              },
            ],
          },
          access_token: C.token,
        },
      ]),
    );
    await waitFor(() => r.frames.some((f) => (f as unknown[])[3] === 'system'));
    // B's token (its session is looked up in the database), then at once the anon key (no
    // session: taken at once). The channel must end up anon, which may not read the messages.
    r.ws.send(JSON.stringify(['1', '2', topic, 'access_token', { access_token: B.token }]));
    r.ws.send(JSON.stringify(['1', '3', topic, 'access_token', { access_token: svc.anonKey }]));
    await sleep(300);
    const before = control.changes.length;
    await send('who hears this?');
    await waitFor(() => control.changes.length === before + 1);
    await sleep(300);
    expect(r.frames.filter((f) => (f as unknown[])[3] === 'postgres_changes')).toEqual([]);
    expect(r.frames.filter((f) => (f as unknown[])[3] === 'phx_close')).toEqual([]);
  });
});

describe('order and latency', () => {
  it('delivers in commit order; prints send → receipt latency over 50 messages', async () => {
    const s = await subscribe(
      sb(() => B.token),
      { event: 'INSERT' },
    );
    // Sent as A by the service role: a person may send 30 messages a minute (abuse limits), and
    // this sends 100. Delivery is the same: a write through /rest/v1, then the WAL.
    const service = createClient(svc.url, svc.data!.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    clients.push(service);
    const sender = {
      from: (table: 'messages') => ({
        insert: (row: { conversation_id: string; body: string }) =>
          service.from(table).insert({ ...row, sender_id: A.id }),
      }),
    };
    const latencies: number[] = [];
    for (let i = 0; i < 50; i++) {
      const before = s.changes.length;
      const t0 = performance.now();
      const r = await sender.from('messages').insert({ conversation_id: conv, body: `paced ${i}` });
      expect(r.error).toBeNull();
      await waitFor(() => s.changes.length > before);
      latencies.push(performance.now() - t0);
    }
    // A burst: 50 sends without waiting for delivery, two writers at a time.
    const burstStart = s.changes.length;
    const sentAt = new Map<string, number>();
    const bodies = Array.from({ length: 50 }, (_, i) => `burst ${i}`);
    for (let i = 0; i < bodies.length; i += 2) {
      await Promise.all(
        bodies.slice(i, i + 2).map(async (body) => {
          sentAt.set(body, performance.now());
          const r = await sender.from('messages').insert({ conversation_id: conv, body });
          expect(r.error).toBeNull();
        }),
      );
    }
    await waitFor(() => s.changes.length - burstStart >= 50, 15_000);
    const received = s.changes.slice(burstStart).map((x) => x.new as Row);
    // Commit order: the pairs were sent one after another, so every message of a pair is
    // committed before any of the next pair (within a pair, either may commit first).
    const pairOf = received.map((x) =>
      Math.floor(Number(String(x.body).slice('burst '.length)) / 2),
    );
    expect(pairOf).toEqual([...pairOf].sort((a, b) => a - b));
    expect(new Set(received.map((x) => x.body)).size).toBe(50);
    // The paced ones arrived in the order they were sent.
    expect(s.changes.slice(0, 50).map((x) => (x.new as Row).body)).toEqual(
      Array.from({ length: 50 }, (_, i) => `paced ${i}`),
    );
    const burst = received.map((x, i) => s.at[burstStart + i]! - sentAt.get(x.body as string)!);
    console.log(
      `realtime delivery, send → receipt: paced (50, one at a time) p50 ${pct(latencies, 50)} ms, p95 ${pct(latencies, 95)} ms, max ${pct(latencies, 100)} ms; ` +
        `burst (50, two writers) p50 ${pct(burst, 50)} ms, p95 ${pct(burst, 95)} ms, max ${pct(burst, 100)} ms; ` +
        `feed ${JSON.stringify(svc.realtime!.stats())}`,
    );
  }, 60_000);
});
