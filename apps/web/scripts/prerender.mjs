#!/usr/bin/env node
// The last build step: renders the two pages served before any JavaScript, with the SSR
// bundle, and inlines only their critical CSS (beasties, taught to keep Radix Themes'
// :where()/:is() rules).
// - `/` (dist/index.html): static markup with the first screen's CSS inline, plus a tiny
//   loader that requests the full CSS once the document is parsed (never blocking the first
//   paint; the sections below the fold are skipped until they near the viewport) and the
//   calculator island's JS when the calculator nears the viewport or on the first interaction.
// - `/auth` (dist/auth.html): the sign-in screen as React renders it, hydrated (not
//   replaced) by its own entry (vite.auth.config.ts); its full CSS and JS load at once
//   without blocking first paint.
// The SPA shell Vite built as dist/index.html moves to dist/app.html.
import Beasties from 'beasties';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { appearanceScript, media } from '@brand/ui/theme';

const web = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(web, 'dist');
const ssrEntry = join(web, 'dist-ssr', 'entry-server.js');

/**
 * Beasties decides whether a rule is critical by matching its selector against
 * the document after stripping every pseudo-class, which deletes `:where(...)`
 * and `:is(...)` wholesale — and with them most of Radix Themes' rules. This
 * normaliser keeps `:where()`/`:is()` (normalising inside them), and drops state
 * pseudo-classes, pseudo-elements, `:not()` and `:has()` with their arguments:
 * over-including a rule is safe, leaving one out is not.
 */
export function normalizeSelector(selector) {
  let out = '';
  let i = 0;
  while (i < selector.length) {
    const ch = selector[i];
    if (ch === '\\') {
      out += selector.slice(i, i + 2);
      i += 2;
    } else if (ch === '[' || ch === '"' || ch === "'") {
      const close = ch === '[' ? ']' : ch;
      const end = selector.indexOf(close, i + 1);
      const stop = end === -1 ? selector.length : end + 1;
      out += selector.slice(i, stop);
      i = stop;
    } else if (ch === ':') {
      const name = /^::?([a-zA-Z-]+)/.exec(selector.slice(i));
      if (!name) {
        out += ch;
        i++;
        continue;
      }
      i += name[0].length;
      let arg = null;
      if (selector[i] === '(') {
        let depth = 1;
        let j = i + 1;
        while (j < selector.length && depth > 0) {
          if (selector[j] === '(') depth++;
          else if (selector[j] === ')') depth--;
          j++;
        }
        arg = selector.slice(i + 1, j - 1);
        i = j;
      }
      const keep = !name[0].startsWith('::') && (name[1] === 'where' || name[1] === 'is');
      if (keep && arg !== null) {
        const inner = splitTopLevel(arg)
          .map((part) => normalizeSelector(part))
          .filter(Boolean)
          .join(', ');
        if (inner) out += `:${name[1]}(${inner})`;
      }
    } else {
      out += ch;
      i++;
    }
  }
  return out
    .replace(/([>+~])\s*(?!\1)([>+~])/g, '$1 * $2')
    .replace(/([>+~])\s*(?=\1|$)/g, '$1 *')
    .replace(/^\s*([>+~])/, '* $1')
    .trim();
}

