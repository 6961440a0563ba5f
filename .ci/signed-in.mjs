// The signed-in section of `pnpm bench` (`--only signedin`; `--skip-signed-in` leaves it out):
// Lighthouse on a signed-in route reloaded by a person whose session is already stored, as
// after a reload. Mobile, simulated throttling, the same Chromium flags as the other
// Lighthouse runs; each run gets a fresh browser profile and a cold HTTP cache, with only the
// session in its cookies.
//
//   1. the local Supabase stack (apps/local-supabase) on a throw-away data folder, at the URL the
//      app was built for (apps/local-supabase/dev-keys.json), seeded with the demo account;
//   2. per run: a sign-in through @supabase/ssr itself (the app's own version, in Node, with an
//      in-memory cookie jar), so the cookies are exactly what the app's clients write;
//      Chromium launched by chrome-launcher as the Lighthouse CLI launches it; the cookies
//      set on the app's origin over CDP (puppeteer-core, Lighthouse's own); the HTTP cache
//      cleared; then the Lighthouse CLI on that browser (`--port`, `--disable-storage-reset`);
//   3. each run is checked: Lighthouse must end on the route (not on /auth: the server renders it
//      only with the session), and no request of the page was refused (401/403). Else it throws.
// Everything started here is stopped when the section ends, fails or is interrupted.
// BENCH_LH_ARGS (space-separated) adds arguments to each Lighthouse run: with BENCH_LHR_DIR,
// `--additional-trace-categories=disabled-by-default-v8.cpu_profiler` keeps CPU samples in the
// trace, `…=disabled-by-default-blink.debug` CSS selector statistics (both slow the page).
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// ── Cleanup of what this module starts, also on Ctrl-C or SIGTERM ────────────
const cleanups = new Map(); // name → { stop: async, kill: sync last resort }
let exiting = false;
const onSignal = (signal) => {
  if (exiting) return;
  exiting = true;
  console.error(`\nbench: ${signal}, stopping what the signed-in section started…`);
  Promise.allSettled([...cleanups.values()].map((c) => c.stop())).finally(() =>
    process.exit(signal === 'SIGINT' ? 130 : 143),
  );
};
const onExit = () => {
  for (const c of cleanups.values()) c.kill();
};
/** Registers something started here; returns its stop. Signals are ours only meanwhile. */
function track(name, stop, kill) {
  if (!cleanups.size) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    process.on('exit', onExit);
  }
  cleanups.set(name, { stop, kill });
  return async () => {
    untrack(name);
    await stop();
  };
}
function untrack(name) {
  if (!cleanups.delete(name) || cleanups.size) return;
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  process.off('exit', onExit);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};
const killGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
};

