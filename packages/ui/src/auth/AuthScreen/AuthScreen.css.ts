import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space[4],
  gap: vars.space[4],
  backgroundColor: vars.color.canvas,
  backgroundImage: `radial-gradient(56rem 28rem at 50% -8rem, ${vars.color.accentSoft}, transparent 70%)`,
  color: vars.color.text,
  '@media': {
    [media.desktop]: {
      padding: vars.space[6],
    },
  },
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
});

export const backLink = style({
  color: vars.color.text,
});

export const center = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  paddingBlockEnd: vars.space[6],
});

export const card = style({
  width: '100%',
  maxWidth: '27rem',
  boxShadow: vars.shadow[2],
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  textAlign: 'center',
  marginBlockEnd: vars.space[5],
});

export const mark = style({
  marginBlockEnd: vars.space[2],
});

export const title = style({
  color: vars.color.text,
  margin: 0,
  textWrap: 'balance',
});

export const brandName = style({
  color: vars.color.accentText,
});

export const tagline = style({
  color: vars.color.textMuted,
  margin: 0,
  textWrap: 'balance',
});

export const tabsList = style({
  marginBlockEnd: vars.space[5],
});

export const tab = style({
  flex: 1,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const hint = style({
  color: vars.color.textMuted,
  margin: 0,
  textAlign: 'center',
});

export const submit = style({
  marginBlockStart: vars.space[1],
  width: '100%',
});

/** 'Check your email' above the sign-in form after an account was created. */
export const notice = style({
  marginBlock: `${vars.space[1]} ${vars.space[4]}`,
  minWidth: 0,
  // A long address wraps instead of running out of the card on a phone.
  overflowWrap: 'anywhere',
});

/** The callout's own button ('Resend confirmation email'), under its text. */
export const noticeAction = style({
  marginTop: vars.space[2],
});

/** 'Forgot password?' and 'Back to sign in': a quiet text button under the form. */
export const linkRow = style({
  display: 'flex',
  justifyContent: 'center',
});
