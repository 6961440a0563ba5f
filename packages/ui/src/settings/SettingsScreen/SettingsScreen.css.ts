import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({ maxWidth: '52rem' });

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

export const tabList = style({
  overflowX: 'auto',
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
export const extra = style({ marginTop: vars.space[5] });
