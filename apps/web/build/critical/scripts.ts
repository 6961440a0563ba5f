/**
 * The prerendered pages' JavaScript, loaded after their first paint.
 *
 * React Router's <Scripts> writes a `<link rel="modulepreload">` for every module the route
 * needs (about 20 for `/`) and an inline module that imports the route modules, then the
 * entry. Chromium fetches all of these at high priority while the page's HTML is still being
 * parsed, so they share the first round trips with it, and Lighthouse counts every high-priority
 * script that finished before the first paint as render-blocking. A prerendered page paints
 * from its HTML alone (critical CSS inline), so here its script waits for that first paint
 * (the `first-contentful-paint` entry), then imports the same modules: the modulepreload links
 * go, the module's static imports become `import()`s. Typing and clicks before hydration are
 * unchanged (a real form, a real link, React's replay: see src/app/hydrationInput.ts).
 */
import { dependenciesFirst } from './moduleGraph.ts';

const STATIC_IMPORT = /import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"]+"|'[^']+');?/g;

/**
 * Resolves after the page's first contentful paint (at once where the browser cannot tell).
 * These inline scripts are written short: they are part of `/`'s first response, which fits
 * one round trip (`landing.html.gzip`).
 */
export const AFTER_FIRST_PAINT =
  'await new Promise((g)=>{const f="first-contentful-paint";' +
  'if(!PerformanceObserver.supportedEntryTypes?.includes("paint")||performance.getEntriesByName(f).length)return g();' +
  'new PerformanceObserver((l,o)=>{if(l.getEntriesByName(f).length){o.disconnect();setTimeout(g)}})' +
  '.observe({type:"paint",buffered:true})});';

/**
 * After the first paint, the page's stylesheets (and icon) get their href (see
 * `deferStylesheets`). The stylesheets load as `media="print"` and are all applied together, in
 * one task, once every one has loaded (or failed): applied one by one as they arrived, a
 * page could show a mix for a moment. The inline CSS holds each element's rules in the
 * stylesheets' order, but a stylesheet that arrived before one linked earlier in the head
 * (`root.css` before a component's) had its rules win over that one's, and back: /dashboard's
 * account button shrank from 40 to 32 px and grew again (Lighthouse's CLS 0.003). And each
 * arrival restyled and laid out the whole page, a long task of its own.
 *
 * A stylesheet React Router links with a `#` (a chunk's CSS that some part also imports on
 * demand) gets a second link without it, appended to the head and applied with the others.
 * React Router writes the `#` so that Vite's import helper does not take its route's link for
 * the part's own: the helper links the file again when it imports the part, and that link
 * stays when a navigation removes the route's. Linked here, the helper finds it and adds none:
 * the same end as before, reached in the one restyle instead of another each time a part is
 * imported.
 *
 * They are requested `STYLESHEET_BATCH` at a time, yielding to the browser between batches:
 * each request costs the main thread, and a signed-in page's 15-odd in one task made a task of
 * 20-120 ms at 4× CPU (under Lighthouse, whose DevTools session records each request, 4 made
 * one of 11-25 ms at 1× CPU; with the files arriving at once, as the build's precompressed
 * files do, 2 made tasks of 16-27 ms). One per task. Applied together, they still change the
 * page at one moment.
 *
 * That moment can come after a click on one of the landing page's `#section` links: the
 * sections below the first screen, unstyled until then, change height, and the browser's scroll
 * anchoring does not hold the target (at 375 px it ended 374-2,011 px below the nav). So when
 * the stylesheets apply, the fragment's target (`:target`) is scrolled to again, if the page has
 * not been scrolled since the browser scrolled to it (on load, or at the last `hashchange`):
 * a person who has scrolled on is left where they are.
 *
 * When all have loaded, the page's inline critical CSS goes (`CRITICAL_ATTRIBUTE`).
 */
export const STYLESHEET_BATCH = 1;

/**
 * The attribute that marks a page's inline critical CSS. Once every stylesheet has loaded and
 * applied, `LOAD_STYLESHEETS` removes that `<style>`: the stylesheets hold all its rules (a
 * server-rendered page links the sheets of its on-demand parts too, app/firstPaint.server.ts),
 * and with both in the page every restyle matched each element against the same rules twice.
 * The restyle that applies the stylesheets took 12-13 ms at 1× CPU on /settings, /dashboard
 * and /profile with the inline rules kept, 7-11 ms with them gone; each later restyle (hydration,
 * a click) gets cheaper too. Should a stylesheet fail to load, the inline rules stay.
 */
