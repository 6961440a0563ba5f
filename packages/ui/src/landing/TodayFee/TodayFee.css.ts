import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/* The same height before and after the figures arrive: one line for the figures, two for the
   note and its link (three on phones), so filling it in shifts nothing below it. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space[1],
  boxSizing: 'border-box',
  minHeight: `calc(${vars.lineHeight[5]} + 2 * ${vars.lineHeight[2]} + ${vars.space[1]} + 2 * ${vars.space[3]})`,
  marginBottom: vars.space[5],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius[4],
  borderInlineStart: `4px solid ${vars.color.accent}`,
  backgroundColor: vars.color.surface,
  '@media': {
    [media.phone]: {
      minHeight: `calc(2 * ${vars.lineHeight[4]} + 3 * ${vars.lineHeight[2]} + ${vars.space[1]} + 2 * ${vars.space[3]})`,
    },
  },
});

export const line = style({
  margin: 0,
  fontSize: vars.fontSize[5],
  lineHeight: vars.lineHeight[5],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [media.phone]: { fontSize: vars.fontSize[4], lineHeight: vars.lineHeight[4] },
  },
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: '0.2em',
});
