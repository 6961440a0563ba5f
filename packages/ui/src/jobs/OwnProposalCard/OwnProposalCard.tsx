'use client';

import { Button, Card, Heading, Text } from '@radix-ui/themes';
import { useEffect, type HTMLAttributes, type Ref } from 'react';
import type { Proposal, ProposalForm, ProposalStatus } from '../../domain/types';
import { cx } from '../../internal/cx';
import { useActionDialog } from '../../internal/useActionDialog';
import { useOnDemand } from '../../internal/onDemand';
import { Icon, ProposalStatusBadge } from '../../primitives';
import { hiringDialogs } from '../HiringDialogs/load';
import * as shared from '../../layout/screen.css';
import * as styles from './OwnProposalCard.css';

export interface OwnProposalCardProps extends HTMLAttributes<HTMLElement> {
  /** The viewer's own proposal: its status, bid, letter and the client's note if declined. */
  proposal: Proposal;
  /** The job's title, in the edit and withdraw dialogs. */
  jobTitle: string;
  /** 'Save changes' in the edit dialog, with a valid form (only while pending). */
  onSaveEdit?: (form: ProposalForm) => void;
  /** While the changes are saved: 'Saving...'; the dialog closes when it ends with no error. */
  editBusy?: boolean;
  /** Why saving failed, in the edit dialog. */
  editError?: string;
  /** 'Withdraw proposal', confirmed (only while pending). */
  onWithdraw?: () => void;
  /** While it is withdrawn: 'Withdrawing...'; the dialog closes when it ends with no error. */
  withdrawBusy?: boolean;
  /** Why withdrawing failed, in the confirmation. */
  withdrawError?: string;
  /** The heading's level, to keep headings in order on the page. */
  headingLevel?: 'h2' | 'h3';
  ref?: Ref<HTMLElement>;
}

/** What each status means for the freelancer, under the badge. */
export const ownProposalStatusNotes: Record<ProposalStatus, string> = {
  pending: 'The client has not answered yet. You can edit or withdraw your proposal until they do.',
  accepted: 'The client hired you for this job.',
  declined: 'The client declined this proposal.',
  withdrawn: 'You withdrew this proposal.',
  not_selected: 'The client chose another proposal or closed the job.',
};

const toForm = (proposal: Proposal): ProposalForm => ({
  coverLetter: proposal.coverLetter,
  bid: proposal.bid.replace(/^\$\s*/, ''),
});

/**
 * The freelancer's own proposal on the job page: status, bid, when it was sent, the letter,
 * and the client's note if they declined it. While it is pending, 'Edit' opens the apply form
 * filled in and 'Withdraw proposal' asks for confirmation. Each dialog closes by itself once its
 * action ends without an error.
 */
export function OwnProposalCard({
  proposal,
  jobTitle,
  onSaveEdit,
  editBusy = false,
  editError,
  onWithdraw,
  withdrawBusy = false,
  withdrawError,
  headingLevel = 'h2',
  className,
  ...rest
}: OwnProposalCardProps) {
  const edit = useActionDialog<'edit'>(editBusy, editError);
  const withdraw = useActionDialog<'withdraw'>(withdrawBusy, withdrawError);
  const pending = proposal.status === 'pending';
  const [Dialogs, load] = useOnDemand(hiringDialogs, { idle: pending });
  useEffect(() => {
    if (edit.open || withdraw.open) load();
  }, [edit.open, withdraw.open, load]);
  const opens = (open: boolean) => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: load,
    onFocus: load,
  });

  return (
    <Card asChild size={{ initial: '2', sm: '3' }} className={cx(styles.root, className)}>
      <section
        aria-label="Your proposal"
        data-slot="own-proposal-card"
        data-status={proposal.status}
        {...rest}
      >
        <div className={styles.body}>
          <div className={styles.top}>
            <Heading as={headingLevel} size="4" className={styles.heading}>
              Your proposal
            </Heading>
            <ProposalStatusBadge status={proposal.status} />
          </div>
          <Text as="p" size="2" className={styles.muted} data-slot="own-proposal-note">
            {ownProposalStatusNotes[proposal.status]}
          </Text>
          <ul className={styles.facts} aria-label="Proposal facts">
            <li className={shared.metaItem}>
              <Icon name="dollar" size={14} />
              <Text size="2">
                Bid <span className={styles.bid}>{proposal.bid}</span>
              </Text>
            </li>
            <li className={shared.metaItem}>
              <Icon name="clock" size={14} />
              <Text size="2">Sent {proposal.submittedAt}</Text>
            </li>
          </ul>
          <Text as="p" size="2" className={styles.letter}>
            {proposal.coverLetter}
          </Text>
          {proposal.status === 'declined' && proposal.declineNote && (
            <div className={styles.clientNote} data-slot="own-proposal-client-note">
              <Text as="p" size="1" weight="medium" className={styles.muted}>
                Note from the client
              </Text>
              <Text as="p" size="2" className={styles.letter}>
                {proposal.declineNote}
              </Text>
            </div>
          )}
          {pending && (onSaveEdit || onWithdraw) && (
            <div className={styles.actions}>
              {onWithdraw && (
                <Button
                  type="button"
                  size="2"
                  variant="soft"
                  color="red"
                  disabled={withdrawBusy || editBusy}
                  {...opens(withdraw.open === 'withdraw')}
                  onClick={(event) => withdraw.show('withdraw', event.currentTarget)}
                >
                  {withdrawBusy ? 'Withdrawing...' : 'Withdraw proposal'}
                </Button>
              )}
              {onSaveEdit && (
                <Button
                  type="button"
                  size="2"
                  variant="outline"
                  disabled={withdrawBusy || editBusy}
                  {...opens(edit.open === 'edit')}
                  onClick={(event) => edit.show('edit', event.currentTarget)}
                >
                  <Icon name="file" />
                  Edit
                </Button>
              )}
            </div>
          )}
        </div>
        {Dialogs && onSaveEdit && (
          <Dialogs.EditProposalDialog
            open={pending && edit.open === 'edit'}
            onOpenChange={edit.change('edit')}
            returnFocus={edit.opener}
            busy={editBusy}
            error={editError}
            jobTitle={jobTitle}
            defaultValue={toForm(proposal)}
            onSubmit={onSaveEdit}
          />
        )}
        {Dialogs && onWithdraw && (
          <Dialogs.WithdrawProposalDialog
            open={pending && withdraw.open === 'withdraw'}
            onOpenChange={withdraw.change('withdraw')}
            returnFocus={withdraw.opener}
            busy={withdrawBusy}
            error={withdrawError}
            jobTitle={jobTitle}
            onConfirm={onWithdraw}
          />
        )}
      </section>
    </Card>
  );
}
