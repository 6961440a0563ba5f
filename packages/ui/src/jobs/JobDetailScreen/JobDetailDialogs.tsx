'use client';

import { AlertDialog, Button, Dialog, Flex } from '@radix-ui/themes';
import { useEffect, useRef, type RefObject } from 'react';
import type { JobDetail, Proposal, ProposalForm } from '../../domain/types';
import { AcceptProposalDialog, DeclineProposalDialog } from '../HiringDialogs/HiringDialogs';
import { SendProposalForm } from '../SendProposalForm/SendProposalForm';
import * as styles from './JobDetailScreen.css';

/**
 * The dialogs have no Radix trigger: the screen draws their buttons, the same element before
 * and after this module loads (a press can never land on a button being swapped). Closing puts
 * the focus back on that button, as a trigger would.
 */
function backTo(event: Event, button: RefObject<HTMLButtonElement | null>) {
  event.preventDefault();
  button.current?.focus();
}

export interface ApplyDialogProps {
  job: JobDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Apply for this Job', drawn by the screen: the focus goes back to it when the dialog closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
  draft: ProposalForm;
  onDraftChange: (form: ProposalForm) => void;
  onSubmit: (form: ProposalForm) => void;
  busy: boolean;
  error?: string;
}

/** 'Apply for this Job': the cover letter and bid in a dialog that stays while it is sent. */
export function ApplyDialog({
  job,
  open,
  onOpenChange,
  returnFocus,
  draft,
  onDraftChange,
  onSubmit,
  busy,
  error,
}: ApplyDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth="36rem"
        className={styles.applyDialog}
        onCloseAutoFocus={(event) => backTo(event, returnFocus)}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        <Dialog.Title>Apply for this Job</Dialog.Title>
        <Dialog.Description size="2" className={styles.applyJob}>
          {job.title}
        </Dialog.Description>
        <SendProposalForm
          value={draft}
          onValueChange={onDraftChange}
          onSubmit={onSubmit}
          busy={busy}
          error={error}
          onCancel={() => onOpenChange(false)}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

export interface CloseJobDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Close Job', drawn by the screen: the focus goes back to it when the dialog closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
  onConfirm: () => void;
}

/** The owner's 'Close Job', confirmed in 'Close this job?'. */
export function CloseJobDialog({
  open,
  onOpenChange,
  returnFocus,
  onConfirm,
}: CloseJobDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Content
        maxWidth="28rem"
        onCloseAutoFocus={(event) => backTo(event, returnFocus)}
      >
        <AlertDialog.Title>Close this job?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          It leaves the job list and nobody can apply any more. Pending proposals become Not
          selected and their freelancers are told. The proposals stay here, and you can still
          message the freelancers.
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              Close Job
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/*
 * The hiring loop's parts of the page, in this module too: only the people involved in a job
 * see them, so the rest of the visitors do not load them (the route stays under its budget).
 */
export { EngagementPanel } from '../EngagementPanel/EngagementPanel';
export { OwnProposalCard } from '../OwnProposalCard/OwnProposalCard';

export interface AnswerDialogProps {
  /** Which answer is asked for. */
  kind: 'accept' | 'decline';
  proposal: Proposal;
  jobTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  busy: boolean;
  error?: string;
  onAccept?: (proposal: Proposal, amount: number) => void;
  onDecline?: (proposal: Proposal, note: string) => void;
}

/** The owner's answer to a proposal: the agreed amount to accept, or a note to decline. */
export function AnswerDialog({
  kind,
  proposal,
  jobTitle,
  onAccept,
  onDecline,
  ...dialog
}: AnswerDialogProps) {
  // It closes by itself once the answer went through (busy ended with no error).
  const wasBusy = useRef(dialog.busy);
  const { busy, error, onOpenChange } = dialog;
  useEffect(() => {
    if (wasBusy.current && !busy && !error) onOpenChange(false);
    wasBusy.current = busy;
  }, [busy, error, onOpenChange]);
  return kind === 'accept' ? (
    <AcceptProposalDialog
      {...dialog}
      freelancerName={proposal.freelancer.name}
      bid={proposal.bid}
      jobTitle={jobTitle}
      onConfirm={(amount) => onAccept?.(proposal, amount)}
    />
  ) : (
    <DeclineProposalDialog
      {...dialog}
      freelancerName={proposal.freelancer.name}
      onConfirm={(note) => onDecline?.(proposal, note)}
    />
  );
}
