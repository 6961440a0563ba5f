'use client';

import { Button, Callout, Text, TextArea } from '@radix-ui/themes';
import { useId, useRef, useState, type FormEvent, type FormHTMLAttributes, type Ref } from 'react';
import { ratings } from '../../domain/constants';
import {
  engagementLimits,
  validateReviewForm,
  type ReviewFormErrors,
} from '../../domain/engagements';
import type { ReviewForm } from '../../domain/types';
import { cx } from '../../internal/cx';
import { Field, Icon } from '../../primitives';
import { CharacterCount } from '../CharacterCount/CharacterCount';
import * as styles from './LeaveReviewForm.css';

export interface LeaveReviewFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Who is reviewed: the stars' legend and the hint name them. */
  name: string;
  /** Starting rating and text. Default no stars, no text. */
  defaultValue?: ReviewForm;
  /** Called with the rating and the text as typed, only when `validateReviewForm` finds nothing. */
  onSubmit: (review: ReviewForm) => void;
  /** While sending: 'Sending...', the stars and the text disabled. */
  busy?: boolean;
  /** A message about sending (role=alert). */
  error?: string;
  /** Shows a 'Cancel' button that calls this. */
  onCancel?: () => void;
  ref?: Ref<HTMLFormElement>;
}

const empty: ReviewForm = { rating: 0, text: '' };
const starWords = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/**
 * A review of the other person: 1 to 5 stars (a radio group: arrow keys move between the
 * stars, each read as '4 stars') and an optional text of up to 2,000 characters with a count.
 * It says that the review stays hidden until both have written theirs or 14 days have passed.
 */
export function LeaveReviewForm({
  name,
  defaultValue = empty,
  onSubmit,
  busy = false,
  error,
  onCancel,
  className,
  ...rest
}: LeaveReviewFormProps) {
  const [form, setForm] = useState<ReviewForm>(defaultValue);
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);
  const group = useId();
  const ratingError = useId();
  const legend = useId();
  const update = (next: ReviewForm) => {
    setForm(next);
    if (submitted) setErrors(validateReviewForm(next));
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateReviewForm(form);
    setErrors(found);
    if (found.rating) {
      firstStar.current?.focus();
      return;
    }
    if (found.text) return;
    onSubmit({ rating: form.rating, text: form.text.trim() });
  };

  return (
    <form
      noValidate
      data-slot="leave-review-form"
      className={cx(styles.form, className)}
      onSubmit={handleSubmit}
      {...rest}
    >
      {error && (
        <Callout.Root color="red" highContrast role="alert" data-slot="leave-review-error">
          <Callout.Icon>
            <Icon name="alertTriangle" />
          </Callout.Icon>
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}
      <fieldset
        role="radiogroup"
        aria-labelledby={legend}
        aria-required="true"
        className={styles.fieldset}
        disabled={busy}
        aria-describedby={errors.rating ? ratingError : undefined}
        aria-invalid={errors.rating ? true : undefined}
      >
        <Text as="span" size="2" weight="medium" asChild>
          <legend id={legend} className={styles.legend}>
            How was working with {name}?<span aria-hidden="true"> *</span>
          </legend>
        </Text>
        <div className={styles.stars} data-slot="leave-review-stars">
          {Array.from({ length: ratings.max }, (_, i) => {
            const value = i + 1;
            return (
              <label
                key={value}
                className={cx(styles.star, value <= form.rating && styles.starOn)}
                data-slot="leave-review-star"
              >
                <input
                  ref={value === 1 ? firstStar : undefined}
                  type="radio"
                  name={group}
                  value={value}
                  required
                  aria-label={starWords(value)}
                  checked={form.rating === value}
                  onChange={() => update({ ...form, rating: value })}
                  className={styles.radio}
                />
                <Icon name="star" size={28} strokeWidth={1.5} />
              </label>
            );
          })}
          <Text size="2" className={styles.starValue} aria-hidden="true">
            {form.rating > 0 ? starWords(form.rating) : 'No rating yet'}
          </Text>
        </div>
        {errors.rating && (
          <Text as="p" size="2" weight="medium" id={ratingError} className={styles.error}>
            {errors.rating}
          </Text>
        )}
      </fieldset>

      <Field
        label="Your review"
        disabled={busy}
        announce="polite"
        hint={`What went well, and what could have gone better? ${name} can read it once you have both written yours, or after 14 days.`}
        error={errors.text}
      >
        {(control) => (
          <>
            <TextArea
              {...control}
              size="3"
              rows={6}
              resize="vertical"
              maxLength={engagementLimits.review}
              value={form.text}
              onChange={(event) => update({ ...form, text: event.target.value })}
            />
            <CharacterCount count={form.text.length} limit={engagementLimits.review} />
          </>
        )}
      </Field>

      <div className={styles.actions}>
        {onCancel && (
          <Button
            type="button"
            size="3"
            variant="soft"
            color="gray"
            disabled={busy}
            onClick={onCancel}
          >
            Cancel
          </Button>
        )}
        <Button type="submit" size="3" disabled={busy}>
          <Icon name="send" />
          {busy ? 'Sending...' : 'Send review'}
        </Button>
      </div>
    </form>
  );
}
