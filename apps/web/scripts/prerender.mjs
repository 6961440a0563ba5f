#!/usr/bin/env node
// Build step 3 of 3 for `/`: renders the landing page to static HTML with the
// SSR bundle, inlines only the critical CSS (beasties, taught to keep Radix
// Themes' :where()/:is() rules), and adds a tiny loader that fetches the full
// CSS and the calculator island's JS when the calculator nears the viewport or
// on the first interaction. Nothing else is requested before first paint.
// The SPA shell Vite built as dist/index.html moves to dist/app.html.
import Beasties from 'beasties';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { appearanceScript } from '@brand/ui/theme';

const web = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(web, 'dist');
const ssrEntry = join(web, 'dist-ssr', 'entry-server.js');

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'island-manifest.json'), 'utf8'));
const islandKey = 'src/landing/island.tsx';
if (!manifest[islandKey]?.file) {
  throw new Error(`The Vite manifest has no entry for ${islandKey}.`);
}
/** The island's JS entry, and every stylesheet of its chunk graph (shared chunks too). */
const islandJs = `/${manifest[islandKey].file}`;
const islandCss = [];
const seen = new Set();
(function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  for (const css of chunk?.css ?? []) if (!islandCss.includes(`/${css}`)) islandCss.push(`/${css}`);
  for (const imported of chunk?.imports ?? []) collect(imported);
})(islandKey);
if (islandCss.length === 0) throw new Error('The landing island has no CSS.');

const { renderLanding } = await import(pathToFileURL(ssrEntry).href);
const body = renderLanding();

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
    return normalizeSelector(selector) || '*';
  }
}

const loader = `(function(){var d=document,done=0;function go(){if(done)return;done=1;${JSON.stringify(
  islandCss,
)}.forEach(function(h){var l=d.createElement("link");l.rel="stylesheet";l.href=h;d.head.appendChild(l)});import(${JSON.stringify(
  islandJs,
)})}var el=d.getElementById("fee-calculator-island");if(!el)return;if("IntersectionObserver"in window){var io=new IntersectionObserver(function(es){for(var i=0;i<es.length;i++)if(es[i].isIntersecting){io.disconnect();go();return}},{rootMargin:"200px"});io.observe(el)}else go();el.addEventListener("focusin",go,{once:true})})();`;

const head = (extra) => `<!doctype html>
<html lang="en"${extra}>
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="color-scheme" content="light dark">
<title>Fairlance — the freelance marketplace with no middleman</title>
<meta name="description" content="Keep what you earn: one flat monthly fee that falls as the community grows, instead of a commission.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script>${appearanceScript}</script>
`;

// Beasties evaluates selectors against this document; both appearance classes
// are present so the dark rules are inlined too (the pre-paint script may pick dark).
const cssLinks = islandCss.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
const forBeasties = `${head(' class="light dark"')}${cssLinks}
</head>
<body>${body}</body>
</html>`;

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
const processed = await beasties.process(forBeasties);
const critical = processed.match(/<style>([\s\S]*?)<\/style>/)?.[1];
if (!critical) throw new Error('beasties produced no critical CSS');

const html = `${head('')}<style>${pruneUnusedCustomProperties(dropWideGamutColours(critical), body)}</style>
</head>
<body>${body}<script>${loader}</script><noscript>${cssLinks}</noscript></body>
</html>
`;

const spa = join(dist, 'index.html');
if (!existsSync(join(dist, 'app.html'))) renameSync(spa, join(dist, 'app.html'));
writeFileSync(spa, html);

const inlined = html.match(/<style>([\s\S]*?)<\/style>/)[1];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const fullCss = Buffer.concat(islandCss.map((href) => readFileSync(join(dist, href))));
console.log(
  `prerendered / → dist/index.html: ${kb(html.length)} raw, ${kb(gzipSync(html).length)} gzip ` +
    `(critical CSS ${kb(inlined.length)} raw, ${kb(gzipSync(inlined).length)} gzip; ` +
    `full landing CSS ${kb(fullCss.length)} raw, ${kb(gzipSync(fullCss).length)} gzip, loaded later)`,
);
