import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
});

export const search = style({
  padding: vars.space[3],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({
  flex: 1,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space[2],
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius[4],
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: -2,
    },
    '&[aria-current="true"]': { backgroundColor: vars.color.accentSoft },
  },
});

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
});

export const dot = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 12,
  height: 12,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  backgroundColor: vars.color.success,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
});

export const nameRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[2],
});

export const name = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const time = style({
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  flexShrink: 0,
});

export const last = style({
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const unreadLast = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const noMessages = style({ fontStyle: 'italic' });

export const empty = style({
  padding: vars.space[5],
  textAlign: 'center',
  color: vars.color.textMuted,
});
