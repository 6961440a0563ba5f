#!/usr/bin/env node
// `pnpm bench`: builds the app, then prints one table of figures against the
// budgets in .ci/budgets.json. A measurement command, not a test: it prints,
// and exits non-zero only if it could not measure.
//   pnpm bench [--runs N] [--skip-build] [--skip-signed-in] [--skip-stories] [--skip-auth-service]
//              [--skip-data]
//   pnpm bench --only web|signedin|stories|auth|data   (one section; a comma list for several)
// Sections: web (build, bundle bytes, Lighthouse on /, /auth and /ledger), signedin (build, then
// Lighthouse on /dashboard and /jobs reloaded by a signed-in person, against the local Supabase stack on a
// throw-away folder: .ci/signed-in.mjs), stories (story-test wall time), auth (the local auth
// service under load), data (the local data stack: 10,000 jobs, list/filter/search latency,
// realtime delivery, start times, memory: apps/local-supabase/bench/data.ts).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kb, measureBuild, measureComponents } from './bundle-figures.mjs';
import {
  againIfNavigationStartLost,
  keptRun,
  lighthouseFigures,
  lighthouseSignedIn,
  startLocalAuth,
} from './signed-in.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const budgets = JSON.parse(readFileSync(join(root, '.ci/budgets.json'), 'utf8'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const rows = [];
const onlyAt = args.indexOf('--only');
const only = onlyAt === -1 ? null : (args[onlyAt + 1] ?? '').split(',');
const want = (section) => !only || only.includes(section);
const signedIn = want('signedin') && !args.includes('--skip-signed-in');

const record = (key, value, label, format = (v) => String(v)) =>
  rows.push({ key, value, label, format });

if ((want('web') || signedIn) && !args.includes('--skip-build')) {
  console.log('building @brand/ui and the web app…');
  // The app is measured built for the local stack (the bench starts it).
  for (const [pkg, script] of [
    ['@brand/ui', 'build'],
    ['web', 'build:local'],
  ]) {
    try {
      execFileSync('pnpm', ['--filter', pkg, script], { cwd: root, stdio: 'pipe' });
    } catch (error) {
      const out = `${error.stdout ?? ''}${error.stderr ?? ''}`.split('\n').slice(-30).join('\n');
      console.error(
        `${out}\nthe ${pkg} build failed (output above); --skip-build measures the last build`,
      );
      process.exit(1);
    }
  }
}

// ── Bytes: each route's first response, JS and CSS; @brand/ui's components ──
// The figures and aims of the byte gate in `npm test` (.ci/bundle-figures.mjs, .ci/budgets.mjs).
if (want('web')) {
  for (const f of [...measureBuild(root), ...(await measureComponents(root))])
    record(f.budget ?? f.key, f.value, f.label, kb);
}

