import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ minWidth: 0 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const heading = style({ margin: 0 });

export const job = style({ margin: 0, overflowWrap: 'anywhere' });

export const facts = style({ minWidth: 0 });

export const person = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const amount = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
});

export const note = style({ margin: 0, color: vars.color.textMuted });

export const text = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const reason = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingLeft: vars.space[3],
  borderLeft: `2px solid ${vars.color.border}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  '@media': {
    [media.phone]: { flexDirection: 'column-reverse' },
  },
});

export const reviews = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

export const review = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const reviewTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const quote = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
