import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.canvas,
  color: vars.color.text,
  overflowX: 'clip',
});

export const skip = style({
  position: 'absolute',
  insetInlineStart: vars.space[4],
  insetBlockStart: vars.space[2],
  zIndex: 20,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: vars.fontWeight.medium,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const topBar = style({
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const barInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  minHeight: vars.layout.navHeight,
});

const focusable = {
  '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
} as const;

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius[3],
  selectors: focusable,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius[3],
  selectors: focusable,
});

export const main = style({
  flex: 1,
  outline: 'none',
  paddingBlock: vars.space[8],
  '@media': { [media.phone]: { paddingBlock: vars.space[6] } },
});

export const intro = style({
  marginBottom: vars.space[6],
});

/* Two lines kept for whichever sentence it says (reading, counted, could not be read), so the
   page below does not move when the figures arrive. */
export const status = style({
  margin: 0,
  minHeight: `calc(2 * ${vars.lineHeight[2]})`,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  color: vars.color.textMuted,
});

export const block = style({
  marginBottom: vars.space[8],
  '@media': { [media.phone]: { marginBottom: vars.space[7] } },
});

export const blockTitle = style({
  margin: 0,
  marginBottom: vars.space[4],
  color: vars.color.text,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space[4],
  margin: 0,
  '@media': {
    [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[3] },
  },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const figureLabel = style({
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize[7],
  lineHeight: vars.lineHeight[7],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { fontSize: vars.fontSize[5], lineHeight: vars.lineHeight[5] } },
});

export const figureNote = style({
  margin: 0,
  fontSize: vars.fontSize[1],
  lineHeight: vars.lineHeight[1],
  color: vars.color.textMuted,
});

export const unknown = style({
  color: vars.color.textSubtle,
});

/** Read by screen readers, not drawn (the chart's table, the dash's words). */
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const formula = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  marginTop: vars.space[5],
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderRadius: vars.radius[4],
  borderInlineStart: `4px solid ${vars.color.accent}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const formulaLabel = style({
  margin: 0,
  fontSize: vars.fontSize[1],
  lineHeight: vars.lineHeight[1],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const formulaText = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize[4],
  lineHeight: vars.lineHeight[4],
  color: vars.color.text,
});

export const formulaWorking = style({
  margin: 0,
  fontSize: vars.fontSize[3],
  lineHeight: vars.lineHeight[3],
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const chartFigure = style({
  margin: 0,
  padding: vars.space[5],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [media.phone]: { padding: vars.space[3] } },
});

/* The chart's box keeps its shape whatever is in it (bars, a message), so the page does not
   move when the figures arrive. */
export const chartBox = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space[2],
  aspectRatio: '640 / 240',
  maxWidth: '50rem',
  marginInline: 'auto',
});

export const chart = style({
  display: 'block',
  width: '100%',
  height: '100%',
  overflow: 'visible',
});

export const chartEmpty = style({
  margin: 0,
  padding: vars.space[4],
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const gridLine = style({
  stroke: vars.color.border,
  strokeWidth: 1,
});

/* Sizes in the chart's own units (640 wide): about 14 px on a desktop, and larger units on a
   phone, where the chart is drawn at half its size, so the labels stay readable (about 11 px). */
export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: '12px',
  fontFamily: vars.font.body,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.phone]: { fontSize: '22px' } },
});

export const bar = style({
  fill: vars.color.accentSoft,
  stroke: vars.color.accent,
  strokeWidth: 1,
});

export const barNow = style({
  fill: vars.color.accent,
});

export const goalLine = style({
  stroke: vars.color.accentText,
  strokeWidth: 1.5,
  strokeDasharray: '4 4',
});

export const goalText = style({
  fill: vars.color.accentText,
  fontSize: '12px',
  '@media': { [media.phone]: { fontSize: '22px' } },
  fontWeight: 700,
  fontFamily: vars.font.body,
});

export const caption = style({
  marginTop: vars.space[3],
  fontSize: vars.fontSize[1],
  lineHeight: vars.lineHeight[1],
  color: vars.color.textMuted,
});
