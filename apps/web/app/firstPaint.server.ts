import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  criticalCss,
  classesOfHtml,
  varsOfHtml,
  type IndexedRule,
} from '../build/critical/classes.ts';
import {
  deferModuleScripts,
  deferStylesheets,
  expectWholeMarkup,
} from '../build/critical/scripts.ts';

/**
 * A server-rendered page painted from its HTML alone, as the prerendered pages are
 * (build/critical): the rules of its stylesheets that can apply to its elements inline in its
 * head (build/critical/classes.ts, from the index the build writes next to the server build),
 * its stylesheets requested after the first paint, and its scripts imported after it (no
 * modulepreload sharing the first round trips with the HTML). Hydration is unchanged: the same
 * modules are imported, the stylesheets' links get their href back before React hydrates.
 */
const INDEX_FILE = join(dirname(fileURLToPath(import.meta.url)), 'critical-css.json');

let index: Record<string, IndexedRule[]> | null | undefined;
function stylesheetIndex(): Record<string, IndexedRule[]> | null {
  if (index === undefined)
    index = existsSync(INDEX_FILE) ? JSON.parse(readFileSync(INDEX_FILE, 'utf8')) : null;
  return index ?? null;
}

const STYLESHEET_HREF = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The page's HTML with its critical CSS inline and its stylesheets and scripts after the first
 * paint; unchanged where that cannot be done safely (no index, as in `react-router dev`; a
 * stylesheet the index does not know; not exactly one module script).
 */
export function paintFromHtml(
  html: string,
  sheets: Record<string, IndexedRule[]> | null = stylesheetIndex(),
): string {
  const head = html.indexOf('</head>');
  if (!sheets || head === -1) return html;
  const links = [...html.slice(0, head).matchAll(STYLESHEET_HREF)];
  // React Router writes some stylesheets' URLs with a `#` (a chunk's CSS): the same file.
  const files = links.map((m) => sheets[(m[1] as string).replace(/#.*$/, '')]);
  if (files.length === 0 || files.some((rules) => !rules)) return html;
  const css = criticalCss(
    files as IndexedRule[][],
    classesOfHtml(html.slice(head)),
    varsOfHtml(html.slice(head)),
  );
  let out: string;
  try {
    out = deferStylesheets(deferModuleScripts(html, { preloadAfterPaint: true }));
  } catch {
    return html;
  }
  const first = (links[0] as RegExpMatchArray)[0].replace(/\shref="/, ' data-deferred-href="');
  out = out.replace(first, `<style>${css}</style>${first}`);
  try {
    return expectWholeMarkup(out);
  } catch {
    return out;
  }
}
