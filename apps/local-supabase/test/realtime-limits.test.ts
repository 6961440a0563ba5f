import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEFAULT_JOIN_RATE, MAX_FILTERS_PER_TABLE } from '../src/realtime/endpoint.ts';
import { type Service, startService } from './helpers.ts';

/**
 * /realtime/v1's local limits: at most MAX_FILTERS_PER_TABLE distinct filters per table on one
 * connection (the next join is refused with TooManyFilters), and channel joins per client
 * address as a token bucket (DEFAULT_JOIN_RATE; past it ClientJoinRateLimitReached).
 */

let svc: Service;
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

function sb(): SupabaseClient {
  const c = createClient(svc.url, svc.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  clients.push(c);
  return c;
}

/** Joins a channel with one binding on `table` (filtered when `filter` is given). */
async function join(
  client: SupabaseClient,
  table: string,
  filter?: string,
): Promise<{ channel: RealtimeChannel; status: string; error?: string }> {
  const channel = client
    .channel(`limits-${randomUUID()}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) } as never,
      () => {},
    );
  const result = await new Promise<{ status: string; error?: string }>((resolve) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED' || status === 'CHANNEL_ERROR')
        resolve({ status, error: err?.message });
    });
  });
  // A refused channel would rejoin on its own: stop it.
  if (result.status !== 'SUBSCRIBED') await client.removeChannel(channel);
  return { channel, ...result };
}

beforeAll(async () => {
  svc = await startService({
    LOCAL_SUPABASE_REST: 'true',
    LOCAL_SUPABASE_SEED: 'false',
    LOCAL_SUPABASE_QUIET: 'true',
  });
}, 120_000);

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => {})));
  await svc?.stop();
});

describe('realtime limits', () => {
  it(`one connection follows at most ${MAX_FILTERS_PER_TABLE} distinct filters per table`, async () => {
    const client = sb();
    const filters = Array.from(
      { length: MAX_FILTERS_PER_TABLE },
      () => `conversation_id=eq.${randomUUID()}`,
    );
    const held: RealtimeChannel[] = [];
    for (const f of filters) {
      const r = await join(client, 'messages', f);
      expect(r.status).toBe('SUBSCRIBED');
      held.push(r.channel);
    }
    // The same filter again is not a new one.
    expect((await join(client, 'messages', filters[0])).status).toBe('SUBSCRIBED');

    const over = await join(client, 'messages', `conversation_id=eq.${randomUUID()}`);
    expect(over.status).toBe('CHANNEL_ERROR');
    expect(over.error).toMatch(/TooManyFilters: .*public\.messages.*10 distinct filters per table/);
    // An unfiltered binding is a filter of its own, so it is refused too.
    expect((await join(client, 'messages')).status).toBe('CHANNEL_ERROR');
    // Another table has its own count.
    expect((await join(client, 'conversations')).status).toBe('SUBSCRIBED');
    // Another connection has its own count.
    expect((await join(sb(), 'messages', `conversation_id=eq.${randomUUID()}`)).status).toBe(
      'SUBSCRIBED',
    );
    // Leaving the only channel that held a filter frees it (filters[0] is held twice).
    expect(await client.removeChannel(held[1]!)).toBe('ok');
    expect((await join(client, 'messages', `conversation_id=eq.${randomUUID()}`)).status).toBe(
      'SUBSCRIBED',
    );
  });

  it('one channel with more distinct filters on a table than allowed is refused at once', async () => {
    const client = sb();
    let channel = client.channel(`limits-${randomUUID()}`);
    for (let i = 0; i <= MAX_FILTERS_PER_TABLE; i++)
      channel = channel.on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'messages',
          filter: `conversation_id=eq.${randomUUID()}`,
        } as never,
        () => {},
      );
    const probes = svc.realtime!.stats().probes;
    const error = await new Promise<string | undefined>((resolve) =>
      channel.subscribe((status, err) => {
        if (status === 'CHANNEL_ERROR') resolve(err?.message);
        if (status === 'SUBSCRIBED') resolve('subscribed');
      }),
    );
    await client.removeChannel(channel);
    expect(error).toMatch(/TooManyFilters/);
    // Refused before any of its filters was tried on the database.
    expect(svc.realtime!.stats().probes).toBe(probes);
  });

  it(`joins are limited per client address (${DEFAULT_JOIN_RATE.joins} per ${DEFAULT_JOIN_RATE.windowMs / 1000} s), across connections`, async () => {
    // From addresses of their own (all of 127.0.0.0/8 is loopback): the earlier tests' joins,
    // from 127.0.0.1, do not count here.
    const open = async (localAddress: string) => {
      const ws = new WebSocket(
        `${svc.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${svc.anonKey}&vsn=2.0.0`,
        { localAddress },
      );
      sockets.push(ws);
      const frames: unknown[][] = [];
      ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as unknown[]));
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      return { ws, frames };
    };
    const a = await open('127.0.0.2');
    const b = await open('127.0.0.2');
    const joins = DEFAULT_JOIN_RATE.joins + 5;
    for (let i = 0; i < joins; i++) {
      const s = i % 2 === 0 ? a : b;
      s.ws.send(JSON.stringify([String(i), String(i), `realtime:j${i}`, 'phx_join', {}]));
    }
    const replies = () =>
      [...a.frames, ...b.frames].filter((f) => f[3] === 'phx_reply' && f[2] !== 'phoenix');
    await waitFor(() => replies().length === joins);
    const byStatus = (st: string) =>
      replies().filter((f) => (f[4] as { status: string }).status === st);
    // A few may have been refilled while the joins were sent.
    expect(byStatus('ok').length).toBeGreaterThanOrEqual(DEFAULT_JOIN_RATE.joins);
    expect(byStatus('ok').length).toBeLessThan(joins);
    const refused = byStatus('error');
    expect(refused.length).toBeGreaterThan(0);
    expect((refused[0]![4] as { response: { reason: string } }).response.reason).toMatch(
      /^ClientJoinRateLimitReached: Too many channel joins from this address \(30 per 10 s\); try again in \d+ s$/,
    );
    // Through supabase-js (from the same address) the refusal is a CHANNEL_ERROR with that reason.
    class From2 extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { localAddress: '127.0.0.2' });
      }
    }
    const fromTwo = createClient(svc.url, svc.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: From2 as never },
    });
    clients.push(fromTwo);
    const r = await join(fromTwo, 'messages');
    expect(r.status).toBe('CHANNEL_ERROR');
    expect(r.error).toMatch(/ClientJoinRateLimitReached/);
    // Another address is not limited.
    const c = await open('127.0.0.3');
    c.ws.send(JSON.stringify(['1', '1', 'realtime:other', 'phx_join', {}]));
    const ok = await waitFor(() => c.frames.find((f) => f[3] === 'phx_reply'));
    expect((ok[4] as { status: string }).status).toBe('ok');
    // Heartbeats are not joins: still answered.
    a.ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]));
    await waitFor(() => a.frames.find((f) => f[1] === 'hb'));
  });
});
