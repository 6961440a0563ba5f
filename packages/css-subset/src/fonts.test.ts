import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { fontFaces, radixFontFaces, removeFontFaces } from './fonts.ts';

const pkg = join(dirname(new URL(import.meta.url).pathname), '..');
const radix = dirname(
  createRequire(join(pkg, 'package.json')).resolve('@radix-ui/themes/package.json'),
);

describe('fontFaces', () => {
  it('writes each @font-face rule compactly, once, and nothing else', () => {
    const css = `
      .a { color: red }
      @font-face {
        font-family: 'Segoe UI (Custom)';
        font-weight: 300;
        src: local('Segoe UI Semilight'), local('Segoe UI');
      }
      @media (min-width: 1px) { .b { color: blue } }
      @FONT-FACE { font-family: 'X'; font-display: swap !important; src: local('X') }
      @font-face { font-family: 'Segoe UI (Custom)'; font-weight: 300; src: local('Segoe UI Semilight'), local('Segoe UI') }
    `;
    expect(fontFaces(css)).toEqual([
      "@font-face{font-family:'Segoe UI (Custom)';font-weight:300;src:local('Segoe UI Semilight'), local('Segoe UI')}",
      "@font-face{font-family:'X';font-display:swap!important;src:local('X')}",
    ]);
    expect(fontFaces('.a { color: red }')).toEqual([]);
  });
});

describe('removeFontFaces', () => {
  it('takes the @font-face rules out of a sheet and leaves the rest as it was', () => {
    const root = postcss.parse(
      ".a{color:red}@font-face{font-family:'X';src:local('X')}@media (min-width:1px){.b{color:blue}}",
    );
    expect(removeFontFaces(root)).toBe(1);
    expect(root.toString()).toBe('.a{color:red}@media (min-width:1px){.b{color:blue}}');
  });
});

describe('radixFontFaces', () => {
  it('is every @font-face rule of the Radix sheets the product loads, and parses back to them', () => {
    const text = radixFontFaces(pkg);
    const base = fontFaces(readFileSync(join(radix, 'tokens/base.css'), 'utf8'));
    // Radix Themes 3.3 names its local fonts in tokens/base.css, the one sheet of the list with any.
    expect(base.length).toBeGreaterThan(0);
    expect(text).toBe(base.join(''));
    expect(text).toContain("font-family:'Segoe UI (Custom)'");
    expect(fontFaces(text)).toEqual(base);
  });
});