/** The figures the bench reports from one Lighthouse result. */
export function lighthouseFigures(lhr) {
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

/**
 * Lighthouse's arguments for keeping a run (BENCH_LHR_DIR=<dir>): the report as <dir>/<name>.json,
 * and with it the trace and DevTools log it was computed from (<name>-0.trace.json,
 * <name>-0.devtoolslog.json), to see where the time goes (in DevTools' Performance panel, or
 * with a script). No arguments when it is unset: the report comes on stdout.
 */
export function keptRun(name) {
  const dir = process.env['BENCH_LHR_DIR'];
  if (!dir) return { args: [], report: (stdout) => stdout };
  const file = join(dir, `${name}.json`);
  return {
    args: [`--output-path=${file}`, '--save-assets'],
    report: () => readFileSync(file, 'utf8'),
  };
}

// ── The local Supabase stack ─────────────────────────────────────────────────
/**
 * Starts apps/local-supabase (as `pnpm --filter local-supabase start`, in its own process group) on a
 * new temporary data folder. Refuses when something already answers at its URL: the bench
 * never measures against, or writes into, a developer's running stack.
 */
export async function startLocalAuth(root, { webOrigin, stackUrl }) {
  const keys = JSON.parse(readFileSync(join(root, 'apps/local-supabase/dev-keys.json'), 'utf8'));
  // Where it listens: the dev keys' URL (127.0.0.1:54321, what `build:local` talks to) unless
  // the caller asks for another (`pnpm bench:ssr` with BENCH_SUPABASE_URL).
  keys.url = (stackUrl ?? keys.url).replace(/\/+$/, '');
  const url = new URL(keys.url);
  const health = `${keys.url}/auth/v1/health`;
  const healthy = () =>
    fetch(health, { headers: { apikey: keys.anonKey }, signal: AbortSignal.timeout(1000) });
  const answers = await healthy().then(
    () => true,
    () => false,
  );
  if (answers)
    throw new Error(
      `something already answers at ${keys.url} (a local-supabase started by you or by the e2e tests?): ` +
        'the signed-in bench starts its own on a throw-away data folder. Stop it, or pass --skip-signed-in.',
    );

  const dataDir = mkdtempSync(join(tmpdir(), 'fairlance-bench-auth-'));
  // The stack's settings from this shell, the deprecated old names included, are not passed on.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^LOCAL_(SUPABASE|AUTH)_/.test(k)),
  );
  const t0 = performance.now();
  const child = spawn('pnpm', ['--filter', 'local-supabase', 'start'], {
    cwd: root,
    detached: true, // its own process group: tsx, node and PostgREST stop together
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      LOCAL_SUPABASE_HOST: url.hostname,
      LOCAL_SUPABASE_PORT: url.port,
      LOCAL_SUPABASE_SITE_URL: webOrigin,
      LOCAL_SUPABASE_ALLOWED_ORIGINS: webOrigin,
    },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));

  const kill = () => {
    killGroup(child.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = track(
    'local-supabase',
    async () => {
      if (groupAlive(child.pid)) {
        killGroup(child.pid, 'SIGTERM');
        for (let i = 0; i < 100 && groupAlive(child.pid); i++) await sleep(100);
        if (groupAlive(child.pid)) killGroup(child.pid, 'SIGKILL');
        for (let i = 0; i < 20 && groupAlive(child.pid); i++) await sleep(100);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    kill,
  );

  try {
    for (;;) {
      if (exited)
        throw new Error(
          `local-supabase exited before it was ready (code ${exited.code ?? exited.signal}):\n${output}`,
        );
      const ok = await healthy().then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - t0 > 120_000)
        throw new Error(`local-supabase was not ready after 120 s:\n${output}`);
      await sleep(200);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: keys.url,
    anonKey: keys.anonKey,
    account: keys.demoAccount,
    startMs: performance.now() - t0,
    stop,
  };
}

// ── A session, stored as supabase-js stores it ───────────────────────────────
/** The app's storage key, read from its source so the bench follows a rename. */
let supabaseJs;
async function loadSupabaseJs(root) {
  if (supabaseJs) return supabaseJs;
  const require = createRequire(join(root, 'apps/web/package.json'));
  // Loading it on Node 20 prints a notice that Node 20 is deprecated: not the bench's concern.
  const warn = console.warn;
  console.warn = (...a) => (/Node\.js 20 and below/.test(String(a[0])) ? undefined : warn(...a));
  try {
    const mod = await import(pathToFileURL(require.resolve('@supabase/supabase-js')).href);
    supabaseJs = mod.createClient ? mod : mod.default;
  } finally {
    console.warn = warn;
  }
  return supabaseJs;
}

/** Node 20 has no WebSocket; the sign-in never opens a realtime connection. */
class NoWebSocket {
  constructor() {
    throw new Error('the bench sign-in does not use realtime');
  }
}

/**
 * Signs the demo account in as the app's server does (`@supabase/ssr`'s createServerClient with
 * a cookie jar), and returns the cookies it set: the session the app reads, on every request.
 */
export async function signInItems(root, auth) {
  await loadSupabaseJs(root); // quiets Node 20's notice for the module below too
  const require = createRequire(join(root, 'apps/web/package.json'));
  const { createServerClient } = await import(pathToFileURL(require.resolve('@supabase/ssr')).href);
  const jar = new Map();
  const client = createServerClient(auth.url, auth.anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
    realtime: { transport: NoWebSocket },
    cookieEncoding: 'raw', // as the app writes them (apps/web/src/session/cookieEncoding.ts)
  });
  const { error } = await client.auth.signInWithPassword(auth.account);
  if (error) throw new Error(`signing in ${auth.account.email} failed: ${error.message}`);
  if (jar.size === 0) throw new Error('@supabase/ssr set no cookie after signing in');
  return [...jar];
}

// ── Lighthouse on the signed-in route ────────────────────────────────────────
function run(file, args, options) {
  return new Promise((resolve, reject) => {
    const child = execFile(file, args, options, (error, stdout, stderr) => {
      untrack('lighthouse');
      if (error) reject(Object.assign(error, { message: `${error.message}\n${stderr}` }));
      else resolve(String(stdout));
    });
    track(
      'lighthouse',
      async () => void child.kill(),
      () => void child.kill(),
    );
  });
}

/** What Lighthouse says the LCP element is: its snippet and text, from the LCP insight. */
function lcpElement(lhr) {
  const found = [];
  const visit = (value) => {
    if (!value || typeof value !== 'object' || found.length) return;
    if (value.type === 'node' && (value.snippet || value.selector)) {
      found.push(value);
      return;
    }
    for (const v of Array.isArray(value) ? value : Object.values(value)) visit(v);
  };
  visit(lhr.audits['largest-contentful-paint-element']?.details);
  visit(lhr.audits['lcp-breakdown-insight']?.details);
  const node = found[0];
  if (!node) return 'not reported';
  const text = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 50);
  return `${node.snippet ?? node.selector}${text ? ` "${text}"` : ''}`;
}

/**
 * The long tasks Chromium itself reports (PerformanceObserver 'longtask') while `url` reloads
 * at 4× CPU slowdown, in the browser Lighthouse has just used (same session and HTTP cache,
 * no network throttling), watched for 6 s. Lighthouse's TBT is simulated from one trace and
 * swings widely on a shared machine; this is the main thread's own account: `observedTbt` sums
 * each task's time over 50 ms, `longestTask` is the longest.
 */
async function observeLongTasks(puppeteer, port, url) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(() => {
      const seen = (window.__benchLongTasks = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, 6000));
    // Still signed in on the route (a page that lost the session would be cheap and wrong).
    const landed = new URL(page.url()).pathname;
    const wanted = new URL(url).pathname;
    if (landed !== wanted)
      throw new Error(`the session did not take: ${wanted} ended on ${landed} (long tasks)`);
    const tasks = await page.evaluate(() => window.__benchLongTasks);
    await page.close();
    return {
      observedTbt: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longestTask: Math.max(0, ...tasks),
    };
  } finally {
    await browser.disconnect();
  }
}

