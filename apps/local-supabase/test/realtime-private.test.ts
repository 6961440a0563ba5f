import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { type Service, startService } from './helpers.ts';

/**
 * Private channels (Realtime Authorization, as hosted): the join of a private channel is
 * allowed only when a select policy on realtime.messages lets the JWT see the topic, and a
 * presence track only when an insert policy lets it write. Checked against the app's own
 * policies (migration 20261128100000): the presence topic of a conversation,
 * `presence:<conversation id>`, is for its two members, and a member whose 'Show when I'm
 * online' is off may listen but not be seen. A stranger, the anon key and a public channel of
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
  it('the two members of a conversation join its private topic and see each other', async () => {
    const a = await person('pa');
    const b = await person('pb');
    const topic = `presence:${await conversation(a, b)}`;
    const roomA = enter(a, topic);
    const roomB = enter(b, topic);
    await waitFor(() => roomA.statuses.includes('SUBSCRIBED'));
    await waitFor(() => roomB.statuses.includes('SUBSCRIBED'));
    expect(await roomA.channel.track({ online_at: 'now' })).toBe('ok');
    expect(await roomB.channel.track({ online_at: 'now' })).toBe('ok');
    const both = [a.id, b.id].sort().join();
    await waitFor(() => roomA.keys().join() === both);
    await waitFor(() => roomB.keys().join() === both);
  });

  it('a stranger, the anon key and a malformed topic are refused; a public channel of the same name sees nothing', async () => {
    const a = await person('sa');
    const b = await person('sb');
    const stranger = await person('sx');
    const id = await conversation(a, b);
    const topic = `presence:${id}`;
    const roomA = enter(a, topic);
    await waitFor(() => roomA.statuses.includes('SUBSCRIBED'));
    expect(await roomA.channel.track({ online_at: 'now' })).toBe('ok');

    const refused = `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;
    const byStranger = await rawJoin(stranger.token, topic, { private: true });
    expect(byStranger).toEqual({ status: 'error', response: { reason: refused } });
    const byAnon = await rawJoin(undefined, topic, { private: true });
    expect(byAnon.status).toBe('error');
    expect(byAnon.response.reason).toBe(refused);
    const malformed = await rawJoin(a.token, `presence:${id}'; select 1`, { private: true });
    expect(malformed.status).toBe('error');
    // Another conversation of the stranger's is no key to this one.
    const own = await conversation(stranger, b);
    expect((await rawJoin(stranger.token, `presence:${own}`, { private: true })).status).toBe('ok');

    // Through supabase-js: the channel errors with the server's reason.
    const roomX = enter(stranger, topic);
    await waitFor(() => roomX.statuses.includes('CHANNEL_ERROR'));
    expect(roomX.errors.join()).toContain('Unauthorized');
    expect(roomX.keys()).toEqual([]);
    await stranger.c.removeChannel(roomX.channel);

    // The public channel of the same name is another place: A's presence is not there.
    const open = enter(stranger, topic, false);
    await waitFor(() => open.statuses.includes('SUBSCRIBED'));
    await sleep(300);
    expect(open.keys()).toEqual([]);
    expect(roomA.keys()).toEqual([a.id]);
  });

  it('with Show when I’m online off, a member listens but cannot track', async () => {
    const a = await person('ha');
    const b = await person('hb');
    const topic = `presence:${await conversation(a, b)}`;
    const off = await b.c
      .from('user_settings')
      .update({ show_online: false })
      .eq('user_id', b.id)
      .select('show_online');
    expect(off.error).toBeNull();
    expect(off.data).toEqual([{ show_online: false }]);

    const roomA = enter(a, topic);
    const roomB = enter(b, topic);
    await waitFor(() => roomA.statuses.includes('SUBSCRIBED'));
    await waitFor(() => roomB.statuses.includes('SUBSCRIBED'));
    expect(await roomA.channel.track({ online_at: 'now' })).toBe('ok');
    await waitFor(() => roomB.keys().join() === a.id);
    expect(await roomB.channel.track({ online_at: 'now' })).toBe('error');
    await sleep(300);
    expect(roomA.keys()).toEqual([a.id]);

    // Switched on again, a new join may track.
    await b.c.from('user_settings').update({ show_online: true }).eq('user_id', b.id);
    await b.c.removeChannel(roomB.channel);
    const again = enter(b, topic);
    await waitFor(() => again.statuses.includes('SUBSCRIBED'));
    expect(await again.channel.track({ online_at: 'now' })).toBe('ok');
    await waitFor(() => roomA.keys().join() === [a.id, b.id].sort().join());
  });
});
