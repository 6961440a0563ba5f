#!/usr/bin/env node
// `pnpm bench:trace`: where a signed-in reload spends its main thread. Reloads each route with
// the demo account's session at 4× CPU in Debian's Chromium, traced (the V8 CPU profiler
// included), and prints every task over 50 ms after the navigation with what ran in it: the
// browser's own work (style, layout, paint, parsing) and the JavaScript, by original source
// file through the build's source maps. A diagnostic that prints, never a test: tracing
// slows the page (each task reads ~1.5× longer than untraced), so compare runs with runs.
//   pnpm bench:trace [--paths /dashboard,/jobs] [--runs N] [--skip-build] [--save <dir>]
// --save keeps each trace as JSON, for chrome://tracing or the Performance panel.
// Needs the app built for the local stack (`pnpm --filter web build:local`; done here unless
// --skip-build) and nothing else answering on the local stack's port.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInItems, startLocalAuth } from './signed-in.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const assets = join(root, 'apps/web/dist/client/assets');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const paths = option('--paths', '/dashboard,/jobs').split(',');
const runs = Number(option('--runs', '1')) || 1;
const saveDir = option('--save', null);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = 4392;
const origin = `http://127.0.0.1:${port}`;
const categories = [
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

if (!args.includes('--skip-build')) {
  console.log('building @brand/ui and the web app…');
  for (const [pkg, script] of [
    ['@brand/ui', 'build'],
    ['web', 'build:local'],
  ])
    execFileSync('pnpm', ['--filter', pkg, script], { cwd: root, stdio: 'pipe' });
}
if (saveDir) mkdirSync(saveDir, { recursive: true });

// ── Original sources, through the build's source maps ───────────────────────
const maps = new Map();
/** 'react-dom', '@radix-ui/themes', 'src/routes/JobsRoute.tsx', … for a profile frame. */
function sourceOf(frame) {
  const file = (frame.url || '').split('/').pop() ?? '';
  if (!file.endsWith('.js')) return frame.url ? 'the page (inline scripts)' : null;
  if (!maps.has(file)) {
    const path = join(assets, `${file}.map`);
    maps.set(file, existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  const entry = maps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber);
  const source = entry?.originalSource;
  // No mapping: the chunk's own top level (its module being evaluated), or code the bundler
  // wrote (Vite's preload helper).
  if (!source) return `${file.replace(/-[\w-]{8}\.js$/, '.js')} (unmapped)`;
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  return source.replace(/^(\.\.\/)+/, '').replace(/^packages\/ui\/dist\/.*/, '@brand/ui');
}

/** The browser's own work in a task, by kind (ms), from the trace's nested events. */
const kinds = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  MinorGC: 'GC',
  MajorGC: 'GC',
};

function analyse(events, path) {
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === `${origin}${path}`,
  );
  if (!nav) throw new Error(`no navigation to ${path} in the trace`);
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid,
  );
  const onMain = events.filter((e) => e.pid === nav.pid && e.tid === main.tid);
  const at = (ts) => Math.round((ts - nav.ts) / 1000);
  const paints = onMain.filter((e) =>
    ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name),
  );
  const fcp = paints.find((e) => e.name === 'firstContentfulPaint');
  const lcp = paints.filter((e) => e.name !== 'firstContentfulPaint').at(-1);

  // CPU profile samples, as [timestamp, node id].
  const profile = onMain.find((e) => e.name === 'Profile');
  const nodes = new Map();
  const samples = [];
  let ts = profile?.args.data.startTime ?? 0;
  for (const chunk of events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === nav.pid && e.id === profile?.id,
  )) {
    const data = chunk.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += data.timeDeltas[i];
      samples.push([ts, id]);
    });
  }

  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 50_000 && e.ts >= nav.ts);
  const lines = [];
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const own = new Map();
    for (const e of onMain)
      if (e.ph === 'X' && e.ts >= task.ts && e.ts < end && kinds[e.name])
        own.set(kinds[e.name], (own.get(kinds[e.name]) ?? 0) + e.dur / 1000);
    const scripts = new Map();
    let counted = 0;
    for (const [sampleTs, id] of samples) {
      if (sampleTs < task.ts || sampleTs > end) continue;
      // The innermost frame with a source: a sample's time goes to the code that ran.
      let node = nodes.get(id);
      let source = null;
      while (node && !(source = sourceOf(node.callFrame))) node = nodes.get(node.parent);
      if (!source) continue;
      counted++;
      scripts.set(source, (scripts.get(source) ?? 0) + 1);
    }
    const jsMs = [...scripts].map(([source, n]) => [source, (n / counted) * (task.dur / 1000)]);
    // Script time is the task less the browser's own kinds (their JS samples count in JS).
    const browser = [...own].filter(([, ms]) => ms >= 3);
    const browserMs = browser.reduce((sum, [, ms]) => sum + ms, 0);
    const jsShare = counted ? Math.max(0, 1 - browserMs / (task.dur / 1000)) : 0;
    const named = [...browser, ...jsMs.map(([source, ms]) => [source, ms * jsShare])];
    const other = task.dur / 1000 - named.reduce((sum, [, ms]) => sum + ms, 0);
    const parts = [...named, ['other browser work', other]]
      .filter(([, ms]) => ms >= 3)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, ms]) => `${name} ${Math.round(ms)}`);
    lines.push(
      `    @${String(at(task.ts)).padStart(5)} ms ${String(Math.round(task.dur / 1000)).padStart(4)} ms  ${parts.join(', ')}`,
    );
  }
  const after = fcp ? tasks.filter((t) => t.ts >= fcp.ts) : tasks;
  return {
    fcp: fcp ? at(fcp.ts) : null,
    lcp: lcp ? at(lcp.ts) : null,
    overFifty: Math.round(after.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - 50), 0)),
    lines,
  };
}

// ── Run ──────────────────────────────────────────────────────────────────────
const server = spawn('node', ['apps/web/server/serve.mjs'], {
  cwd: root,
  env: { ...process.env, WEB_PORT: String(port) },
  stdio: 'ignore',
});
const stopServer = () => server.kill();
process.on('exit', stopServer);
let auth = null;
try {
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log('starting the local Supabase stack on a throw-away folder…');
  auth = await startLocalAuth(root, { webOrigin: origin });
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    for (const path of paths)
      for (let run = 1; run <= runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        await page.goto(`${origin}/__trace-storage.txt`); // any page of the origin (a 404)
        await page.evaluate(
          (items) => {
            for (const [key, value] of items) document.cookie = `${key}=${value}; path=/`;
          },
          await signInItems(root, auth),
        );
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const events = [];
        cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
        const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
        await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(5000);
        await cdp.send('Tracing.end');
        await complete;
        const landed = new URL(page.url()).pathname;
        await context.close();
        if (landed !== path)
          throw new Error(`the session did not take: ${path} ended on ${landed}`);
        if (saveDir) {
          const file = join(saveDir, `trace${path.replaceAll('/', '-')}-${run}.json`);
          writeFileSync(file, JSON.stringify({ traceEvents: events }));
        }
        const r = analyse(events, path);
        console.log(
          `${path} run ${run} (4× CPU, traced): FCP ${r.fcp ?? '—'} ms, LCP ${r.lcp ?? '—'} ms, ` +
            `tasks after FCP: ${r.overFifty} ms over 50 ms. Tasks over 50 ms (start, length, ms by part):`,
        );
        for (const line of r.lines) console.log(line);
      }
  } finally {
    await browser.close();
  }
} finally {
  await auth?.stop();
  stopServer();
}
