import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Unsubscribing is not an error: the icon in the accent's soft colour. */
export const calmIcon = style({
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
});
