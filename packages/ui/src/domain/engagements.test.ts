import { describe, expect, it } from 'vitest';
import {
  engagementLimits,
  engagementStatusLabels,
  validateCancelReason,
  validateReviewForm,
} from './engagements';

describe('engagement rules', () => {
  it('names every status', () => {
    expect(Object.values(engagementStatusLabels)).toEqual([
      'In progress',
      'Awaiting confirmation',
      'Completed',
      'Cancelled',
    ]);
  });

  it.each([0, 6, 2.5, Number.NaN])('refuses the rating %j', (rating) => {
    expect(validateReviewForm({ rating, text: '' })).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
    });
  });

  it('accepts 1 to 5 stars with or without text', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(validateReviewForm({ rating, text: '' })).toEqual({});
    }
    expect(validateReviewForm({ rating: 4, text: 'Clear and on time.' })).toEqual({});
  });

  it('counts characters, not UTF-16 units, up to 2,000, spaces around left out', () => {
    expect(engagementLimits.review).toBe(2000);
    expect(validateReviewForm({ rating: 5, text: `  ${'😀'.repeat(2000)}  ` })).toEqual({});
    expect(validateReviewForm({ rating: 5, text: 'a'.repeat(2001) })).toEqual({
      text: 'Keep the review to 2,000 characters.',
    });
  });

  it('needs a reason to cancel', () => {
    expect(validateCancelReason(' \n ')).toBe('Say why you are cancelling.');
    expect(validateCancelReason('The client no longer needs the work.')).toBeUndefined();
    expect(validateCancelReason('a'.repeat(1001))).toBe('Keep the reason to 1,000 characters.');
  });
});
