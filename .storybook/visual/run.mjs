#!/usr/bin/env node
/**
 * Visual regression for every Storybook story (see README.md next to this file).
 *
 *   node .storybook/visual/run.mjs             build Storybook, screenshot, compare with baselines
 *   node .storybook/visual/run.mjs --update    build Storybook, screenshot, (re)write baselines
 *
 * Options: --skip-build (reuse the last build in output/storybook-static),
 *          --filter <text> (only story ids containing <text>; never deletes baselines),
 *          --workers <1|2> (parallel pages, default 2),
 *          --list (print the modes each story is shot in, and shoot nothing),
 *          --reload (load the page for every screenshot instead of switching stories in place;
 *          slower, for checking that both give the same pixels),
 *          --system-fonts (let Chromium use every font on the machine instead of the pinned
 *          Debian fonts; for showing what the pin protects against).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const baselinesDir = join(here, 'baselines');
const outputDir = join(here, 'output');
const staticDir = join(outputDir, 'storybook-static');

/** Tolerance: a pixel differs when pixelmatch's YIQ colour distance exceeds THRESHOLD
 * (anti-aliased pixels are ignored); a screenshot fails when more than MAX_DIFF_RATIO of
 * its pixels differ, or when its size changed. */
const THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.001; // 0.1 %
const RENDER_TIMEOUT = 30_000;

// ── arguments ───────────────────────────────────────────────────────────────
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const update = flag('--update');
const skipBuild = flag('--skip-build');
const filter = option('--filter');
const workers = Math.min(2, Math.max(1, Number(option('--workers') ?? 2)));
const reloadEach = flag('--reload');

// ── dependencies (the root package's devDependencies) ────────────────────────
const requireRoot = createRequire(join(root, 'package.json'));
const { chromium } = requireRoot('playwright');
const ts = requireRoot('typescript');
const { PNG } = requireRoot('pngjs');
const { default: pixelmatch } = await import(pathToFileURL(requireRoot.resolve('pixelmatch')).href);

/** Load a dependency-free TypeScript module of .storybook/ (modes.ts, chromium.ts) so this
 * script uses exactly the viewports and Chromium flags Storybook and Chromatic use. */
