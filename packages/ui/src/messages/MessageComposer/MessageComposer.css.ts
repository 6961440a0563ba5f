import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space[2],
  padding: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const field = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const input = style({ width: '100%' });

export const counter = style({
  color: vars.color.textMuted,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const counterOver = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});
