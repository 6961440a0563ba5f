#!/usr/bin/env node
// How long the web server takes to render a signed-in page with its data (`pnpm bench:ssr`;
// a measurement, not a test). The built app (`pnpm --filter web build:local` first), the local
// stack on a throw-away data folder with JOBS jobs (default 10,000) bulk-inserted, the demo
// account's session cookies from @supabase/ssr, then `GET /jobs` (and the other routes)
// REQUESTS times each, one at a time, timed until the whole page has arrived: the loader's
// getUser and PostgREST reads, React's render and the stream. Prints p50 / p95 / p99.
//
//   node .ci/ssr-bench.mjs [--jobs 10000] [--requests 100] [--paths /jobs,/dashboard]
//
// Where: the stack on BENCH_SUPABASE_URL (default: the dev keys' http://127.0.0.1:54321, which
// the e2e tests and `npm start` share, so wrap the default in `flock /tmp/stack-54321.lock`);
// with another URL, the bench first builds the app for it (a production build with that
// project URL and the dev anon key). The web server listens on BENCH_WEB_PORT (default 4392).
// Requests ask for what Chromium accepts (the server answers brotli); BENCH_ENCODING=gzip
// measures gzip instead.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { signInItems, startLocalAuth } from './signed-in.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '100' },
    paths: { type: 'string', default: '/jobs,/dashboard,/settings,/profile,/messages' },
  },
});
const JOBS = Number(values.jobs);
const REQUESTS = Number(values.requests);
const port = Number(process.env['BENCH_WEB_PORT'] ?? 4392);
const origin = `http://127.0.0.1:${port}`;
const keys = JSON.parse(readFileSync(join(root, 'apps/local-supabase/dev-keys.json'), 'utf8'));
const stackUrl = (process.env['BENCH_SUPABASE_URL'] ?? keys.url).replace(/\/+$/, '');
const categories = ['development', 'design', 'writing', 'marketing', 'consulting'];

const log = (line) =>
  console.error(`[ssr-bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
if (stackUrl !== keys.url) {
  log(`building the app for the stack at ${stackUrl}…`);
  execFileSync('pnpm', ['--filter', 'web', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_SUPABASE_URL: stackUrl, VITE_SUPABASE_ANON_KEY: keys.anonKey },
  });
}
log(`starting the local stack at ${stackUrl}…`);
const auth = await startLocalAuth(root, { webOrigin: origin, stackUrl });
log(`local stack up in ${Math.round(auth.startMs)} ms; inserting ${JOBS} jobs…`);
let server;
try {
  // The jobs, as the data bench makes them: spread over a year, a tenth closed.
  const headers = {
    apikey: keys.serviceRoleKey,
    Authorization: `Bearer ${keys.serviceRoleKey}`,
    'Content-Type': 'application/json',
    Prefer: 'return=minimal',
  };
  const owners = await (await fetch(`${auth.url}/rest/v1/profiles?select=id`, { headers })).json();
  if (!Array.isArray(owners) || !owners.length) throw new Error('no seeded profiles');
  const now = Date.now();
  for (let i = 0; i < JOBS; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, JOBS - i) }, (_, k) => {
      const n = i + k;
      return {
        owner_id: owners[n % owners.length].id,
        title: `Bench job ${n} for a small studio`,
        description: `A job made by the server-render bench (#${n}), with enough words to be searched.`,
        budget: '$500 - $1,000',
        category: categories[n % categories.length],
        timeline: '1-2 months',
        experience_level: 'intermediate',
        location: 'Remote',
        skills: ['React'],
        tags: ['bench'],
        status: n % 10 === 0 ? 'closed' : 'open',
        created_at: new Date(now - ((n * 7919) % 525_600) * 60_000).toISOString(),
      };
    });
    const response = await fetch(`${auth.url}/rest/v1/jobs`, {
      method: 'POST',
      headers,
      body: JSON.stringify(rows),
    });
    if (!response.ok) throw new Error(`bulk insert: ${response.status} ${await response.text()}`);
  }

  // A live database has planner statistics; a table just bulk-loaded has none until
  // autovacuum's ANALYZE (within seconds on the local stack: autovacuum_naptime=1s). Without
  // them the list is planned for a few rows (every card embedded before the sort: 5-8 s), which
  // is not what a person meets. Wait until the list's query answers as planned, at most 60 s.
  const listUrl = `${auth.url}/rest/v1/jobs?select=id,applicants,client:profile_cards(id,jobs_posted)&status=eq.open&order=created_at.desc,id.asc&limit=50`;
  const waitFrom = performance.now();
  for (;;) {
    const t = performance.now();
    const r = await fetch(listUrl, { headers });
    await r.arrayBuffer();
    if (r.ok && performance.now() - t < 500) break;
    if (performance.now() - waitFrom > 60_000) {
      log('the list query is still slow after 60 s (no planner statistics?); measuring anyway');
      break;
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  log(`planner statistics in after ${Math.round(performance.now() - waitFrom)} ms`);

  log('jobs in; starting the web server…');
  server = spawn(process.execPath, ['apps/web/server/serve.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ready) => server.stdout.on('data', (d) => /http:/.test(d) && ready()));

  log('web server up; signing in…');
  const cookie = (await signInItems(root, auth)).map(([k, v]) => `${k}=${v}`).join('; ');
  const pct = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  console.log(
    `server render, signed in, ${JOBS} jobs, ${REQUESTS} requests each, one at a time (whole page, as a browser asks: brotli):`,
  );
  const get = async (path) => {
    const t = performance.now();
    const response = await fetch(`${origin}${path}`, {
      // What Chromium sends: the server answers brotli.
      headers: {
        cookie,
        'accept-encoding': process.env['BENCH_ENCODING'] ?? 'gzip, deflate, br, zstd',
      },
      redirect: 'manual',
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    return { ms: performance.now() - t, bytes: body.length };
  };
  const paths = values.paths.split(',');
  // A server in use has served every route, and a live database has vacuumed its tables: each
  // route is asked 20 times before any is timed (the first is timed apart). Timed first, right
  // after the bulk insert, /jobs read up to 15 ms slower at p95 in some runs than timed after the
  // others (autovacuum still at the new rows: the open jobs are counted from their index alone
  // once the table is vacuumed), and no slower in others.
  for (const path of paths) {
    const first = await get(path);
    log(`${path}: first render ${first.ms.toFixed(0)} ms`);
    for (let i = 0; i < 19; i++) await get(path); // warm up
  }
  for (const path of paths) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const r = await get(path);
      times.push(r.ms);
      bytes = r.bytes;
    }
    times.sort((a, b) => a - b);
    const f = (v) => v.toFixed(1);
    console.log(
      `  ${path.padEnd(12)} p50 ${f(pct(times, 50))} ms  p95 ${f(pct(times, 95))} ms  p99 ${f(pct(times, 99))} ms  (${Math.round(bytes / 1024)} KB HTML)`,
    );
  }
} finally {
  server?.kill('SIGTERM');
  await auth.stop();
}
