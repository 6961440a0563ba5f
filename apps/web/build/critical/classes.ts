/**
 * Critical CSS for the server-rendered (signed-in) pages, chosen per request from an index
 * made at build time (./sheetIndex.ts), in well under a millisecond: no CSS parser and no
 * selector matching while a page is served.
 *
 * Each rule of the route's stylesheets is kept with the class names its selectors need (a
 * class in a selector's compound parts, or in a one-argument `:is()`/`:where()`, must be on
 * some element for the selector to match anything). A page's critical CSS is every rule with a
 * selector whose classes (and `[data-x=v]` values) are all in the page's HTML, in the
 * stylesheets' order, inside the same at-rules: a superset of the rules that apply (other
 * attribute selectors, structure, `:not()`, `:has()`, and selector lists inside brackets are
 * not read), so when the stylesheets arrive after the
 * first paint nothing on the page changes. Rules without a class (element selectors, `:root`),
 * `@keyframes`, `@font-face` and the like are always kept. The appearance's classes on <html>
 * (`light`/`dark`, set before the first paint) count as present, so both appearances paint right.
 * Custom properties (Radix's colour steps, mostly) are kept only where a kept rule or a style
 * attribute of the page reads them, directly or through another custom property.
 */

/** One rule of a stylesheet: its at-rule chain, its selectors with the classes each needs. */
export interface IndexedRule {
  /** The enclosing at-rules' preludes, outermost first (`@media (min-width:520px)`). */
  at: string[];
  /** [selector, classes it needs]; empty for an at-rule kept whole (`css` is then the rule). */
  sel: [string, string[]][];
  /** The declarations (between the braces) but custom properties, or the whole at-rule when `sel` is empty. */
  css: string;
  /** The custom properties `css` reads (`var(--x)`). */
  reads?: string[];
  /** The rule's custom-property declarations: [name, declaration, custom properties it reads]. */
  props?: [string, string, string[]][];
}

/** The classes every page may carry before the first paint (the appearance's, on <html>). */
export const ALWAYS_PRESENT = ['light', 'dark', 'light-theme', 'dark-theme', 'radix-themes'];

const ONE_ARGUMENT = new Set(['is', 'where', 'matches', '-webkit-any']);

/** `[data-x=v]` (quoted or not, case-sensitive): needs an element with that data attribute value. */
const DATA_ATTRIBUTE = /^\[(data-[\w-]+)=(["']?)([^"'\]\\]+)\2\]$/;

/** Index of the `)` closing the `(` at `open`, or -1. */
function closing(selector: string, open: number): number {
  let depth = 0;
  for (let i = open; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Whether a selector list has a comma outside brackets (`.a, .b` yes, `:is(.a, .b)` no). */
function isList(selector: string): boolean {
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) return true;
  }
  return false;
}

/** The class names one selector (no top-level comma) needs present, unescaped. */
export function requiredClasses(selector: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') {
      i++;
    } else if (c === '[') {
      const end = selector.indexOf(']', i);
      const attribute = DATA_ATTRIBUTE.exec(selector.slice(i, end + 1));
      if (attribute) out.add(`[${attribute[1]}=${attribute[3]}]`);
      i = end === -1 ? selector.length : end;
    } else if (c === '.') {
      let name = '';
      let j = i + 1;
      for (; j < selector.length; j++) {
        const d = selector[j] as string;
        if (d === '\\') {
          name += selector[j + 1] ?? '';
          j++;
        } else if (/[\w-]/.test(d) || d.charCodeAt(0) > 127) name += d;
        else break;
      }
      if (name) out.add(name);
      i = j - 1;
    } else if (c === ':') {
      const pseudo = /^::?([a-zA-Z-]+)/.exec(selector.slice(i));
      if (!pseudo) continue;
      const afterName = i + pseudo[0].length;
      if (selector[afterName] !== '(') {
        i = afterName - 1;
        continue;
      }
      const end = closing(selector, afterName);
      if (end === -1) return []; // unbalanced: needs nothing, so the rule is kept
      const argument = selector.slice(afterName + 1, end);
      if (ONE_ARGUMENT.has((pseudo[1] as string).toLowerCase()) && !isList(argument))
        for (const name of requiredClasses(argument)) out.add(name);
      i = end;
    }
  }
  return [...out];
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const DATA_ATTRIBUTES = /\s(data-[\w-]+)="([^"]*)"/g;

