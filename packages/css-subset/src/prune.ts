/**
 * Removes from a Radix Themes stylesheet every rule no element can match given a subset
 * (./subset.ts): a selector needs a component class no used component sets (.rt-Slider…), a
 * utility class no prop can produce (.md\:rt-r-gap-4 when no gap value has an `md` key), or a
 * data attribute value no prop can produce ([data-accent-color='plum']). Everything else is
 * kept byte for byte, in its order, so the cascade is Radix's own. A selector list loses only
 * its unmatchable members (none at all when it has a vendor pseudo-class: one unknown to a
 * browser voids the whole list there, and dropping it would bring the rest to life).
 */
import postcss, { type AtRule, type Root } from 'postcss';
import type { Breakpoint } from './catalog.ts';
import type { RadixSubset } from './subset.ts';

const bracketClose: Record<string, string> = { '(': ')', '[': ']' };

/** Splits a selector list on its top-level commas. */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === '\\') i++;
    else if (ch === '"' || ch === "'") {
      const end = list.indexOf(ch, i + 1);
      i = end === -1 ? list.length : end;
    } else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The end (exclusive) of the bracketed group that starts at `open`. */
function groupEnd(selector: string, open: number): number {
  const close = bracketClose[selector[open] as string] as string;
  let depth = 0;
  for (let i = open; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '\\') i++;
    else if (ch === '"' || ch === "'") {
      const end = selector.indexOf(ch, i + 1);
      i = end === -1 ? selector.length : end;
    } else if (ch === selector[open]) depth++;
    else if (ch === close && --depth === 0) return i + 1;
  }
  return selector.length;
}

const identifier = /^-?(?:[_a-zA-Z\u00a0-\uffff]|\\.)(?:[-_a-zA-Z0-9\u00a0-\uffff]|\\.)*/;
const unescape = (name: string) => name.replace(/\\(.)/g, '$1');

export interface Matcher {
  /** Whether an element can carry class `name` along with the component classes `context`. */
  classAllowed(name: string, context: readonly string[]): boolean;
  attributeAllowed(name: string, value: string): boolean;
}

const attributeTracked = new Set([
  'data-accent-color',
  'data-gray-color',
  'data-radius',
  'data-scaling',
  'data-panel-background',
]);

export function matcherFor(subset: RadixSubset): Matcher {
  return {
    classAllowed(name, context) {
      const prefixed = /^(-?)(xs|sm|md|lg|xl):(.+)$/.exec(name);
      const bp = (prefixed?.[2] ?? 'initial') as Breakpoint;
      const token = prefixed ? `${prefixed[1]}${prefixed[3]}` : name;
      if (/^rt-[A-Z]/.test(token)) return subset.componentClasses.has(token);
      const negative = token.startsWith('-');
      const base = negative ? token.slice(1) : token;
      const family = subset.knownFamilies.find((f) => base === f || base.startsWith(`${f}-`));
      if (!family) return true; // rt-reset, rt-one-letter… not produced by a prop
      const rest = base.slice(family.length + 1);
      const suffix = base === family ? '' : negative ? `-${rest}` : rest;
      return (subset.families.get(family) ?? []).some(
        (use) =>
          use.breakpoints.has(bp) &&
          (use.suffixes === null || use.suffixes.has(suffix)) &&
          (use.classes === null ||
            context.length === 0 ||
            context.some((c) => use.classes?.has(c))),
      );
    },
    attributeAllowed(name, value) {
      if (!attributeTracked.has(name)) return true;
      const values = subset.attributes.get(name);
      return values === null || (values?.has(value) ?? false);
    },
  };
}

/** Splits a complex selector into its compounds (top-level combinators and whitespace). */
function compoundsOf(selector: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i] as string;
    if (ch === '\\') {
      current += selector.slice(i, i + 2);
      i++;
    } else if (ch === '"' || ch === "'") {
      const end = selector.indexOf(ch, i + 1);
      const stop = end === -1 ? selector.length : end + 1;
      current += selector.slice(i, stop);
      i = stop - 1;
    } else if (ch === '(' || ch === '[') {
      const end = groupEnd(selector, i);
      current += selector.slice(i, end);
      i = end - 1;
    } else if (/[\s>+~]/.test(ch)) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

