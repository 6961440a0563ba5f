import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss from 'postcss';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRadixCatalog } from './catalog.ts';
import { pruneRadixCss, splitSelectorList } from './prune.ts';
import { resolveSubset } from './subset.ts';
import { pruneUnusedTokens } from './tokens.ts';
import { analyseProduct, reachable, usageOf } from './usage.ts';

const here = dirname(new URL(import.meta.url).pathname);
const pkg = join(here, '..');
const radix = dirname(
  createRequire(join(pkg, 'package.json')).resolve('@radix-ui/themes/package.json'),
);
const components = readFileSync(join(radix, 'components.css'), 'utf8');

// A product of two files, in a folder of this package (so '@radix-ui/themes' resolves).
const product = join(pkg, `.test-product-${process.pid}`);
mkdirSync(product, { recursive: true });
afterAll(() => rmSync(product, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  writeFileSync(join(product, name), text);
  return join(product, name);
};
const page = write(
  'Page.tsx',
  `import { Button } from '@radix-ui/themes';
import { Panel } from './Panel';
export const Page = () => (<><Button size="2" color="red">Go</Button><Panel /></>);`,
);
const panel = write(
  'Panel.tsx',
  `import { Card } from '@radix-ui/themes';
export const Panel = () => <Card size={{ initial: '1', md: '3' }}>Hi</Card>;`,
);
const unused = write(
  'Unused.tsx',
  `import { Slider } from '@radix-ui/themes';
export const Unused = () => <Slider aria-label="Level" />;`,
);

const catalog = loadRadixCatalog(pkg);
const index = analyseProduct([page, panel, unused], catalog, pkg, {});
const rel = (file: string) => file.slice(pkg.length + 1);

describe('what the product renders', () => {
  it('reads the components, and the props with their values and breakpoints', () => {
    const usage = usageOf(index, reachable(index, [rel(page)]));
    expect(usage.modules.length).toBeGreaterThan(0);
    expect(usage.opaque).toEqual([]);
    expect(usage.attributes['data-accent-color']).toContain('red');
  });

  it("follows a file's imports, and leaves out files nothing imports", () => {
    const files = reachable(index, [rel(page)]);
    expect(files.has(rel(panel))).toBe(true);
    expect(files.has(rel(unused))).toBe(false);
  });
});

describe('pruning Radix Themes to it', () => {
  const usage = usageOf(index, reachable(index, [rel(page)]));
  const subset = resolveSubset(usage, catalog);
  const pruned = pruneRadixCss(components, subset).css;
  const selectors = new Set<string>();
  postcss.parse(pruned).walkRules((rule) => {
    for (const s of splitSelectorList(rule.selector)) selectors.add(s.trim());
  });
  const has = (pattern: RegExp) => [...selectors].some((s) => pattern.test(s));

  it('keeps the rules of the components used, in the sizes used at the breakpoints used', () => {
    expect(has(/\.rt-Button\b/)).toBe(true);
    expect(has(/\.rt-BaseButton:where\(\.rt-r-size-2\)/)).toBe(true);
    expect(has(/\.rt-BaseCard\b|\.rt-Card\b/)).toBe(true);
    expect(has(/\.md\\:rt-r-size-3/)).toBe(true);
  });

  it('drops components, sizes and breakpoints nothing renders', () => {
    expect(has(/\.rt-Slider/)).toBe(false);
    expect(has(/\.rt-BaseButton:where\(\.rt-r-size-4\)/)).toBe(false);
    expect(has(/\.xl\\:rt-r-size-3/)).toBe(false);
    expect(pruned.length).toBeLessThan(components.length / 5);
  });

  it('keeps the cascade: what is kept stays in Radix’s order, byte for byte', () => {
    let from = 0;
    let kept = 0;
    postcss.parse(pruned).walkRules((rule) => {
      const first = (splitSelectorList(rule.selector)[0] as string).trim();
      const at = components.indexOf(first, from);
      expect(at, first).toBeGreaterThanOrEqual(0);
      from = at;
      kept++;
    });
    expect(kept).toBeGreaterThan(20);
  });
});

describe('pruneUnusedTokens', () => {
  it('drops the custom properties nothing reads, repeating as they read one another', () => {
    const sheet = postcss.parse(
      ':root { --a: 1px; --b: var(--a); --c: var(--d); --d: 2px; --e: 3px } .x { margin: var(--b) }',
    );
    pruneUnusedTokens([sheet], { customProperties: [], texts: [] });
    const text = sheet.toString();
    expect(text).toContain('--a');
    expect(text).toContain('--b');
    expect(text).not.toContain('--c');
    expect(text).not.toContain('--d');
    expect(text).not.toContain('--e');
  });

  it('keeps what the product names outside the sheets, and keyframes an animation names', () => {
    const sheet = postcss.parse(
      ':root { --teal-9: #000; --brand-x: 1; --gone: 0 } .y { animation: spin 1s } @keyframes spin { to { opacity: 1 } } @keyframes fade { to { opacity: 0 } } .empty { --gone2: 1 }',
    );
    pruneUnusedTokens([sheet], {
      customProperties: ['--brand-*'],
      texts: ['color: var(--teal-9)'],
    });
    const text = sheet.toString();
    expect(text).toContain('--teal-9');
    expect(text).toContain('--brand-x');
    expect(text).not.toContain('--gone');
    expect(text).toContain('@keyframes spin');
    expect(text).not.toContain('@keyframes fade');
    expect(text).not.toContain('.empty');
  });
});
