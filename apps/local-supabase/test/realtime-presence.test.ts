import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { MAX_TRACK_BYTES, PRESENCE_CLIENT_RATE } from '../src/realtime/presence.ts';
import { type Service, startService } from './helpers.ts';

/**
 * Realtime Presence as supabase-js speaks it (issue 36 item 4): two signed-in people on one
 * topic see each other's sync, a leave (channel removed, socket closed, sign-out) reaches the
 * other as a leave, another topic hears nothing, and the limits hold (a payload that is not an
 * object, a flood of events, an oversized payload). The wire shapes (presence_state,
 * presence_diff with phx_ref) are checked with raw Phoenix frames.
 */

let svc: Service;
const clients: SupabaseClient[] = [];
const PASSWORD = 'realtime-presence-pw';

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

/** A signed-up, signed-in person with their own supabase-js client. */
async function person(tag: string): Promise<Person> {
  const c = createClient(svc.url, svc.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  clients.push(c);
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.com`;
  const up = await c.auth.signUp({ email, password: PASSWORD });
  expect(up.error).toBeNull();
  const r = await c.auth.signInWithPassword({ email, password: PASSWORD });
  expect(r.error).toBeNull();
  await c.realtime.setAuth(r.data.session!.access_token);
  return { c, id: r.data.user!.id, token: r.data.session!.access_token };
}

interface Room {
  channel: RealtimeChannel;
  statuses: string[];
  joins: string[];
  leaves: string[];
  /** The keys present after each sync. */
  synced: string[][];
  keys(): string[];
}

/** Joins `topic` as `p` with presence keyed by their id, tracking `meta` once subscribed. */
async function enter(
  p: Person,
  topic: string,
  meta: Record<string, unknown> | null,
): Promise<Room> {
  const channel = p.c.channel(topic, { config: { presence: { key: p.id } } });
  const room: Room = {
    channel,
    statuses: [],
    joins: [],
    leaves: [],
    synced: [],
    keys: () => Object.keys(channel.presenceState()).sort(),
  };
  channel
    .on('presence', { event: 'sync' }, () => room.synced.push(room.keys()))
    .on('presence', { event: 'join' }, ({ key }: { key: string }) => room.joins.push(key))
    .on('presence', { event: 'leave' }, ({ key }: { key: string }) => room.leaves.push(key))
    .subscribe((status) => room.statuses.push(status));
  await waitFor(() => room.statuses.includes('SUBSCRIBED'));
  if (meta) expect(await channel.track(meta)).toBe('ok');
  return room;
}

/** A raw Phoenix socket (vsn 2.0.0) with every frame it receives. */
async function raw(token: string) {
  const ws = new WebSocket(
    `${svc.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${svc.anonKey}&vsn=2.0.0`,
  );
  const frames: unknown[][] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as unknown[]));
  await new Promise((r) => ws.once('open', r));
  let ref = 0;
  const send = (topic: string, event: string, payload: unknown) => {
    const r = String(++ref);
    ws.send(JSON.stringify(['1', r, topic, event, payload]));
    return r;
  };
  const replyTo = (r: string) =>
    waitFor(() => frames.find((f) => f[1] === r && f[3] === 'phx_reply')?.[4] as never);
  const join = async (topic: string, config: Record<string, unknown>) =>
    (await replyTo(send(topic, 'phx_join', { config, access_token: token }))) as {
      status: string;
    };
  return { ws, frames, send, replyTo, join };
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

describe('presence through supabase-js', () => {
  it('two people on one topic see each other’s sync; one leaves and the other sees the leave', async () => {
    const a = await person('ana');
    const b = await person('ben');
    const topic = `presence-${randomUUID()}`;
    const roomA = await enter(a, topic, { user_id: a.id, online_at: new Date().toISOString() });
    const roomB = await enter(b, topic, { user_id: b.id, online_at: new Date().toISOString() });
    const both = [a.id, b.id].sort();
    await waitFor(() => roomA.keys().join() === both.join());
    await waitFor(() => roomB.keys().join() === both.join());
    expect(roomA.joins).toContain(b.id);
    // The meta is what was tracked, with the server's reference.
    const metaOfB = (roomA.channel.presenceState() as Record<string, Record<string, unknown>[]>)[
      b.id
    ]![0]!;
    expect(metaOfB.user_id).toBe(b.id);
    expect(typeof metaOfB.presence_ref).toBe('string');

    // Someone on another topic hears nothing of this one.
    const c = await person('cat');
    const elsewhere = await enter(c, `presence-${randomUUID()}`, { user_id: c.id });
    expect(elsewhere.keys()).toEqual([c.id]);

    await b.c.removeChannel(roomB.channel);
    await waitFor(() => roomA.leaves.includes(b.id));
    expect(roomA.keys()).toEqual([a.id]);
    expect(elsewhere.joins).not.toContain(a.id);
    expect(elsewhere.keys()).toEqual([c.id]);
  });

  it('untrack, and a track with a new payload, reach the other side', async () => {
    const a = await person('ada');
    const b = await person('bo');
    const topic = `presence-${randomUUID()}`;
    const roomA = await enter(a, topic, null);
    const roomB = await enter(b, topic, { user_id: b.id, status: 'reading' });
    await waitFor(() => roomA.keys().includes(b.id));
    expect(await roomB.channel.track({ user_id: b.id, status: 'typing' })).toBe('ok');
    await waitFor(
      () =>
        (roomA.channel.presenceState() as Record<string, Record<string, unknown>[]>)[b.id]?.[0]
          ?.status === 'typing',
    );
    expect(await roomB.channel.untrack()).toBe('ok');
    await waitFor(() => roomA.leaves.includes(b.id));
    expect(roomA.keys()).toEqual([]);
  });

  it('a closed socket and a sign-out each clear the person’s presence', async () => {
    const a = await person('al');
    const b = await person('bea');
    const d = await person('dee');
    const topic = `presence-${randomUUID()}`;
    const roomA = await enter(a, topic, { user_id: a.id });
    await enter(b, topic, { user_id: b.id });
    await enter(d, topic, { user_id: d.id });
    await waitFor(() => roomA.keys().length === 3);

    b.c.realtime.disconnect();
    await waitFor(() => roomA.leaves.includes(b.id));

    // Signed out on the server: the session check ends the channel (within a few seconds).
    const out = await fetch(`${svc.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: svc.anonKey, Authorization: `Bearer ${d.token}` },
    });
    expect(out.status).toBe(204);
    await waitFor(() => roomA.leaves.includes(d.id), 8_000);
    expect(roomA.keys()).toEqual([a.id]);
  });
});

