import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const controls = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[5],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius[3],
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const preview = style({
  display: 'block',
  width: '100%',
  maxHeight: '10rem',
  objectFit: 'cover',
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.surfaceSunken,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

export const fileInput = style({
  display: 'block',
  width: '100%',
  fontSize: vars.fontSize[2],
});
