import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  position: 'relative',
  paddingBlockStart: `calc(${vars.layout.navHeight} + ${vars.space[9]})`,
  paddingBlockEnd: vars.space[9],
  backgroundColor: vars.color.canvas,
  backgroundImage: `radial-gradient(60rem 28rem at 85% -10%, ${vars.color.accentSoft}, transparent 70%)`,
  overflow: 'hidden',
  '@media': {
    [media.phone]: {
      paddingBlockStart: `calc(${vars.layout.navHeight} + 2.75rem + ${vars.space[7]})`,
      paddingBlockEnd: vars.space[8],
    },
  },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.25fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[9],
  '@media': {
    [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[7] },
  },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[5],
});

/* The ring that spreads from the dot and fades: a disc of the accent colour the size of the dot
 * (over it, so it cannot be seen at rest), scaled from 1 to 2.5 (6 px beyond the dot on each
 * side) and faded, in `transform` and `opacity` only, so the compositor runs it without painting.
 * At rest and when the system asks for less motion it stays invisible. */
const pulseRing = keyframes({
  '0%': { transform: 'scale(1)', opacity: 1 },
  '70%': { transform: 'scale(2.5)', opacity: 0 },
  '100%': { transform: 'scale(1)', opacity: 0 },
});

export const badge = style({
  gap: vars.space[2],
  selectors: { '&&': { color: vars.color.accentText, backgroundColor: vars.color.accentSoft } },
});

export const pulse = style({
  position: 'relative',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      backgroundColor: vars.color.accent,
      opacity: 0,
      animation: `${pulseRing} 2s ease-out infinite`,
    },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&::after': { animation: 'none' } } },
  },
});

export const title = style({
  margin: 0,
  fontSize: 'clamp(2.25rem, 1.4rem + 3.6vw, 4rem)',
  lineHeight: 1.05,
  fontWeight: 800,
  letterSpacing: '-0.035em',
  color: vars.color.text,
  textWrap: 'balance',
  selectors: {
    '&&': {
      fontSize: 'clamp(2.25rem, 1.4rem + 3.6vw, 4rem)',
      lineHeight: 1.05,
      letterSpacing: '-0.035em',
    },
  },
});

export const lead = style({
  margin: 0,
  maxWidth: '36rem',
  color: vars.color.textMuted,
  textWrap: 'pretty',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  '@media': { [media.phone]: { width: '100%', flexDirection: 'column', alignItems: 'stretch' } },
});

export const secondary = style({
  selectors: {
    '&&': { color: vars.color.accentText, boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}` },
  },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const payout = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[6],
  borderRadius: vars.radius[6],
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow[3],
  '@media': { [media.phone]: { padding: vars.space[5] } },
});

export const payoutTitle = style({
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  margin: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space[2],
  alignItems: 'baseline',
});

export const rowLabel = style({
  fontSize: vars.fontSize[3],
  lineHeight: vars.lineHeight[3],
  color: vars.color.text,
});

export const rowValue = style({
  margin: 0,
  fontSize: vars.fontSize[6],
  lineHeight: vars.lineHeight[6],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const rowValueAccent = style({
  color: vars.color.accentText,
});

export const track = style({
  gridColumn: '1 / -1',
  margin: 0,
  height: '0.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const bar = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
});

export const barCut = style({
  width: '90%',
  backgroundColor: vars.color.borderStrong,
});

export const barFull = style({
  width: '100%',
  backgroundColor: vars.color.accent,
});

export const payoutNote = style({
  margin: 0,
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  color: vars.color.textMuted,
});
