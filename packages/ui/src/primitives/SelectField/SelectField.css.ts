import { style } from '@vanilla-extract/css';

/** The trigger spans the field, like a text input. */
export const trigger = style({ width: '100%' });
