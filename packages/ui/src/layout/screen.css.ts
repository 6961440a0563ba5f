import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/*
 * The page frame every signed-in screen shares inside the app shell's main
 * area: the same gutters, width and vertical rhythm on every screen, its
 * header, and the muted text and icon + text meta items of its rows.
 */
export const screen = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  padding: vars.space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  color: vars.color.text,
  overflowWrap: 'break-word',
  '@media': {
    [media.phone]: {
      padding: vars.space[4],
      gap: vars.space[4],
    },
  },
});

export const screenHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const muted = style({ color: vars.color.textMuted });

/** Icon + text pairs in meta rows. */
export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
