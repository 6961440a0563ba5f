import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  containIntrinsicSize: 'auto 720px',
});

export const icon = style({
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.critical,
});

export const closing = style({
  margin: 0,
  marginTop: vars.space[7],
  maxWidth: '44rem',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
