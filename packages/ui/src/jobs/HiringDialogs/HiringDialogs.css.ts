import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const content = style({
  '@media': {
    // Radix gives the dialog generous padding; a phone needs the width for the text.
    [media.phone]: { padding: vars.space[4] },
  },
});

export const description = style({
  marginBottom: vars.space[4],
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const amount = style({
  maxWidth: '16rem',
  '@media': {
    [media.phone]: { maxWidth: 'none' },
  },
});

export const actions = style({
  flexWrap: 'wrap',
  '@media': {
    [media.phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
