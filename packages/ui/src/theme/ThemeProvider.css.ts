import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const root = style({
  backgroundColor: vars.color.canvas,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
