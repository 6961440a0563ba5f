/**
 * The webhook delivery worker as a process.
 *
 *   SUPABASE_URL=https://<project>.supabase.co SUPABASE_SERVICE_ROLE_KEY=… pnpm --filter webhooks start
 *   pnpm --filter webhooks start:local     the local stack (npm start runs this)
 *
 * `--local` takes the local stack's public development URL and service role key from
 * apps/local-supabase/dev-keys.json and allows http:// and this machine's addresses, so an
 * endpoint on the developer's own machine can be tried. Without it only https:// to public
 * addresses is called. Ctrl+C or SIGTERM stops it after the sends in progress.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebhookDelivery } from './worker.ts';

const local = process.argv.includes('--local');
let supabaseUrl = process.env.SUPABASE_URL;
let serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (local) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const keys = JSON.parse(
    fs.readFileSync(path.resolve(here, '../../local-supabase/dev-keys.json'), 'utf8'),
  ) as { url: string; serviceRoleKey: string };
  supabaseUrl ??= keys.url;
  serviceRoleKey ??= keys.serviceRoleKey;
}
if (!supabaseUrl || !serviceRoleKey) {
  console.error(
    'webhooks: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (or pass --local for the local stack)',
  );
  process.exit(2);
}

const worker = startWebhookDelivery({ supabaseUrl, serviceRoleKey, allowPrivateNetworks: local });
console.log(
  `[webhooks] delivering from ${supabaseUrl}` +
    (local ? ' (local stack: http:// and private addresses allowed)' : ''),
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void worker.stop().then(() => process.exit(0));
  });
