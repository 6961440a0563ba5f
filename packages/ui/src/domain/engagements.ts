import { ratings } from './constants';
import { formatNumber } from './format';
import type { EngagementStatus, ReviewForm } from './types';

/* Pure rules of engagements and reviews (the database refuses the same). */

/** The limits of an engagement's texts and of a review, as the database enforces them. */
export const engagementLimits = {
  /** Characters in a review. */
  review: 2000,
  /** Characters in the reason given when cancelling. */
  cancelReason: 1000,
  /** Days after completion during which each side may review the other. */
  reviewDays: 30,
  /** Characters in the note sent with an invitation to a job. */
  invitationNote: 1000,
  /** Days after which a review is shown even if the other side has not written theirs. */
  revealDays: 14,
} as const;

/** An engagement's status in words, as its badge reads. */
export const engagementStatusLabels: Record<EngagementStatus, string> = {
  active: 'In progress',
  awaiting_confirmation: 'Awaiting confirmation',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export type ReviewFormErrors = Partial<Record<keyof ReviewForm, string>>;

/** What is wrong with a review, field by field; empty when it may be sent. */
export function validateReviewForm(form: ReviewForm): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (!Number.isInteger(form.rating) || form.rating < 1 || form.rating > ratings.max) {
    errors.rating = `Choose a rating from 1 to ${ratings.max} stars.`;
  }
  if ([...form.text.trim()].length > engagementLimits.review) {
    errors.text = `Keep the review to ${formatNumber(engagementLimits.review)} characters.`;
  }
  return errors;
}

/** What is wrong with a cancellation reason; undefined when it may be sent. */
export function validateCancelReason(reason: string): string | undefined {
  const text = reason.trim();
  if (text === '') return 'Say why you are cancelling.';
  if ([...text].length > engagementLimits.cancelReason) {
    return `Keep the reason to ${formatNumber(engagementLimits.cancelReason)} characters.`;
  }
  return undefined;
}