async function importTs(file) {
  const source = readFileSync(join(root, '.storybook', file), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}
const { viewports, allModes } = await importTs('modes.ts');
const { chromiumPath, chromiumArgs } = await importTs('chromium.ts');

/** Screen-level stories are also shot in dark mode: the component (last segment of the title)
 * ends in "Screen" or "Page" (AuthScreen, JobsScreen, LandingPage, ...) or is AppShell. */
function isScreenLevel(title) {
  const component = title.split('/').at(-1) ?? '';
  return /(Screen|Page)$/.test(component) || component === 'AppShell';
}

const modes = Object.entries(allModes).map(([name, mode]) => {
  const viewport = viewports[mode.viewport];
  return {
    name: name.replace(/\s+/g, '-'), // 'light phone' → 'light-phone'
    appearance: mode.appearance,
    viewport: mode.viewport,
    width: parseInt(viewport.styles.width, 10),
    height: parseInt(viewport.styles.height, 10),
  };
});
const appearanceNames = [...new Set(modes.map((m) => m.appearance))];
const viewportNames = [...new Set(modes.map((m) => m.viewport))];

/**
 * The modes a story means (README.md, "Which modes a story is shot in"), from what the story
 * declares: `globals.appearance` / `globals.viewport` that force one appearance or viewport,
 * and `parameters.visual` (`false`, or `{ appearances, viewports }` to narrow the modes).
 * Returns the modes, or a message saying what is wrong with the story's declaration.
 */
function modesOf(story, { globals = {}, visual = true }) {
  if (visual === false) return { modes: [] };
  const problem = (text) => ({ error: `${story.id}: ${text}` });
  if (visual !== true && (typeof visual !== 'object' || visual === null || Array.isArray(visual))) {
    return problem(
      `parameters.visual must be false or { appearances?, viewports? }, got ${JSON.stringify(visual)}`,
    );
  }
  const narrow = visual === true ? {} : visual;
  for (const key of Object.keys(narrow)) {
    if (key !== 'appearances' && key !== 'viewports') {
      return problem(`parameters.visual has an unknown key "${key}" (appearances, viewports)`);
    }
  }
  for (const [key, known] of [
    ['appearances', appearanceNames],
    ['viewports', viewportNames],
  ]) {
    const list = narrow[key];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length === 0 || list.some((v) => !known.includes(v))) {
      return problem(
        `parameters.visual.${key} must be a non-empty list of ${known.map((v) => `'${v}'`).join(', ')}, got ${JSON.stringify(list)}`,
      );
    }
  }
  const forcedAppearance = globals.appearance;
  // Storybook's viewport global: { value: 'phone', isRotated } (or the bare name).
  const forcedViewport =
    typeof globals.viewport === 'string' ? globals.viewport : globals.viewport?.value;
  if (forcedAppearance !== undefined && !appearanceNames.includes(forcedAppearance)) {
    return problem(`globals.appearance '${forcedAppearance}' is not one the gate shoots`);
  }
  if (forcedViewport !== undefined && !viewportNames.includes(forcedViewport)) {
    return problem(
      `globals.viewport '${forcedViewport}' is not one the gate shoots (${viewportNames.join(', ')}): ` +
        'set parameters.visual to false or force one of those',
    );
  }
  const chosen = modes.filter(
    (mode) =>
      (forcedAppearance
        ? mode.appearance === forcedAppearance
        : mode.appearance === 'light' || isScreenLevel(story.title)) &&
      (!forcedViewport || mode.viewport === forcedViewport) &&
      (!narrow.appearances || narrow.appearances.includes(mode.appearance)) &&
      (!narrow.viewports || narrow.viewports.includes(mode.viewport)),
  );
  if (chosen.length === 0) {
    return problem(
      `parameters.visual leaves no mode to shoot (with globals ${JSON.stringify(globals)}): ` +
        'write visual: false to opt the story out',
    );
  }
  return { modes: chosen };
}

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

// ── build ───────────────────────────────────────────────────────────────────
if (!skipBuild) {
  console.log('Building Storybook …');
  const build = spawnSync(
    join(root, 'node_modules/.bin/storybook'),
    ['build', '-o', staticDir, '--quiet', '--disable-telemetry'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error('Storybook build failed.');
    process.exit(1);
  }
  console.log(`Built in ${seconds()} s`);
}
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`No Storybook build in ${staticDir}: run without --skip-build.`);
  process.exit(1);
}

// ── jobs ────────────────────────────────────────────────────────────────────
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (e) => e.type === 'story' && (!filter || e.id.includes(filter)),
);

// ── static server ───────────────────────────────────────────────────────────
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(staticDir, path));
  if (!file.startsWith(staticDir + sep) && file !== staticDir) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'max-age=3600',
  });
  createReadStream(file).pipe(res);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${server.address().port}`;

// ── screenshots ─────────────────────────────────────────────────────────────
const FREEZE_CSS = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;content-visibility:visible!important}`;

// ── fonts ───────────────────────────────────────────────────────────────────
/* The baselines were drawn with the fonts Debian 12's chromium brings (fonts-dejavu-core and
 * fonts-liberation). Other font packages installed on the machine (fonts-noto-core, say) would
 * change which face fontconfig picks for `sans-serif` and the Radix font stack, so the browser
 * gets a fontconfig of its own that sees only those two folders: the same pixels whatever else
 * the machine has. The rules of /etc/fonts/conf.d (aliases, hinting) still apply; rules naming
 * fonts outside these folders have nothing to pick. */
