import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const action = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const primary = style({
  backgroundColor: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.accentContrast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentHover, borderColor: vars.color.accentHover },
  },
});

export const label = style({ flex: 1 });
