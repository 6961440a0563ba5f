/**
 * Sends the digests that are due now: queues them (private.queue_due_digests) and sends them.
 *   pnpm --filter notifier digest [--now 2026-11-28T08:00Z]
 * --now moves the clock (tests do not wait for a day): a digest is due when that moment is at or
 * past the person's chosen hour in their time zone and they had none that local day.
 */
import { loadConfig } from './config.ts';
import { connect } from './db.ts';
import { drain, queueDueDigests, smtpTransport } from './worker.ts';

export function parseNow(args: string[]): Date {
  const i = args.indexOf('--now');
  if (i === -1) return new Date();
  const value = args[i + 1];
  const at = value ? new Date(value) : new Date(NaN);
  if (!value || Number.isNaN(at.getTime()))
    throw new Error(
      `--now needs a date and time, e.g. --now 2026-11-28T08:00Z (got ${value ?? 'nothing'})`,
    );
  return at;
}

async function main() {
  const at = parseNow(process.argv.slice(2));
  const config = loadConfig();
  const sql = connect(config.database);
  const transport = smtpTransport(config.smtpUrl);
  try {
    const queued = await queueDueDigests(sql, at);
    const r = await drain(sql, transport, {
      siteUrl: config.siteUrl,
      from: config.from,
      now: () => at,
      kind: 'digest',
    });
    console.log(
      `digests at ${at.toISOString()}: ${queued} queued, ${r.sent} sent, ${r.failed} failed (will retry), ${r.skipped} skipped`,
    );
  } finally {
    transport.close();
    await sql.end({ timeout: 5 });
  }
}

main().catch((e: unknown) => {
  console.error(`digest: ${(e as Error).message}`);
  process.exit(1);
});
