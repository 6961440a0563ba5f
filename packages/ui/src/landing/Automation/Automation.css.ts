import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  containIntrinsicSize: 'auto 820px',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[9],
  '@media': {
    [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[7] },
    [media.phone]: { gap: vars.space[6] },
  },
});

export const sample = style({
  margin: 0,
  overflow: 'hidden',
  borderRadius: vars.radius[5],
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow[2],
});

export const sampleCaption = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const method = style({
  marginInlineEnd: vars.space[1],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentText,
});

export const code = style({
  margin: 0,
  padding: vars.space[5],
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[3],
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { padding: vars.space[4], fontSize: vars.fontSize[1] } },
});

export const aside = style({
  margin: 0,
  marginTop: vars.space[6],
  paddingTop: vars.space[5],
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
