import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  marginTop: vars.space[5],
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  '@media': { [media.phone]: { flexDirection: 'column' } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const danger = style({ borderColor: vars.color.critical });
