import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const row = style({
  display: 'flex',
  gap: vars.space[2],
});

export const input = style({ flex: 1, minWidth: 0 });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  paddingBlock: 2,
  paddingInlineStart: vars.space[3],
  paddingInlineEnd: 2,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  fontWeight: vars.fontWeight.medium,
});
