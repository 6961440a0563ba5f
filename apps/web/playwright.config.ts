import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env['WEB_PORT'] ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/** A fresh, empty auth database for every run (the workers, which load this file too, share it:
 * the email journey runs the notifier on it). */
const madeHere = !process.env['E2E_SUPABASE_DATA_DIR'];
const authDataDir = (process.env['E2E_SUPABASE_DATA_DIR'] ??= mkdtempSync(
  join(tmpdir(), 'fairlance-e2e-auth-'),
));
// The folder made here goes when the run ends (the runner's process: the workers are handed
// the same folder in their environment). Its database, kept under /var/tmp when the folder is
// one Postgres' user cannot enter, is then swept by the stack's next start; while the folder
// stayed, every run left a cluster of ~40 MB behind.
if (madeHere) process.on('exit', () => rmSync(authDataDir, { recursive: true, force: true }));

/**
 * E2E journeys against the built app served by server/serve.mjs, in Debian's
 * Chromium (browsers cannot be downloaded here). `pnpm --filter web test:e2e`
 * builds nothing: run `pnpm --filter web build:local` first (the test command does).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env['CI'],
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A trace records a screencast of every test as it runs: on these 2 cores that is about a
    // tenth of the suite's time. CI keeps the failure's screenshot (and Playwright's
    // error-context page snapshot); a local run keeps the whole trace of a failure.
    trace: process.env['CI'] ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // The local Supabase Auth service the built app talks to by default.
      command: 'pnpm --filter local-supabase start',
      url: 'http://127.0.0.1:54321/auth/v1/health',
      reuseExistingServer: !process.env['CI'],
      env: {
        LOCAL_SUPABASE_DATA_DIR: authDataDir,
        LOCAL_SUPABASE_SITE_URL: baseURL,
        // The mailbox's links open the app's confirm route, as a hosted project's templates do.
        LOCAL_SUPABASE_EMAIL_LINK:
          '{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type={{ .Type }}',
        // The community figures without their minute of cache: a confirmed account or a new
        // job shows at once (e2e/ledger.spec.ts).
        LOCAL_SUPABASE_COMMUNITY_FIGURES_TTL: '0',
      },
      stdout: 'ignore',
    },
    {
      command: 'node server/serve.mjs',
      url: baseURL,
      reuseExistingServer: !process.env['CI'],
      env: { WEB_PORT: String(port) },
    },
  ],
});
