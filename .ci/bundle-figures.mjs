// The byte figures of a built app (apps/web/dist/client) and of @brand/ui's components, shared by
// the budget gate (`.ci/budgets.mjs`, in `npm test`) and the benchmark (`pnpm bench`).
// Bytes are deterministic, so they are gated; timings are not, and stay in the benchmark.
// Every size is gzip at level 9, file by file (what a server precompressing assets sends).
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gz = (buf) => gzipSync(buf, { level: 9 }).length;
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * React Router's build manifest (dist/client/assets/manifest-*.js): for the entry and every
 * route, its module, the modules it imports statically and its CSS.
 */
function routerManifest(client) {
  const file = readdirSync(join(client, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error('no React Router manifest in apps/web/dist/client/assets');
  const text = readFileSync(join(client, 'assets', file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, ''));
}

/** The JS and CSS a page loads before it is interactive: the entry, then each route's module. */
function pageAssets(manifest, routeIds) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set(manifest.entry.css ?? []);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`the React Router manifest has no route ${id}`);
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
    for (const f of route.css ?? []) css.add(f);
  }
  const local = (set) => new Set([...set].map((f) => f.replace(/^\//, '').replace(/#$/, '')));
  return { files: local(files), css: local(css) };
}

/** @returns {{key: string, budget: string, value: number, label: string}[]} */
export function measureBuild(root) {
  const client = join(root, 'apps/web/dist/client');
  const read = (file) => readFileSync(join(client, file));
  const size = (files) => [...files].reduce((sum, f) => sum + gz(read(f)), 0);
  const raw = (files) => [...files].reduce((sum, f) => sum + read(f).length, 0);
  const inline = (html, tag) =>
    [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))]
      .map((m) => m[1])
      .join('');
  const manifest = routerManifest(client);
  const figures = [];
  const add = (key, budget, value, label) => figures.push({ key, budget, value, label });

  // ── The prerendered pages: `/`, `/auth` and `/ledger` ──────────────────────
  for (const [path, file, route, prefix] of [
    ['/', 'index.html', 'routes/landing', 'landing'],
    ['/auth', 'auth/index.html', 'routes/auth', 'auth'],
    ['/ledger', 'ledger/index.html', 'routes/ledger', 'ledger'],
  ]) {
    const html = read(file);
    const text = html.toString();
    const assets = pageAssets(manifest, ['root', route]);
    const inlineJs = gz(Buffer.from(inline(text, 'script')));
    add(
      `${path}.html`,
      `${prefix}.html.gzip`,
      gz(html),
      `${path} first response (HTML) — ${kb(html.length)} raw`,
    );
    add(
      `${path}.js`,
      `${prefix}.js.gzip`,
      size(assets.files) + inlineJs,
      `${path} JS to hydrate (inline + ${assets.files.size} files, none blocks the first paint) — ${kb(raw(assets.files))} raw`,
    );
    add(
      `${path}.css`,
      `${prefix}.css.gzip`,
      size(assets.css),
      `${path} CSS, all of it (${assets.css.size} files, after the first paint) — ${kb(raw(assets.css))} raw`,
    );
    // The page's critical CSS is inline (apps/web/build/critical); a stylesheet linked in its
    // head blocks the first paint unless it is deferred (no href until the page's script gives
    // it one after the first paint, or media="print"). Links inside <noscript> are for a
    // visitor without JavaScript (`/`'s inline CSS covers its first screen only): a browser
    // that runs scripts does not read them.
    const head = text.split('</head>')[0];
    const blocking = [
      ...head
        .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
        .matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g),
    ]
      .map((m) => m[0])
      .filter((tag) => !/\bmedia="print"/.test(tag) && !/\sdata-deferred-href=/.test(tag))
      .map((tag) => /\shref="\/?([^"#]+)/.exec(tag)?.[1])
      .filter(Boolean);
    add(
      `${path}.css.blocking`,
      `${prefix}.renderBlockingCss.gzip`,
      size(blocking),
      `${path} render-blocking CSS (${blocking.length} files; ${kb(gz(Buffer.from(inline(head, 'style'))))} inline in the HTML)`,
    );
  }
  const landingHead = read('index.html').toString().split('</head>')[0];
  add(
    '/.js.blocking',
    'landing.renderBlockingJs.gzip',
    [...landingHead.matchAll(/<script\b(?![^>]*\b(?:type="module"|async|defer)\b)[^>]*\bsrc=/g)]
      .length,
    '/ scripts that block rendering (count)',
  );

  // ── Signed-in routes: rendered on the server with their data, then hydrated ─
  const entry = pageAssets(manifest, ['root']);
  // A route may carry a JS budget of its own (`signedIn.<route>.js.gzip`, with its reason).
  const routeBudgets = JSON.parse(readFileSync(join(root, '.ci/budgets.json'), 'utf8'));
  for (const id of Object.keys(manifest.routes)) {
    if (manifest.routes[id].parentId !== 'routes/shell') continue;
    const name = id.replace(/^routes\//, '');
    const assets = pageAssets(manifest, ['root', 'routes/shell', id]);
    add(
      `${name}.js`,
      routeBudgets[`signedIn.${name}.js.gzip`] ? `signedIn.${name}.js.gzip` : 'signedIn.js.gzip',
      size(assets.files),
      `${name}: JS to hydrate (${assets.files.size} files; its data is in the HTML) — ${kb(raw(assets.files))} raw`,
    );
    add(
      `${name}.css`,
      'signedIn.css.gzip',
      size(assets.css),
      `${name}: CSS — ${kb(raw(assets.css))} raw`,
    );
  }
  add(
    'entry.js',
    null,
    size(entry.files),
    `  of which the entry and the root, shared by every page — ${kb(raw(entry.files))} raw`,
  );
  return figures;
}

/** Each public @brand/ui screen's own JS (peers and Radix excluded), bundled as an app would. */
export async function measureComponents(root) {
  const require = createRequire(join(root, 'packages/ui/package.json'));
  const esbuild = require('esbuild');
  const names = [
    'NotFound',
    'FullScreenSpinner',
    'FeeCalculator',
    'LandingPage',
    'TodayFee',
    'LedgerScreen',
    'AuthScreen',
    'AppShell',
    'JobCard',
    'JobsScreen',
    'JobDetailScreen',
    'PostJobScreen',
    'MessagesScreen',
    'ProfileScreen',
    'SettingsScreen',
    'DashboardScreen',
  ];
  const figures = [];
  // Twice: what the component needs to draw (the modules it imports on demand, `./lib/…`, left
  // out), and everything, its on-demand code (menus, dialogs, selects) included.
  const bundle = async (name, onDemand) => {
    const result = await esbuild.build({
      stdin: {
        contents: `export { ${name} } from '@brand/ui';`,
        resolveDir: join(root, 'apps/web'),
        loader: 'js',
      },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      platform: 'browser',
      external: [
        'react',
        'react-dom',
        'react/jsx-runtime',
        '@radix-ui/themes',
        'radix-ui',
        ...(onDemand ? [] : ['./lib/*']),
      ],
      logLevel: 'silent',
    });
    return Buffer.from(result.outputFiles[0].contents);
  };
  // A component may carry a budget of its own (`component.<Name>.all.js.gzip` in budgets.json)
  // where it draws more than one screen's worth of states; the others share the default.
  const budgets = JSON.parse(readFileSync(join(root, '.ci/budgets.json'), 'utf8'));
  const own = (name, key) =>
    budgets[`component.${name}.${key}`] ? `component.${name}.${key}` : `component.${key}`;
  for (const name of names) {
    const code = await bundle(name, false);
    const all = await bundle(name, true);
    figures.push({
      key: `component.${name}`,
      budget: own(name, 'js.gzip'),
      value: gz(code),
      label: `@brand/ui import { ${name} }: own JS to draw it — ${kb(code.length)} raw`,
    });
    figures.push({
      key: `component.${name}.all`,
      budget: own(name, 'all.js.gzip'),
      value: gz(all),
      label: `@brand/ui import { ${name} }: own JS, on-demand parts included — ${kb(all.length)} raw`,
    });
  }
  return figures;
}
