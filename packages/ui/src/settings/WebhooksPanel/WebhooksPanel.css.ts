import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  color: vars.color.textMuted,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingBottom: vars.space[5],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const types = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[2],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fieldError = style({ color: vars.color.critical });

export const formFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [media.phone]: { flexDirection: 'column' } },
});

export const secret = style({ wordBreak: 'break-all', fontFamily: vars.font.mono });

export const listHeader = style({ display: 'flex', alignItems: 'center' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const endpoint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius[3],
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

export const endpointHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
  '@media': { [media.phone]: { flexDirection: 'column' } },
});

export const url = style({
  margin: 0,
  minWidth: 0,
  wordBreak: 'break-all',
  fontFamily: vars.font.mono,
});

export const enabled = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  flexShrink: 0,
});

export const badges = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const deliveries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

export const deliveryList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const delivery = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[2],
  rowGap: vars.space[1],
});

export const deliveryError = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.critical,
  wordBreak: 'break-word',
});
