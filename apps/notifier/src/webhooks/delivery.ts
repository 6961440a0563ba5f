import type postgres from 'postgres';
import { DEFAULT_BACKOFF, nextAttemptAt, type BackoffOptions } from './backoff.ts';
import { send, type SendOptions } from './send.ts';
import { webhookHeaders } from './sign.ts';

/**
 * The webhook delivery loop, a module of the notifier (src/main.ts starts it beside the email
 * outbox, on the same trusted database connection). It uses two functions only
 * (claim_webhook_deliveries / record_webhook_attempt, supabase/migrations/
 * 20261127151200_webhook_delivery_rpcs.sql), which nobody but the service role and the database
 * owner may call.
 *
 * Each round claims up to `batchSize` due deliveries (the database counts the try and leases the
 * row, so a worker killed mid-send leaves it to be tried again after the lease: at least once,
 * never lost; the receiver drops repeats by `webhook-id`), sends them side by side, each bounded
 * by its timeouts, and records each outcome with the next try's time from the backoff schedule
 * (or none: failed). A new delivery is picked up within `pollMs`.
 */
export interface WorkerOptions {
  /** The notifier's connection (a trusted role). */
  sql: postgres.Sql;
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
  created_at: Date;
  url: string;
  secret: string;
  enabled: boolean;
  /** The secret before the last rotation, while it still signs (24 h), else null. */
  previous_secret: string | null;
}

/**
 * Whether endpoints on private networks (and http://) may be called: the local stack only. The
 * notifier on the local stack (no DATABASE_URL) allows them; WEBHOOKS_ALLOW_PRIVATE_NETWORKS=0
 * or 1 overrides.
 */
export function allowPrivateNetworks(
  localStack: boolean,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const flag = env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS?.trim();
  return flag === '1' ? true : flag === '0' ? false : localStack;
}

/** Sends one claimed delivery and records the outcome. */
async function deliver(
  sql: postgres.Sql,
  d: Claimed,
  o: Required<Pick<WorkerOptions, 'allowPrivateNetworks'>> & WorkerOptions,
  backoff: BackoffOptions,
  log: (line: string) => void,
): Promise<void> {
  const result = d.enabled
    ? await send(
        d.url,
        webhookHeaders(d.secret, d.event_id, d.payload, new Date(), d.previous_secret),
        d.payload,
        {
          ...o.send,
          allowPrivateNetworks: o.allowPrivateNetworks,
        },
      )
    : { status: null, ms: 0, error: 'Not sent: the endpoint is disabled.', body: '' };
  const ok = result.error === null;
  // A refusal (SSRF, a URL the worker will not call) or a disabled endpoint: no retry.
  const final = !d.enabled || result.error?.startsWith('Refused:') === true;
  const retryAt =
    ok || final ? null : nextAttemptAt(new Date(d.created_at), d.attempts, new Date(), backoff);
  try {
    await sql`select from public.record_webhook_attempt(${d.id}, ${result.status}::integer,
      ${result.ms}::integer, ${result.error}, ${retryAt})`;
  } catch (e) {
    // Not recorded: the lease ends and the delivery is tried again (the receiver drops repeats).
    log(`could not record delivery ${d.id}: ${(e as Error).message}`);
  }
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
  const log = o.log ?? ((line: string) => console.log(`notifier: webhook ${line}`));
  const sql = o.sql;
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
      let error: Error | undefined;
      try {
        claimed = await sql<Claimed[]>`select * from public.claim_webhook_deliveries(
          ${o.batchSize}::integer, ${o.leaseSeconds}::integer)`;
      } catch (e) {
        error = e as Error;
      }
      if (error) {
        failures++;
        // The database is down or restarting: try again, more slowly each time (at most 30 s).
        if (failures === 1 || failures % 10 === 0) log(`cannot claim deliveries: ${error.message}`);
      } else {
        failures = 0;
        await Promise.all(claimed.map((d) => deliver(sql, d, o, backoff, log)));
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
