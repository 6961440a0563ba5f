'use client';

import { Button, Callout, TextArea, TextField } from '@radix-ui/themes';
import { useRef, useState, type FormEvent, type FormHTMLAttributes, type Ref } from 'react';
import {
  formatBid,
  proposalLimits,
  validateProposalForm,
  type ProposalFormErrors,
} from '../../domain/proposals';
import type { ProposalForm } from '../../domain/types';
import { cx } from '../../internal/cx';
import { Field, Icon } from '../../primitives';
import { CharacterCount } from '../CharacterCount/CharacterCount';
import * as styles from './SendProposalForm.css';

export interface SendProposalFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** The fields, controlled; leave undefined to let the form keep them. */
  value?: ProposalForm;
  /** Starting fields when uncontrolled. */
  defaultValue?: ProposalForm;
  /** Every change, e.g. to keep a draft. */
  onValueChange?: (form: ProposalForm) => void;
  /** Called with the fields as typed, only when `validateProposalForm` finds nothing wrong. */
  onSubmit: (form: ProposalForm) => void;
  /** While sending: the button reads 'Sending...' and the fields keep their text, disabled. */
  busy?: boolean;
  /** Shows a 'Cancel' button that calls this. */
  onCancel?: () => void;
  /** A message about the whole form, e.g. that sending failed (role=alert). */
  error?: string;
  /** The submit button's words. Default 'Send Proposal' ('Save changes' when editing). */
  submitLabel?: string;
  /** The submit button's words while busy. Default 'Sending...'. */
  busyLabel?: string;
  ref?: Ref<HTMLFormElement>;
}

const emptyProposal: ProposalForm = { coverLetter: '', bid: '' };
const fieldOrder = ['coverLetter', 'bid'] as const;

/**
 * The apply form: a cover letter with a live character count, and a bid in US dollars.
 * On submit it checks both with `validateProposalForm`; every problem shows under its field
 * and focus moves to the first. Only a valid form reaches `onSubmit`.
 */
export function SendProposalForm({
  value,
  defaultValue = emptyProposal,
  onValueChange,
  onSubmit,
  busy = false,
  onCancel,
  error,
  submitLabel = 'Send Proposal',
  busyLabel = 'Sending...',
  className,
  ...rest
}: SendProposalFormProps) {
  const [own, setOwn] = useState<ProposalForm>(defaultValue);
  const form = value ?? own;
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<ProposalFormErrors>({});
  const refs = useRef<Partial<Record<keyof ProposalForm, HTMLElement | null>>>({});

  const update = (key: keyof ProposalForm, text: string) => {
    const next = { ...form, [key]: text };
    setOwn(next);
    onValueChange?.(next);
    if (submitted) setErrors(validateProposalForm(next));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateProposalForm(form);
    setErrors(found);
    const first = fieldOrder.find((field) => found[field] !== undefined);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    onSubmit(form);
  };

  return (
    <form
      noValidate
      data-slot="send-proposal-form"
      className={cx(styles.form, className)}
      onSubmit={handleSubmit}
      {...rest}
    >
      {error && (
        <Callout.Root color="red" highContrast role="alert" data-slot="send-proposal-error">
          <Callout.Icon>
            <Icon name="alertTriangle" />
          </Callout.Icon>
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}

      <Field
        label="Cover letter"
        required
        disabled={busy}
        announce="polite"
        hint="Say why you fit this job: similar work you have done, how you would go about it and when you could start."
        error={errors.coverLetter}
      >
        {(control) => (
          <>
            <TextArea
              {...control}
              ref={(node) => {
                refs.current.coverLetter = node;
              }}
              required
              size="3"
              rows={8}
              resize="vertical"
              maxLength={proposalLimits.coverLetter}
              value={form.coverLetter}
              onChange={(event) => update('coverLetter', event.target.value)}
              className={styles.letter}
            />
            <CharacterCount count={form.coverLetter.length} limit={proposalLimits.coverLetter} />
          </>
        )}
      </Field>

      <Field
        label="Your bid (USD)"
        required
        disabled={busy}
        hint={`Up to ${formatBid(proposalLimits.bidMax)}`}
        error={errors.bid}
        className={styles.bid}
      >
        {(control) => (
          <TextField.Root
            {...control}
            ref={(node) => {
              refs.current.bid = node;
            }}
            required
            size="3"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            value={form.bid}
            onChange={(event) => update('bid', event.target.value)}
          >
            <TextField.Slot>
              <Icon name="dollar" />
            </TextField.Slot>
          </TextField.Root>
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
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
