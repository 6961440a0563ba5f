#!/usr/bin/env node
// `pnpm bench`: builds the app, then prints one table of figures against the
// budgets in .ci/budgets.json. A measurement command, not a test: it prints,
// and exits non-zero only if it could not measure.
//   pnpm bench [--runs N] [--skip-build] [--skip-stories] [--skip-auth-service] [--skip-data]
//   pnpm bench --only web|stories|auth|data   (one section; a comma list for several)
// Sections: web (build, bundle bytes, Lighthouse), stories (story-test wall time), auth (the
// local auth service under load), data (the local data stack: 10,000 jobs, list/filter/search
// latency, realtime delivery, start times, memory: apps/local-auth/bench/data.ts).
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(root, 'apps/web/dist');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const budgets = JSON.parse(readFileSync(join(root, '.ci/budgets.json'), 'utf8'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const rows = [];
const onlyAt = args.indexOf('--only');
const only = onlyAt === -1 ? null : (args[onlyAt + 1] ?? '').split(',');
const want = (section) => !only || only.includes(section);

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const record = (key, value, label, format = (v) => String(v)) =>
  rows.push({ key, value, label, format });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (want('web')) {
  if (!args.includes('--skip-build')) {
    console.log('building @brand/ui and the web app…');
    execFileSync('pnpm', ['--filter', '@brand/ui', 'build'], { cwd: root, stdio: 'ignore' });
    execFileSync('pnpm', ['--filter', 'web', 'build'], { cwd: root, stdio: 'ignore' });
  }

  // ── Landing page bytes ────────────────────────────────────────────────────
  const html = readFileSync(join(dist, 'index.html'));
  const text = html.toString();
  const head = text.slice(0, text.indexOf('</head>'));
  const inlineCss = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const blockingScripts = [...head.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const blockingJs = blockingScripts.filter(
    ([, attrs]) => /src=/.test(attrs) && !/(async|defer|type="module")/.test(attrs),
  ).length;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/island-manifest.json'), 'utf8'));
  const jsFiles = new Set();
  const walk = (key) => {
    const entry = manifest[key];
    if (!entry || jsFiles.has(entry.file)) return;
    jsFiles.add(entry.file);
    for (const imported of entry.imports ?? []) walk(imported);
  };
  const cssFiles = new Set();
  const walkCss = (key, seen = new Set()) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const f of manifest[key]?.css ?? []) cssFiles.add(f);
    for (const imported of manifest[key]?.imports ?? []) walkCss(imported, seen);
  };
  walk('src/landing/island.tsx');
  walkCss('src/landing/island.tsx');
  const js = [...jsFiles].map((f) => readFileSync(join(dist, f)));
  const deferredCss = [...cssFiles].map((f) => readFileSync(join(dist, f)));
  const inlineJs = [...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');

  record('landing.html.gzip', gz(html), `/ HTML (first response) — ${kb(html.length)} raw`, kb);
  record(
    'landing.renderBlockingCss.gzip',
    gz(Buffer.from(inlineCss)),
    `/ render-blocking CSS (inline critical) — ${kb(inlineCss.length)} raw`,
    kb,
  );
  record(
    'landing.renderBlockingJs.gzip',
    blockingJs,
    `/ render-blocking external scripts (count)`,
    String,
  );
  record(
    'landing.inlineJs.gzip',
    gz(Buffer.from(inlineJs)),
    `/ inline JS (appearance + loader) — ${kb(inlineJs.length)} raw`,
    kb,
  );
  const jsRaw = js.reduce((n, b) => n + b.length, 0);
  record(
    'landing.js.gzip',
    js.reduce((n, b) => n + gz(b), 0) + gz(Buffer.from(inlineJs)),
    `/ JS total incl. inline (${jsFiles.size} files) — ${kb(jsRaw + inlineJs.length)} raw`,
    kb,
  );
  const cssRaw = deferredCss.reduce((n, b) => n + b.length, 0);
  record(
    'landing.deferredCss.gzip',
    deferredCss.reduce((n, b) => n + gz(b), 0),
    `/ deferred CSS (loaded after paint) — ${kb(cssRaw)} raw`,
    kb,
  );

  // ── The SPA: entry and each route's own chunks ──────────────────────────────
  const spa = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const closure = (keys) => {
    const files = new Set();
    const css = new Set();
    const visit = (key) => {
      const chunk = spa[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const f of chunk.css ?? []) css.add(f);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return { files, css };
  };
  const sizeOf = (files) =>
    [...files].reduce(
      (sum, f) => {
        const b = readFileSync(join(dist, f));
        return { raw: sum.raw + b.length, gz: sum.gz + gz(b) };
      },
      { raw: 0, gz: 0 },
    );
  const entry = closure(['index.html']);
  const entryJs = sizeOf(entry.files);
  const entryCss = sizeOf(entry.css);
  record(
    'spa.entry.js.gzip',
    entryJs.gz,
    `SPA entry JS (every app route) — ${kb(entryJs.raw)} raw`,
    kb,
  );
  record(
    'spa.entry.css.gzip',
    entryCss.gz,
    `SPA CSS (render-blocking on app routes) — ${kb(entryCss.raw)} raw`,
    kb,
  );
  for (const [key, chunk] of Object.entries(spa)) {
    const name = key.match(/^src\/routes\/(\w+)Route\.tsx$/)?.[1];
    if (!name || !chunk.isDynamicEntry) continue;
    const own = closure([key]);
    for (const shared of entry.files) own.files.delete(shared);
    const size = sizeOf(own.files);
    record(
      `spa.route.${name}.js.gzip`,
      size.gz,
      `  route ${name}: its own JS — ${kb(size.raw)} raw`,
      kb,
    );
  }

  // ── Importing single components from @brand/ui ────────────────────────────
  {
    const require = createRequire(join(root, 'packages/ui/package.json'));
    const esbuild = require('esbuild');
    const components = [
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
    for (const name of components) {
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
        // Peers and shared primitives are the app's, not the component's own cost.
        external: ['react', 'react-dom', 'react/jsx-runtime', '@radix-ui/themes', 'radix-ui'],
        logLevel: 'silent',
      });
      const code = Buffer.from(result.outputFiles[0].contents);
      record(
        `component.js.gzip`,
        gz(code),
        `@brand/ui import { ${name} }: own JS — ${kb(code.length)} raw`,
        kb,
      );
    }
  }

  // ── Lighthouse (mobile) ─────────────────────────────────────────────────────
  const port = 4391;
  const server = spawn('node', ['apps/web/server/serve.mjs'], {
    cwd: root,
    env: { ...process.env, WEB_PORT: String(port) },
    stdio: 'ignore',
  });
  const median = (values) => {
    const s = [...values].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)];
  };
  try {
    await new Promise((r) => setTimeout(r, 500));
    for (const path of ['/', '/auth']) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const out = execFileSync(
          join(root, 'node_modules/.bin/lighthouse'),
          [
            `http://127.0.0.1:${port}${path}`,
            '--quiet',
            '--output=json',
            '--only-categories=performance',
            `--chrome-path=${chromium}`,
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic',
          ],
          {
            cwd: root,
            maxBuffer: 64 * 1024 * 1024,
            env: { ...process.env, CHROME_PATH: chromium },
          },
        );
        const lhr = JSON.parse(out.toString());
        results.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        });
      }
      const m = (k) => median(results.map((r) => r[k]));
      const ms = (v) => `${Math.round(v)} ms`;
      record(
        `lighthouse.${path}.performance`,
        m('performance'),
        `Lighthouse mobile ${path}: performance (median of ${runs})`,
      );
      record(`lighthouse.${path}.fcp`, m('fcp'), `Lighthouse mobile ${path}: FCP`, ms);
      record(`lighthouse.${path}.lcp`, m('lcp'), `Lighthouse mobile ${path}: LCP`, ms);
      record(`lighthouse.${path}.tbt`, m('tbt'), `Lighthouse mobile ${path}: TBT`, ms);
      record(`lighthouse.${path}.cls`, m('cls'), `Lighthouse mobile ${path}: CLS`, (v) =>
        v.toFixed(3),
      );
    }
  } finally {
    server.kill();
  }
}

