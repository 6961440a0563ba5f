'use client';

import { AlertDialog, Button, Callout, Dialog, Flex, TextArea, TextField } from '@radix-ui/themes';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { engagementLimits, validateCancelReason } from '../../domain/engagements';
import { formatNumber } from '../../domain/format';
import { parseBid, proposalLimits, validateAmount } from '../../domain/proposals';
import type { ProposalForm, ReviewForm } from '../../domain/types';
import { Field, Icon } from '../../primitives';
import { CharacterCount } from '../CharacterCount/CharacterCount';
import { LeaveReviewForm } from '../LeaveReviewForm/LeaveReviewForm';
import { SendProposalForm } from '../SendProposalForm/SendProposalForm';
import * as styles from './HiringDialogs.css';

/*
 * The dialogs of the hiring loop. Each is controlled (`open`, `onOpenChange`) and has no
 * trigger of its own: the screen draws the button that opens it and passes it as
 * `returnFocus`, so the focus goes back there when the dialog closes. While its action runs
 * (`busy`) a dialog stays open: Escape and a click outside do nothing.
 */

interface DialogBase {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with `false` on Cancel, Escape or a click outside (never while busy). */
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: the focus goes back there when it closes. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** While the action runs: the confirm button says so, everything is disabled, the dialog stays. */
  busy?: boolean;
  /** Why the action failed, shown in the dialog (role=alert); the input is kept. */
  error?: string;
}

const contentProps = ({ busy, returnFocus }: Pick<DialogBase, 'busy' | 'returnFocus'>) => ({
  onCloseAutoFocus: (event: Event) => {
    if (!returnFocus?.current) return;
    event.preventDefault();
    returnFocus.current.focus();
  },
  onEscapeKeyDown: (event: KeyboardEvent) => busy && event.preventDefault(),
  onInteractOutside: (event: Event) => busy && event.preventDefault(),
});

const guard =
  (busy: boolean | undefined, onOpenChange: (open: boolean) => void) => (open: boolean) => {
    if (!open && busy) return;
    onOpenChange(open);
  };

function ErrorCallout({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <Callout.Root color="red" highContrast role="alert" data-slot="hiring-dialog-error">
      <Callout.Icon>
        <Icon name="alertTriangle" />
      </Callout.Icon>
      <Callout.Text>{error}</Callout.Text>
    </Callout.Root>
  );
}

/** Empties a dialog's input each time it opens. */
function useResetOnOpen<T>(open: boolean, initial: () => T) {
  const [value, setValue] = useState(initial);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) setValue(initial());
    wasOpen.current = open;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);
  return [value, setValue] as const;
}

export interface AcceptProposalDialogProps extends DialogBase {
  /** The freelancer to hire: named in the title. */
  freelancerName: string;
  /** Their bid as typed or shown ('$3,800'): the agreed amount starts there. */
  bid: string;
  /** The job, under the title. */
  jobTitle: string;
  /** 'Hire {name}' with a valid amount, in US dollars. */
  onConfirm: (amount: number) => void;
}

/**
 * 'Accept': the client confirms the agreed amount (the bid, which they may change after
 * agreeing with the freelancer; more than $0) and hires them. The job then shows 'In progress'
 * and the engagement starts. No money moves through Fairlance.
 */
