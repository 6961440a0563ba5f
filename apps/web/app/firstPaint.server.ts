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
  CRITICAL_ATTRIBUTE,
  deferModuleScripts,
  deferStylesheets,
  expectWholeMarkup,
} from '../build/critical/scripts.ts';

/**
 * A server-rendered page painted from its HTML alone, as the prerendered pages are
 * (build/critical): the rules of its stylesheets that can apply to its elements inline in its
 * head (build/critical/classes.ts, from the index the build writes next to the server build),
 * its stylesheets requested after the first paint, and its scripts imported after it (no
 * modulepreload sharing the first round trips with the HTML), each module evaluated in a task
 * of its own (build/critical/moduleGraph.ts). Hydration is unchanged: the same
 * modules are imported, the stylesheets' links get their href back before React hydrates.
 */
/** A JSON file the build writes next to the server build, read once (nothing when absent, as in `react-router dev`). */
function besideBuild<T>(name: string): () => T | undefined {
  const file = join(dirname(fileURLToPath(import.meta.url)), name);
  let value: T | null | undefined;
  return () => {
    if (value === undefined)
      value = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
    return value ?? undefined;
  };
}

/** Every stylesheet's rules, indexed by the classes they need (build/critical/sheetIndex.ts). */
const stylesheetIndex = besideBuild<Record<string, IndexedRule[]>>('critical-css.json');

/** Per stylesheet URL, its dark rules for a visitor without JavaScript (build/critical/sheetIndex.ts). */
const darkWithoutScript = besideBuild<Record<string, string>>('no-script-dark.json');

/** The client build's static imports by chunk URL (build/critical/moduleGraph.ts). */
const moduleGraph = besideBuild<Record<string, string[]>>('module-graph.json');

const STYLESHEET_HREF = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The classes a stylesheet's rules need, per stylesheet (the index is read once). */
const sheetClasses = new WeakMap<IndexedRule[], Set<string>>();
function classesOf(rules: IndexedRule[]): Set<string> {
  let classes = sheetClasses.get(rules);
  if (!classes) {
    classes = new Set(rules.flatMap((rule) => rule.sel.flatMap(([, c]) => c)));
    sheetClasses.set(rules, classes);
  }
  return classes;
}

/**
 * The stylesheets of parts the server rendered whose code loads on demand (`React.lazy`, such
 * as one's own portfolio manager on /profile): the page does not link them, Vite's import
 * helper appends each to the head when its part is imported, after hydration. A sheet is taken
 * for such a part's when the page carries a class that it defines and no linked sheet does (a
 * part's own hashed classes). Its rules go after the linked sheets', where the sheet will be:
 * left out, the part was drawn without them until then, and moved when they came (/profile's
 * 'Add project' by 12 px). And the sheet itself is linked at the end of the head, deferred with
 * the others: the inline rules go once the stylesheets have applied (`CRITICAL_ATTRIBUTE`), and
 * the part's would otherwise go before its sheet came. Vite's import helper, finding the link,
 * adds none when it imports the part.
 */
function onDemandSheets(
  sheets: Record<string, IndexedRule[]>,
  linked: readonly string[],
  classes: ReadonlySet<string>,
): [href: string, rules: IndexedRule[]][] {
  const defined = linked.map((href) => classesOf(sheets[href] ?? []));
  const definedByLinked = (c: string) => defined.some((set) => set.has(c));
  return Object.entries(sheets)
    .filter(([href]) => !linked.includes(href))
    .filter(([, rules]) =>
      [...classes].some((c) => classesOf(rules).has(c) && !definedByLinked(c)),
    );
}

/** A page's inline CSS, and the stylesheets of its on-demand parts (`onDemandSheets`). */
interface FirstPaintCss {
  css: string;
  onDemand: readonly string[];
}

/**
 * The critical CSS of the pages rendered last, by what decides it (the linked stylesheets, the
 * classes and the custom properties the page uses): the same page for the same person, or
 * another's page with the same parts, does not compute it again (1-2 ms a page, `/jobs`), nor
 * look for its on-demand parts' sheets again.
 */
const recentCss = new WeakMap<object, Map<string, FirstPaintCss>>();
const RECENT_CSS_PAGES = 64;
function cachedCss(index: object, key: string, compute: () => FirstPaintCss): FirstPaintCss {
  let recent = recentCss.get(index);
  if (!recent) recentCss.set(index, (recent = new Map()));
  let css = recent.get(key);
  if (css === undefined) css = compute();
  else recent.delete(key);
  recent.set(key, css);
  if (recent.size > RECENT_CSS_PAGES) recent.delete(recent.keys().next().value as string);
  return css;
}

/**
 * The page's HTML with its critical CSS inline and its stylesheets and scripts after the first
 * paint; unchanged where that cannot be done safely (no index, as in `react-router dev`; a
 * stylesheet the index does not know; not exactly one module script).
 */
export function paintFromHtml(
  html: string,
  sheets: Record<string, IndexedRule[]> | null = stylesheetIndex() ?? null,
  dark: Record<string, string> = darkWithoutScript() ?? {},
): string {
  const head = html.indexOf('</head>');
  if (!sheets || head === -1) return html;
  const links = [...html.slice(0, head).matchAll(STYLESHEET_HREF)];
  // React Router writes some stylesheets' URLs with a `#` (a chunk's CSS): the same file.
  const hrefs = links.map((m) => (m[1] as string).replace(/#.*$/, ''));
  const files = hrefs.map((href) => sheets[href]);
  if (files.length === 0 || files.some((rules) => !rules)) return html;
  const body = html.slice(head);
  const classes = classesOfHtml(body);
  const vars = varsOfHtml(body);
  const { css, onDemand } = cachedCss(
    sheets,
    `${hrefs.join(' ')}\n${[...classes].sort().join(' ')}\n${[...vars].sort().join(' ')}`,
    () => {
      const parts = onDemandSheets(sheets, hrefs, classes);
      return {
        css: criticalCss(
          [...(files as IndexedRule[][]), ...parts.map(([, rules]) => rules)],
          classes,
          vars,
        ),
        onDemand: parts.map(([href]) => href),
      };
    },
  );
  let out: string;
  try {
    // Without JavaScript the stylesheets load from a <noscript>, with their dark rules for a
    // dark system (no script sets the appearance class then).
    const noscript = [...new Set(hrefs.map((href) => dark[href]).filter((h) => h !== undefined))];
    out = deferStylesheets(
      deferModuleScripts(html, { preloadAfterPaint: true, graph: moduleGraph() }),
      { noscript },
    );
  } catch {
    return html;
  }
  const first = (links[0] as RegExpMatchArray)[0].replace(/\shref="/, ' data-deferred-href="');
  out = out.replace(first, `<style ${CRITICAL_ATTRIBUTE}>${css}</style>${first}`);
  if (onDemand.length > 0) {
    const end = out.indexOf('</head>');
    const parts = onDemand.map((href) => `<link rel="stylesheet" data-deferred-href="${href}">`);
    out = out.slice(0, end) + parts.join('') + out.slice(end);
  }
  try {
    return expectWholeMarkup(out);
  } catch {
    return out;
  }
}
