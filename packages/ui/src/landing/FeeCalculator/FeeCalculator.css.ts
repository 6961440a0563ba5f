import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space[7],
  padding: vars.space[7],
  borderRadius: vars.radius[6],
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow[2],
  color: vars.color.text,
  '@media': {
    [media.phone]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space[6],
      padding: vars.space[5],
    },
  },
});

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  minWidth: 0,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const label = style({
  fontSize: vars.fontSize[3],
  lineHeight: vars.lineHeight[3],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const input = style({
  maxWidth: '16rem',
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({
  color: vars.color.textMuted,
  paddingInlineEnd: vars.space[3],
});

export const hint = style({
  margin: 0,
  minHeight: vars.lineHeight[2],
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  color: vars.color.textMuted,
});

export const hintWarn = style({
  color: vars.color.warning,
  fontWeight: vars.fontWeight.medium,
});

export const sliderBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

/** How much of the track is filled, set per render from the value. */
export const sliderFill = createVar();

const track = {
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: `linear-gradient(to right, ${vars.color.accent} ${sliderFill}, ${vars.color.surfaceSunken} ${sliderFill})`,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
} as const;

const thumb = {
  width: '1.5rem',
  height: '1.5rem',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.accent}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow[2],
  cursor: 'grab',
} as const;

const focusedThumb = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '3px',
} as const;

/* A native range input, restyled in the brand's look in Chromium, Safari and Firefox. */
export const slider = style({
  vars: { [sliderFill]: '0%' },
  appearance: 'none',
  WebkitAppearance: 'none',
  display: 'block',
  width: '100%',
  height: '1.75rem',
  margin: 0,
  background: 'transparent',
  cursor: 'pointer',
  touchAction: 'pan-y',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&::-webkit-slider-runnable-track': track,
    '&::-moz-range-track': track,
    '&::-webkit-slider-thumb': {
      ...thumb,
      WebkitAppearance: 'none',
      appearance: 'none',
      marginTop: '-0.5rem',
    },
    '&::-moz-range-thumb': thumb,
    '&:focus-visible::-webkit-slider-thumb': focusedThumb,
    '&:focus-visible::-moz-range-thumb': focusedThumb,
  },
});

export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize[1],
  lineHeight: vars.lineHeight[1],
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const results = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space[4],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius[5],
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const resultPrimary = style({
  backgroundColor: vars.color.accentSoft,
  borderColor: 'transparent',
});

export const resultLabel = style({
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  selectors: { [`${resultPrimary} &`]: { color: vars.color.accentText } },
});

export const feeValue = style({
  fontSize: vars.fontSize[8],
  lineHeight: vars.lineHeight[8],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const revenueValue = style({
  fontSize: vars.fontSize[6],
  lineHeight: vars.lineHeight[8],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const resultNote = style({
  fontSize: vars.fontSize[1],
  lineHeight: vars.lineHeight[1],
  color: vars.color.textMuted,
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
});

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const chart = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  overflow: 'visible',
});

export const gridLine = style({
  stroke: vars.color.border,
  strokeWidth: 1,
});

export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: '12px',
  fontFamily: vars.font.body,
  fontVariantNumeric: 'tabular-nums',
});

export const area = style({
  fill: vars.color.accentSoft,
  opacity: 0.8,
});

export const curve = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const referenceDot = style({
  fill: vars.color.surface,
  stroke: vars.color.accentText,
  strokeWidth: 2,
});

export const guide = style({
  stroke: vars.color.accentText,
  strokeWidth: 1.5,
  strokeDasharray: '4 4',
});

export const point = style({
  fill: vars.color.accent,
  stroke: vars.color.surface,
  strokeWidth: 3,
});

export const caption = style({
  fontSize: vars.fontSize[1],
  lineHeight: vars.lineHeight[1],
  color: vars.color.textMuted,
});

export const references = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const referencesTitle = style({
  margin: 0,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const referenceList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const referenceButton = style({
  gap: vars.space[1],
  selectors: {
    /* Radix's soft text (teal-a11) is 4.1:1 on its own tint; use the brand's accent text. */
    '&&': {
      color: vars.color.accentText,
      /* Long labels wrap on narrow screens instead of spilling out of the button. */
      height: 'auto',
      minHeight: 'var(--space-6)',
      paddingBlock: vars.space[1],
      whiteSpace: 'normal',
      textAlign: 'start',
      justifyContent: 'flex-start',
    },
    '&&[data-state="on"]': {
      boxShadow: `inset 0 0 0 2px ${vars.color.accent}`,
    },
  },
});

export const referenceFee = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
