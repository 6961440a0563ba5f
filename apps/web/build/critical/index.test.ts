import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineCriticalCss } from './index.ts';

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
  const inline = /<style>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? '';

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
