import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  containIntrinsicSize: 'auto 1000px',
});

export const note = style({
  margin: 0,
  marginTop: vars.space[4],
  maxWidth: '44rem',
  color: vars.color.textMuted,
});

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[5],
  margin: 0,
  marginBottom: vars.space[7],
  padding: 0,
  listStyle: 'none',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] } },
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  alignItems: 'start',
});

export const stepNumber = style({
  gridRow: 'span 2',
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.bold,
});

export const stepTitle = style({
  margin: 0,
  color: vars.color.text,
});

export const stepText = style({
  margin: 0,
  color: vars.color.textMuted,
});
