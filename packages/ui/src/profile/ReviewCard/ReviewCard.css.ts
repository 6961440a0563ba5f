import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const top = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const project = style({ margin: 0, color: vars.color.textMuted });
export const comment = style({ margin: 0, color: vars.color.text });
export const date = style({ color: vars.color.textMuted });
