import { describe, expect, it } from 'vitest';
import { classesOfHtml, criticalCss, requiredClasses, varsOfHtml } from './classes.ts';
import { indexStylesheet } from './sheetIndex.ts';

describe('requiredClasses', () => {
  it('reads the classes of every compound part, unescaped', () => {
    expect(requiredClasses('.rt-Card > .rt-Text')).toEqual(['rt-Card', 'rt-Text']);
    expect(requiredClasses('.md\\:rt-r-size-3')).toEqual(['md:rt-r-size-3']);
    expect(requiredClasses('button.rt-Button:hover::before')).toEqual(['rt-Button']);
  });

  it('reads a one-argument :where()/:is(), as Radix Themes writes its rules', () => {
    expect(requiredClasses(':where(.rt-Button):where(.rt-variant-solid)')).toEqual([
      'rt-Button',
      'rt-variant-solid',
    ]);
    expect(requiredClasses(':is(.rt-Box .rt-Text)')).toEqual(['rt-Box', 'rt-Text']);
  });

  it('needs nothing from a list in brackets, :not(), :has() or an attribute', () => {
    expect(requiredClasses(':where(.dark, .dark-theme) .rt-Card')).toEqual(['rt-Card']);
    expect(requiredClasses('.a:not(.b):has(.c)')).toEqual(['a']);
    expect(requiredClasses('[class~="x.y"] .a')).toEqual(['a']);
    expect(requiredClasses('body')).toEqual([]);
  });
});

describe('classesOfHtml', () => {
  it('collects every class attribute, and the appearance classes set before the first paint', () => {
    const present = classesOfHtml('<div class="rt-Card  x"><p class="rt-Text">a</p></div>');
    for (const name of ['rt-Card', 'x', 'rt-Text', 'light', 'dark'])
      expect(present.has(name)).toBe(true);
    expect(present.has('rt-Button')).toBe(false);
  });
});

describe('criticalCss', () => {
  const sheet = indexStylesheet(
    [
      ':root,.light{--gray-1:#fff}',
      '.dark{--gray-1:#111}',
      'body{margin:0}',
      '.rt-Card,.rt-Button{padding:1px}',
      '.rt-Dialog{color:red}',
      '@media (min-width:520px){.rt-Card{padding:2px}.rt-Dialog{padding:3px}.rt-Text{margin:1px}}',
      '@media (min-width:768px){.rt-Dialog{padding:4px}}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
      '@supports (display:grid){@media (min-width:1px){:where(.rt-Card):where(.rt-variant-ghost){margin:0}}}',
    ].join(''),
  );

  it('keeps, in order and inside their at-rules, the rules the page’s classes can match', () => {
    const present = classesOfHtml(
      '<div class="rt-Card rt-variant-ghost"><p class="rt-Text">x</p></div>',
    );
    expect(criticalCss([sheet], present)).toBe(
      [
        // (the colour tokens: nothing kept reads them)
        'body{margin:0}',
        '.rt-Card{padding:1px}',
        '@media (min-width:520px){.rt-Card{padding:2px}.rt-Text{margin:1px}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
        '@supports (display:grid){@media (min-width:1px){:where(.rt-Card):where(.rt-variant-ghost){margin:0}}}',
      ].join(''),
    );
  });

  it('leaves out what no element of the page can match, closing at-rules it opened', () => {
    const css = criticalCss([sheet, indexStylesheet('.rt-Text{color:blue}')], classesOfHtml(''));
    expect(css).not.toContain('rt-Card');
    expect(css).not.toContain('rt-Dialog');
    expect(css).not.toContain('rt-Text');
    expect(css.split('{').length).toBe(css.split('}').length);
  });
});

describe('criticalCss’s custom properties', () => {
  const sheet = indexStylesheet(
    [
      ':root,.light{--gray-1:#fff;--gray-2:#eee;--accent-9:var(--indigo-9);--indigo-9:blue;--unused:1px}',
      '.dark{--gray-1:#111;--gray-2:#222}',
      '.rt-Card{background:var(--gray-1);--card-pad:var(--space-2)}',
      '.rt-Dialog{color:var(--gray-2)}',
      '@keyframes fade{from{opacity:var(--fade-from)}}',
    ].join(''),
  );

  it('keeps only those read by a kept rule, a style attribute or another kept property', () => {
    const html = '<div class="rt-Card" style="color:var(--accent-9)"></div>';
    const css = criticalCss([sheet], classesOfHtml(html), varsOfHtml(html));
    expect(css).toBe(
      [
        ':root,.light{--gray-1:#fff;--accent-9:var(--indigo-9);--indigo-9:blue}',
        '.dark{--gray-1:#111}',
        '.rt-Card{background:var(--gray-1)}', // --card-pad: nothing kept reads it
        '@keyframes fade{from{opacity:var(--fade-from)}}',
      ].join(''),
    );
  });

  it('drops a rule left with no declaration', () => {
    const css = criticalCss([indexStylesheet('.dark{--gray-9:#000}')], classesOfHtml(''));
    expect(css).toBe('');
  });
});

describe('data attributes', () => {
  it('needs the value of a `[data-x=v]` selector on some element of the page', () => {
    expect(requiredClasses('.rt-Card:where([data-accent-color="indigo"])')).toEqual([
      'rt-Card',
      '[data-accent-color=indigo]',
    ]);
    expect(requiredClasses('[data-state^=open] .a')).toEqual(['a']);
    const sheet = indexStylesheet(
      '[data-accent-color=indigo]{color:blue}[data-accent-color=amber]{color:orange}',
    );
    expect(criticalCss([sheet], classesOfHtml('<div data-accent-color="indigo"></div>'))).toBe(
      '[data-accent-color=indigo]{color:blue}',
    );
  });
});
