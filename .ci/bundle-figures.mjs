// The byte figures of a built app (apps/web/dist) and of @brand/ui's components, shared by
// the budget gate (`.ci/budgets.mjs`, in `npm test`) and the benchmark (`pnpm bench`).
// Bytes are deterministic, so they are gated; timings are not, and stay in the benchmark.
// Every size is gzip at level 9, file by file (what a server precompressing assets sends).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gz = (buf) => gzipSync(buf, { level: 9 }).length;
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Files (and their CSS) reachable through static imports from `keys` in a Vite manifest. */
function closure(manifest, keys) {
  const files = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const f of chunk.css ?? []) css.add(f);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { files, css };
}

/** @returns {{key: string, budget: string, value: number, label: string}[]} */
export function measureBuild(root) {
  const dist = join(root, 'apps/web/dist');
  const read = (file) => readFileSync(join(dist, file));
  const size = (files) => [...files].reduce((sum, f) => sum + gz(read(f)), 0);
  const raw = (files) => [...files].reduce((sum, f) => sum + read(f).length, 0);
  const manifest = (name) => JSON.parse(read(`.vite/${name}`).toString());
  const inline = (html, tag) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]).join('');
  const figures = [];
  const add = (key, budget, value, label) => figures.push({ key, budget, value, label });

  // ── `/`: the prerendered landing page and its calculator island ────────────
  const landing = read('index.html');
  add(
    '/.html',
    'landing.html.gzip',
    gz(landing),
    `/ first response (HTML with inline CSS) — ${kb(landing.length)} raw`,
  );
  const landingText = landing.toString();
  const island = closure(manifest('island-manifest.json'), ['src/landing/island.tsx']);
  const landingInlineJs = inline(landingText, 'script');
  add(
    '/.js',
    'landing.js.gzip',
    size(island.files) + gz(Buffer.from(landingInlineJs)),
    `/ JS, all of it, none before first paint (inline + ${island.files.size} files) — ${kb(raw(island.files))} raw`,
  );
  add(
    '/.css.critical',
    'page.criticalCss.gzip',
    gz(Buffer.from(inline(landingText.slice(0, landingText.indexOf('</head>')), 'style'))),
    '/ render-blocking CSS (inline critical)',
  );
  add(
    '/.css.deferred',
    'landing.deferredCss.gzip',
    size(island.css),
    `/ CSS loaded after first paint — ${kb(raw(island.css))} raw`,
  );

  // ── `/auth`: prerendered, hydrated by its own entry ────────────────────────
  const auth = read('auth.html');
  const authText = auth.toString();
  add(
    '/auth.html',
    'auth.html.gzip',
    gz(auth),
    `/auth first response (HTML with inline CSS) — ${kb(auth.length)} raw`,
  );
  const authEntry = closure(manifest('auth-manifest.json'), ['src/auth/island.tsx']);
  add(
    '/auth.js',
    'auth.js.gzip',
    size(authEntry.files) + gz(Buffer.from(inline(authText, 'script'))),
    `/auth JS before it is interactive (inline + ${authEntry.files.size} files) — ${kb(raw(authEntry.files))} raw`,
  );
  add(
    '/auth.css',
    'auth.css.gzip',
    gz(Buffer.from(inline(authText.slice(0, authText.indexOf('</head>')), 'style'))) +
      size(authEntry.css),
    `/auth CSS: inline critical + the rest, loaded without blocking paint — ${kb(raw(authEntry.css))} raw`,
  );

  // ── Signed-in routes: the SPA entry, the shell, the screen and supabase-js ─
  const spa = manifest('manifest.json');
  const app = read('app.html').toString();
  const appInlineJs = gz(Buffer.from(inline(app, 'script')));
  const entry = closure(spa, ['index.html']);
  for (const [key, chunk] of Object.entries(spa)) {
    const name = key.match(/^src\/routes\/(\w+)Route\.tsx$/)?.[1];
    if (!name || !chunk.isDynamicEntry || ['Landing', 'Auth', 'NotFound'].includes(name)) continue;
    // What the app waits for before it draws over the painted page and answers input: the
    // entry, the shell and the screen. supabase-js is not among them (e2e: fast-pages.spec.ts
    // holds it back and uses the shell); it is requested beside them, for the screen's data.
    const interactive = closure(spa, ['index.html', 'src/routes/ShellLayout.tsx', key]);
    const withData = closure(spa, [
      'index.html',
      'src/routes/ShellLayout.tsx',
      key,
      'src/session/supabase.ts',
    ]);
    add(
      `${name}.js`,
      'signedIn.js.gzip',
      size(interactive.files) + appInlineJs,
      `${name}: JS before it is interactive (${interactive.files.size} files) — ${kb(raw(interactive.files))} raw`,
    );
    add(
      `${name}.data.js`,
      'signedIn.data.js.gzip',
      size(withData.files) + appInlineJs,
      `${name}: JS until its data shows, supabase-js included (${withData.files.size} files) — ${kb(raw(withData.files))} raw`,
    );
    add(
      `${name}.css`,
      'signedIn.css.gzip',
      size(interactive.css),
      `${name}: CSS — ${kb(raw(interactive.css))} raw`,
    );
  }
  // The signed-in pages rendered at build time (scripts/prerender.mjs): each one's HTML.
  for (const { route, file } of JSON.parse(read('signed-in-pages.json').toString())) {
    if (file === 'app.html') continue; // a route that gets the SPA shell
    const html = read(file);
    add(
      `${route}.html`,
      'signedIn.html.gzip',
      gz(html),
      `${route} first response (shell and loading screen, signed in) — ${kb(html.length)} raw`,
    );
  }
  add(
    'entry.js',
    null,
    size(entry.files),
    `  of which the SPA entry, shared by every app route — ${kb(raw(entry.files))} raw`,
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
  for (const name of names) {
    const code = await bundle(name, false);
    const all = await bundle(name, true);
    figures.push({
      key: `component.${name}`,
      budget: 'component.js.gzip',
      value: gz(code),
      label: `@brand/ui import { ${name} }: own JS to draw it — ${kb(code.length)} raw`,
    });
    figures.push({
      key: `component.${name}.all`,
      budget: 'component.all.js.gzip',
      value: gz(all),
      label: `@brand/ui import { ${name} }: own JS, on-demand parts included — ${kb(all.length)} raw`,
    });
  }
  return figures;
}
