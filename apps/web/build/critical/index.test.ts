import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import postcss from 'postcss';
import {
  dropOverriddenTokens,
  dropPointerStates,
  firstScreenOf,
  inlineCriticalCss,
} from './index.ts';

const client = mkdtempSync(join(tmpdir(), 'critical-css-'));
mkdirSync(join(client, 'assets'));
writeFileSync(
  join(client, 'assets', 'app.css'),
  [
    ':root, .light { --teal-9: #12a594; --red-9: #e5484d; --gap: 8px; --unused: 1px }',
    '.dark { --teal-9: #12a594 }',
    ':where(.rt-Button) { color: var(--teal-9); gap: var(--gap) }',
    '.rt-Button:where(:hover) { opacity: .9 }',
    ':is(.dark) :where(.rt-Button) { color: white }',
    ':where(.rt-Dialog) { color: var(--red-9) }',
    '.toast:not(.x) { display: block }',
    '@media (min-width: 768px) { :where(.rt-Button) { padding: 2px } .rt-Dialog { margin: 0 } }',
  ].join('\n'),
);
const page = (head = '') =>
  `<!DOCTYPE html><html lang="en"><head>${head}<link rel="stylesheet" href="/assets/app.css"></head><body><button class="rt-Button" style="--x: var(--teal-9)">Go</button></body></html>`;

describe('inlineCriticalCss', async () => {
  const out = await inlineCriticalCss(page(), client);
  const inline = /<style data-critical>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? '';

  it('inlines the rules that can apply to the page, :where() ones, states and dark included', () => {
    expect(inline).toContain(':where(.rt-Button)');
    expect(inline).toContain('.rt-Button:where(:hover)');
    expect(inline).toContain(':is(.dark) :where(.rt-Button)');
    expect(inline).toMatch(/@media \(min-width: ?768px\) ?\{\s*:where\(\.rt-Button\)/);
  });

  it('leaves out rules for elements the page does not have, and the tokens no rule reads', () => {
    expect(inline).not.toContain('rt-Dialog');
    expect(inline).not.toContain('.toast');
    expect(inline).not.toContain('--red-9');
    expect(inline).not.toContain('--unused');
    expect(inline).toContain('--teal-9');
    expect(inline).toContain('--gap');
  });

  it('keeps the stylesheet link as it was (./scripts.ts defers it) and adds no script', () => {
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css">');
    expect(out).not.toContain('<script');
  });

  it('gives back <html> as it was', () => {
    expect(out).toContain('<html lang="en">');
  });

  it('refuses a page it would not read right', async () => {
    await expect(
      inlineCriticalCss(page().replace('<html lang="en">', '<html class="dark">'), client),
    ).rejects.toThrow(/class already/);
    await expect(inlineCriticalCss(page('<style>a{}</style>'), client)).rejects.toThrow(
      /<style> already/,
    );
  });
});

describe("inlineCriticalCss on a page with the app's font faces", async () => {
  const fonts = `<style data-precedence="fonts" data-href="radix-font-faces">@font-face{font-family:'X';src:local('X')}</style>`;
  const out = await inlineCriticalCss(page(fonts), client);

  it('leaves that <style> as it was and inlines the rules in one of its own', () => {
    expect(out).toContain(fonts);
    const styles = [...out.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toHaveLength(2);
    expect(styles[1]).toContain(':where(.rt-Button)');
    expect(styles[1]).not.toContain('font-face');
  });
});

describe('inlineCriticalCss with a first screen', async () => {
  const long = page().replace(
    '</body>',
    '<section id="below"><div class="rt-Dialog">later</div></section></body>',
  );
  const whole = await inlineCriticalCss(long, client);
  const first = await inlineCriticalCss(long, client, { firstScreenEndsAt: '#below' });
  const inline = (html: string) => /<style data-critical>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

  it('inlines the rules of the elements before it only, the rest of the page unchanged', () => {
    expect(inline(whole)).toContain('rt-Dialog');
    expect(inline(first)).not.toContain('rt-Dialog');
    expect(inline(first)).toContain(':where(.rt-Button)');
    expect(first.replace(/<style data-critical>[\s\S]*?<\/style>/, '')).toBe(long);
  });

  it('leaves out the states a pointer sets on its first screen, keeps the others', () => {
    expect(inline(whole)).toContain(':hover');
    expect(inline(first)).not.toContain(':hover');
  });
});

describe('firstScreenOf', () => {
  const html =
    '<html><head><script>if (a<b) c()</script></head><body><div><header><img src="x"><br/></header><section id="s"><ul><li>1</li></ul><p>2</p></section><section id="t"><svg><path d="M0"/></svg></section></div><footer>f</footer></body></html>';

  it('is the markup before the element, with what is open there closed', () => {
    expect(firstScreenOf(html, '#t')).toBe(
      html.slice(0, html.indexOf('<section id="t"')) + '</div></body></html>',
    );
  });

  it('can end at the first element of a kind inside one', () => {
    expect(firstScreenOf(html, '#s ul')).toBe(
      html.slice(0, html.indexOf('<ul>')) + '</section></div></body></html>',
    );
  });

  it('refuses what it cannot find or read', () => {
    expect(() => firstScreenOf(html, '#nope')).toThrow(/no element with id "nope"/);
    expect(() => firstScreenOf(html, '#s table')).toThrow(/no <table> after #s/);
    expect(() => firstScreenOf(html, '.s')).toThrow(/"#id" or "#id tag"/);
  });
});

describe('dropOverriddenTokens', () => {
  it('drops a custom property a later rule with the same selector always redeclares', () => {
    const sheet = postcss.parse(
      ':root,.light{--a:1;--b:2}@supports (color:red){:root,.light{--a:3}}.x{--a:4}:root,.light{--a:5}@media (x){:root,.light{--b:6}}',
    );
    dropOverriddenTokens(sheet);
    expect(sheet.toString()).toBe(
      ':root,.light{--b:2}.x{--a:4}:root,.light{--a:5}@media (x){:root,.light{--b:6}}',
    );
  });
});

describe('dropPointerStates', () => {
  it('drops :hover and :active selectors, keeps focus and the rest of a list', () => {
    const sheet = postcss.parse(
      '.a:hover{color:red}@media (hover:hover){.b:where(:hover){color:red}}.c:active,.c:focus-visible{outline:0}.d{color:blue}',
    );
    dropPointerStates(sheet);
    expect(sheet.toString()).toBe('.c:focus-visible{outline:0}.d{color:blue}');
  });
});
