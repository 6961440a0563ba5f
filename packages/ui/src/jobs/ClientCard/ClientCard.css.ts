import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
});

export const name = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
