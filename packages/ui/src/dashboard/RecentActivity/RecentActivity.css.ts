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

export const empty = style({ margin: 0, color: vars.color.textMuted });
