import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  flexWrap: 'wrap',
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  flex: '1 1 11rem',
});

export const buttons = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap' });

/** The real file input: out of sight, still focusable; its label is the visible button. */
export const input = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
});

export const chooser = style({
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

export const message = style({ margin: 0, color: vars.color.textMuted });
export const error = style({ margin: 0, color: vars.color.critical, fontWeight: 500 });
