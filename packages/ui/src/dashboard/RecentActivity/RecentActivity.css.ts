import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space[3],
  alignItems: 'start',
  paddingBlock: vars.space[3],
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
  '@media': {
    [media.phone]: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.accentText,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const title = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
export const detail = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'break-word' });
export const time = style({
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  '@media': {
    [media.phone]: { gridColumn: 2 },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[5]} ${vars.space[3]}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius[4],
});

export const emptyIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const emptyText = style({ margin: 0, maxWidth: '28rem', color: vars.color.textMuted });

export const emptyActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[2],
  marginBlockStart: vars.space[2],
});

export const loading = style({ color: vars.color.textMuted, paddingBlock: vars.space[3] });
