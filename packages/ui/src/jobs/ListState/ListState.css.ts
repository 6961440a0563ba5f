import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  padding: `${vars.space[8]} ${vars.space[4]}`,
  color: vars.color.textMuted,
});
