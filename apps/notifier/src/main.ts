/**
 * The notifier worker (`pnpm --filter notifier start`; `npm start` runs it with the stack):
 * every NOTIFIER_POLL_MS it sends the outbox's due emails (src/worker.ts), and every
 * NOTIFIER_DIGEST_EVERY_MS it queues the digests that are due. SIGINT/SIGTERM: it finishes the
 * email in hand (its transaction commits or rolls back) and exits 0.
 *   --once   drain what is due now, then exit
 */
import type postgres from 'postgres';
import { loadConfig } from './config.ts';
import { connect } from './db.ts';
import { drain, queueDueDigests, smtpTransport } from './worker.ts';
import { allowPrivateNetworks, startWebhookDelivery } from './webhooks/delivery.ts';

const config = loadConfig();
const once = process.argv.includes('--once');
let stopping = false;
let wake: (() => void) | undefined;
const stop = () => {
  stopping = true;
  wake?.();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

async function connectWhenReady(): Promise<postgres.Sql> {
  let said = '';
  while (!stopping) {
    try {
      const sql = connect(config.database);
      await sql`select 1 from public.email_outbox limit 1`;
      return sql;
    } catch (e) {
      const message = (e as Error).message;
      if (message !== said) console.error(`notifier: waiting for the database: ${message}`);
      said = message;
      if (once) throw e;
      await sleep(1000);
    }
  }
  throw new Error('stopped');
}

async function main() {
  const sql = await connectWhenReady();
  const webhooks = startWebhookDelivery({
    sql,
    allowPrivateNetworks: allowPrivateNetworks(typeof config.database !== 'string'),
  });
  const transport = smtpTransport(config.smtpUrl);
  const smtpHost = new URL(config.smtpUrl).host;
  console.log(
    `notifier: sending the outbox's emails through smtp://${smtpHost} (links to ${config.siteUrl})`,
  );
  let lastDigest = 0;
  try {
    do {
      try {
        if (config.digestEveryMs > 0 && Date.now() - lastDigest >= config.digestEveryMs) {
          lastDigest = Date.now();
          const queued = await queueDueDigests(sql, new Date());
          if (queued) console.log(`notifier: ${queued} digest(s) queued`);
        }
        const r = await drain(sql, transport, {
          siteUrl: config.siteUrl,
          from: config.from,
          shouldStop: () => stopping,
        });
        if (r.sent || r.failed || r.skipped)
          console.log(
            `notifier: sent ${r.sent}, failed ${r.failed} (will retry), skipped ${r.skipped}`,
          );
      } catch (e) {
        console.error(`notifier: ${(e as Error).message}`);
      }
      if (!once && !stopping) await sleep(config.pollMs);
    } while (!once && !stopping);
  } finally {
    await webhooks.stop();
    transport.close();
    await sql.end({ timeout: 5 });
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    if (!stopping) console.error(`notifier: ${(e as Error).message}`);
    process.exit(stopping ? 0 : 1);
  },
);
