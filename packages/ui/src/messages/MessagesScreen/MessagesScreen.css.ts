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
      selectors: {
        // A thread, or the empty state's next step, takes the whole width.
        '[data-state="thread"] &, [data-state="empty"] &': { display: 'none' },
      },
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

export const placeholderText = style({ margin: 0, maxWidth: '26rem' });

export const placeholderAction = style({ marginBlockStart: vars.space[2] });

export const spinner = style({
  color: vars.color.accent,
  width: '2rem',
  height: '2rem',
  '@media': {
    [media.reducedMotion]: {
      vars: { '--spinner-animation-duration': '2400ms' },
    },
  },
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
