'use client';

import { AlertDialog, Button, Dialog, Flex } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import type { JobDetail, ProposalForm } from '../../domain/types';
import { SendProposalForm } from '../SendProposalForm/SendProposalForm';
import * as styles from './JobDetailScreen.css';

export interface ApplyDialogProps {
  job: JobDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Apply for this Job', the same button the stand-in showed. */
  trigger: ReactElement;
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
  trigger,
  draft,
  onDraftChange,
  onSubmit,
  busy,
  error,
}: ApplyDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content
        maxWidth="36rem"
        className={styles.applyDialog}
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
  /** 'Close Job', the same button the stand-in showed. */
  trigger: ReactElement;
  onConfirm: () => void;
}

/** The owner's 'Close Job', confirmed in 'Close this job?'. */
export function CloseJobDialog({ open, onOpenChange, trigger, onConfirm }: CloseJobDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="28rem">
        <AlertDialog.Title>Close this job?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          It leaves the job list and nobody can apply any more. The proposals you received stay
          here, and you can still message the freelancers.
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
