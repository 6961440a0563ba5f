import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({ maxWidth: '52rem' });

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

/**
 * The tabs scroll sideways when they do not fit (a phone): the side with more tabs fades out,
 * so it shows there is more (`data-scroll` from useScrollHint).
 */
export const tabList = style({
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  selectors: {
    '&[data-scroll="end"]': {
      maskImage: 'linear-gradient(to right, black calc(100% - 3rem), transparent)',
    },
    '&[data-scroll="start"]': {
      maskImage: 'linear-gradient(to left, black calc(100% - 3rem), transparent)',
    },
    '&[data-scroll="both"]': {
      maskImage:
        'linear-gradient(to right, transparent, black 3rem, black calc(100% - 3rem), transparent)',
    },
  },
});

/** A tab whose code is still loading: the spinner where its card will be, about its height. */
export const tabLoading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '16rem',
  padding: vars.space[6],
  color: vars.color.accent,
});

/** What the app adds under a tab's form (the Notifications tab's webhooks). */
export const extra = style({
  marginTop: vars.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});
