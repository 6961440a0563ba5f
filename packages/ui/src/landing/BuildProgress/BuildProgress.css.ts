import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  containIntrinsicSize: 'auto 900px',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)',
  alignItems: 'start',
  gap: vars.space[9],
  '@media': {
    [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[6],
  borderRadius: vars.radius[6],
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow[1],
  '@media': { [media.phone]: { padding: vars.space[5] } },
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const summaryText = style({
  margin: 0,
  fontSize: vars.fontSize[5],
  lineHeight: vars.lineHeight[5],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const progress = style({});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

const iconBase = {
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
} as const;

export const iconDone = style({
  ...iconBase,
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
});

export const iconPlanned = style({
  ...iconBase,
  boxShadow: `inset 0 0 0 2px ${vars.color.borderStrong}`,
});

export const label = style({
  fontSize: vars.fontSize[3],
  lineHeight: vars.lineHeight[3],
  color: vars.color.text,
});

export const labelDone = style({
  fontSize: vars.fontSize[3],
  lineHeight: vars.lineHeight[3],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.accentText,
});