export const CRITICAL_ATTRIBUTE = 'data-critical';
export const LOAD_STYLESHEETS =
  '{let y=scrollY,o=1;addEventListener("hashchange",()=>{y=scrollY});const w=[],a=(l,m)=>{l.media="print";' +
  'w.push(new Promise((g)=>{l.onload=g;l.onerror=()=>g(o=0)}).then(()=>()=>m===null?l.removeAttribute("media"):l.media=m))};' +
  'let k=0;for(const l of document.querySelectorAll("link[data-deferred-href]")){' +
  `if(++k>${STYLESHEET_BATCH}){k=1;await new Promise((g)=>setTimeout(g))}const u=l.dataset.deferredHref;` +
  'if(l.rel=="stylesheet"){a(l,l.getAttribute("media"));' +
  'if(u.endsWith("#")){const c=document.createElement("link");c.rel="stylesheet";c.nonce=l.nonce;' +
  'a(c,null);c.href=u.slice(0,-1);document.head.append(c)}}' +
  'l.href=u;l.removeAttribute("data-deferred-href")}' +
  'Promise.all(w).then((f)=>{const e=document.querySelector(":target"),s=scrollY;for(const g of f)g();' +
  `if(o)document.querySelector("style[${CRITICAL_ATTRIBUTE}]")?.remove();if(e&&s==y)e.scrollIntoView()})}`;

/**
 * Modules requested per task by `preloadModules`: one. Under Lighthouse, 4 made tasks of
 * 11-25 ms, and 2 made tasks of 16-27 ms once the server answered at once (build/compress).
 * Alternating A/B, 3 rounds, 2 → 1 (stylesheets too): /dashboard TBT 205-451 → 68-211 ms.
 */
export const PRELOAD_BATCH = 1;

/**
 * After the first paint, the modules the page will import are all requested (`<link
 * rel="modulepreload">` added then), so its imports do not discover them level by level:
 * hydration starts as soon after the paint as it did when the links were in the HTML. They are
 * added `PRELOAD_BATCH` at a time, yielding to the browser between batches: each link added
 * costs the main thread a request, and a signed-in page's 50-60 in one go made the longest task
 * after its first paint (100-270 ms at 4× CPU, `pnpm bench:trace`).
 */
export const preloadModules = (hrefs: readonly string[]): string =>
  hrefs.length === 0
    ? ''
    : `{const m=${JSON.stringify(hrefs)};for(let i=0;i<m.length;i+=${PRELOAD_BATCH}){` +
      'if(i)await new Promise((g)=>setTimeout(g));' +
      `for(const h of m.slice(i,i+${PRELOAD_BATCH})){const l=document.createElement("link");` +
      'l.rel="modulepreload";l.href=h;document.head.append(l)}}}';

/**
 * The preloaded modules evaluated one `import()` at a time, leaving out `skip` (the entry,
 * which hydrates as it runs). Chromium evaluates a module graph in one task, once all of it has
 * arrived: imported together, a signed-in page's 50-odd modules ran in one task of 20-40 ms
 * (80-160 ms at 4× CPU). One at a time, each `import()` evaluates only what is not evaluated
 * yet, in a task of its own. With the build's import `graph` (./moduleGraph.ts), each comes
 * after every module it imports, so each `import()` evaluates one module. Without it, the last
 * listed first: React Router lists each module before the modules it imports, so most come
 * after what they import (not all: /profile's first `import()` evaluated 12). Evaluation order
 * stays valid either way (a module's imports still run before it); a failed import is left for
 * the route modules' own `import()`, which reports it.
 */
export const evaluateModules = (
  hrefs: readonly string[],
  skip: readonly string[],
  graph?: Readonly<Record<string, readonly string[]>>,
): string => {
  const kept = hrefs.filter((h) => !skip.includes(h));
  const order = graph ? dependenciesFirst(kept, graph) : kept.reverse();
  return order.length === 0
    ? ''
    : `for(const h of ${JSON.stringify(order)})await import(h).catch(()=>{});`;
};

