import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_BACKOFF, nextAttemptAt, type BackoffOptions } from './backoff.ts';
import { send, type SendOptions } from './send.ts';
import { webhookHeaders } from './sign.ts';

/**
 * The delivery loop. It reaches the database only through the API with the service role key
 * (rpc claim_webhook_deliveries / record_webhook_attempt, supabase/migrations/
 * 20261127151200_webhook_delivery_rpcs.sql), so it runs the same against the local stack and a
 * hosted project.
 *
 * Each round claims up to `batchSize` due deliveries (the database counts the try and leases the
 * row, so a worker killed mid-send leaves it to be tried again after the lease: at least once,
 * never lost; the receiver drops repeats by `webhook-id`), sends them side by side, each bounded
 * by its timeouts, and records each outcome with the next try's time from the backoff schedule
 * (or none: failed). A new delivery is picked up within `pollMs`.
 */
export interface WorkerOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** The local stack: http:// and private addresses allowed. Never on a hosted deployment. */
  allowPrivateNetworks: boolean;
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed delivery is held before another round may take it again. */
  leaseSeconds?: number;
  backoff?: Partial<BackoffOptions>;
  send?: Partial<SendOptions>;
  log?: (line: string) => void;
}

export interface DeliveryWorker {
  /** Ends the loop after the round in progress (its sends finish or time out first). */
  stop(): Promise<void>;
  /** Resolves after the next full round (tests). */
  round(): Promise<void>;
}

interface Claimed {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  payload: string;
  attempts: number;
  created_at: string;
  url: string;
  secret: string;
  enabled: boolean;
}

/** Node 20 has no WebSocket of its own; the worker never opens a realtime channel. */
class NoWebSocket {
  constructor() {
    throw new Error('The webhook worker does not use realtime.');
  }
}

export function serviceClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
}

/** Sends one claimed delivery and records the outcome. */
async function deliver(
  db: SupabaseClient,
  d: Claimed,
  o: Required<Pick<WorkerOptions, 'allowPrivateNetworks'>> & WorkerOptions,
  backoff: BackoffOptions,
  log: (line: string) => void,
): Promise<void> {
  const result = d.enabled
    ? await send(d.url, webhookHeaders(d.secret, d.event_id, d.payload), d.payload, {
        ...o.send,
        allowPrivateNetworks: o.allowPrivateNetworks,
      })
    : { status: null, ms: 0, error: 'Not sent: the endpoint is disabled.', body: '' };
  const ok = result.error === null;
  // A refusal (SSRF, a URL the worker will not call) or a disabled endpoint: no retry.
  const final = !d.enabled || result.error?.startsWith('Refused:') === true;
  const retryAt =
    ok || final ? null : nextAttemptAt(new Date(d.created_at), d.attempts, new Date(), backoff);
  const { error } = await db.rpc('record_webhook_attempt', {
    delivery: d.id,
    response_status: result.status,
    response_ms: result.ms,
    error: result.error,
    retry_at: retryAt?.toISOString() ?? null,
  } as never);
  if (error) log(`could not record delivery ${d.id}: ${error.code} ${error.message}`);
  log(
    `${d.event_type} ${d.event_id} try ${d.attempts} → ${result.status ?? '-'} in ${result.ms} ms` +
      (ok
        ? ''
        : ` (${result.error})${retryAt ? `, again at ${retryAt.toISOString()}` : ', failed'}`),
  );
}

export function startWebhookDelivery(options: WorkerOptions): DeliveryWorker {
  const o = { pollMs: 1_000, batchSize: 10, leaseSeconds: 60, ...options };
  const backoff = { ...DEFAULT_BACKOFF, ...o.backoff };
  const log = o.log ?? ((line: string) => console.log(`[webhooks] ${line}`));
  const db = serviceClient(o.supabaseUrl, o.serviceRoleKey);
  let stopped = false;
  let wake: (() => void) | undefined;
  let rounds: (() => void)[] = [];
  let failures = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    while (!stopped) {
      let claimed: Claimed[] = [];
      const { data, error } = await db.rpc('claim_webhook_deliveries', {
        max_rows: o.batchSize,
        lease_seconds: o.leaseSeconds,
      } as never);
      if (error) {
        failures++;
        // The API is down or restarting: try again, more slowly each time (at most 30 s).
        if (failures === 1 || failures % 10 === 0)
          log(`cannot claim deliveries: ${error.code ?? ''} ${error.message}`);
      } else {
        failures = 0;
        claimed = (data ?? []) as Claimed[];
        await Promise.all(claimed.map((d) => deliver(db, d, o, backoff, log)));
      }
      const finished = rounds;
      rounds = [];
      for (const r of finished) r();
      if (stopped) break;
      // A full batch: more may be due at once.
      if (!error && claimed.length === o.batchSize) continue;
      await sleep(error ? Math.min(o.pollMs * 2 ** failures, 30_000) : o.pollMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      for (const r of rounds) r();
    },
    round() {
      return new Promise<void>((resolve) => {
        rounds.push(resolve);
        wake?.();
      });
    },
  };
}
