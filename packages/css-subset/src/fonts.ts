/**
 * Radix Themes' `@font-face` rules, written inline by the app instead of arriving with its
 * stylesheets.
 *
 * They name local fonts with metric overrides ("Segoe UI (Custom)", "Open Sans (Custom)",
 * "Consolas (Custom)") and are kept whole by the pruning, so every page's inline critical CSS
 * carried them, and its stylesheet carried them again. A stylesheet that brings `@font-face`
 * rules changes the page's fonts as far as the browser knows, even when they are the same:
 * when the deferred stylesheets were applied after the first paint, Chromium restyled and then
 * laid out the whole page again (every object dirty), although not one computed style changed.
 * With the rules only in the head, written once by the app (`virtual:radix-font-faces`), applying
 * the stylesheets costs a restyle and no layout.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss, { type Root } from 'postcss';

/** The module the app imports the rules from: `export default` the CSS text. */
export const FONT_FACES_MODULE = 'virtual:radix-font-faces';

/** The `@font-face` rules of `css`, each written compactly, in order, without repeats. */
export function fontFaces(css: string): string[] {
  const out = new Set<string>();
  postcss.parse(css).walkAtRules(/^font-face$/i, (rule) => {
    const declarations = (rule.nodes ?? [])
      .flatMap((node) =>
        node.type === 'decl'
          ? [`${node.prop}:${node.value}${node.important ? '!important' : ''}`]
          : [],
      )
      .join(';');
    out.add(`@font-face{${declarations}}`);
  });
  return [...out];
}

/** Removes `root`'s `@font-face` rules; returns how many. */
export function removeFontFaces(root: Root): number {
  let removed = 0;
  root.walkAtRules(/^font-face$/i, (rule) => {
    rule.remove();
    removed++;
  });
  return removed;
}

const RADIX_IMPORT = /^\s*import\s+'(@radix-ui\/themes\/[^']+\.css)';/gm;

/**
 * The `@font-face` rules of the Radix sheets the product loads (the imports of
 * ./radix-sheets.ts), read from the Radix Themes that `fromDir` resolves.
 */
export function radixFontFaces(fromDir: string): string {
  const list = readFileSync(
    join(dirname(new URL(import.meta.url).pathname), 'radix-sheets.ts'),
    'utf8',
  );
  const radix = dirname(
    createRequire(join(fromDir, 'package.json')).resolve('@radix-ui/themes/package.json'),
  );
  const rules = new Set<string>();
  for (const [, specifier] of list.matchAll(RADIX_IMPORT)) {
    const file = join(radix, (specifier as string).slice('@radix-ui/themes/'.length));
    for (const rule of fontFaces(readFileSync(file, 'utf8'))) rules.add(rule);
  }
  return [...rules].join('');
}
