import fs from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ANON_KEY } from 'local-supabase/src/config.ts';
import { tempDir } from 'local-supabase/test/helpers.ts';
import {
  client,
  killAllStacks,
  launchStack,
  mintUser,
  registerUsers,
  type StackProc,
  type TestUser,
} from 'local-supabase/test/stack-helpers.ts';
import {
  startWebhookDelivery,
  type DeliveryWorker,
  type WorkerOptions,
} from '../src/webhooks/delivery.ts';
import { startSilentServer } from './silent-server.ts';
import { startReceiver, type Receiver } from './webhook-receiver.ts';

/**
 * The notifier's webhook delivery against the real local stack (Postgres 17, PostgREST, the migrations): endpoints
 * and test events made through the API as their owners, the notifications' fan-out, and a
 * receiver on 127.0.0.1 (the local stack allows it; the SSRF test runs a worker that does not).
 */
let dataDir: string;
let stack: StackProc;
let receiver: Receiver;
let sql: postgres.Sql;
const workers: DeliveryWorker[] = [];

beforeAll(async () => {
  dataDir = tempDir('webhooks-worker-test-');
  stack = await launchStack(dataDir, { LOCAL_SUPABASE_SEED: 'false' });
  receiver = await startReceiver();
  sql = postgres({ ...stack.pg, max: 4, onnotice: () => {} });
}, 120_000);

