import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const panes = style({
  display: 'grid',
  gridTemplateColumns: '20rem minmax(0, 1fr)',
  height: 'max(28rem, calc(100dvh - 12rem))',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius[5],
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
  '@media': {
    [media.phone]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      height: 'max(26rem, calc(100dvh - 9rem))',
    },
  },
});

export const list = style({
  borderRight: `1px solid ${vars.color.border}`,
  minHeight: 0,
  '@media': {
    [media.phone]: {
      borderRight: 'none',
      selectors: { '[data-state="thread"] &': { display: 'none' } },
    },
  },
});

export const thread = style({
  minHeight: 0,
  minWidth: 0,
  '@media': {
    [media.phone]: {
      selectors: { '[data-state="list"] &': { display: 'none' } },
    },
  },
});

export const placeholder = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  padding: vars.space[5],
  textAlign: 'center',
  color: vars.color.textMuted,
  backgroundColor: vars.color.canvas,
});

export const placeholderIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
});