// ── Story-test suite wall time ──────────────────────────────────────────────
if (want('stories') && !args.includes('--skip-stories')) {
  const t0 = performance.now();
  execFileSync('pnpm', ['test:stories'], { cwd: root, stdio: 'ignore' });
  record(
    'stories.wallTime',
    (performance.now() - t0) / 1000,
    'story tests (Vitest browser, all stories): wall time',
    (v) => `${v.toFixed(0)} s`,
  );
}

// ── Local auth service under load ───────────────────────────────────────────
if (want('auth') && !args.includes('--skip-auth-service')) {
  const out = execFileSync(
    'pnpm',
    [
      '--filter',
      'local-auth',
      'bench',
      '--',
      '--signins',
      '120',
      '--getusers',
      '3000',
      '--concurrency',
      '16',
    ],
    { cwd: root },
  ).toString();
  for (const line of out.split('\n')) {
    const m = line.match(
      /^(sign-in|get-user)\s+\d+ req\s+([\d.]+) req\/s\s+p50 ([\d.]+) ms\s+p95 ([\d.]+) ms\s+p99 ([\d.]+) ms/,
    );
    if (!m) continue;
    const [, op, rps, p50, p95, p99] = m;
    record(
      `auth.${op}.rps`,
      Number(rps),
      `local-auth ${op}: throughput (16 concurrent)`,
      (v) => `${v.toFixed(1)}/s`,
    );
    record(
      `auth.${op}.p50`,
      Number(p50),
      `local-auth ${op}: latency p50 / p95 / p99`,
      () => `${p50} / ${p95} / ${p99} ms`,
    );
  }
}

