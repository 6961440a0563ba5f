import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({ maxWidth: '56rem' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const token = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const error = style({ margin: 0, color: vars.color.critical });

export const sample = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const sampleHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const code = style({
  margin: 0,
  padding: vars.space[3],
  overflowX: 'auto',
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize[1],
  lineHeight: 1.6,
  whiteSpace: 'pre',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const table = style({ minWidth: 0 });

export const headers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});