// ── Lighthouse (mobile, simulated throttling) ───────────────────────────────
if (want('web') || signedIn) {
  const port = 4391;
  const origin = `http://127.0.0.1:${port}`;
  const chromeFlags =
    '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';
  const server = spawn('node', ['apps/web/server/serve.mjs'], {
    cwd: root,
    env: { ...process.env, WEB_PORT: String(port) },
    stdio: 'ignore',
  });
  const stopServer = () => server.kill();
  process.on('exit', stopServer); // also when an interrupted signed-in section exits
  const median = (values) => {
    const s = [...values].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)];
  };
  const ms = (v) => `${Math.round(v)} ms`;
  /** One route's medians; `key` names its aims in budgets.json (`lighthouse.<key>.lcp`, …). */
  const recordLighthouse = (key, title, results) => {
    const m = (k) => median(results.map((r) => r[k]));
    record(
      `lighthouse.${key}.performance`,
      m('performance'),
      `Lighthouse mobile ${title}: performance (median of ${results.length})`,
    );
    record(`lighthouse.${key}.fcp`, m('fcp'), `Lighthouse mobile ${title}: FCP`, ms);
    record(`lighthouse.${key}.lcp`, m('lcp'), `Lighthouse mobile ${title}: LCP`, ms);
    record(`lighthouse.${key}.tbt`, m('tbt'), `Lighthouse mobile ${title}: TBT`, ms);
    record(`lighthouse.${key}.cls`, m('cls'), `Lighthouse mobile ${title}: CLS`, (v) =>
      v.toFixed(3),
    );
  };
  try {
    await new Promise((r) => setTimeout(r, 500));
    for (const path of want('web') ? ['/', '/auth', '/ledger'] : []) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        // BENCH_LHR_DIR=<dir> keeps each run's report and trace, as the signed-in section does.
        const kept = keptRun(`${path.slice(1) || 'landing'}-${i + 1}`);
        const out = await againIfNavigationStartLost(`${path} run ${i + 1}`, () =>
          execFileSync(
            join(root, 'node_modules/.bin/lighthouse'),
            [
              `${origin}${path}`,
              '--quiet',
              '--output=json',
              '--only-categories=performance',
              `--chrome-path=${chromium}`,
              `--chrome-flags=${chromeFlags}`,
              ...kept.args,
            ],
            {
              cwd: root,
              maxBuffer: 64 * 1024 * 1024,
              env: { ...process.env, CHROME_PATH: chromium },
            },
          ),
        );
        const lhr = JSON.parse(kept.report(out.toString()));
        results.push(lighthouseFigures(lhr));
      }
      recordLighthouse(path, path, results);
    }

    // ── A signed-in route, reloaded with a stored session (.ci/signed-in.mjs) ──
    if (signedIn) {
      // Every signed-in screen with a page of its own but a job's (whose path needs an id):
      // /jobs has a form control (the Category select) whose code loads on demand.
      // BENCH_PATHS=/jobs (a comma list) measures only those.
      const paths = process.env['BENCH_PATHS']?.split(',') ?? [
        '/dashboard',
        '/jobs',
        '/messages',
        '/profile',
        '/settings',
      ];
      const t0 = performance.now();
      console.log('starting the local Supabase stack on a throw-away folder…');
      const auth = await startLocalAuth(root, { webOrigin: origin });
      const byPath = new Map();
      try {
        for (const path of paths) {
          console.log(
            `  ready in ${(auth.startMs / 1000).toFixed(1)} s; Lighthouse on ${path} signed in as ${auth.account.email}…`,
          );
          byPath.set(
            path,
            await lighthouseSignedIn(root, {
              appOrigin: origin,
              path,
              runs,
              auth,
              chromium,
              chromeFlags,
            }),
          );
        }
      } finally {
        await auth.stop();
      }
      for (const [path, results] of byPath) {
        results.forEach((r, i) =>
          console.log(
            `  ${path} run ${i + 1}: score ${r.performance}, FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, ` +
              `TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}; ${r.dataRequests} database requests; ` +
              `Chromium's long tasks at 4× CPU: ${Math.round(r.observedTbt)} ms over 50 ms, longest ${Math.round(r.longestTask)} ms`,
          ),
        );
        recordLighthouse(`signedIn.${path}`, `${path} (signed in, reload)`, results);
        record(
          `signedIn.${path}.observedTbt`,
          median(results.map((r) => r.observedTbt)),
          `Chromium ${path} (signed in, loaded again after Lighthouse, 4× CPU): long tasks over 50 ms`,
          ms,
        );
        const elements = new Map();
        for (const r of results) elements.set(r.lcpElement, (elements.get(r.lcpElement) ?? 0) + 1);
        for (const [element, n] of elements) {
          const note = `  LCP element (${n} of ${results.length} runs): ${element}`;
          console.log(note);
          rows.push({ note });
        }
      }
      record(
        'signedIn.wallTime',
        (performance.now() - t0) / 1000,
        `  signed-in section: wall time (stack start ${(auth.startMs / 1000).toFixed(1)} s, ${paths.length} routes × ${runs} runs)`,
        (v) => `${v.toFixed(0)} s`,
      );
    }
  } finally {
    stopServer();
    process.off('exit', stopServer);
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
      'local-supabase',
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
      `local-supabase ${op}: throughput (16 concurrent)`,
      (v) => `${v.toFixed(1)}/s`,
    );
    record(
      `auth.${op}.p50`,
      Number(p50),
      `local-supabase ${op}: latency p50 / p95 / p99`,
      () => `${p50} / ${p95} / ${p99} ms`,
    );
  }
}

// ── Local data stack (PostgREST over Postgres 17, realtime from the WAL) ──────────────────────
if (want('data') && !args.includes('--skip-data')) {
  console.log('measuring the local data stack (10,000 jobs; about two minutes)…');
  const out = execFileSync('pnpm', ['--filter', 'local-supabase', '--silent', 'bench:data'], {
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
  const names = {
    list: 'jobs list',
    category: 'category filter',
    search: 'full-text search',
    searchRls: 'full-text search through RLS (no GIN index)',
  };
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
  if (d.deliveryWhileSlow && !d.deliveryWhileSlow.unavailable)
    record(
      'data.realtime.slow.p95',
      d.deliveryWhileSlow.p95,
      `data message delivery while 2 slow queries run: p50 / p95 / p99`,
      () =>
        `${d.deliveryWhileSlow.p50} / ${d.deliveryWhileSlow.p95} / ${d.deliveryWhileSlow.p99} ms`,
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
// Each figure beside its aim (budgets.json); a Lighthouse figure without one says so.
const aim = (b) => {
  const n = b.max ?? b.min;
  if (b.unit === 'bytes') return kb(n);
  return b.unit && !['score', 'count'].includes(b.unit) ? `${n} ${b.unit}` : String(n);
};
const mark = (key, value) => {
  const b = budgets[key];
  if (!b) return key.startsWith('lighthouse.') ? '— (no aim)' : '';
  if (b.max >= 99999999) return '— (no limit set yet)'; // a placeholder in budgets.json
  if (Number.isNaN(value)) return '';
  if (b.max !== undefined) return value <= b.max ? `✓ ≤ ${aim(b)}` : `✗ > ${aim(b)}`;
  if (b.min !== undefined) return value >= b.min ? `✓ ≥ ${aim(b)}` : `✗ < ${aim(b)}`;
  return '';
};
const figures = rows.filter((r) => !r.note);
if (!figures.length) {
  console.log('nothing measured (see --only)');
  process.exit(1);
}
const width = Math.max(...figures.map((r) => r.label.length));
console.log(`\n${'figure'.padEnd(width)}  ${'value'.padStart(10)}  aim`);
console.log('─'.repeat(width + 30));
for (const r of rows) {
  if (r.note) console.log(r.note);
  else
    console.log(
      `${r.label.padEnd(width)}  ${r.format(r.value).padStart(10)}  ${mark(r.key, r.value)}`,
    );
}
const over = figures.filter((r) => mark(r.key, r.value).startsWith('✗'));
console.log(
  `\n${over.length ? `${over.length} figure(s) miss their aim` : 'every figure meets its aim'}`,
);
