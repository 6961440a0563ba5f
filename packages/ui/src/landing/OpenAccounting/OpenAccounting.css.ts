import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  containIntrinsicSize: 'auto 640px',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[9],
  '@media': {
    [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[2] },
  },
});

export const formula = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space[1],
  alignSelf: 'flex-start',
  margin: 0,
  marginTop: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius[4],
  borderInlineStart: `4px solid ${vars.color.accent}`,
  backgroundColor: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize[4],
  lineHeight: vars.lineHeight[4],
  color: vars.color.text,
});

export const formulaLabel = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize[1],
  lineHeight: vars.lineHeight[1],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const publishedTitle = style({
  margin: 0,
  marginTop: vars.space[3],
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const published = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const publishedItem = style({
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  color: vars.color.textMuted,
});

export const ledgerLink = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '0.2em',
});