/**
 * The class names on the elements of an HTML page (its `class` attributes), and its data
 * attributes' values as `[data-x=v]`.
 */
export function classesOfHtml(html: string): Set<string> {
  const present = new Set(ALWAYS_PRESENT);
  for (const match of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of (match[1] as string).split(/\s+/)) if (name) present.add(name);
  for (const match of html.matchAll(DATA_ATTRIBUTES)) present.add(`[${match[1]}=${match[2]}]`);
  return present;
}

const VAR_READ = /var\(\s*(--[\w-]+)/g;

/** The custom properties a piece of CSS reads (`var(--x)`). */
export function varReads(css: string): string[] {
  return [...new Set([...css.matchAll(VAR_READ)].map((m) => m[1] as string))];
}

/** The custom properties the style attributes of an HTML page read. */
export function varsOfHtml(html: string): Set<string> {
  const reads = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g))
    for (const name of varReads((match[1] as string).replaceAll('&quot;', '"'))) reads.add(name);
  return reads;
}

/** The selectors of `rule` that can match with the classes `present` (all, for an at-rule). */
const keptSelectors = (rule: IndexedRule, present: Set<string>) =>
  rule.sel.filter(([, need]) => need.every((name) => present.has(name))).map(([s]) => s);

/**
 * The rules of `sheets` (in order) that can apply to a page with the classes `present`, with
 * the custom properties they (or `reads`, the page's style attributes) read.
 */
export function criticalCss(
  sheets: IndexedRule[][],
  present: Set<string>,
  reads: Set<string> = new Set(),
): string {
  const kept = sheets.map((rules) =>
    rules.map((rule) => (rule.sel.length === 0 ? [] : keptSelectors(rule, present))),
  );
  // Which custom properties are read: by the kept rules, then by the properties they read.
  const needed = new Set(reads);
  const declared = new Map<string, string[][]>();
  sheets.forEach((rules, i) =>
    rules.forEach((rule, j) => {
      if (rule.sel.length && kept[i]?.[j]?.length === 0) return;
      for (const name of rule.reads ?? []) needed.add(name);
      for (const [name, , via] of rule.props ?? []) {
        const list = declared.get(name);
        if (list) list.push(via);
        else declared.set(name, [via]);
      }
    }),
  );
  const queue = [...needed];
  while (queue.length) {
    for (const via of declared.get(queue.pop() as string) ?? [])
      for (const name of via)
        if (!needed.has(name)) {
          needed.add(name);
          queue.push(name);
        }
  }
  let out = '';
  let open: string[] = [];
  sheets.forEach((rules, i) => {
    rules.forEach((rule, j) => {
      let text: string;
      if (rule.sel.length === 0) text = rule.css;
      else {
        const selectors = kept[i]?.[j] ?? [];
        if (selectors.length === 0) return;
        const props = (rule.props ?? []).filter(([name]) => needed.has(name)).map(([, d]) => d);
        const body = [rule.css, ...props].filter(Boolean).join(';');
        if (!body) return;
        text = `${selectors.join(',')}{${body}}`;
      }
      let shared = 0;
      while (shared < open.length && shared < rule.at.length && open[shared] === rule.at[shared])
        shared++;
      out += '}'.repeat(open.length - shared);
      for (const at of rule.at.slice(shared)) out += `${at}{`;
      open = rule.at;
      out += text;
    });
    out += '}'.repeat(open.length);
    open = [];
  });
  return out;
}
