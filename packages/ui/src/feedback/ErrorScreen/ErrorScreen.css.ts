import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** Full page: fills the viewport, like the 404 screen. */
export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space[5],
  backgroundColor: vars.color.canvas,
});

/** Inside the app shell: the shell keeps its frame, the panel sits in the content area. */
export const embedded = style({
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space[9]} ${vars.space[5]}`,
  '@media': {
    [media.phone]: {
      padding: `${vars.space[7]} ${vars.space[4]}`,
    },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  width: '100%',
  maxWidth: '30rem',
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.critical,
});

export const title = style({
  color: vars.color.text,
});

export const body = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  '@media': {
    [media.phone]: {
      flexDirection: 'column',
      alignSelf: 'stretch',
    },
  },
});

export const details = style({
  alignSelf: 'stretch',
  textAlign: 'start',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const summary = style({
  cursor: 'pointer',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  fontSize: vars.fontSize[2],
  color: vars.color.text,
  borderRadius: vars.radius[2],
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

export const detailsText = style({
  margin: 0,
  padding: `0 ${vars.space[3]} ${vars.space[3]}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize[1],
  lineHeight: vars.lineHeight[2],
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