/** Splits a selector list on its top-level commas only. */
function splitTopLevel(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(' || list[i] === '[') depth++;
    else if (list[i] === ')' || list[i] === ']') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * Radix Themes repeats every colour scale in Display P3 for wide-gamut screens.
 * The sRGB values already paint the page; the P3 refinements arrive with the
 * full stylesheet, so the first response leaves them out.
 */
function dropWideGamutColours(css) {
  const marker = '@supports (color:color(display-p3 1 1 1))';
  let out = '';
  let i = 0;
  for (;;) {
    const start = css.indexOf(marker, i);
    if (start === -1) return out + css.slice(i);
    out += css.slice(i, start);
    let j = css.indexOf('{', start);
    let depth = 0;
    for (; j < css.length; j++) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}' && --depth === 0) break;
    }
    i = j + 1;
  }
}

/**
 * Radix Themes declares hundreds of custom properties on its root (cursors,
 * classic-variant shadows, container widths...). Drops the declarations of
 * custom properties that nothing in the critical CSS or the markup's inline
 * styles reads, repeating until stable because variables reference variables.
 * The full stylesheet, loaded later, declares them all again.
 */
function pruneUnusedCustomProperties(css, markup) {
  const declaration = /(^|[{;])\s*(--[\w-]+)\s*:[^;{}]*(?=[;}])/g;
  let current = css;
  for (;;) {
    const used = new Set([...(current + markup).matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));
    const next = current
      .replace(declaration, (match, lead, name) => (used.has(name) ? match : lead))
      .replace(/;{2,}/g, ';')
      .replace(/\{;/g, '{')
      .replace(/;\}/g, '}');
    if (next === current) break;
    current = next;
  }
  // Rules left with no declarations (and at-rules left empty) go too.
  let previous;
  do {
    previous = current;
    current = current.replace(/[^{}]+\{\}/g, '');
  } while (current !== previous);
  return current;
}

class RadixAwareBeasties extends Beasties {
  normalizeCssSelector(selector) {
    // The landing page's signed-in calls to action show under `:root[data-session=…]`, which
    // the page only gets in the browser: match those rules as if it were there.
    return (
      normalizeSelector(selector.replace(/^:root\[data-session(?:=[^\]]*)?\]/, ':root')) || '*'
    );
  }
}

const ssr = await import(pathToFileURL(ssrEntry).href);

/** An entry's JS file, the JS it imports, and every stylesheet of its chunk graph. */
function entryAssets(manifestFile, key) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', manifestFile), 'utf8'));
  if (!manifest[key]?.file)
    throw new Error(`The Vite manifest ${manifestFile} has no entry for ${key}.`);
  const css = [];
  const imports = [];
  const seen = new Set();
  (function collect(k) {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (k !== key && chunk?.file && !imports.includes(`/${chunk.file}`))
      imports.push(`/${chunk.file}`);
    for (const file of chunk?.css ?? []) if (!css.includes(`/${file}`)) css.push(`/${file}`);
    for (const imported of chunk?.imports ?? []) collect(imported);
  })(key);
  if (css.length === 0) throw new Error(`${key} has no CSS.`);
  return { js: `/${manifest[key].file}`, imports, css };
}

/**
 * The favicon written into the page (public/favicon.svg as a data: URL, only `#` escaped).
 * Chromium fetches a linked icon as soon as the document has loaded, before the first paint
 * on a slow phone, and Lighthouse's simulation then counts that request towards LCP: ~130 ms
 * on `/` and ~150 ms on `/auth` (mobile, simulated), for an icon of 182 bytes.
 */
const favicon = `data:image/svg+xml,${readFileSync(join(web, 'public/favicon.svg'), 'utf8')
  .trim()
  .replaceAll('"', "'")
  .replaceAll('#', '%23')}`;

const head = ({ htmlClass = '', scripts = [] } = {}) => `<!doctype html>
<html lang="en"${htmlClass ? ` class="${htmlClass}"` : ''}>
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="color-scheme" content="light dark">
<title>Fairlance — the freelance marketplace with no middleman</title>
<meta name="description" content="Keep what you earn: one flat monthly fee that falls as the community grows, instead of a commission.">
<link rel="icon" href="${favicon}">
${[appearanceScript, ...scripts].map((script) => `<script>${script}</script>`).join('\n')}
`;

const links = (css) => css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');

/**
 * The CSS rules `body` uses, for inlining. Beasties evaluates selectors against this
 * document; both appearance classes are present so the dark rules are inlined too (the
 * pre-paint script may pick dark). Unused custom properties and the wide-gamut colours go.
 */
