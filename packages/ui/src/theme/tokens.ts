/**
 * Raw token values. Only the theme files read these; components use `vars`.
 * The colour roles are tuned to sit on Radix Themes' teal accent and sage gray
 * scales, and every text/background pair passes WCAG AA contrast.
 */
export const lightColors = {
  canvas: '#f7faf9',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eef4f2',
  text: '#12201d',
  textMuted: '#4a5c57',
  textSubtle: '#60726c',
  border: '#d4e0dc',
  borderStrong: '#a9bdb7',
  accent: '#0b7a6a',
  accentHover: '#086657',
  accentContrast: '#ffffff',
  accentSoft: '#dff3ee',
  accentText: '#075e51',
  critical: '#c4302b',
  criticalSoft: '#fdeceb',
  success: '#1e7a3c',
  successSoft: '#e3f5e8',
  warning: '#8a5a00',
  warningSoft: '#fff4d6',
  focusRing: '#0b7a6a',
  overlay: 'rgba(10, 20, 18, 0.45)',
} as const;

export const darkColors = {
  canvas: '#0b1110',
  surface: '#121b19',
  surfaceRaised: '#18231f',
  surfaceSunken: '#0e1614',
  text: '#e4eeeb',
  textMuted: '#a6b9b3',
  textSubtle: '#8fa39c',
  border: '#26352f',
  borderStrong: '#3b4f48',
  accent: '#3ec6aa',
  accentHover: '#5fd6bd',
  accentContrast: '#04201a',
  accentSoft: '#123a32',
  accentText: '#6fdcc4',
  critical: '#ff8a80',
  criticalSoft: '#3b1715',
  success: '#6fd68f',
  successSoft: '#12301c',
  warning: '#f5c35b',
  warningSoft: '#3a2c0c',
  focusRing: '#3ec6aa',
  overlay: 'rgba(0, 0, 0, 0.6)',
} as const;

export const lightShadows = {
  1: '0 1px 2px rgba(18, 32, 29, 0.06), 0 1px 1px rgba(18, 32, 29, 0.04)',
  2: '0 4px 12px rgba(18, 32, 29, 0.08), 0 1px 3px rgba(18, 32, 29, 0.06)',
  3: '0 16px 40px rgba(18, 32, 29, 0.12), 0 4px 12px rgba(18, 32, 29, 0.08)',
} as const;

export const darkShadows = {
  1: '0 1px 2px rgba(0, 0, 0, 0.5)',
  2: '0 4px 12px rgba(0, 0, 0, 0.45), 0 1px 3px rgba(0, 0, 0, 0.4)',
  3: '0 16px 40px rgba(0, 0, 0, 0.55), 0 4px 12px rgba(0, 0, 0, 0.4)',
} as const;

const systemStack =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI (Custom)', Roboto, 'Helvetica Neue', 'Open Sans (Custom)', system-ui, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const scaleTokens = {
  font: {
    body: systemStack,
    heading: systemStack,
    mono: "'Menlo', 'Consolas (Custom)', 'Bitstream Vera Sans Mono', monospace, 'Apple Color Emoji', 'Segoe UI Emoji'",
  },
  fontSize: {
    1: '0.75rem',
    2: '0.875rem',
    3: '1rem',
    4: '1.125rem',
    5: '1.25rem',
    6: '1.5rem',
    7: '1.75rem',
    8: '2.1875rem',
    9: '3.75rem',
  },
  lineHeight: {
    1: '1rem',
    2: '1.25rem',
    3: '1.5rem',
    4: '1.625rem',
    5: '1.75rem',
    6: '1.875rem',
    7: '2.25rem',
    8: '2.5rem',
    9: '3.75rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  space: {
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '2.5rem',
    8: '3rem',
    9: '4rem',
  },
  radius: {
    1: '3px',
    2: '4px',
    3: '6px',
    4: '8px',
    5: '12px',
    6: '16px',
    full: '9999px',
  },
  layout: {
    contentWidth: '72rem',
    navHeight: '4rem',
  },
} as const;