const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/liberation'];
const missingFonts = FONT_DIRS.filter((dir) => !existsSync(dir));
if (missingFonts.length > 0) {
  console.error(
    `The visual gate draws with Debian's fonts-dejavu-core and fonts-liberation; missing: ` +
      `${missingFonts.join(', ')}. Install them: apt-get install fonts-dejavu-core fonts-liberation`,
  );
  process.exit(2);
}
mkdirSync(outputDir, { recursive: true });
const fontConfigFile = join(outputDir, 'fonts.conf');
writeFileSync(
  fontConfigFile,
  `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
${FONT_DIRS.map((dir) => `  <dir>${dir}</dir>`).join('\n')}
  <cachedir>${join(outputDir, 'fontconfig-cache')}</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
`,
);
// --system-fonts: draw with whatever fontconfig the machine has (to show what the pin prevents).
const fontEnv = flag('--system-fonts') ? {} : { FONTCONFIG_FILE: fontConfigFile };

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
  env: { ...process.env, ...fontEnv },
});
const contextOptions = {
  deviceScaleFactor: 1,
  locale: 'en-US',
  timezoneId: 'UTC',
  reducedMotion: 'reduce',
  colorScheme: 'light',
  // Storybook recognises its test runner by this token and then pauses CSS animations when
  // a story has rendered instead of waiting for them to finish (preview-api isTestEnvironment).
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36 StorybookTestRunner`,
};

function storyUrl(storyId, appearance) {
  // embed=true: Storybook renders stories without running their play functions (the
  // initial render is what we compare). a11y.manual: no axe run while we shoot.
  const globals = `appearance:${appearance};a11y.manual:!true`;
  return `${origin}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&embed=true&globals=${globals}`;
}

// ── jobs ────────────────────────────────────────────────────────────────────
/** What each story declares for the gate: its story-level globals and parameters.visual.
 * index.json has neither, so they are read from the built preview (one page, every CSF file
 * loaded once). */
async function readDeclarations() {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await page.goto(storyUrl(stories[0].id, 'light'), { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.__STORYBOOK_PREVIEW__?.ready === 'function');
  const declared = await page.evaluate(
    async (ids) => {
      const preview = window.__STORYBOOK_PREVIEW__;
      await preview.ready();
      const out = {};
      for (const id of ids) {
        const story = await preview.loadStory({ storyId: id });
        out[id] = {
          globals: JSON.parse(JSON.stringify(story.storyGlobals ?? {})),
          visual: JSON.parse(JSON.stringify(story.parameters?.visual ?? true)),
        };
      }
      return out;
    },
    stories.map((story) => story.id),
  );
  await context.close();
  return declared;
}
const declared = stories.length > 0 ? await readDeclarations() : {};
const problems = [];
const storyModes = new Map();
for (const story of stories) {
  const chosen = modesOf(story, declared[story.id]);
  if (chosen.error) problems.push(chosen.error);
  else storyModes.set(story.id, chosen.modes);
}
if (problems.length > 0) {
  for (const p of problems) console.error(`  ✗ ${p}`);
  console.error('Fix the stories above (see .storybook/visual/README.md).');
  await browser.close();
  server.close();
  process.exit(2);
}
// Mode by mode, the shots are dealt to the pages in turn, so every run shows each page the
// same stories in the same order.
const lanes = Array.from({ length: workers }, () => []);
let dealt = 0;
for (const mode of modes) {
  for (const story of stories) {
    if (!storyModes.get(story.id).includes(mode)) continue;
    lanes[dealt++ % workers].push({ story, mode, name: `${story.id}--${mode.name}` });
  }
}
const activeLanes = lanes.filter((lane) => lane.length > 0);
const jobs = activeLanes.flat();
const optedOut = stories.filter((story) => storyModes.get(story.id).length === 0);
if (flag('--list')) {
  for (const story of stories) {
    const names = storyModes.get(story.id).map((mode) => mode.name);
    console.log(`${story.id}: ${names.length > 0 ? names.join(', ') : 'opted out'}`);
  }
  console.log(
    `${jobs.length} screenshots of ${stories.length} stories, ${optedOut.length} opted out.`,
  );
  await browser.close();
  server.close();
  process.exit(0);
}

/**
 * One page per worker loads iframe.html once, then switches stories the way the Storybook
 * manager does (setCurrentStory / updateGlobals on the preview channel): every story is
 * still mounted from scratch, without paying for a page load each time. `--reload` loads
 * the page for every screenshot instead (slower; to check the two give the same pixels).
 */
async function openPage(first) {
  // One browser context (its own window) per page: two pages sharing a window were seen to
  // lose their viewport size to each other now and then.
  const context = await browser.newContext({
    ...contextOptions,
    viewport: { width: first.mode.width, height: first.mode.height },
  });
  await context.clock.setFixedTime(new Date('2025-01-15T10:00:00Z'));
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__visual = { rendered: null, error: null };
    const hook = () => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return setTimeout(hook, 10);
      channel.on('storyRendered', (id) => (window.__visual.rendered = id));
      const fail = (e) => (window.__visual.error = String(e?.message ?? e?.title ?? e ?? 'error'));
      channel.on('storyErrored', fail);
      channel.on('storyThrewException', fail);
      channel.on('storyMissing', (id) => fail(`story missing: ${id}`));
    };
    hook();
  });
  page.cdp = await context.newCDPSession(page);
  await page.setViewportSize({ width: first.mode.width, height: first.mode.height });
  await load(page, first);
  return page;
}

async function load(page, job) {
  await page.goto(storyUrl(job.story.id, job.mode.appearance), { waitUntil: 'load' });
  page.state = { appearance: job.mode.appearance, storyId: job.story.id };
  await page.addStyleTag({ content: FREEZE_CSS });
}

async function waitForRender(page, storyId) {
  const state = await page
    .waitForFunction(
      (id) => {
        const v = window.__visual;
        if (v?.error) return { error: v.error };
        const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
        const root = document.getElementById('storybook-root');
        const ready =
          v?.rendered === id &&
          ['completed', 'afterEach', 'finished'].includes(phase) &&
          document.body.classList.contains('sb-show-main') &&
          root &&
          root.childElementCount > 0;
        return ready ? { ok: true } : false;
      },
      storyId,
      { timeout: RENDER_TIMEOUT, polling: 20 },
    )
    .then((h) => h.jsonValue());
  if (state.error) {
    const message = await page.evaluate(
      () => document.querySelector('#error-message')?.textContent?.trim() ?? '',
    );
    throw new Error(`story errored: ${message || state.error}`);
  }
}

async function shoot(page, job, reload) {
  const { story, mode } = job;
  const size = page.viewportSize();
  if (size?.width !== mode.width || size?.height !== mode.height) {
    await page.setViewportSize({ width: mode.width, height: mode.height });
  }
  if (reload) {
    await load(page, job);
  } else {
    if (page.state.appearance !== mode.appearance) {
      // Re-renders the current story in the new appearance; wait for it before switching.
      await page.evaluate((appearance) => {
        window.__visual.rendered = null;
        window.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { appearance } });
      }, mode.appearance);
      await waitForRender(page, page.state.storyId);
      page.state.appearance = mode.appearance;
    }
    await page.evaluate(
      ({ id, same }) => {
        window.__visual.rendered = null;
        window.__visual.error = null;
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        if (same) channel.emit('forceRemount', { storyId: id });
        else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      },
      { id: story.id, same: page.state.storyId === story.id },
    );
    page.state.storyId = story.id;
  }
  await waitForRender(page, story.id);
  // Fonts and images settled, scrolled to the top, then two frames for layout.
  const [innerWidth, innerHeight] = await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete ? undefined : img.decode().catch(() => undefined),
      ),
    );
    window.scrollTo(0, 0);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return [window.innerWidth, window.innerHeight];
  });
  if (innerWidth !== mode.width || innerHeight !== mode.height) {
    throw new Error(
      `viewport is ${innerWidth}×${innerHeight}, expected ${mode.width}×${mode.height}`,
    );
  }
  // The viewport only, straight through CDP: animations and the caret are already frozen
  // by FREEZE_CSS, and Playwright's screenshot() would inject its own styles each time.
  const { data } = await page.cdp.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    clip: { x: 0, y: 0, width: mode.width, height: mode.height, scale: 1 },
  });
  const after = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
  if (after[0] !== mode.width || after[1] !== mode.height) {
    throw new Error(`viewport changed to ${after.join('×')} during the screenshot`);
  }
  return Buffer.from(data, 'base64');
}

const encode = (png) => PNG.sync.write(png, { colorType: 2, inputColorType: 6, deflateLevel: 9 });

mkdirSync(baselinesDir, { recursive: true });
rmSync(join(outputDir, 'diffs'), { recursive: true, force: true });
mkdirSync(join(outputDir, 'diffs'), { recursive: true });

const results = [];
function compare(job, actual) {
  const file = join(baselinesDir, `${job.name}.png`);
  if (!existsSync(file)) return { status: 'missing' };
  const expected = PNG.sync.read(readFileSync(file));
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      status: 'differs',
      detail: `size ${expected.width}×${expected.height} → ${actual.width}×${actual.height}`,
      ratio: 1,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const count = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: THRESHOLD,
  });
  const ratio = count / (actual.width * actual.height);
  if (count === 0) return { status: 'same' };
  if (ratio <= MAX_DIFF_RATIO) return { status: 'within', ratio };
  return { status: 'differs', ratio, diff };
}

async function worker(lane) {
  const page = await openPage(lane[0]);
  let reload = reloadEach;
  for (const job of lane) {
    let result;
    try {
      let shot;
      for (let attempt = 1; !shot; attempt++) {
        try {
          shot = await shoot(page, job, reload);
        } catch (error) {
          // A story that failed to render, or a page that lost its viewport (seen rarely
          // with two pages): retry once on a freshly loaded page before reporting it.
          if (attempt >= 2) throw error;
          console.log(`  retrying ${job.name}: ${String(error?.message ?? error).split('\n')[0]}`);
          await page.setViewportSize({ width: 1, height: 1 });
          reload = true;
        }
      }
      let actual = PNG.sync.read(shot);
      reload = reloadEach;
      let compared = compare(job, actual);
      // A difference is confirmed on a freshly loaded page before it is reported: switching
      // stories in place is the fast path, and a story switched to while something of the
      // previous one was still settling was once shot in a state no fresh load shows
      // (MessagesScreen LoadingThread, dark phone: the thread's styles not yet applied).
      if (!update && !reloadEach && compared.status === 'differs') {
        console.log(
          `  ${job.name} differs (${(compared.ratio * 100).toFixed(3)} %): shot again on a fresh page`,
        );
        actual = PNG.sync.read(await shoot(page, job, true));
        compared = compare(job, actual);
      }
      const picture = createHash('sha1').update(actual.data).digest('hex');
      const cmp = { ...compared, picture };
      const diffBase = join(outputDir, 'diffs', job.name);
      if (update) {
        if (cmp.status === 'missing' || cmp.status === 'differs') {
          writeFileSync(join(baselinesDir, `${job.name}.png`), encode(actual));
        }
        result = { ...cmp, status: { missing: 'new', differs: 'updated' }[cmp.status] ?? 'kept' };
      } else {
        result = cmp;
        if (cmp.status === 'differs' || cmp.status === 'missing') {
          writeFileSync(`${diffBase}.actual.png`, encode(actual));
          result.actualFile = `${diffBase}.actual.png`;
        }
        if (cmp.diff) {
          writeFileSync(`${diffBase}.diff.png`, PNG.sync.write(cmp.diff, { deflateLevel: 6 }));
          result.diffFile = `${diffBase}.diff.png`;
          delete result.diff;
        }
      }
    } catch (error) {
      result = { status: 'error', detail: String(error?.message ?? error).split('\n')[0] };
      reload = true; // start the next story from a fresh page
    }
    results.push({ job, ...result });
    if (results.length % 50 === 0)
      console.log(`  ${results.length}/${jobs.length} (${seconds()} s)`);
  }
}

console.log(
  `${update ? 'Updating' : 'Comparing'} ${jobs.length} screenshots of ${stories.length} stories ` +
    `(${modes.map((m) => `${m.name} ${m.width}×${m.height}`).join(', ')}; ${activeLanes.length} pages; ` +
    `${optedOut.length} stories opted out) …`,
);
const shotsStarted = performance.now();
await Promise.all(activeLanes.map(worker));
results.sort((a, b) => a.job.name.localeCompare(b.job.name));
await browser.close();
server.close();
const shotsTime = ((performance.now() - shotsStarted) / 1000).toFixed(1);

// ── report ──────────────────────────────────────────────────────────────────
const rel = (p) => p.slice(root.length + 1);
const pct = (r) => `${(r * 100).toFixed(3)} %`;
const by = (s) => results.filter((r) => r.status === s);
const errors = by('error');
for (const r of errors) console.log(`  ✗ ${r.job.name}: ${r.detail}`);

// The same picture twice: a story whose screenshot in a mode is identical, pixel for pixel, to
// another screenshot of this run adds nothing but a baseline; it fails until one of the two is
// opted out of that mode (parameters.visual, README.md).
const byPicture = new Map();
for (const r of results) {
  if (!r.picture) continue;
  byPicture.set(r.picture, [...(byPicture.get(r.picture) ?? []), r.job.name]);
}
const duplicates = [...byPicture.values()].filter((names) => names.length > 1);
for (const [first, ...others] of duplicates) {
  for (const other of others) console.log(`  ✗ ${other}: the same picture as ${first}`);
}
if (duplicates.length > 0) {
  console.log(
    `${duplicates.reduce((n, names) => n + names.length - 1, 0)} screenshots repeat another: ` +
      'opt the story out of those modes with parameters.visual (.storybook/visual/README.md).',
  );
}

const expectedNames = new Set(jobs.map((j) => `${j.name}.png`));
const orphans = filter
  ? []
  : readdirSync(baselinesDir).filter((f) => f.endsWith('.png') && !expectedNames.has(f));

let failed = errors.length > 0 || duplicates.length > 0;
if (update) {
  for (const f of orphans) rmSync(join(baselinesDir, f));
  for (const r of by('new')) console.log(`  + ${r.job.name}`);
  for (const r of by('updated')) console.log(`  ~ ${r.job.name} (${r.detail ?? pct(r.ratio)})`);
  for (const f of orphans) console.log(`  - ${f} (story or mode removed: baseline deleted)`);
  console.log(
    `\n${results.length} screenshots: ${by('new').length} new, ${by('updated').length} updated, ` +
      `${by('kept').length} unchanged, ${orphans.length} removed, ${errors.length} errors.`,
  );
} else {
  const missing = by('missing');
  const differs = by('differs');
  for (const r of missing)
    console.log(
      `  ✗ ${r.job.name}: no baseline: run \`node .storybook/visual/run.mjs --update\` ` +
        `(screenshot: ${rel(r.actualFile)})`,
    );
  for (const r of differs)
    console.log(
      `  ✗ ${r.job.name}: ${r.detail ?? pct(r.ratio)} differ → ${rel(r.diffFile ?? r.actualFile)}`,
    );
  for (const f of orphans) console.log(`  ! ${f}: baseline without a story (removed by --update)`);
  const within = by('within');
  console.log(
    `\n${results.length} compared, ${differs.length} differ, ${missing.length} without baseline, ` +
      `${errors.length} errors, ${within.length} within tolerance ` +
      `(threshold ${THRESHOLD}, ≤ ${pct(MAX_DIFF_RATIO)} of pixels).`,
  );
  failed ||= differs.length > 0 || missing.length > 0;
  if (failed) {
    console.log(
      'Diffs and actual screenshots: .storybook/visual/output/diffs/. If the change is intended: ' +
        'node .storybook/visual/run.mjs --update',
    );
  }
}
console.log(`Screenshots took ${shotsTime} s; wall time ${seconds()} s.`);
process.exit(failed ? 1 : 0);
