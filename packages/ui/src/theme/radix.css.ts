import { createGlobalThemeContract } from '@vanilla-extract/css';

const steps = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
type Step = (typeof steps)[number];
const scale = (): Record<Step, null> =>
  Object.fromEntries(steps.map((step) => [step, null])) as Record<Step, null>;

/**
 * Typed access to the variables Radix Themes defines (`--accent-9`,
 * `--gray-12`, `--space-3`, `--radius-3` ...). No values are emitted: Radix
 * supplies them inside a `<Theme>`.
 */
export const radixVars = createGlobalThemeContract(
  {
    accent: { ...scale(), contrast: null, surface: null },
    gray: { ...scale(), contrast: null, surface: null },
    color: { background: null, panelSolid: null, panelTranslucent: null, surface: null },
    space: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null, 8: null, 9: null },
    radius: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, full: null },
  },
  (_value, path) => {
    const [group, key] = path as [string, string];
    if (group === 'color') {
      return `color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    }
    return `${group}-${key}`;
  },
);