// ── Local data stack (PostgREST over PGlite, realtime) ──────────────────────
if (want('data') && !args.includes('--skip-data')) {
  console.log('measuring the local data stack (10,000 jobs; about two minutes)…');
  const out = execFileSync('pnpm', ['--filter', 'local-auth', '--silent', 'bench:data'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  }).toString();
  for (const line of out.split('\n'))
    if (line && !line.startsWith('data-bench-json:')) console.log(`  ${line}`);
  const json = out.match(/^data-bench-json: (.*)$/m);
  if (!json) throw new Error('the data-stack bench printed no figures');
  const d = JSON.parse(json[1]);
  const ms = (v) => `${Math.round(v)} ms`;
  record(
    'data.start.cold',
    d.start.coldMs,
    'data stack: cold start (initdb, migrations, seed)',
    ms,
  );
  record('data.start.warm', d.start.warmMs, `data stack: warm start (${d.jobs} jobs)`, ms);
  const names = { list: 'jobs list', category: 'category filter', search: 'full-text search' };
  for (const [query, label] of Object.entries(names)) {
    for (const c of ['c1', 'c8']) {
      const f = d.queries[query][c];
      record(
        `data.${query}.${c}.p95`,
        f.p95,
        `data ${label}, page of 20 + count (concurrency ${c.slice(1)}): p50 / p95 / p99, req/s`,
        () => `${f.p50} / ${f.p95} / ${f.p99} ms, ${f.rps}/s`,
      );
    }
  }
  if (d.delivery.unavailable)
    rows.push({
      key: 'data.realtime.p95',
      value: NaN,
      label: `data message delivery (send → other client's channel): realtime not available (${d.delivery.unavailable})`,
      format: () => 'n/a',
    });
  else
    record(
      'data.realtime.p95',
      d.delivery.p95,
      `data message delivery (send → other client's channel): p50 / p95 / p99`,
      () => `${d.delivery.p50} / ${d.delivery.p95} / ${d.delivery.p99} ms`,
    );
  const mem = d.memoryMb;
  record(
    'data.memory.rss',
    mem.loaded.node + mem.loaded.postgrest,
    'data stack memory, RSS of node + PostgREST: idle / after load',
    () => `${mem.idle.node + mem.idle.postgrest} / ${mem.loaded.node + mem.loaded.postgrest} MB`,
  );
}

// ── Table ───────────────────────────────────────────────────────────────────
const mark = (key, value) => {
  const b = budgets[key];
  if (!b || Number.isNaN(value)) return '';
  if (b.max !== undefined)
    return value <= b.max
      ? `✓ ≤ ${b.unit === 'bytes' ? kb(b.max) : b.max}`
      : `✗ > ${b.unit === 'bytes' ? kb(b.max) : b.max}`;
  if (b.min !== undefined) return value >= b.min ? `✓ ≥ ${b.min}` : `✗ < ${b.min}`;
  return '';
};
if (!rows.length) {
  console.log('nothing measured (see --only)');
  process.exit(1);
}
const width = Math.max(...rows.map((r) => r.label.length));
console.log(`\n${'figure'.padEnd(width)}  ${'value'.padStart(10)}  budget`);
console.log('─'.repeat(width + 30));
for (const r of rows) {
  console.log(
    `${r.label.padEnd(width)}  ${r.format(r.value).padStart(10)}  ${mark(r.key, r.value)}`,
  );
}
const over = rows.filter((r) => mark(r.key, r.value).startsWith('✗'));
console.log(
  `\n${over.length ? `${over.length} figure(s) over budget` : 'every figure within budget'}`,
);