/** The component classes (rt-Button…) written at the top level of a compound selector. */
function componentClassesOf(compound: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < compound.length) {
    const ch = compound[i] as string;
    if (ch === '\\') i += 2;
    else if (ch === '(' || ch === '[') i = groupEnd(compound, i);
    else if (ch === '"' || ch === "'") {
      const end = compound.indexOf(ch, i + 1);
      i = end === -1 ? compound.length : end + 1;
    } else if (ch === '.') {
      const match = identifier.exec(compound.slice(i + 1));
      if (match && /^rt-[A-Z]/.test(unescape(match[0]))) out.push(unescape(match[0]));
      i += 1 + (match?.[0].length ?? 0);
    } else i++;
  }
  return out;
}

/**
 * Whether some element could match `selector` (a complex selector, or a list: any member).
 * Conservative: only classes and `[attr=value]` tests every match needs count; `:not()` and
 * everything unknown is assumed matchable. `context`: component classes of an enclosing
 * compound (for the arguments of `:where()`/`:is()`).
 */
export function canMatch(
  selector: string,
  matcher: Matcher,
  context: readonly string[] = [],
): boolean {
  const alternatives = splitSelectorList(selector);
  if (alternatives.length > 1) return alternatives.some((s) => canMatch(s, matcher, context));
  return compoundsOf(selector).every((compound) =>
    compoundCanMatch(compound, matcher, [...context, ...componentClassesOf(compound)]),
  );
}

function compoundCanMatch(compound: string, matcher: Matcher, context: readonly string[]): boolean {
  let i = 0;
  while (i < compound.length) {
    const ch = compound[i] as string;
    if (ch === '\\') i += 2;
    else if (ch === '"' || ch === "'") {
      const end = compound.indexOf(ch, i + 1);
      i = end === -1 ? compound.length : end + 1;
    } else if (ch === '.') {
      const match = identifier.exec(compound.slice(i + 1));
      if (!match) {
        i++;
        continue;
      }
      if (!matcher.classAllowed(unescape(match[0]), context)) return false;
      i += 1 + match[0].length;
    } else if (ch === '[') {
      const end = groupEnd(compound, i);
      const attr =
        /^\[\s*([-\w]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s\]]+))\s*(?:[iIsS]\s*)?\]$/.exec(
          compound.slice(i, end),
        );
      if (attr) {
        const value = attr[2] ?? attr[3] ?? attr[4] ?? '';
        if (!matcher.attributeAllowed(attr[1] as string, value)) return false;
      }
      i = end;
    } else if (ch === ':') {
      const name = /^::?([-a-zA-Z]+)/.exec(compound.slice(i));
      if (!name) {
        i++;
        continue;
      }
      i += name[0].length;
      if (compound[i] !== '(') continue;
      const end = groupEnd(compound, i);
      const argument = compound.slice(i + 1, end - 1);
      i = end;
      const pseudo = (name[1] as string).toLowerCase();
      if (['where', 'is', 'matches', '-webkit-any', '-moz-any'].includes(pseudo)) {
        if (!canMatch(argument, matcher, context)) return false;
      } else if (pseudo === 'has') {
        // Relative selectors, about other elements: a leading combinator changes nothing here.
        if (
          !splitSelectorList(argument).some((s) => canMatch(s.replace(/^\s*[>+~]/, ''), matcher))
        ) {
          return false;
        }
      }
      // :not(), :nth-child(… of S) and the rest: assumed matchable.
    } else i++;
  }
  return true;
}

const vendorPseudo = /::?-(?:webkit|moz|ms|o)-/i;

export interface PruneResult {
  css: string;
  rulesBefore: number;
  rulesAfter: number;
}

/** Prunes `css` (a stylesheet of @radix-ui/themes) to what `subset` can match. */
export function pruneRadixCss(css: string, subset: RadixSubset, from?: string): PruneResult {
  const root: Root = postcss.parse(css, { from });
  const matcher = matcherFor(subset);
  let rulesBefore = 0;
  let rulesAfter = 0;
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return;
    rulesBefore++;
    const members = splitSelectorList(rule.selector);
    const kept = members.filter((member) => canMatch(member, matcher));
    if (kept.length === 0) {
      rule.remove();
      return;
    }
    rulesAfter++;
    if (kept.length < members.length && !members.some((member) => vendorPseudo.test(member))) {
      rule.selector = kept.map((member) => member.trim()).join(', ');
    }
  });
  // At-rules left empty (@media, @supports, @layer blocks) go too.
  let removed: boolean;
  do {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0 && !/keyframes$/i.test(atRule.name)) {
        atRule.remove();
        removed = true;
      }
    });
  } while (removed);
  return { css: root.toString(), rulesBefore, rulesAfter };
}
