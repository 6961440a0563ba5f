#!/usr/bin/env node
// The app's build: the SPA, the landing page's island, the /auth page's island, the signed-in
// pages' own inline scripts, the server render of the prerendered pages, then the prerender itself.
//
//   node scripts/build.mjs                      a production build (needs VITE_SUPABASE_URL and
//                                               VITE_SUPABASE_ANON_KEY; see .env.example)
//   node scripts/build.mjs --mode local-stack   built for the local stack (e2e, bench, npm test)
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--mode');
const mode = at === -1 ? [] : ['--mode', process.argv[at + 1]];
const vite = join(app, 'node_modules', '.bin', 'vite');

// The signed-in pages' own scripts (vite.page.config.ts): one build each.
const pages = ['jobs', 'settings', 'profile'];
const builds = [
  [[]],
  [['--config', 'vite.island.config.ts']],
  [['--config', 'vite.auth.config.ts']],
  ...pages.map((page) => [['--config', 'vite.page.config.ts'], { FAIRLANCE_PAGE: page }]),
  [['--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--emptyOutDir']],
];
try {
  rmSync(join(app, 'dist-page'), { recursive: true, force: true });
  for (const [args, env] of builds)
    execFileSync(vite, ['build', ...mode, ...args], {
      cwd: app,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  execFileSync(process.execPath, ['scripts/prerender.mjs'], { cwd: app, stdio: 'inherit' });
} catch {
  // Vite has printed why (a production build without its variables says what to set).
  process.exit(1);
}
