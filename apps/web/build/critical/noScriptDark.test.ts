import { describe, expect, it } from 'vitest';
import { darkSelectorWithoutScript, darkWithoutScript } from './noScriptDark.ts';

describe('darkSelectorWithoutScript', () => {
  it('puts the dark appearance on <html> itself', () => {
    expect(darkSelectorWithoutScript('.dark')).toBe(':root');
    expect(darkSelectorWithoutScript('.dark-theme .rt-Card')).toBe(':root .rt-Card');
    expect(
      darkSelectorWithoutScript(':is(.dark,.dark-theme) :where(.radix-themes:not(.light))'),
    ).toBe(':is(:root,:root) :where(.radix-themes:not(.light))');
  });

  it('leaves out selectors with no dark class, or one that is negated', () => {
    expect(darkSelectorWithoutScript('.light .x')).toBeNull();
    expect(darkSelectorWithoutScript('.darker')).toBeNull();
    expect(darkSelectorWithoutScript(':root:not(.dark) .x')).toBeNull();
    expect(darkSelectorWithoutScript('.dark :where(.x:not(.dark-theme))')).toBeNull();
  });
});

describe('darkWithoutScript', () => {
  it('keeps the dark rules, in order and in their at-rules, under prefers-color-scheme', () => {
    const css = darkWithoutScript(
      ':root,.light{--bg:white}.dark,.dark-theme{--bg:black}.x{color:red}@media (min-width:1px){.dark .x,.y{color:blue}}@keyframes k{0%{opacity:0}}',
    );
    expect(css.replace(/\s+/g, '')).toBe(
      '@media(prefers-color-scheme:dark){:root,:root{--bg:black}@media(min-width:1px){:root.x{color:blue}}}',
    );
  });

  it('is empty for sheets with no dark rule', () => {
    expect(darkWithoutScript('.x{color:red}')).toBe('');
  });
});