describe('presence on the wire', () => {
  it('presence_state after the join when enabled, then presence_diff with joins and leaves', async () => {
    const a = await person('wa');
    const b = await person('wb');
    const topic = `realtime:wire-${randomUUID()}`;
    const x = await raw(a.token);
    const y = await raw(b.token);
    try {
      expect((await x.join(topic, { presence: { key: 'ka', enabled: true } })).status).toBe('ok');
      const state = await waitFor(() => x.frames.find((f) => f[3] === 'presence_state'));
      expect(state[2]).toBe(topic);
      expect(state[4]).toEqual({});

      // Not enabled at join: the first track turns it on (state first, then diffs).
      expect((await y.join(topic, { presence: { key: 'kb', enabled: false } })).status).toBe('ok');
      await sleep(100);
      expect(y.frames.some((f) => f[3] === 'presence_state')).toBe(false);
      const tracked = await y.replyTo(
        y.send(topic, 'presence', { type: 'presence', event: 'track', payload: { n: 1 } }),
      );
      expect(tracked).toEqual({ status: 'ok', response: {} });
      const diff = (await waitFor(() => x.frames.find((f) => f[3] === 'presence_diff'))) as [
        unknown,
        unknown,
        string,
        string,
        { joins: Record<string, { metas: Record<string, unknown>[] }>; leaves: object },
      ];
      expect(Object.keys(diff[4].joins)).toEqual(['kb']);
      expect(diff[4].joins.kb!.metas[0]).toMatchObject({ n: 1, phx_ref: expect.any(String) });
      expect(diff[4].leaves).toEqual({});
      await waitFor(() => y.frames.find((f) => f[3] === 'presence_state'));

      // Leaving the channel removes the presence: the other side gets the leave.
      y.send(topic, 'phx_leave', {});
      const leave = (await waitFor(() =>
        x.frames.find(
          (f) =>
            f[3] === 'presence_diff' &&
            Object.keys((f[4] as { leaves: object }).leaves).includes('kb'),
        ),
      )) as unknown[];
      expect((leave[4] as { joins: object }).joins).toEqual({});
    } finally {
      x.ws.close();
      y.ws.close();
    }
  });

  it('refuses a payload that is not an object, presence before a join, floods and oversized payloads', async () => {
    const a = await person('lim');
    const topic = `realtime:limits-${randomUUID()}`;
    const x = await raw(a.token);
    try {
      // Not joined: no presence.
      expect(
        await x.replyTo(
          x.send(topic, 'presence', { type: 'presence', event: 'track', payload: {} }),
        ),
      ).toMatchObject({ status: 'error' });
      expect((await x.join(topic, { presence: { key: 'k', enabled: true } })).status).toBe('ok');
      expect(
        await x.replyTo(
          x.send(topic, 'presence', { type: 'presence', event: 'track', payload: 'hi' }),
        ),
      ).toEqual({ status: 'error', response: { reason: 'Presence track payload must be a map' } });
      // That was event 1 of the window; the rest up to the limit pass, the next ends the channel.
      for (let i = 2; i <= PRESENCE_CLIENT_RATE.events; i++) {
        expect(
          await x.replyTo(
            x.send(topic, 'presence', { type: 'presence', event: 'track', payload: { i } }),
          ),
        ).toMatchObject({ status: 'ok' });
      }
      x.send(topic, 'presence', { type: 'presence', event: 'track', payload: { i: 99 } });
      const system = await waitFor(() =>
        x.frames.find(
          (f) => f[3] === 'system' && (f[4] as { message: string }).message.includes('rate limit'),
        ),
      );
      expect((system[4] as { message: string }).message).toBe(
        'Client presence rate limit exceeded',
      );
      await waitFor(() => x.frames.find((f) => f[2] === topic && f[3] === 'phx_close'));

      // An oversized payload ends the channel too.
      const other = `realtime:big-${randomUUID()}`;
      expect((await x.join(other, { presence: { key: 'k', enabled: true } })).status).toBe('ok');
      x.send(other, 'presence', {
        type: 'presence',
        event: 'track',
        payload: { blob: 'x'.repeat(MAX_TRACK_BYTES) },
      });
      const big = await waitFor(() => x.frames.find((f) => f[2] === other && f[3] === 'system'));
      expect((big[4] as { message: string }).message).toBe('Track message size exceeded');
    } finally {
      x.ws.close();
    }
  });
});
