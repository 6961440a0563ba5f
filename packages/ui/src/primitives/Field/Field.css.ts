import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Label, control and message stacked; `minWidth: 0` lets the field shrink in grids and rows. */
export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  },
  variants: {
    /** Space between label, control and message, on the Radix space scale. */
    gap: {
      '1': { gap: vars.space[1] },
      '2': { gap: vars.space[2] },
    },
  },
  defaultVariants: { gap: '2' },
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

/** The star after a required field's label (hidden from screen readers, which hear `aria-required`). */
export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: 2,
});

/** The line under the control: the hint, or the error in its place. */
export const message = recipe({
  base: { margin: 0 },
  variants: {
    tone: {
      hint: { color: vars.color.textMuted, minHeight: vars.lineHeight[2] },
      error: { color: vars.color.critical },
    },
    weight: {
      regular: {},
      medium: { fontWeight: vars.fontWeight.medium },
    },
    /** An icon leads the error text. */
    withIcon: {
      true: { display: 'flex', alignItems: 'center', gap: vars.space[1] },
      false: {},
    },
  },
  defaultVariants: { tone: 'hint', weight: 'regular', withIcon: false },
});

export type FieldVariants = NonNullable<RecipeVariants<typeof root>>;