/**
 * Lighthouse runs of `path` with a stored session; returns one figure set per run.
 * `chromeFlags` is the flag string the other Lighthouse runs give the CLI.
 */
/**
 * BENCH_SCREEN=<width>x<height> (e.g. 375x812, 1280x800) emulates a screen that size instead of
 * Lighthouse's 412 px phone (from 768 px the app's desktop layout). Still Lighthouse's mobile
 * form factor and throttling (which the checks below require), so figures compare across widths.
 */
function screenArgs() {
  const screen = process.env['BENCH_SCREEN'];
  if (!screen) return [];
  const [width, height] = screen.split('x').map(Number);
  if (!width || !height) throw new Error(`BENCH_SCREEN=${screen}: expected <width>x<height>`);
  return [
    `--screenEmulation.width=${width}`,
    `--screenEmulation.height=${height}`,
    '--screenEmulation.deviceScaleFactor=1',
  ];
}

export async function lighthouseSignedIn(
  root,
  { appOrigin, path, runs, auth, chromium, chromeFlags },
) {
  // Lighthouse's own chrome-launcher and puppeteer-core (not dependencies of the root).
  const lhRequire = createRequire(
    createRequire(join(root, 'package.json')).resolve('lighthouse/package.json'),
  );
  const chromeLauncher = await import(pathToFileURL(lhRequire.resolve('chrome-launcher')).href);
  const puppeteer = (await import(pathToFileURL(lhRequire.resolve('puppeteer-core')).href)).default;
  const results = [];
  const once = async () => {
    const items = await signInItems(root, auth);
    const chrome = await chromeLauncher.launch({
      chromePath: chromium,
      chromeFlags: chromeFlags.split(' '),
    });
    const stop = track(
      'chromium',
      async () => chrome.kill(),
      () => chrome.kill(),
    );
    try {
      // The session on the app's origin, then a cold HTTP cache.
      const browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${chrome.port}`,
        defaultViewport: null,
      });
      try {
        const page = await browser.newPage();
        await page.goto(`${appOrigin}/__bench-storage.txt`); // any page of the origin (a 404)
        const back = await page.evaluate((entries) => {
          for (const [k, v] of entries) document.cookie = `${k}=${v}; path=/; samesite=lax`;
          return entries.every(([k, v]) => document.cookie.includes(`${k}=${v}`));
        }, items);
        if (!back) throw new Error('the browser did not keep the session cookies');
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await page.close();
      } finally {
        await browser.disconnect();
      }

      const kept = keptRun(`signed-in${path.replaceAll('/', '-')}-${results.length + 1}`);
      const out = await run(
        join(root, 'node_modules/.bin/lighthouse'),
        [
          `${appOrigin}${path}`,
          '--quiet',
          '--output=json',
          '--only-categories=performance',
          `--port=${chrome.port}`,
          '--disable-storage-reset',
          ...screenArgs(),
          ...kept.args,
          ...(process.env.BENCH_LH_ARGS ? process.env.BENCH_LH_ARGS.split(' ') : []),
        ],
        { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      );
      const lhr = JSON.parse(kept.report(out));
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const { formFactor, throttlingMethod } = lhr.configSettings;
      if (formFactor !== 'mobile' || throttlingMethod !== 'simulate')
        throw new Error(`Lighthouse ran ${formFactor}/${throttlingMethod}, not mobile/simulate`);
      const final = new URL(lhr.finalDisplayedUrl);
      if (final.pathname !== path)
        throw new Error(
          `the session did not take: Lighthouse on ${path} ended on ${final.pathname}${final.search}`,
        );
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const data = requests.filter((r) => r.url.startsWith(`${auth.url}/rest/v1/`));
      const refused = requests.filter(
        (r) => r.url.startsWith(auth.url) && (r.statusCode === 401 || r.statusCode === 403),
      );
      // The data is read by the server (it is in the HTML); the browser's client may read more.
      if (refused.length)
        throw new Error(
          `the session did not take: ${data.length} database request(s), ` +
            `${refused.length} refused (${refused.map((r) => `${r.statusCode} ${r.url}`).join(', ')})`,
        );
      results.push({
        ...lighthouseFigures(lhr),
        lcpElement: lcpElement(lhr),
        dataRequests: data.length,
        ...(await observeLongTasks(puppeteer, chrome.port, `${appOrigin}${path}`)),
      });
    } finally {
      await stop();
    }
  };
  for (let i = 0; i < runs; i++) await againIfNavigationStartLost(`${path} run ${i + 1}`, once);
  return results;
}

/**
 * `once()`, run again (up to 3 times in all) when Lighthouse fails with NO_NAVSTART: it
 * sometimes loses the trace's navigation start, and says to run it again.
 */
export async function againIfNavigationStartLost(label, once) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once();
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART/.test(String(error?.message))) throw error;
      console.log(`  ${label}: Lighthouse lost the navigation start (NO_NAVSTART); again`);
    }
  }
}
