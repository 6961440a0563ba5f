import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '5 / 3',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingTop: vars.space[3],
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  marginTop: vars.space[1],
  padding: 0,
  listStyle: 'none',
});
