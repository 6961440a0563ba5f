/**
 * A selector made matchable against a page's static HTML, to decide whether its rule can apply
 * to something on the page (see ./index.ts). Beasties' own step deletes every pseudo-class with
 * its argument, so `.rt-Button:where(.rt-variant-solid)` became `.rt-Button` (fine) but
 * `:where(.rt-Button)` became nothing and its rule was dropped: most of Radix Themes is written
 * that way. Here `:where()`/`:is()`/`:matches()` keep their argument (as `:is()`, which the
 * matcher understands), `:has()` keeps its argument, and every other pseudo-class or element
 * (`:hover`, `:not(…)`, `:nth-child(…)`, `::before`) is dropped: matching a superset of the
 * elements keeps a rule that might apply, never drops one that does.
 */
const KEEP_ARGUMENT = new Set(['is', 'where', 'matches', '-webkit-any', 'has']);

/** Index of the `)` closing the `(` at `open`, or -1. */
function closing(selector: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** `a, b:is(c, d)` → [`a`, `b:is(c, d)`]: the commas outside brackets and quotes. */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

/** Tidies what dropping pseudo-classes leaves: `a > ` → `a > *`, `( , b)` → `(b)`, `:is()` → `*`. */
function tidy(selector: string, relative: boolean): string {
  return selector
    .replace(/:is\(\s*\)/g, '*')
    .replace(/\(\s*,\s*/g, '(')
    .replace(/\s*,\s*\)/g, ')')
    .replace(/,(\s*,)+/g, ',')
    .replace(/([>+~])\s*(?=[>+~]|$)/g, '$1 *')
    .replace(/^\s*([>+~])/, relative ? '$1' : '* $1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function matchableSelector(selector: string, relative = false): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i] as string;
    if (c === '\\') {
      out += c + (selector[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '[') {
      const end = selector.indexOf(']', i);
      const stop = end === -1 ? selector.length - 1 : end;
      out += selector.slice(i, stop + 1);
      i = stop;
      continue;
    }
    if (c !== ':') {
      out += c;
      continue;
    }
    const name = /^::?([a-zA-Z-]+)/.exec(selector.slice(i));
    if (!name) {
      out += c;
      continue;
    }
    const afterName = i + name[0].length;
    const hasArgument = selector[afterName] === '(';
    const end = hasArgument ? closing(selector, afterName) : afterName - 1;
    if (end === -1) return ''; // unbalanced: not a selector we can read
    const pseudo = (name[1] as string).toLowerCase();
    if (hasArgument && !name[0].startsWith('::') && KEEP_ARGUMENT.has(pseudo)) {
      const inner = splitSelectorList(selector.slice(afterName + 1, end))
        .map((part) => matchableSelector(part, pseudo === 'has'))
        .filter(Boolean);
      out += inner.length ? `:${pseudo === 'has' ? 'has' : 'is'}(${inner.join(', ')})` : '';
    }
    i = end;
  }
  return tidy(out, relative);
}
