import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Radix's IconButton draws its own focus ring.
export const trigger = style({ position: 'relative', marginInlineEnd: vars.space[2] });

export const badge = style({ position: 'absolute', top: -6, right: -8, pointerEvents: 'none' });