afterAll(async () => {
  for (const w of workers) await w.stop();
  await receiver?.close();
  await sql?.end({ timeout: 1 });
  killAllStacks();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** One worker at a time: the one before is stopped first. */
async function worker(options: Partial<WorkerOptions> = {}): Promise<DeliveryWorker> {
  for (const w of workers.splice(0)) await w.stop();
  const w = startWebhookDelivery({
    sql,
    allowPrivateNetworks: true,
    pollMs: 50,
    log: () => {},
    ...options,
  });
  workers.push(w);
  return w;
}

async function person(): Promise<{ user: TestUser; db: SupabaseClient }> {
  const user = mintUser();
  await registerUsers(stack.pg, user);
  return { user, db: client(stack.url, DEV_ANON_KEY, user) };
}

async function endpoint(db: SupabaseClient, path: string, types = ['proposal.received']) {
  const { data, error } = await db.rpc('create_webhook_endpoint', {
    endpoint_url: `${receiver.url}${path}`,
    endpoint_event_types: types,
  });
  if (error) throw new Error(error.message);
  return (data as { id: string; secret: string }[])[0]!;
}

async function testEvent(db: SupabaseClient, endpointId: string): Promise<string> {
  const { data, error } = await db.rpc('send_webhook_test', { endpoint: endpointId });
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

interface Row {
  status: string;
  attempts: number;
  response_status: number | null;
  last_error: string | null;
}

/** The delivery as its owner lists it, once `done` says so (polling, at most 20 s). */
async function waitFor(db: SupabaseClient, id: string, done: (r: Row) => boolean): Promise<Row> {
  const until = Date.now() + 20_000;
  for (;;) {
    const { data } = await db
      .from('webhook_deliveries')
      .select('status,attempts,response_status,last_error')
      .eq('id', id)
      .single();
    if (data && done(data as Row)) return data as Row;
    if (Date.now() > until) throw new Error(`delivery ${id}: still ${JSON.stringify(data)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const verify = (secret: string, path: string) => {
  const got = receiver.requests.filter((r) => r.path === path);
  return got.map((r) =>
    new Webhook(secret).verify(r.body, {
      'webhook-id': String(r.headers['webhook-id']),
      'webhook-timestamp': String(r.headers['webhook-timestamp']),
      'webhook-signature': String(r.headers['webhook-signature']),
    }),
  );
};

describe('the webhook worker on the local stack', () => {
  it("'Send test event' arrives signed, and the delivery is listed with its response code", async () => {
    receiver.answer((_req, res) => {
      res.statusCode = 204;
      res.end();
    });
    await worker();
    const { db } = await person();
    const ep = await endpoint(db, '/test-event');
    const id = await testEvent(db, ep.id);
    const row = await waitFor(db, id, (r) => r.status !== 'pending');
    expect(row).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      response_status: 204,
      last_error: null,
    });
    const [payload] = verify(ep.secret, '/test-event') as {
      type: string;
      data: { endpoint_id: string };
    }[];
    expect(payload).toMatchObject({ type: 'webhook.test', data: { endpoint_id: ep.id } });
  });

  it('a failing endpoint is tried again with growing waits, then succeeds', async () => {
    let calls = 0;
    receiver.answer((req, res) => {
      if (req.path !== '/flaky') return res.writeHead(204).end();
      calls++;
      res.statusCode = calls <= 2 ? 503 : 200;
      res.end();
    });
    await worker({ backoff: { firstDelayMs: 300, factor: 4, jitter: 0 } });
    const { db } = await person();
    const ep = await endpoint(db, '/flaky');
    const id = await testEvent(db, ep.id);
    const after1 = await waitFor(db, id, (r) => r.attempts >= 1 && r.response_status === 503);
    expect(after1).toMatchObject({ status: 'pending', last_error: 'Answered 503.' });
    const row = await waitFor(db, id, (r) => r.status !== 'pending');
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, response_status: 200 });
    const times = receiver.requests.filter((r) => r.path === '/flaky').map((r) => r.at);
    expect(times).toHaveLength(3);
    // Never before the scheduled time: 300 ms after the first failure, 1,200 ms after the second.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(300 - 20);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1200 - 20);
    // Every try is signed again, with the same webhook-id.
    expect(verify(ep.secret, '/flaky')).toHaveLength(3);
    expect(
      new Set(
        receiver.requests.filter((r) => r.path === '/flaky').map((r) => r.headers['webhook-id']),
      ).size,
    ).toBe(1);
  });

  it('after 24 hours a failing delivery is failed, not tried again', async () => {
    receiver.answer((req, res) => res.writeHead(req.path === '/down' ? 500 : 204).end());
    // No worker may take the event before it is made 25 hours old (the last test's still runs).
    for (const w of workers.splice(0)) await w.stop();
    const { db } = await person();
    const ep = await endpoint(db, '/down');
    // An event from 25 hours ago (made before any worker sees it).
    await sql`update public.webhook_deliveries set next_attempt_at = now() + interval '1 hour'
      where status = 'pending'`;
    const id = await testEvent(db, ep.id);
    await sql`update public.webhook_deliveries set created_at = now() - interval '25 hours' where id = ${id}`;
    await worker();
    const row = await waitFor(db, id, (r) => r.status !== 'pending');
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      response_status: 500,
      last_error: 'Answered 500.',
    });
  });

  it('a slow endpoint times out without holding up the others', async () => {
    receiver.answer((req, res) => {
      if (req.path === '/slow') return; // never answers
      res.writeHead(200).end();
    });
    await worker({ send: { responseTimeoutMs: 1_500 } });
    const { db } = await person();
    const slow = await endpoint(db, '/slow');
    const fast = await endpoint(db, '/fast');
    const slowId = await testEvent(db, slow.id);
    const fastId = await testEvent(db, fast.id);
    const fastRow = await waitFor(db, fastId, (r) => r.status !== 'pending');
    expect(fastRow).toMatchObject({ status: 'succeeded', response_status: 200 });
    const slowRow = await waitFor(db, slowId, (r) => r.last_error !== null);
    expect(slowRow).toMatchObject({ status: 'pending', response_status: null });
    expect(slowRow.last_error).toMatch(/^Timed out/);
  });

  it('an endpoint whose connection never opens is given up at the connect timeout, and the next delivery goes', async () => {
    receiver.answer((_req, res) => res.writeHead(200).end());
    const silent = await startSilentServer();
    try {
      // One delivery per round: the next one waits for this one to end. The response timeout
      // (60 s) is longer than waitFor's 20 s, so the next delivery arriving proves that the
      // worker gave up at the connect timeout.
      await worker({ batchSize: 1, send: { connectTimeoutMs: 500, responseTimeoutMs: 60_000 } });
      const { db } = await person();
      const { data: hole, error } = await db
        .from('webhook_endpoints')
        .insert({ url: `https://127.0.0.1:${silent.port}/hook`, event_types: ['review.received'] })
        .select('id')
        .single();
      expect(error).toBeNull();
      const next = await endpoint(db, '/after-the-hole');
      const holeId = await testEvent(db, hole!.id);
      const nextId = await testEvent(db, next.id);
      const holeRow = await waitFor(db, holeId, (r) => r.last_error !== null);
      expect(holeRow).toMatchObject({
        status: 'pending',
        attempts: 1,
        response_status: null,
        last_error: 'Timed out: could not connect within 0.5 s.',
      });
      const nextRow = await waitFor(db, nextId, (r) => r.status !== 'pending');
      expect(nextRow).toMatchObject({ status: 'succeeded', response_status: 200 });
      expect(silent.accepted).toBeGreaterThanOrEqual(1);
    } finally {
      await silent.close();
    }
  });

  it('after Rotate secret, deliveries verify with the new secret and, for 24 h, the old one', async () => {
    receiver.answer((_req, res) => res.writeHead(204).end());
    await worker();
    const { db } = await person();
    const ep = await endpoint(db, '/rotated');
    const { data, error } = await db.rpc('rotate_webhook_secret', { endpoint: ep.id });
    expect(error).toBeNull();
    const [rotated] = data as { secret: string; previous_secret_expires_at: string }[];
    expect(rotated!.secret).not.toBe(ep.secret);
    const row = await waitFor(db, await testEvent(db, ep.id), (r) => r.status !== 'pending');
    expect(row).toMatchObject({ status: 'succeeded', response_status: 204 });
    expect(verify(rotated!.secret, '/rotated')).toHaveLength(1);
    expect(verify(ep.secret, '/rotated')).toHaveLength(1);
    // Once the grace period is over, the old secret no longer verifies.
    await sql`update public.webhook_endpoints set previous_secret_expires_at = now() - interval '1 second'
      where id = ${ep.id}`;
    receiver.requests.length = 0;
    await waitFor(db, await testEvent(db, ep.id), (r) => r.status !== 'pending');
    expect(verify(rotated!.secret, '/rotated')).toHaveLength(1);
    expect(() => verify(ep.secret, '/rotated')).toThrow();
  });

  it('a new proposal on my job reaches my endpoint as proposal.received', async () => {
    receiver.answer((_req, res) => res.writeHead(204).end());
    await worker();
    const owner = await person();
    const freelancer = await person();
    const ep = await endpoint(owner.db, '/proposals', ['proposal.received']);
    const job = await owner.db
      .from('jobs')
      .insert({
        title: 'Booking page',
        description: 'A booking page with payments.',
        budget: '$500',
        category: 'development',
        timeline: '1-2 weeks',
        experience_level: 'intermediate',
      })
      .select('id')
      .single();
    expect(job.error).toBeNull();
    const proposal = await freelancer.db
      .from('proposals')
      .insert({ job_id: job.data!.id, cover_letter: 'I build booking pages.', bid: 450 })
      .select('id')
      .single();
    expect(proposal.error).toBeNull();
    const until = Date.now() + 20_000;
    while (!receiver.requests.some((r) => r.path === '/proposals') && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    const [event] = verify(ep.secret, '/proposals') as {
      type: string;
      data: { job_id: string; proposal_id: string; subject: string; path: string };
    }[];
    expect(event).toMatchObject({
      type: 'proposal.received',
      data: {
        job_id: job.data!.id,
        proposal_id: proposal.data!.id,
        subject: 'Booking page',
        path: `/jobs/${job.data!.id}`,
      },
    });
  });

  it('outside the local stack, http:// and private addresses are refused and not retried', async () => {
    receiver.requests.length = 0;
    await worker({ allowPrivateNetworks: false });
    const { db } = await person();
    const plain = await endpoint(db, '/ssrf');
    // https:// to a loopback address (allowed as a URL by the database, refused by the worker).
    const { data } = await db
      .from('webhook_endpoints')
      .insert({ url: `https://127.0.0.1:${receiver.port}/ssrf`, event_types: ['review.received'] })
      .select('id')
      .single();
    const plainRow = await waitFor(
      db,
      await testEvent(db, plain.id),
      (r) => r.status !== 'pending',
    );
    expect(plainRow).toMatchObject({
      status: 'failed',
      last_error: 'Refused: only https:// endpoints are called.',
    });
    const loopRow = await waitFor(db, await testEvent(db, data!.id), (r) => r.status !== 'pending');
    expect(loopRow.status).toBe('failed');
    expect(loopRow.last_error).toMatch(
      /^Refused: the endpoint is a private, loopback or link-local address/,
    );
    expect(receiver.requests.filter((r) => r.path === '/ssrf')).toHaveLength(0);
  });

  it('a disabled endpoint is not called', async () => {
    receiver.requests.length = 0;
    await worker();
    const { db } = await person();
    const ep = await endpoint(db, '/disabled');
    await db.from('webhook_endpoints').update({ enabled: false }).eq('id', ep.id);
    const row = await waitFor(db, await testEvent(db, ep.id), (r) => r.status !== 'pending');
    expect(row).toMatchObject({
      status: 'failed',
      last_error: 'Not sent: the endpoint is disabled.',
    });
    expect(receiver.requests.filter((r) => r.path === '/disabled')).toHaveLength(0);
  });
});
