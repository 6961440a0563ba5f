import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  paddingBlock: vars.space[8],
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 200px',
});

export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[6],
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'flex-start' } },
});

export const about = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize[5],
  lineHeight: vars.lineHeight[5],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const tagline = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const meta = style({
  margin: 0,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  color: vars.color.textMuted,
});

export const social = style({
  display: 'flex',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.accentText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const metaLink = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
