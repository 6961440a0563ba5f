/**
 * The notifier's settings, from the environment:
 *
 *   DATABASE_URL   Postgres as a trusted role (hosted: the project's direct connection string,
 *                  role postgres). Unset: the local stack's database, found through
 *                  <LOCAL_SUPABASE_DATA_DIR or apps/local-supabase/.data>/postgres.json.
 *   SMTP_URL       where emails go (hosted: your provider's smtp(s)://user:pass@host:port).
 *                  Unset: the local stack's mailbox, smtp://127.0.0.1:54325.
 *   SITE_URL       the web app's origin, for links and unsubscribe (default http://localhost:5173)
 *   MAIL_FROM      the From address (default "Fairlance <notifications@fairlance.dev>")
 *   NOTIFIER_POLL_MS         how often the outbox is read (default 2000)
 *   NOTIFIER_DIGEST_EVERY_MS how often due digests are queued (default 60000; 0: never, for
 *                            hosted where pg_cron queues them)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PgTarget {
  host: string;
  port: number;
  user: string;
  database: string;
}

export interface NotifierConfig {
  database: string | PgTarget | (() => PgTarget);
  smtpUrl: string;
  siteUrl: string;
  from: string;
  pollMs: number;
  digestEveryMs: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const LOCAL_DATA_DIR = path.resolve(here, '../../local-supabase/.data');
export const LOCAL_SMTP_URL = 'smtp://127.0.0.1:54325';

/** The local stack's database, as it wrote it at start-up. */
export function localDatabase(dataDir: string): PgTarget {
  const file = path.join(dataDir, 'postgres.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as PgTarget;
  } catch {
    throw new Error(
      `no local database yet (${file} is missing: is the local stack running? pnpm --filter local-supabase start), or set DATABASE_URL`,
    );
  }
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of ms`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): NotifierConfig {
  const dataDir = path.resolve(env.LOCAL_SUPABASE_DATA_DIR?.trim() || LOCAL_DATA_DIR);
  const siteUrl = (env.SITE_URL?.trim() || 'http://localhost:5173').replace(/\/+$/, '');
  try {
    new URL(siteUrl);
  } catch {
    throw new Error(`SITE_URL is not a URL: ${siteUrl}`);
  }
  return {
    database: env.DATABASE_URL?.trim() || (() => localDatabase(dataDir)),
    smtpUrl: env.SMTP_URL?.trim() || LOCAL_SMTP_URL,
    siteUrl,
    from: env.MAIL_FROM?.trim() || 'Fairlance <notifications@fairlance.dev>',
    pollMs: int(env.NOTIFIER_POLL_MS, 2000, 'NOTIFIER_POLL_MS'),
    digestEveryMs: int(env.NOTIFIER_DIGEST_EVERY_MS, 60_000, 'NOTIFIER_DIGEST_EVERY_MS'),
  };
}
