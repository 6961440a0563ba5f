import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  minHeight: '100dvh',
  backgroundColor: vars.color.canvas,
  color: vars.color.text,
  overflowX: 'clip',
});

export const main = style({
  outline: 'none',
});

export const skip = style({
  position: 'absolute',
  insetInlineStart: vars.space[4],
  insetBlockStart: vars.space[2],
  zIndex: 20,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: vars.fontWeight.medium,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