async function criticalCss(body, css) {
  const beasties = new RadixAwareBeasties({
    path: dist,
    publicPath: '/',
    preload: false,
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    keyframes: 'critical',
    logLevel: 'warn',
  });
  const processed = await beasties.process(
    `${head({ htmlClass: 'light dark' })}${links(css)}\n</head>\n<body>${body}</body>\n</html>`,
  );
  const critical = processed.match(/<style>([\s\S]*?)<\/style>/)?.[1];
  if (!critical) throw new Error('beasties produced no critical CSS');
  return pruneUnusedCustomProperties(dropWideGamutColours(critical), body);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Inline JS that runs `body` (the statements of a function, with `d` the document) once the
 * page has painted: when the browser records its first contentful paint (where it does not
 * report paints, after the next frame). At once when the expression `nothingToPaint` is true,
 * or when the page opens in a background tab (a hidden tab draws nothing, so its paint would
 * wait until it is shown). After 3 s in any case: a safety net only, since a slow phone (or
 * Lighthouse's run, whose first paint comes at ~1.25 s even on an idle machine) can take over a
 * second to paint, and what starts before the paint competes with it.
 * What it requests then never competes with the first paint, and Lighthouse's simulation does
 * not count it towards FCP and LCP (it counts every request started before them).
 * `alsoWaitFor`, an expression: after the paint, when it is a promise, `body` waits for it too,
 * for at most a second more (a page that paints its largest content a moment after its first
 * paint: Browse Jobs' cards).
 */
const afterFirstPaint = (body, nothingToPaint, alsoWaitFor) =>
  `(function(w,d){var done=0;function run(){if(done)return;done=1;${body}}function painted(){${alsoWaitFor ? `var p=${alsoWaitFor};if(!p||!p.then)return run();p.then(run,run);setTimeout(run,1e3)` : 'run()'}}if(${nothingToPaint ? `${nothingToPaint}||` : ''}d.hidden)return run();try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)painted()}).observe({type:"paint",buffered:true})}catch(e){w.requestAnimationFrame(function(){setTimeout(painted,0)})}setTimeout(run,3e3)})(window,document);`;
function report(path, file, html, css) {
  const inlined = html.match(/<style>([\s\S]*?)<\/style>/)[1];
  const fullCss = Buffer.concat(css.map((href) => readFileSync(join(dist, href))));
  console.log(
    `prerendered ${path} → dist/${file}: ${kb(html.length)} raw, ${kb(gzipSync(html).length)} gzip ` +
      `(critical CSS ${kb(inlined.length)} raw, ${kb(gzipSync(inlined).length)} gzip; ` +
      `full CSS ${kb(fullCss.length)} raw, ${kb(gzipSync(fullCss).length)} gzip, loaded without blocking paint)`,
  );
}

/**
 * Takes the `@font-face` rules out of a prerendered page's stylesheets, which only that page
 * links (run after its critical CSS is made). They are Radix Themes' metric-adjusted faces of
 * local fonts (Segoe UI, Open Sans, Consolas), and the inline CSS has none: arriving after the
 * first paint, they changed the page's font set, so the browser shaped and laid out all of its
 * text again (on `/`, a task of 30–37 ms unthrottled with a relayout in it; now 12–27 ms
 * without), and on Windows the text would grow by the faces' 3 % size-adjust. The page now
 * keeps the fonts it painted with. The SPA's stylesheets keep them.
 */
function withoutFontFaces(css) {
  for (const href of css) {
    const file = join(dist, href);
    const sheet = readFileSync(file, 'utf8');
    const kept = sheet.replace(/@font-face\{[^}]*\}/g, '');
    if (/@font-face/.test(kept)) throw new Error(`${href}: an @font-face rule was not taken out.`);
    writeFileSync(file, kept);
  }
}

/**
 * The landing page as its first screen needs styling: the sections skipped until they near
 * the viewport (`content-visibility: auto`) kept as empty shells, except the first, which a
 * wide screen shows under the hero. The inline CSS is then the nav's, the hero's, that
 * section's and the shells' own; the rest arrives with the full stylesheet right after the
 * first paint, before any of them is drawn (e2e: landing.spec.ts compares the first screen).
 */
function firstScreen(body, css) {
  const sheet = css.map((href) => readFileSync(join(dist, href), 'utf8')).join('');
  const deferred = /\.([\w-]+)\{content-visibility:auto\}/.exec(sheet)?.[1];
  if (!deferred) throw new Error('No `content-visibility: auto` class in the landing CSS.');
  let seen = 0;
  const shells = body.replace(
    new RegExp(
      `(<section\\b[^>]*class="[^"]*\\b${deferred}\\b[^"]*"[^>]*>)[\\s\\S]*?</section>`,
      'g',
    ),
    (section, open) => (++seen === 1 ? section : `${open}</section>`),
  );
  if (seen < 2) throw new Error(`No section of the landing page is deferred (${deferred}).`);
  return shells;
}

// ── `/` ──────────────────────────────────────────────────────────────────────
{
  const island = entryAssets('island-manifest.json', 'src/landing/island.tsx');
  const body = ssr.renderLanding();
  // The full CSS is requested once the page has painted (the inline CSS draws the first
  // screen); the calculator's JS when the calculator nears the viewport or is reached by
  // keyboard.
  const cssLoader = afterFirstPaint(
    `${JSON.stringify(island.css)}.forEach(function(h){var l=d.createElement("link");l.rel="stylesheet";l.href=h;d.head.appendChild(l)})`,
  );
  const loader = `${cssLoader}(function(){var d=document,done=0;function go(){if(done)return;done=1;import(${JSON.stringify(
    island.js,
  )})}var el=d.getElementById("fee-calculator-island");if(!el)return;if("IntersectionObserver"in window){var io=new IntersectionObserver(function(es){for(var i=0;i<es.length;i++)if(es[i].isIntersecting){io.disconnect();go();return}},{rootMargin:"200px"});io.observe(el)}else go();el.addEventListener("focusin",go,{once:true})})();`;
  const html = `${head({ scripts: [ssr.landingSessionScript] })}<style>${await criticalCss(firstScreen(body, island.css), island.css)}</style>
</head>
<body>${body}<script>${loader}</script><noscript>${links(island.css)}</noscript></body>
</html>
`;
  withoutFontFaces(island.css);
  const spa = join(dist, 'index.html');
  if (!existsSync(join(dist, 'app.html'))) renameSync(spa, join(dist, 'app.html'));
  writeFileSync(spa, html);
  report('/', 'index.html', html, island.css);
}

// ── `/auth` ──────────────────────────────────────────────────────────────────
{
  const entry = entryAssets('auth-manifest.json', 'src/auth/island.tsx');
  const body = `<div id="${ssr.authRootId}">${ssr.renderAuth()}</div>`;
  // The critical CSS paints the page; the rest (the other tab, errors, the busy spinner) is
  // fetched once the page has loaded and the browser is idle, or as soon as the person
  // reaches for the form, so it never competes with the first paint or the JS.
  const cssLoader = `(function(d,w){var done=0;function go(){if(done)return;done=1;${JSON.stringify(entry.css)}.forEach(function(h){var l=d.createElement("link");l.rel="stylesheet";l.href=h;d.head.appendChild(l)})}d.addEventListener("focusin",go,{once:true,capture:true});d.addEventListener("pointerdown",go,{once:true,capture:true});w.addEventListener("load",function(){"requestIdleCallback"in w?w.requestIdleCallback(go,{timeout:2000}):setTimeout(go,200)})})(document,window);`;
  // The entry (and what it imports) is requested once the page has painted, and it still
  // hydrates right after (a submit made meanwhile is held). Requested as soon as the document
  // was parsed, it cost LCP 1.0 → 1.25 s in Lighthouse's simulation.
  const jsLoader = afterFirstPaint(
    entry.imports.length
      ? `${JSON.stringify([entry.js, ...entry.imports])}.forEach(function(h,i){var s=d.createElement(i?"link":"script");if(i){s.rel="modulepreload";s.href=h}else{s.type="module";s.src=h}d.head.appendChild(s)})`
      : `var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entry.js)};d.head.appendChild(s)`,
  );
  const noscript = `<noscript>${links(entry.css)}<p style="margin:0;padding:12px 16px;text-align:center;font:14px/1.5 system-ui,sans-serif">Signing in needs JavaScript. Turn it on for this site, then reload the page.</p></noscript>`;
  const html = `${head({ scripts: [ssr.signedInRedirectScript, ssr.heldSubmitScript] })}<style>${await criticalCss(body, entry.css)}</style>
<script>${cssLoader}${jsLoader}</script>
</head>
<body>${noscript}${body}</body>
</html>
`;
  withoutFontFaces(entry.css);
  writeFileSync(join(dist, 'auth.html'), html);
  report('/auth', 'auth.html', html, entry.css);
}

// ── The SPA shell (dist/app.html): preload the route's code with the entry ─────
// Without a hint the browser learns of a route's modules only once the entry has run and
// the router has matched the URL. A small inline script adds preload links for the modules
// and stylesheets of the route being loaded (and supabase-js when a session is stored, since the
// signed-in screens need it at once), so they download alongside the entry.
{
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const closure = (keys) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk)
        throw new Error(`The SPA manifest has no ${key}: update the route table in prerender.mjs.`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };
  const entry = closure(['index.html']);
  // The route's own modules and stylesheets (the entry's are in the page already).
  const own = (...keys) =>
    [...closure(keys)].filter((file) => !entry.has(file)).map((f) => `/${f}`);
  const { paths } = ssr;
  const shell = 'src/routes/ShellLayout.tsx';
  const signedIn = (path, module, tail = '') => [
    `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${tail}/?$`,
    own(shell, `src/routes/${module}.tsx`),
  ];
  const table = [
    signedIn(paths.dashboard, 'DashboardRoute'),
    signedIn(paths.jobs, 'JobsRoute'),
    signedIn(paths.postJob, 'PostJobRoute'), // before the job page: '/jobs/create' is not a job
    signedIn(paths.jobs, 'JobDetailRoute', '/[^/]+'),
    signedIn(paths.messages, 'MessagesRoute', '(?:/[^/]+)?'),
    signedIn(paths.profile, 'ProfileRoute', '(?:/[^/]+)?'),
    signedIn(paths.settings, 'SettingsRoute'),
    [`^${paths.auth}/?$`, own('src/routes/AuthRoute.tsx')],
  ];
  const supabase = own('src/session/supabase.ts');
  // A module imported ahead (`h`), its failure left to the import that needs it: the router's,
  // which shows the screen's error. A dynamic import, not a module script's static one, whose
  // failure (a chunk that throws while it runs, say) the page would report as uncaught.
  const importQuietly = 'import(h).catch(function(){})';
  // supabase-js, which a signed-in screen's data waits for, as preload links when a session is
  // stored (inline, with `d` the document): importing it would run it.
  const preloadSupabase = `try{if(localStorage.getItem(${JSON.stringify(ssr.authStorageKey)})!==null)${JSON.stringify(supabase)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.crossOrigin="";d.head.appendChild(l)})}catch(e){}`;
  // The route's modules imported by the browser's module loader (its requests cost the main
  // thread far less than preload links; see the signed-in pages below), its stylesheets and
  // supabase-js as preload links.
  const script = `(function(d){var p=location.pathname,t=${JSON.stringify(table)},f=[];for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){f=t[i][1];break}${preloadSupabase}f.forEach(function(h){if(/\\.css$/.test(h)){var e=d.createElement("link");e.rel="preload";e.as="style";e.href=h;d.head.appendChild(e)}else ${importQuietly}})})(document);`;
  const file = join(dist, 'app.html');
  const html = readFileSync(file, 'utf8');
  // Before the entry's tags: an inline script after a stylesheet link waits for the
  // stylesheet, which would hold the route's preloads back until the CSS has arrived.
  const entryTag = '<script type="module" crossorigin';
  if (!html.includes(entryTag)) throw new Error('dist/app.html has no entry script.');
  const iconLink = /<link rel="icon" href="\/favicon\.svg"[^>]*>/;
  if (!iconLink.test(html)) throw new Error('dist/app.html links no /favicon.svg to inline.');
  const bare = html
    .replace(/<script>\(function\(d\)\{var p=location\.pathname[\s\S]*?<\/script>\n?\s*/, '')
    .replace(iconLink, `<link rel="icon" href="${favicon}">`);
  const app = bare.replace(entryTag, `<script>${script}</script>\n    ${entryTag}`);
  writeFileSync(file, app);
  console.log(
    `dist/app.html: route preloads for ${table.length} routes (${kb(script.length)} inline)`,
  );

  // ── The signed-in pages: the shell and the screen's loading state in the HTML ──
  // A reload of a signed-in route paints from its page, before any JavaScript: the real route
  // tree rendered by React Router's static rendering (src/app/entry-server.tsx), its
  // stylesheets linked in the head, and an inline script after it that writes in the stored
  // session's email (or, without a usable session, empties it: src/app/prerendered.ts). The
  // app then renders the same over it (src/main.tsx). Each page is served at its route
  // (server/serve.mjs reads dist/signed-in-pages.json); any other path gets app.html.
  // Not Post a Job: its form would take typing before the app has drawn, and the app's render
  // over it would drop what was typed (and the app restores a saved draft in it).
  // At phone widths the app draws no desktop sidebar (it knows the width; the HTML does not).
  // The page's stylesheets (the entry's and the route's, about 22 KB gz) block its paint. Its
  // scripts are requested once it has painted, so the stylesheets have the network to
  // themselves: the entry, its imports and the route's modules at once, supabase-js too when
  // a session is stored.
  // Tried: the critical CSS inline and the stylesheets after the paint (as `/` and `/auth`).
  // FCP fell to 0.68 s, but parsing the stylesheets then lands after it: TBT 82 → 133–251 ms
  // (aim 100) and the Lighthouse score 100 → 96.
  // The modules are requested by the browser's module loader, not by <link rel="modulepreload">
  // elements: the loader imports the entry's imports and the route's modules (every file of
  // both closures, so they download side by side and none waits for another to be parsed;
  // `importQuietly`). Each preload link a script appends costs the main thread 5–34 ms under
  // Lighthouse's tracing (its simulation multiplies that by 4): the ~30 of a signed-in route,
  // one per task, were about half of one reload's blocking time (~490 of 1013 ms); the module
  // loader requests the same files at ~0.2 ms each. The entry keeps its own script, so a route
  // module that fails to load leaves the app to start and say so. supabase-js is the one
  // preload link (`preloadSupabase`).
  const entryJs = [...entry]
    .filter((f) => !f.endsWith('.css') && f !== manifest['index.html'].file)
    .map((f) => `/${f}`);
  const afterPaint = (entryFile, modules, alsoWaitFor) =>
    afterFirstPaint(
      `var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entryFile)};s.crossOrigin="";d.head.appendChild(s);${preloadSupabase}${JSON.stringify(modules)}.forEach(function(h){${importQuietly}})`,
      // Emptied (no usable session): nothing will paint before the app.
      '!document.getElementById("root").hasChildNodes()',
      alsoWaitFor,
    );
  // Without JavaScript nothing of the page is usable, and the session cannot be read: say so.
  const noscript = `<noscript><style>#root{display:none}</style><p style="margin:0;padding:12px 16px;text-align:center;font:14px/1.5 system-ui,sans-serif">Fairlance needs JavaScript. Turn it on for this site, then reload the page.</p></noscript>`;
  const phone = `<style>@media ${media.phone}{[data-slot="app-shell"]:not([data-mobile])>[data-slot="sidebar"]{display:none}}</style>`;
  const pages = [
    { route: paths.dashboard, url: paths.dashboard, module: 'DashboardRoute' },
    { route: paths.jobs, url: paths.jobs, module: 'JobsRoute' },
    { route: `${paths.jobs}/:id`, url: `${paths.jobs}/job`, module: 'JobDetailRoute' },
    // Two pages: the list's, and a conversation's (its pane, not the list, on a phone).
    { route: paths.messages, url: paths.messages, module: 'MessagesRoute' },
    {
      route: `${paths.messages}/:id`,
      url: `${paths.messages}/conversation`,
      module: 'MessagesRoute',
    },
    { route: `${paths.profile}/:id?`, url: paths.profile, module: 'ProfileRoute' },
    { route: paths.settings, url: paths.settings, module: 'SettingsRoute' },
  ];
  // Routes matched first: Post a Job gets the SPA shell (its path also fits '/jobs/:id').
  const served = [{ route: paths.postJob, file: 'app.html' }];
  // Browse Jobs, Settings and Profile (one's own or someone else's) ask for their data while
  // they parse and draw it when it comes in before the app (src/app/<page>Page.ts, each built
  // by vite.page.config.ts): their own script in the head, the screen for values of markers in
  // a <template> (two for Profile).
  const pageScripts = {
    JobsRoute: { script: 'jobs', start: 'startJobsPage', render: ssr.renderJobsTemplate },
    SettingsRoute: {
      script: 'settings',
      start: 'startSettingsPage',
      render: ssr.renderSettingsTemplate,
    },
    ProfileRoute: {
      script: 'profile',
      start: 'startProfilePage',
      render: ssr.renderProfileTemplate,
    },
  };
  const drawnEarly = (module) => {
    const found = pageScripts[module];
    if (!found) return undefined;
    const id = `${found.script}-page-template`;
    const { templates, config: values } = found.render(id);
    const js = readFileSync(join(web, 'dist-page', `${found.script}Page.js`), 'utf8').trim();
    const config = JSON.stringify(values);
    if (/<\/script/i.test(js + config))
      throw new Error(`${found.script}: its script would close its own <script> element.`);
    if (/<\/template/i.test(Object.values(templates).join('')))
      throw new Error(`${found.script}: its template would close its own <template> element.`);
    return {
      head: `<script>${js}fairlancePage.${found.start}(${config})</script>\n    `,
      body: Object.entries(templates)
        .map(([name, html]) => `<template id="${name}">${html}</template>`)
        .join(''),
    };
  };
  for (const page of pages) {
    const markup = await ssr.renderSignedIn(page.url);
    const early = drawnEarly(page.module);
    if (!markup.includes('data-slot="app-shell"'))
      throw new Error(`${page.url}: the build-time render has no app shell.`);
    const css = own(shell, `src/routes/${page.module}.tsx`).filter((f) => f.endsWith('.css'));
    const out = `${page.route
      .slice(1)
      .replace(/\/:id\?$/, '')
      .replace(/:id$/, 'id')}.html`;
    const js = own(shell, `src/routes/${page.module}.tsx`).filter((f) => !f.endsWith('.css'));
    // A page drawn early: its scripts wait for what it draws to paint too (when its data
    // comes in soon), so its largest text is not drawn while they download.
    const loader = afterPaint(
      `/${manifest['index.html'].file}`,
      [...entryJs, ...js],
      early ? `w.${ssr.earlyGlobal}&&w.${ssr.earlyGlobal}.painted` : undefined,
    );
    const pageHtml = bare
      .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
      // Before the first stylesheet: it must not wait for them (src/app/prerendered.ts).
      .replace(
        '<link rel="stylesheet"',
        (link) => `<script>${ssr.signedInInputScript}</script>\n    ${early?.head ?? ''}${link}`,
      )
      .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
      .replace('</head>', `${links(css)}${phone}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `${noscript}<div id="root">${markup}</div>${early?.body ?? ''}<script>${ssr.signedInShellScript}</script><script>${loader}</script>`,
      );
    if (/<script type="module"|modulepreload/.test(pageHtml.replace(loader, '')))
      throw new Error(`${page.route}: a script would still load before the first paint.`);
    if (!pageHtml.includes(ssr.signedInShellScript)) throw new Error('app.html has no #root.');
    const inputAt = pageHtml.indexOf(ssr.signedInInputScript);
    if (inputAt < 0 || inputAt > pageHtml.indexOf('<link rel="stylesheet"'))
      throw new Error(`${page.route}: the input script must come before the stylesheets.`);
    mkdirSync(dirname(join(dist, out)), { recursive: true });
    writeFileSync(join(dist, out), pageHtml);
    served.push({ route: page.route, file: out });
    console.log(
      `prerendered ${page.route} (signed in) → dist/${out}: ${kb(pageHtml.length)} raw, ${kb(gzipSync(pageHtml).length)} gzip`,
    );
  }
  writeFileSync(join(dist, 'signed-in-pages.json'), `${JSON.stringify(served, null, 2)}\n`);
}
