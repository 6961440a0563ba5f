/**
 * After the rules are pruned (./prune.ts), Radix's stylesheets still declare custom properties
 * for every component and colour step (`--switch-…`, `--teal-a7`…) and keyframes for every
 * animation. This drops, across all of Radix's sheets at once, the custom properties nothing
 * reads — no `var(--x)` left in any Radix sheet, and no mention of `--x` in the product's CSS or
 * code or Radix's own code — repeating until stable (custom properties read one another), then
 * the `@keyframes` no animation names.
 */
import type { Declaration, Root } from 'postcss';

const varReference = /var\(\s*(--[\w-]+)/g;
const customPropertyName = /--[A-Za-z_][\w-]*/g;

export interface References {
  /** Custom property names (or `--prefix-*` patterns) named outside Radix's sheets. */
  customProperties: Iterable<string>;
  /** Text outside Radix's sheets (CSS, JavaScript) that may name a custom property or keyframes. */
  texts: Iterable<string>;
}

export function pruneUnusedTokens(sheets: Root[], references: References): void {
  const external = new Set<string>();
  const prefixes: string[] = [];
  for (const name of references.customProperties) {
    if (name.endsWith('*')) prefixes.push(name.slice(0, -1));
    else external.add(name);
  }
  const texts = [...references.texts];
  for (const text of texts)
    for (const name of text.match(customPropertyName) ?? []) external.add(name);
  const externallyUsed = (name: string) =>
    external.has(name) || prefixes.some((p) => name.startsWith(p));

  for (;;) {
    const read = new Set<string>();
    for (const sheet of sheets) {
      sheet.walkDecls((decl) => {
        for (const match of decl.value.matchAll(varReference)) read.add(match[1] as string);
      });
    }
    const unused: Declaration[] = [];
    for (const sheet of sheets) {
      sheet.walkDecls((decl) => {
        if (decl.prop.startsWith('--') && !read.has(decl.prop) && !externallyUsed(decl.prop)) {
          unused.push(decl);
        }
      });
    }
    if (unused.length === 0) break;
    for (const decl of unused) decl.remove();
  }

  // Keyframes no animation names.
  const named = new Set<string>();
  for (const sheet of sheets) {
    sheet.walkDecls(/^(-webkit-)?animation(-name)?$/i, (decl) => {
      for (const word of decl.value.split(/[\s,]+/)) named.add(word);
    });
  }
  for (const sheet of sheets) {
    sheet.walkAtRules(/keyframes$/i, (atRule) => {
      const name = atRule.params.trim();
      if (named.has(name) || texts.some((text) => text.includes(name))) return;
      atRule.remove();
    });
  }

  // Rules and at-rules left empty go too.
  for (const sheet of sheets) {
    let removed: boolean;
    do {
      removed = false;
      sheet.walk((node) => {
        if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
          if (node.type === 'atrule' && /^(font-face|page)$/i.test(node.name)) return;
          node.remove();
          removed = true;
        }
      });
    } while (removed);
  }
}
