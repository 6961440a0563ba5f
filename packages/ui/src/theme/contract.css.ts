import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The brand token contract. Every value is a CSS custom property with a stable
 * `--brand-` prefix, so the names read well in devtools, never change between
 * builds, and an app can override any of them with plain CSS.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      canvas: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      text: null,
      textMuted: null,
      textSubtle: null,
      border: null,
      borderStrong: null,
      accent: null,
      accentHover: null,
      accentContrast: null,
      accentSoft: null,
      accentText: null,
      critical: null,
      criticalSoft: null,
      success: null,
      successSoft: null,
      warning: null,
      warningSoft: null,
      focusRing: null,
      overlay: null,
    },
    shadow: {
      1: null,
      2: null,
      3: null,
    },
    font: {
      body: null,
      heading: null,
      mono: null,
    },
    fontSize: {
      1: null,
      2: null,
      3: null,
      4: null,
      5: null,
      6: null,
      7: null,
      8: null,
      9: null,
    },
    lineHeight: {
      1: null,
      2: null,
      3: null,
      4: null,
      5: null,
      6: null,
      7: null,
      8: null,
      9: null,
    },
    fontWeight: {
      regular: null,
      medium: null,
      bold: null,
    },
    space: {
      1: null,
      2: null,
      3: null,
      4: null,
      5: null,
      6: null,
      7: null,
      8: null,
      9: null,
    },
    radius: {
      1: null,
      2: null,
      3: null,
      4: null,
      5: null,
      6: null,
      full: null,
    },
    layout: {
      contentWidth: null,
      navHeight: null,
    },
  },
  (_value, path) => `brand-${path.join('-')}`,
);

export type BrandVars = typeof vars;
