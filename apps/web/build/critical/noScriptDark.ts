/**
 * The dark appearance for a visitor without JavaScript.
 *
 * The app's dark rules apply under the class `dark` (or `dark-theme`) on <html>, which the
 * page's pre-paint script sets from the stored choice or, with none, from
 * `prefers-color-scheme` (@brand/ui's appearanceScript). Without JavaScript nothing sets it, so
 * a dark system got a light page. This makes, from a page's stylesheets, one stylesheet that
 * applies their dark rules under `@media (prefers-color-scheme: dark)` to <html> itself
 * (`.dark` becomes `:root`, the same specificity). The prerendered pages link it inside
 * `<noscript>` last in their head, so a browser that runs scripts never loads it and the
 * stored choice still decides there.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

/** The start of the name of such a stylesheet, in the build's `assets/`. */
export const NO_SCRIPT_DARK_PREFIX = 'no-script-dark-';

const DARK_CLASS = /\.dark(?:-theme)?(?![\w-])/g;

/**
 * `selector` with its dark classes made `:root`, or null when it has none, or has one inside
 * `:not()` (which would then mean the opposite).
 */
export function darkSelectorWithoutScript(selector: string): string | null {
  let negated = false;
  let found = false;
  // Which brackets are `:not(`, from the outermost in.
  const brackets: boolean[] = [];
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') i++;
    else if (c === '(') brackets.push(/:not$/i.test(selector.slice(0, i)));
    else if (c === ')') brackets.pop();
    else if (c === '.' && /^\.dark(?:-theme)?(?![\w-])/.test(selector.slice(i))) {
      found = true;
      if (brackets.includes(true)) negated = true;
    }
  }
  if (!found || negated) return null;
  return selector.replace(DARK_CLASS, ':root');
}

/** The at-rules around `node`, outermost first. */
function atRulesAround(node: ChildNode): AtRule[] {
  const chain: AtRule[] = [];
  let parent = node.parent;
  while (parent?.type === 'atrule') {
    chain.unshift(parent as AtRule);
    parent = (parent as AtRule).parent;
  }
  return chain;
}

/**
 * The dark rules of `css` (a page's stylesheets, in order), for a page no script has given an
 * appearance class: under `@media (prefers-color-scheme: dark)`, on <html>. Empty if none.
 */
export function darkWithoutScript(css: string): string {
  const media = postcss.atRule({ name: 'media', params: '(prefers-color-scheme: dark)' });
  postcss.parse(css).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const selectors = rule.selectors
      .map(darkSelectorWithoutScript)
      .filter((s): s is string => s !== null);
    if (selectors.length === 0) return;
    let into: Container = media;
    for (const at of atRulesAround(rule)) {
      const copy = at.clone({ nodes: [] });
      into.append(copy);
      into = copy;
    }
    into.append(rule.clone({ selectors }));
  });
  return media.nodes?.length ? media.toString() : '';
}

/**
 * Dark rules for a visitor without JavaScript (`darkWithoutScript`), from `css`, written to
 * `assets/` under a name from their content; its href, or null if `css` has none.
 */
export function writeDarkCss(clientDir: string, css: string): string | null {
  const dark = darkWithoutScript(css);
  if (!dark) return null;
  const name = `assets/${NO_SCRIPT_DARK_PREFIX}${createHash('sha256').update(dark).digest('hex').slice(0, 8)}.css`;
  writeFileSync(join(clientDir, name), dark);
  return `/${name}`;
}
