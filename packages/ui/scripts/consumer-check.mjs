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
/** The Next.js the React Server Components check builds with (from the npm registry). */
const nextVersion = '16.4.6';

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
    `import { AppShell, NotFound, ThemeProvider, brand, feeCalculator, type NotFoundProps } from '@brand/ui';
import { sampleSettings } from '@brand/ui/sample-data';
import { vars } from '@brand/ui/theme';

const props: NotFoundProps = { homeHref: '/home' };
export const accentVariable: string = vars.color.accent;
export const minMembers: number = feeCalculator.minMembers;

export function Screen() {
  return (
    <ThemeProvider appearance="light">
      <AppShell userEmail="maya@example.com" onSignOut={() => {}} isMobile={false}>
        <NotFound {...props} />
        <p>{brand.name} for {sampleSettings.profile.name}</p>
      </AppShell>
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
// The account menu's code is a lazy module of the package: the app's bundler must have split it.
await page.getByRole('button', { name: /^My Account/ }).click();
await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor({ timeout: 10000 });
await browser.close();
if (href !== '/home') throw new Error('link href was ' + href);
if (!accent) throw new Error('the brand CSS did not load');
if (errors.length) throw new Error('browser errors: ' + errors.join('; '));
console.log('browser render ok (accent ' + accent + ', account menu loaded on demand)');
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

  await checkNextApp(tarball);
  console.log(
    '\n[consumer-check] OK: the packed tarball installs, type-checks, builds and renders, ' +
      'in a Vite app and from React Server Components in a Next.js App Router app.',
  );
} finally {
  if (!process.env.KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
}

/**
 * React Server Components: a fresh Next.js App Router app renders a screen from a server
 * component (its page has no 'use client'), reads the package's pure values on the server
 * (`brand`, `paths`, the fee rules, sample data: a client module's values cannot be read
 * there), builds, and serves a page that hydrates: the screen's search filters in the browser.
 */
async function checkNextApp(tarball) {
  const app = join(work, 'next-app');
  mkdirSync(join(app, 'app'), { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'brand-ui-next-consumer',
        private: true,
        dependencies: {
          '@brand/ui': `file:../${tarball}`,
          '@radix-ui/themes': versionOf('@radix-ui/themes'),
          next: nextVersion,
          react: versionOf('react'),
          'react-dom': versionOf('react-dom'),
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(join(app, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(
    join(app, 'app', 'layout.jsx'),
    `import '@radix-ui/themes/styles.css';
import '@brand/ui/styles.css';
import { ThemeProvider } from '@brand/ui';
import { appearanceScript } from '@brand/ui/theme';

export const metadata = { title: 'consumer' };

export default function RootLayout({ children }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: appearanceScript }} />
        <link rel="icon" href="data:," />
      </head>
      <body>
        <ThemeProvider appearance="system">{children}</ThemeProvider>
      </body>
    </html>
  );
}
`,
  );
  writeFileSync(
    join(app, 'app', 'page.jsx'),
    `import { JobsScreen, brand, feeCalculator, paths } from '@brand/ui';
import { sampleJobs } from '@brand/ui/sample-data';
import { vars } from '@brand/ui/theme';

// A server component: no 'use client'. The values below are read on the server.
export default function Page() {
  const open = sampleJobs.filter((job) => job.category === 'development');
  return (
    <>
      <p data-server="">
        {brand.name} on the server: {open.length} development jobs, {paths.jobs}, from{' '}
        {feeCalculator.minMembers} members, accent {vars.color.accent}
      </p>
      <JobsScreen jobs={sampleJobs} />
    </>
  );
}
`,
  );
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', npm_config_yes: 'true' };
  const runNext = (cmd, args) => execFileSync(cmd, args, { cwd: app, stdio: 'inherit', env });

  step(`installing the tarball into a fresh Next.js ${nextVersion} App Router app`);
  runNext('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']);

  step('building it: the page is a server component rendering a screen');
  runNext('npx', ['next', 'build']);
  // React separates adjacent text with <!-- -->.
  const prerendered = readFileSync(
    join(app, '.next', 'server', 'app', 'index.html'),
    'utf8',
  ).replaceAll('<!-- -->', '');
  for (const text of [
    'Browse Jobs',
    'Fairlance on the server: 3 development jobs, /jobs, from 3000 members',
    'accent var(--brand-color-accent)',
  ]) {
    if (!prerendered.includes(text))
      throw new Error(`the Next.js page's server render lacks "${text}"`);
  }
  console.log(`server components render ok (${prerendered.length} chars prerendered)`);

  step('serving it and using the screen in Chromium (client components hydrate)');
  const server = spawn('npx', ['next', 'start', '--port', '4398', '--hostname', '127.0.0.1'], {
    cwd: app,
    stdio: 'ignore',
    detached: true,
    env,
  });
  try {
    writeFileSync(
      join(work, 'app', 'next-browser.mjs'),
      `import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
for (let i = 0; i < 100; i++) {
  try { await page.goto('http://127.0.0.1:4398/'); break; } catch { await new Promise((r) => setTimeout(r, 200)); }
}
await page.getByRole('heading', { level: 1, name: 'Browse Jobs' }).waitFor();
const count = page.getByRole('status');
const before = await count.textContent();
// Typing filters the list: only a hydrated client component does that.
for (let i = 0; i < 50; i++) {
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('zzzz-no-such-job');
  if ((await count.textContent()) !== before) break;
  await new Promise((r) => setTimeout(r, 200));
}
const after = await count.textContent();
await browser.close();
if (after === before) throw new Error('the screen did not react to typing: not hydrated (' + after + ')');
if (errors.length) throw new Error('browser errors: ' + errors.join('; '));
console.log('Next.js page hydrated ok (' + before + ' → ' + after + ')');
`,
    );
    run('node', ['next-browser.mjs'], join(work, 'app'));
  } finally {
    try {
      process.kill(-server.pid);
    } catch {
      /* already gone */
    }
  }
}
