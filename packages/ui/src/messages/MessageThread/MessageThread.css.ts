import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const back = style({
  display: 'none',
  '@media': {
    [media.phone]: { display: 'inline-flex' },
  },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.textMuted,
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
});

export const dotOnline = style({ backgroundColor: vars.color.success });

/** The messages and what floats over them ('New messages'); it takes the free height. */
export const body = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const messages = style({
  flex: 1,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space[4],
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  backgroundColor: vars.color.canvas,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  maxWidth: '75%',
  '@media': {
    [media.phone]: { maxWidth: '88%' },
  },
});

export const own = style({
  alignSelf: 'flex-end',
  alignItems: 'flex-end',
});

export const bubble = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[5],
  borderEndStartRadius: vars.radius[1],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
  maxWidth: '100%',
  selectors: {
    [`${own} &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentContrast,
      borderEndStartRadius: vars.radius[5],
      borderEndEndRadius: vars.radius[1],
    },
  },
});

export const time = style({
  color: vars.color.textMuted,
  paddingInline: vars.space[1],
});

/** One's own message on its way: a lighter bubble until it is delivered. */
export const sending = style({});

/** One's own message that was refused: an outlined bubble, 'Not sent' and 'Try again'. */
export const failed = style({});

globalStyle(`${own}${sending} ${bubble}`, {
  backgroundColor: vars.color.accentSoft,
  borderColor: vars.color.accentSoft,
  color: vars.color.text,
});

globalStyle(`${own}${failed} ${bubble}`, {
  backgroundColor: vars.color.surface,
  borderColor: vars.color.critical,
  borderStyle: 'dashed',
  color: vars.color.text,
});

export const failedRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  paddingInline: vars.space[1],
});

export const failedText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

/** 'New messages': over the bottom of the list while the person reads older ones. */
export const jump = style({
  position: 'absolute',
  insetBlockEnd: vars.space[3],
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  boxShadow: vars.shadow[2],
});

export const loading = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.canvas,
});

export const spinner = style({
  color: vars.color.accent,
  width: '2rem',
  height: '2rem',
  '@media': {
    [media.reducedMotion]: {
      vars: { '--spinner-animation-duration': '2400ms' },
    },
  },
});

export const empty = style({
  margin: 'auto',
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** An invitation to apply to a job, under its message: a small card with the job and a link. */
export const invitation = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  maxWidth: '100%',
  minWidth: 0,
});

export const invitationLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  color: vars.color.textMuted,
});

export const invitationTitle = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