export function AcceptProposalDialog({
  open,
  onOpenChange,
  returnFocus,
  busy = false,
  error,
  freelancerName,
  bid,
  jobTitle,
  onConfirm,
}: AcceptProposalDialogProps) {
  const start = () => bid.replace(/^\$\s*/, '');
  const [amount, setAmount] = useResetOnOpen(open, start);
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateAmount(amount);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    onConfirm(parseBid(amount)!);
  };
  return (
    <Dialog.Root open={open} onOpenChange={guard(busy, onOpenChange)}>
      <Dialog.Content
        maxWidth="30rem"
        className={styles.content}
        {...contentProps({ busy, returnFocus })}
      >
        <Dialog.Title>Hire {freelancerName}?</Dialog.Title>
        <Dialog.Description size="2" className={styles.description}>
          For “{jobTitle}”. Confirm the amount you agreed on. The job shows as In progress, and the
          other applicants are told when you close it. Payment stays between the two of you.
        </Dialog.Description>
        <form noValidate onSubmit={submit} className={styles.form} data-slot="accept-proposal-form">
          <ErrorCallout error={error} />
          <Field
            label="Agreed amount (USD)"
            required
            disabled={busy}
            hint={`Their bid was ${bid}. Up to $${formatNumber(proposalLimits.bidMax)}.`}
            error={problem}
            className={styles.amount}
          >
            {(control) => (
              <TextField.Root
                {...control}
                ref={input}
                size="3"
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                value={amount}
                onChange={(event) => {
                  setAmount(event.target.value);
                  if (problem) setProblem(validateAmount(event.target.value));
                }}
              >
                <TextField.Slot>
                  <Icon name="dollar" />
                </TextField.Slot>
              </TextField.Root>
            )}
          </Field>
          <Flex gap="3" justify="end" className={styles.actions}>
            <Dialog.Close>
              <Button type="button" size="3" variant="soft" color="gray" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" size="3" disabled={busy}>
              <Icon name="handshake" />
              {busy ? 'Hiring...' : `Hire ${freelancerName}`}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export interface DeclineProposalDialogProps extends DialogBase {
  /** The freelancer whose proposal is declined: named in the title. */
  freelancerName: string;
  /** 'Decline proposal', with the note as typed and trimmed ('' when none). */
  onConfirm: (note: string) => void;
}

/** 'Decline': with an optional note to the freelancer, who sees it with the status. */
export function DeclineProposalDialog({
  open,
  onOpenChange,
  returnFocus,
  busy = false,
  error,
  freelancerName,
  onConfirm,
}: DeclineProposalDialogProps) {
  const [note, setNote] = useResetOnOpen(open, () => '');
  return (
    <Dialog.Root open={open} onOpenChange={guard(busy, onOpenChange)}>
      <Dialog.Content
        maxWidth="32rem"
        className={styles.content}
        {...contentProps({ busy, returnFocus })}
      >
        <Dialog.Title>Decline {freelancerName}’s proposal?</Dialog.Title>
        <Dialog.Description size="2" className={styles.description}>
          They see that you declined it. A short note helps them with their next proposal.
        </Dialog.Description>
        <form
          noValidate
          className={styles.form}
          data-slot="decline-proposal-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) onConfirm(note.trim());
          }}
        >
          <ErrorCallout error={error} />
          <Field label="Note to the freelancer (optional)" disabled={busy}>
            {(control) => (
              <>
                <TextArea
                  {...control}
                  size="3"
                  rows={4}
                  resize="vertical"
                  maxLength={proposalLimits.declineNote}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
                <CharacterCount count={note.length} limit={proposalLimits.declineNote} />
              </>
            )}
          </Field>
          <Flex gap="3" justify="end" className={styles.actions}>
            <Dialog.Close>
              <Button type="button" size="3" variant="soft" color="gray" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" size="3" color="red" highContrast disabled={busy}>
              {busy ? 'Declining...' : 'Decline proposal'}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export interface WithdrawProposalDialogProps extends DialogBase {
  /** The job the proposal was for, in the question. */
  jobTitle: string;
  /** 'Withdraw proposal', confirmed. */
  onConfirm: () => void;
}

/** 'Withdraw proposal', confirmed: the client no longer sees it as one to answer. */
export function WithdrawProposalDialog({
  open,
  onOpenChange,
  returnFocus,
  busy = false,
  error,
  jobTitle,
  onConfirm,
}: WithdrawProposalDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={guard(busy, onOpenChange)}>
      <AlertDialog.Content maxWidth="28rem" {...contentProps({ busy, returnFocus })}>
        <AlertDialog.Title>Withdraw your proposal?</AlertDialog.Title>
        <AlertDialog.Description size="2" className={styles.description}>
          The client of “{jobTitle}” sees it as withdrawn and can no longer accept it. You cannot
          apply to this job again.
        </AlertDialog.Description>
        <ErrorCallout error={error} />
        <Flex gap="3" mt="4" justify="end" className={styles.actions}>
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              Keep it
            </Button>
          </AlertDialog.Cancel>
          {/* Not an AlertDialog.Action: the dialog stays open while it is withdrawn. */}
          <Button color="red" highContrast disabled={busy} onClick={onConfirm}>
            {busy ? 'Withdrawing...' : 'Withdraw proposal'}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

export interface EditProposalDialogProps extends DialogBase {
  /** The job, under the title. */
  jobTitle: string;
  /** The proposal as it stands: the form starts with it. */
  defaultValue: ProposalForm;
  /** 'Save changes' with a valid form. */
  onSubmit: (form: ProposalForm) => void;
}

/** 'Edit' a pending proposal: the apply form, filled in, saved with 'Save changes'. */
export function EditProposalDialog({
  open,
  onOpenChange,
  returnFocus,
  busy = false,
  error,
  jobTitle,
  defaultValue,
  onSubmit,
}: EditProposalDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={guard(busy, onOpenChange)}>
      <Dialog.Content
        maxWidth="36rem"
        className={styles.content}
        {...contentProps({ busy, returnFocus })}
      >
        <Dialog.Title>Edit your proposal</Dialog.Title>
        <Dialog.Description size="2" className={styles.description}>
          {jobTitle}
        </Dialog.Description>
        <SendProposalForm
          defaultValue={defaultValue}
          onSubmit={onSubmit}
          busy={busy}
          error={error}
          submitLabel="Save changes"
          busyLabel="Saving..."
          onCancel={() => guard(busy, onOpenChange)(false)}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

export interface CancelEngagementDialogProps extends DialogBase {
  /** The other party: named in the description. */
  otherName: string;
  /** 'Cancel engagement' with the reason, trimmed (required). */
  onConfirm: (reason: string) => void;
}

/** 'Cancel' hired work before completion, with a reason the other person reads. */
export function CancelEngagementDialog({
  open,
  onOpenChange,
  returnFocus,
  busy = false,
  error,
  otherName,
  onConfirm,
}: CancelEngagementDialogProps) {
  const [reason, setReason] = useResetOnOpen(open, () => '');
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={guard(busy, onOpenChange)}>
      <Dialog.Content
        maxWidth="32rem"
        className={styles.content}
        {...contentProps({ busy, returnFocus })}
      >
        <Dialog.Title>Cancel this engagement?</Dialog.Title>
        <Dialog.Description size="2" className={styles.description}>
          The work stops and cannot be completed or reviewed. {otherName} sees your reason.
        </Dialog.Description>
        <form
          noValidate
          className={styles.form}
          data-slot="cancel-engagement-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            const found = validateCancelReason(reason);
            setProblem(found);
            if (found) input.current?.focus();
            else onConfirm(reason.trim());
          }}
        >
          <ErrorCallout error={error} />
          <Field label="Reason" required disabled={busy} error={problem}>
            {(control) => (
              <>
                <TextArea
                  {...control}
                  ref={input}
                  size="3"
                  rows={4}
                  resize="vertical"
                  maxLength={engagementLimits.cancelReason}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.target.value);
                    if (problem) setProblem(validateCancelReason(event.target.value));
                  }}
                />
                <CharacterCount count={reason.length} limit={engagementLimits.cancelReason} />
              </>
            )}
          </Field>
          <Flex gap="3" justify="end" className={styles.actions}>
            <Dialog.Close>
              <Button type="button" size="3" variant="soft" color="gray" disabled={busy}>
                Keep working
              </Button>
            </Dialog.Close>
            <Button type="submit" size="3" color="red" highContrast disabled={busy}>
              {busy ? 'Cancelling...' : 'Cancel engagement'}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export interface ReviewDialogProps extends DialogBase {
  /** Who is reviewed. */
  otherName: string;
  /** 'Send review' with 1–5 stars and the text. */
  onSubmit: (review: ReviewForm) => void;
}

/** 'Leave a review': stars and text in a dialog that stays while it is sent. */
export function ReviewDialog({
  open,
  onOpenChange,
  returnFocus,
  busy = false,
  error,
  otherName,
  onSubmit,
}: ReviewDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={guard(busy, onOpenChange)}>
      <Dialog.Content
        maxWidth="34rem"
        className={styles.content}
        {...contentProps({ busy, returnFocus })}
      >
        <Dialog.Title>Review {otherName}</Dialog.Title>
        <Dialog.Description size="2" className={styles.description}>
          One review each, within 30 days of completion. It appears on their profile.
        </Dialog.Description>
        <LeaveReviewForm
          name={otherName}
          onSubmit={onSubmit}
          busy={busy}
          error={error}
          onCancel={() => guard(busy, onOpenChange)(false)}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
