import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  width: 'min(24rem, calc(100vw - 1.5rem))',
  padding: 0,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(32rem, calc(100vh - 6rem))',
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize[3],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const list = style({
  margin: 0,
  padding: vars.space[2],
  listStyle: 'none',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '0.5rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[2],
  paddingInlineStart: vars.space[2],
  borderRadius: vars.radius[3],
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  backgroundColor: vars.color.accent,
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${vars.space[2]} 0`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius[2],
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const unreadText = style({ fontWeight: vars.fontWeight.medium });

export const time = style({
  fontSize: vars.fontSize[1],
  color: vars.color.textMuted,
});

export const markOne = style({
  marginInlineEnd: vars.space[1],
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize[2],
});

export const stateTitle = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const stateText = style({ margin: 0 });
