/**
 * Chromatic modes: every combination designers review. Stories opt in through
 * `parameters.chromatic.modes`; preview.tsx applies light + dark × phone + desktop
 * to every story by default.
 */
export const viewports = {
  phone: {
    name: 'Phone (375 px)',
    styles: { width: '375px', height: '812px' },
    type: 'mobile',
  },
  breakpoint: {
    name: 'Breakpoint (768 px)',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Desktop (1280 px)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;

export const allModes = {
  'light phone': { appearance: 'light', viewport: 'phone' },
  'light desktop': { appearance: 'light', viewport: 'desktop' },
  'dark phone': { appearance: 'dark', viewport: 'phone' },
  'dark desktop': { appearance: 'dark', viewport: 'desktop' },
} as const;
