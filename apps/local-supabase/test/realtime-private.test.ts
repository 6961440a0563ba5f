import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { type Service, startService } from './helpers.ts';

/**
 * Private channels (Realtime Authorization, as hosted): the join of a private channel is
 * allowed only when a select policy on realtime.messages lets the JWT see the topic, and a
 * presence track only when an insert policy lets it write. Checked against the app's own
 * policies (migration 20261128100000): a person's presence topic, `online:<user id>`, is read
 * by them and by the people they have a conversation with, and written (tracked) only by them
 * while their 'Show when I'm online' is on. A stranger, the anon key and a public channel of
 * the same name learn nothing.
 */

let svc: Service;
const clients: SupabaseClient[] = [];
const PASSWORD = 'realtime-private-pw';

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

interface Person {
  c: SupabaseClient;
  id: string;
  token: string;
}

async function person(tag: string): Promise<Person> {
  const c = createClient(svc.url, svc.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  clients.push(c);
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.com`;
  expect((await c.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
  const r = await c.auth.signInWithPassword({ email, password: PASSWORD });
  expect(r.error).toBeNull();
  await c.realtime.setAuth(r.data.session!.access_token);
  return { c, id: r.data.user!.id, token: r.data.session!.access_token };
}

async function conversation(a: Person, b: Person): Promise<string> {
  const { data, error } = await a.c.rpc('start_conversation', { other_user: b.id });
  expect(error).toBeNull();
  return data as string;
}

interface Room {
  channel: RealtimeChannel;
  statuses: string[];
  errors: string[];
  keys(): string[];
}

function enter(p: Person, topic: string, isPrivate = true): Room {
  const channel = p.c.channel(topic, {
    config: { private: isPrivate, presence: { key: p.id, enabled: true } },
  });
  const room: Room = {
    channel,
    statuses: [],
    errors: [],
    keys: () => Object.keys(channel.presenceState()).sort(),
  };
  channel
    .on('presence', { event: 'sync' }, () => {})
    .subscribe((status, err) => {
      room.statuses.push(status);
      if (err) room.errors.push(err.message);
    });
  return room;
}

/** One raw phx_join (vsn 2.0.0) and its reply. */
async function rawJoin(token: string | undefined, topic: string, config: Record<string, unknown>) {
  const ws = new WebSocket(
    `${svc.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${svc.anonKey}&vsn=2.0.0`,
  );
  const frames: unknown[][] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as unknown[]));
  await new Promise((r) => ws.once('open', r));
  ws.send(
    JSON.stringify([
      '1',
      '1',
      `realtime:${topic}`,
      'phx_join',
      token ? { config, access_token: token } : { config },
    ]),
  );
  const answer = await waitFor(
    () => frames.find((f) => f[1] === '1' && f[3] === 'phx_reply')?.[4] as never,
  );
  ws.close();
  return answer as { status: string; response: { reason?: string } };
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

describe('private presence channels (Realtime Authorization)', () => {
  it('a person tracks on their own private topic; the person they talk to sees them there but cannot track', async () => {
    const a = await person('pa');
    const b = await person('pb');
    await conversation(a, b);
    const topic = `online:${a.id}`;
    const own = enter(a, topic);
    const partner = enter(b, topic);
    await waitFor(() => own.statuses.includes('SUBSCRIBED'));
    await waitFor(() => partner.statuses.includes('SUBSCRIBED'));
    expect(await own.channel.track({ online_at: 'now' })).toBe('ok');
    await waitFor(() => partner.keys().join() === a.id);
    // Reading is all the partner may do there: their track is refused.
    expect(await partner.channel.track({ online_at: 'now' })).toBe('error');
    await sleep(300);
    expect(own.keys()).toEqual([a.id]);
    // A leaves: the partner sees it.
    await a.c.removeChannel(own.channel);
    await waitFor(() => partner.keys().length === 0);
  });

  it('a stranger, the anon key and a malformed topic are refused; a public channel of the same name sees nothing', async () => {
    const a = await person('sa');
    const b = await person('sb');
    const stranger = await person('sx');
    await conversation(a, b);
    const topic = `online:${a.id}`;
    const own = enter(a, topic);
    await waitFor(() => own.statuses.includes('SUBSCRIBED'));
    expect(await own.channel.track({ online_at: 'now' })).toBe('ok');

    const refused = `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;
    expect(await rawJoin(stranger.token, topic, { private: true })).toEqual({
      status: 'error',
      response: { reason: refused },
    });
    const byAnon = await rawJoin(undefined, topic, { private: true });
    expect(byAnon).toEqual({ status: 'error', response: { reason: refused } });
    expect((await rawJoin(a.token, `online:${a.id}'; select 1`, { private: true })).status).toBe(
      'error',
    );
    expect((await rawJoin(a.token, `online:`, { private: true })).status).toBe('error');
    // The partner may; and once the stranger talks to A, so may they.
    expect((await rawJoin(b.token, topic, { private: true })).status).toBe('ok');

    // Through supabase-js: the channel errors with the server's reason.
    const denied = enter(stranger, topic);
    await waitFor(() => denied.statuses.includes('CHANNEL_ERROR'));
    expect(denied.errors.join()).toContain(refused);
    expect(denied.keys()).toEqual([]);
    await stranger.c.removeChannel(denied.channel);

    // The public channel of the same name is another place: A's presence is not there.
    const open = enter(stranger, topic, false);
    await waitFor(() => open.statuses.includes('SUBSCRIBED'));
    await sleep(300);
    expect(open.keys()).toEqual([]);
    expect(own.keys()).toEqual([a.id]);
    await stranger.c.removeChannel(open.channel);

    await conversation(stranger, a);
    expect((await rawJoin(stranger.token, topic, { private: true })).status).toBe('ok');
  });

  it('with Show when I’m online off, a person cannot track; on again, a new join can', async () => {
    const a = await person('ha');
    const b = await person('hb');
    await conversation(a, b);
    const topic = `online:${a.id}`;
    const off = await a.c
      .from('user_settings')
      .update({ show_online: false })
      .eq('user_id', a.id)
      .select('show_online');
    expect(off.error).toBeNull();
    expect(off.data).toEqual([{ show_online: false }]);

    const partner = enter(b, topic);
    const own = enter(a, topic);
    await waitFor(() => partner.statuses.includes('SUBSCRIBED'));
    await waitFor(() => own.statuses.includes('SUBSCRIBED'));
    expect(await own.channel.track({ online_at: 'now' })).toBe('error');
    await sleep(300);
    expect(partner.keys()).toEqual([]);

    const on = await a.c.from('user_settings').update({ show_online: true }).eq('user_id', a.id);
    expect(on.error).toBeNull();
    await a.c.removeChannel(own.channel);
    const again = enter(a, topic);
    await waitFor(() => again.statuses.includes('SUBSCRIBED'));
    expect(await again.channel.track({ online_at: 'now' })).toBe('ok');
    await waitFor(() => partner.keys().join() === a.id);
  });
});
