#!/usr/bin/env node
// Proves that other projects can use @brand/ui from npm: packs the tarball,
// installs it with npm into a throw-away Vite + React app outside the
// workspace, type-checks and builds that app, renders a component on the
// server, and renders it in Debian's Chromium from the production build.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const root = resolve(pkgDir, '../..');
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const versionOf = (name) => rootPkg.devDependencies?.[name] ?? 'latest';

const work = mkdtempSync(join(tmpdir(), 'brand-ui-consumer-'));
const run = (cmd, args, cwd = work) =>
  execFileSync(cmd, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, npm_config_yes: 'true' },
  });
const step = (text) => console.log(`\n[consumer-check] ${text}`);

try {
  step(`packing ${pkg.name}@${pkg.version}`);
  run('pnpm', ['pack', '--pack-destination', work], pkgDir);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');

  const app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'brand-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@brand/ui': `file:../${tarball}`,
          '@radix-ui/themes': versionOf('@radix-ui/themes'),
          react: versionOf('react'),
          'react-dom': versionOf('react-dom'),
        },
        devDependencies: {
          vite: versionOf('vite'),
          '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
          typescript: versionOf('typescript'),
          '@types/react': versionOf('@types/react'),
          '@types/react-dom': versionOf('@types/react-dom'),
          playwright: versionOf('playwright'),
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        verbatimModuleSyntax: true,
        noEmit: true,
        skipLibCheck: true,
        types: ['vite/client'],
      },
      include: ['src'],
    }),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>consumer</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  writeFileSync(
    join(app, 'src', 'Screen.tsx'),
    `import { NotFound, ThemeProvider, brand, feeCalculator, type NotFoundProps } from '@brand/ui';
import { sampleSettings } from '@brand/ui/sample-data';
import { vars } from '@brand/ui/theme';

const props: NotFoundProps = { homeHref: '/home' };
export const accentVariable: string = vars.color.accent;
export const minMembers: number = feeCalculator.minMembers;

export function Screen() {
  return (
    <ThemeProvider appearance="light">
      <NotFound {...props} />
      <p>{brand.name} for {sampleSettings.profile.name}</p>
    </ThemeProvider>
  );
}
`,
  );
  writeFileSync(
    join(app, 'src', 'main.tsx'),
    `import '@radix-ui/themes/styles.css';
import '@brand/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { Screen } from './Screen';

createRoot(document.getElementById('root')!).render(<Screen />);
`,
  );
  writeFileSync(
    join(app, 'ssr.mjs'),
    `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { NotFound, ThemeProvider } from '@brand/ui';
const html = renderToString(createElement(ThemeProvider, { appearance: 'dark' }, createElement(NotFound, { homeHref: '/home' })));
if (!html.includes('Oops! Page not found') || !html.includes('href="/home"')) {
  console.error(html);
  throw new Error('server render of NotFound is missing its text or link');
}
console.log('server render ok (' + html.length + ' chars)');
`,
  );

  step('installing the tarball with npm into a fresh app');
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);

  step('type-checking the consumer against the published .d.ts');
  run('npx', ['tsc', '-p', '.'], app);

  step('building the consumer with Vite');
  run('npx', ['vite', 'build', '--logLevel', 'warn'], app);

  step('rendering on the server (plain Node ESM)');
  run('node', ['ssr.mjs'], app);

  step('rendering the production build in Chromium');
  const preview = spawn('npx', ['vite', 'preview', '--port', '4399', '--strictPort'], {
    cwd: app,
    stdio: 'ignore',
    detached: true,
  });
  try {
    writeFileSync(
      join(app, 'browser.mjs'),
      `import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
for (let i = 0; i < 50; i++) {
  try { await page.goto('http://127.0.0.1:4399/'); break; } catch { await new Promise((r) => setTimeout(r, 200)); }
}
await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
const href = await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href');
const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-color-accent').trim());
await browser.close();
if (href !== '/home') throw new Error('link href was ' + href);
if (!accent) throw new Error('the brand CSS did not load');
if (errors.length) throw new Error('browser errors: ' + errors.join('; '));
console.log('browser render ok (accent ' + accent + ')');
`,
    );
    run('node', ['browser.mjs'], app);
  } finally {
    try {
      process.kill(-preview.pid);
    } catch {
      /* already gone */
    }
  }
  console.log(
    '\n[consumer-check] OK: the packed tarball installs, type-checks, builds and renders.',
  );
} finally {
  if (!process.env.KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
}
