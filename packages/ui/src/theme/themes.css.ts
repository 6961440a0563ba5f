import { createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors, darkShadows, lightColors, lightShadows, scaleTokens } from './tokens';

/*
 * Light and dark values live on exactly the selectors Radix Themes uses for its
 * own tokens, so one `light`/`dark` class (on <html> from the pre-paint script,
 * or on the <Theme> root) flips Radix and the brand together.
 */
const lightSelector = ':root, .light, .light-theme';
const darkSelector = '.dark, .dark-theme';

createGlobalTheme(
  ':root',
  {
    font: vars.font,
    fontSize: vars.fontSize,
    lineHeight: vars.lineHeight,
    fontWeight: vars.fontWeight,
    space: vars.space,
    radius: vars.radius,
    layout: vars.layout,
  },
  scaleTokens,
);

createGlobalTheme(lightSelector, vars.color, lightColors);
createGlobalTheme(lightSelector, vars.shadow, lightShadows);
createGlobalTheme(darkSelector, vars.color, darkColors);
createGlobalTheme(darkSelector, vars.shadow, darkShadows);

/* The page itself: no default body margin, and the canvas colour behind everything. */
globalStyle('body', {
  margin: 0,
  backgroundColor: vars.color.canvas,
});

globalStyle(':root, .light, .light-theme', { colorScheme: 'light' });
globalStyle('.dark, .dark-theme', { colorScheme: 'dark' });

/*
 * Brand the Radix teal scale where it carries text: Radix's own teal-9 with white
 * text is 3.1:1, below WCAG AA. These steps give solid buttons, badges and
 * links 5.2:1 (light) and 8:1 (dark). Load this CSS after Radix Themes' CSS.
 */
globalStyle(lightSelector, {
  vars: {
    '--teal-9': lightColors.accent,
    '--teal-10': lightColors.accentHover,
    '--teal-11': lightColors.accentText,
    '--teal-contrast': lightColors.accentContrast,
    '--focus-8': lightColors.focusRing,
  },
});
globalStyle(darkSelector, {
  vars: {
    '--teal-9': darkColors.accent,
    '--teal-10': darkColors.accentHover,
    '--teal-11': darkColors.accentText,
    '--teal-contrast': darkColors.accentContrast,
    '--focus-8': darkColors.focusRing,
  },
});

/**
 * Marks the theme root. Importing it (ThemeProvider does) keeps this module and
 * the global token CSS above in every bundle, even where a bundler would drop a
 * bare `import './themes.css'` as free of side effects (Storybook's build did).
 */
export const themeRoot = style({});