const DYNAMIC_IMPORT = /\bimport\(("[^"]+"|'[^']+')\)/g;

/**
 * React Router's inline route-modules script, with its imports made to wait for first paint;
 * its stylesheets are requested first, then `preloads` (the page's modulepreload hrefs), which
 * are then evaluated one by one (`evaluateModules`) before the route modules are imported.
 */
export function deferredModuleScript(
  source: string,
  preloads: readonly string[] = [],
  graph?: Readonly<Record<string, readonly string[]>>,
): string {
  const imports = [...source.matchAll(STATIC_IMPORT)].map((m) => ({
    binding: m[1] ?? '',
    specifier: m[2] as string,
  }));
  if (imports.length === 0) throw new Error('deferred scripts: no static import to defer');
  const rest = source.replace(STATIC_IMPORT, '').trim();
  const bindings = imports.map((i) => i.binding).join(', ');
  const loads = imports.map((i) => `import(${i.specifier})`).join(', ');
  // The entry (imported by the script's rest) hydrates as it runs: never ahead of the rest.
  const entries = [...rest.matchAll(DYNAMIC_IMPORT)].map(
    (m) => JSON.parse(m[1]!.replace(/^'|'$/g, '"')) as string,
  );
  const preload =
    preloads.length > 0
      ? `${preloadModules(preloads)}\n${evaluateModules(preloads, entries, graph)}\n`
      : '';
  return `${AFTER_FIRST_PAINT}\n${LOAD_STYLESHEETS}\n${preload}const [${bindings}] = await Promise.all([${loads}]);\n${rest}`;
}

const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * A page's HTML with its module preloads gone and its module script deferred. With
 * `preloadAfterPaint`, the preloads are made by the deferred script once the page has painted
 * (the server-rendered pages: their module graph is deep, and a click on a button before
 * hydration does nothing, so hydration should not wait on an import waterfall), evaluated in
 * the order of the build's import `graph` where given (`evaluateModules`).
 */
export function deferModuleScripts(
  html: string,
  {
    preloadAfterPaint = false,
    graph,
  }: { preloadAfterPaint?: boolean; graph?: Readonly<Record<string, readonly string[]>> } = {},
): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1) {
    throw new Error(`deferred scripts: expected one inline module script, got ${scripts.length}`);
  }
  const [whole, open, source, close] = scripts[0] as unknown as [string, string, string, string];
  if (/\bsrc=/.test(open)) throw new Error('deferred scripts: the module script is not inline');
  const preloads = preloadAfterPaint
    ? [...html.matchAll(MODULE_PRELOAD)].flatMap((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? [])
    : [];
  return html
    .replace(whole, `${open}${deferredModuleScript(source, preloads, graph)}${close}`)
    .replace(MODULE_PRELOAD, '');
}

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const STYLESHEET_OR_ICON = /<link\b[^>]*\brel="(?:stylesheet|icon)"[^>]*>/g;

/**
 * The page's stylesheets, requested only after its first paint: a stylesheet requested while
 * the page loads (even one that does not block rendering, `media="print"`) shares the first
 * round trips with the HTML, and Lighthouse counts every request that ends before the largest
 * paint. Each link keeps its place and attributes, its `href` kept as `data-deferred-href`
 * until the page's module script sets it (`LOAD_STYLESHEETS`), before React hydrates the head.
 * With `icons`, the page's icon links wait the same way: Chromium requests the icon as soon as
 * it has parsed the link, in the first round trips of the page, before its first paint.
 * With `noscript`, the links are also written as they were inside a `<noscript>` at the end of
 * the head, followed by links to the `noscript` hrefs: a page whose inline CSS covers only its
 * first screen gets all its rules without JavaScript too (there they block its first paint, as
 * any stylesheet does), and its dark rules for a dark system (./noScriptDark.ts).
 */
export function deferStylesheets(
  html: string,
  { noscript, icons = false }: { noscript?: readonly string[]; icons?: boolean } = {},
): string {
  const end = html.indexOf('</head>');
  if (end === -1) throw new Error('deferred stylesheets: the page has no </head>');
  // Only the head changes: a page's body can be hundreds of KB, and each replace would copy it.
  let head = html.slice(0, end);
  const links = head.match(icons ? STYLESHEET_OR_ICON : STYLESHEET) ?? [];
  for (const link of links) {
    if (!/\shref="/.test(link)) throw new Error(`deferred stylesheets: no href in ${link}`);
    // An icon keeps an empty one meanwhile: with none, Chromium asks for /favicon.ico.
    const keep = /\brel="icon"/.test(link) ? ' href="data:,"' : '';
    head = head.replace(link, link.replace(/\shref="/, `${keep} data-deferred-href="`));
  }
  if (noscript) {
    const also = noscript.map((href) => `<link rel="stylesheet" href="${href}">`);
    head += `<noscript>${[...links, ...also].join('')}</noscript>`;
  }
  return head + html.slice(end);
}

/**
 * Render-blocking until the page's markup is parsed (`<link rel="expect" blocking="render">`,
 * naming the last element with an id before the body's first script): with its CSS inline, a
 * long page could otherwise be laid out half-parsed, then shift as the rest arrives.
 */
export function expectWholeMarkup(html: string): string {
  const body = html.indexOf('<body');
  const firstScript = html.indexOf('<script', body);
  if (body === -1 || firstScript === -1)
    throw new Error('render blocking: the page has no <body> with a script');
  const ids = [...html.slice(body, firstScript).matchAll(/\sid="([^"]+)"/g)];
  const last = ids.at(-1)?.[1];
  if (!last) throw new Error('render blocking: no element with an id in the page');
  const link = `<link rel="expect" href="#${encodeURIComponent(last)}" blocking="render">`;
  const charset = /<meta charset="[^"]*">/.exec(html);
  return charset
    ? html.replace(charset[0], `${charset[0]}${link}`)
    : html.replace(/<head>/, `<head>${link}`);
}
