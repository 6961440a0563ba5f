import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  color: vars.color.text,
});

export const stars = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
});

/** One star: the radio is hidden but focusable; the star shows its state and its focus. */
export const star = style({
  position: 'relative',
  display: 'inline-flex',
  padding: vars.space[1],
  borderRadius: vars.radius[2],
  color: vars.color.textSubtle,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.warning },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 1,
    },
    '&:has(input:disabled)': { cursor: 'default', opacity: 0.6 },
  },
});

export const starOn = style({
  color: vars.color.warning,
});

globalStyle(`${starOn} svg`, { fill: 'currentColor' });

export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const starValue = style({
  marginLeft: vars.space[2],
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  color: vars.color.critical,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  '@media': {
    [media.phone]: { flexDirection: 'column-reverse' },
  },
});
