import { describe, expect, it } from 'vitest';
import { matchableSelector, splitSelectorList } from './selectors.ts';

describe('matchableSelector', () => {
  it('keeps what :where() and :is() select (Radix Themes writes most rules that way)', () => {
    expect(matchableSelector(':where(.rt-Button)')).toBe(':is(.rt-Button)');
    expect(matchableSelector('.rt-Button:where(.rt-r-size-2)')).toBe('.rt-Button:is(.rt-r-size-2)');
    expect(matchableSelector(':is(.dark, .dark-theme) :where(.rt-Card)')).toBe(
      ':is(.dark, .dark-theme) :is(.rt-Card)',
    );
  });

  it('drops states, negations and pseudo-elements: the rule is kept when its element exists', () => {
    expect(matchableSelector('.rt-Button:hover')).toBe('.rt-Button');
    expect(matchableSelector('.rt-Button:where(:focus-visible)')).toBe('.rt-Button');
    expect(matchableSelector('.a:not(.b, .c) > .d::before')).toBe('.a > .d');
    expect(matchableSelector('li:nth-child(2n + 1)')).toBe('li');
  });

  it('keeps :has() and nests', () => {
    expect(matchableSelector('.card:has(> :where(img))')).toBe('.card:has(> :is(img))');
    expect(matchableSelector(':where(.a:is(.b, :hover))')).toBe(':is(.a:is(.b))');
  });

  it('leaves attribute selectors and escapes alone, and a lone state matches anything', () => {
    expect(matchableSelector('[data-state="open"]:hover')).toBe('[data-state="open"]');
    expect(matchableSelector('[href*=":"]')).toBe('[href*=":"]');
    expect(matchableSelector('.md\\:hidden:hover')).toBe('.md\\:hidden');
    expect(matchableSelector('.a > :hover')).toBe('.a > *');
  });

  it('gives nothing for a selector it cannot read', () => {
    expect(matchableSelector('.a:where(.b')).toBe('');
  });
});

describe('splitSelectorList', () => {
  it('splits on the commas outside brackets and quotes', () => {
    expect(splitSelectorList('a, b:is(c, d), [x=","]')).toEqual(['a', 'b:is(c, d)', '[x=","]']);
  });
});
