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

export const input = style({ flex: 1, minWidth: 0 });
