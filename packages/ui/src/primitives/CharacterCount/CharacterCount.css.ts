import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: `calc(-1 * ${vars.space[1]})`,
});

export const count = recipe({
  base: { fontVariantNumeric: 'tabular-nums' },
  variants: {
    tone: {
      normal: { color: vars.color.textMuted },
      near: { color: vars.color.text, fontWeight: vars.fontWeight.medium },
      full: { color: vars.color.critical, fontWeight: vars.fontWeight.medium },
    },
  },
  defaultVariants: { tone: 'normal' },
});
