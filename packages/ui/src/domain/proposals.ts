import { formatNumber, formatUsd } from './format';
import type { JobStatus, ProposalForm, ProposalStatus } from './types';

/* Pure rules of the apply form (the database refuses the same; see supabase/README.md). */

/** The limits of a proposal, as the database enforces them. */
export const proposalLimits = {
  /** Characters in a cover letter. */
  coverLetter: 5000,
  /** The highest bid, in US dollars. */
  bidMax: 10_000_000,
  /** Characters in the client's note when declining. */
  declineNote: 1000,
} as const;

/** The limits of a job, as the database enforces them. */
export const jobLimits = {
  title: 150,
  description: 5000,
  budget: 60,
  location: 100,
  skills: 20,
  skill: 50,
} as const;

/** The longest message, in characters. */
export const messageLimit = 4000;

/**
 * A typed bid as a number of dollars: digits with optional thousands commas, a leading '$'
 * and up to two decimals. Anything else is undefined.
 */
export function parseBid(input: string): number | undefined {
  const text = input.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return undefined;
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

export type ProposalFormErrors = Partial<Record<keyof ProposalForm, string>>;

/** What is wrong with the apply form, field by field; empty when it may be sent. */
export function validateProposalForm(form: ProposalForm): ProposalFormErrors {
  const errors: ProposalFormErrors = {};
  const letter = form.coverLetter.trim();
  if (letter === '') errors.coverLetter = 'Write a cover letter.';
  else if ([...letter].length > proposalLimits.coverLetter) {
    errors.coverLetter = `Keep the cover letter to ${formatNumber(proposalLimits.coverLetter)} characters.`;
  }
  const bid = parseBid(form.bid);
  if (form.bid.trim() === '') errors.bid = 'Enter your bid.';
  else if (bid === undefined) errors.bid = 'Enter the bid as an amount in dollars, e.g. 1200.';
  else if (bid <= 0) errors.bid = 'A bid must be more than $0.';
  else if (bid > proposalLimits.bidMax) {
    errors.bid = `A bid can be at most $${formatNumber(proposalLimits.bidMax)}.`;
  }
  return errors;
}

/** '$1,200' or '$1,200.50' (plain arithmetic, no Intl: see ./format.ts). */
export function formatBid(value: number): string {
  return Number.isInteger(value) ? `$${formatNumber(value)}` : formatUsd(value);
}

/** A proposal's status in words, as its badge reads. */
export const proposalStatusLabels: Record<ProposalStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  not_selected: 'Not selected',
};

/** A job's status in words, as its badge reads. */
export const jobStatusLabels: Record<JobStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  closed: 'Closed',
};

/**
 * What is wrong with an agreed amount as typed (the bid, maybe changed when accepting);
 * undefined when it may be sent.
 */
export function validateAmount(input: string): string | undefined {
  const amount = parseBid(input);
  if (input.trim() === '') return 'Enter the agreed amount.';
  if (amount === undefined) return 'Enter the amount in dollars, e.g. 1200.';
  if (amount <= 0) return 'The agreed amount must be more than $0.';
  if (amount > proposalLimits.bidMax) {
    return `The agreed amount can be at most $${formatNumber(proposalLimits.bidMax)}.`;
  }
  return undefined;
}
