import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const content = style({
  '@media': {
    [media.phone]: { padding: vars.space[4] },
  },
});

export const description = style({
  marginBottom: vars.space[4],
  color: vars.color.textMuted,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const label = style({ margin: 0, color: vars.color.text });

export const jobs = style({
  maxHeight: '40vh',
  overflowY: 'auto',
  padding: 2,
});

export const job = style({ justifyContent: 'flex-start', textAlign: 'start' });

export const jobText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
});

export const jobTitle = style({ overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.critical });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[5]} 0`,
  color: vars.color.textMuted,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
});

export const emptyIcon = style({ color: vars.color.textMuted });

export const actions = style({
  flexWrap: 'wrap',
  '@media': {
    [media.phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
