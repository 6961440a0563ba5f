import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const back = style({
  alignSelf: 'flex-start',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 20rem',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
  '@media': {
    // On a phone both columns melt into one list, ordered so that the budget
    // and 'Apply for this Job' come right after the title.
    [media.phone]: { display: 'contents' },
  },
});

const phoneOrder = (order: number) => style({ '@media': { [media.phone]: { order } } });

export const orderHeader = phoneOrder(1);
export const orderDetails = phoneOrder(2);
/** The engagement and one's own proposal: right after the title, before the details. */
export const orderOwn = phoneOrder(2);
export const orderDescription = phoneOrder(3);
export const orderSkills = phoneOrder(4);
export const orderProposals = phoneOrder(5);
export const orderClient = phoneOrder(6);
export const orderTags = phoneOrder(7);

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

export const title = style({
  margin: 0,
  overflowWrap: 'break-word',
  minWidth: 0,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const description = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-line',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const budget = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

/** A line under the actions: why a button is missing or disabled, what happens next. */
export const note = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const applyDialog = style({
  '@media': {
    // Radix gives the dialog generous padding; a phone needs the width for the letter.
    [media.phone]: { padding: vars.space[4] },
  },
});

export const applyJob = style({
  marginBottom: vars.space[4],
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const proposals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

export const proposalsHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
});

export const proposalList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const noProposals = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
});

export const noProposalsIcon = style({
  color: vars.color.textMuted,
});
