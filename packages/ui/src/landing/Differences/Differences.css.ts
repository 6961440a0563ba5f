import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  containIntrinsicSize: 'auto 1100px',
});

export const table = style({
  width: '100%',
  marginTop: vars.space[8],
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  borderRadius: vars.radius[5],
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
  fontSize: vars.fontSize[3],
  lineHeight: vars.lineHeight[3],
  '@media': {
    [media.phone]: {
      fontSize: vars.fontSize[2],
      lineHeight: vars.lineHeight[2],
      tableLayout: 'auto',
    },
  },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space[3],
  fontSize: vars.fontSize[4],
  lineHeight: vars.lineHeight[4],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

const cellBase = {
  padding: `${vars.space[3]} ${vars.space[4]}`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.phone]: { padding: `${vars.space[2]} ${vars.space[2]}` } },
} as const;

export const corner = style({
  ...cellBase,
  borderTop: 'none',
  width: '28%',
});

export const colHead = style({
  ...cellBase,
  borderTop: 'none',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const colBrand = style({
  color: vars.color.accentText,
  backgroundColor: vars.color.accentSoft,
});

export const rowHead = style({
  ...cellBase,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const cell = style({
  ...cellBase,
  color: vars.color.textMuted,
});

export const cellBrand = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  backgroundColor: vars.color.accentSoft,
});
