import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/* In dark mode the panel turns to a deep teal instead of a bright slab. */
const dark = '.dark &, .dark-theme &';

export const root = style({
  containIntrinsicSize: 'auto 440px',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[5],
  padding: `${vars.space[9]} ${vars.space[6]}`,
  borderRadius: vars.radius[6],
  textAlign: 'center',
  backgroundColor: vars.color.accent,
  backgroundImage: `radial-gradient(40rem 20rem at 50% 120%, ${vars.color.accentHover}, transparent 70%)`,
  color: vars.color.accentContrast,
  boxShadow: vars.shadow[3],
  selectors: {
    [dark]: {
      backgroundColor: vars.color.accentSoft,
      backgroundImage: `radial-gradient(40rem 20rem at 50% 120%, ${vars.color.surfaceRaised}, transparent 70%)`,
      color: vars.color.text,
      border: `1px solid ${vars.color.borderStrong}`,
    },
  },
  '@media': { [media.phone]: { padding: `${vars.space[8]} ${vars.space[5]}` } },
});

export const title = style({
  margin: 0,
  maxWidth: '36rem',
  color: vars.color.accentContrast,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
  selectors: { [dark]: { color: vars.color.text } },
});

export const text = style({
  margin: 0,
  maxWidth: '36rem',
  color: vars.color.accentContrast,
  textWrap: 'pretty',
  selectors: { [dark]: { color: vars.color.text } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[5],
});

export const join = style({
  selectors: {
    '&&': {
      backgroundColor: vars.color.accentContrast,
      color: vars.color.accent,
    },
    '&&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.accentHover },
    '&&:focus-visible': {
      outline: `2px solid ${vars.color.accentContrast}`,
      outlineOffset: '3px',
    },
    [`.dark &&, .dark-theme &&`]: {
      backgroundColor: vars.color.accent,
      color: vars.color.accentContrast,
    },
    [`.dark &&:hover, .dark-theme &&:hover`]: { backgroundColor: vars.color.accentHover },
    [`.dark &&:focus-visible, .dark-theme &&:focus-visible`]: {
      outline: `2px solid ${vars.color.focusRing}`,
    },
  },
});

export const link = style({
  fontSize: vars.fontSize[3],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.accentContrast,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius[2],
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.accentContrast}`, outlineOffset: '3px' },
    [dark]: { color: vars.color.accentText },
    [`.dark &:focus-visible, .dark-theme &:focus-visible`]: {
      outline: `2px solid ${vars.color.focusRing}`,
    },
  },
});
