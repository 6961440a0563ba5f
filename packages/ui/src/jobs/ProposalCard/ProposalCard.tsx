'use client';

import {
  Avatar,
  Button,
  Card,
  Heading,
  Link as ThemeLink,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import type { Proposal } from '../../domain/types';
import { cx } from '../../internal/cx';
import { Icon, Link, ProposalStatusBadge } from '../../primitives';
import * as shared from '../../layout/screen.css';
import * as styles from './ProposalCard.css';

export interface ProposalCardProps extends HTMLAttributes<HTMLElement> {
  /** The proposal to show: the applicant, their cover letter, rate and timeline, and its status. */
  proposal: Proposal;
  /** Where the freelancer's name links; defaults to `/profile/{userId}`. */
  profileHref?: (userId: string) => string;
  /** 'Message': start or open a conversation with the freelancer. */
  onMessage?: (proposal: Proposal) => void;
  /** While the conversation opens: the button reads 'Opening...' and is disabled. */
  messageBusy?: boolean;
  /** The client's 'Accept' on a pending proposal (the app asks for the agreed amount). */
  onAccept?: (proposal: Proposal) => void;
  /** The client's 'Decline' on a pending proposal (the app asks for an optional note). */
  onDecline?: (proposal: Proposal) => void;
  /** While this proposal is being accepted or declined: Accept and Decline are disabled. */
  answerBusy?: boolean;
  /** The name's heading level, to keep headings in order on the page. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  ref?: Ref<HTMLElement>;
}

/**
 * One proposal as the job's poster sees it: who sent it (their name links to their profile),
 * the bid, when it came, its status and the cover letter as written, line breaks kept. While it
 * is pending, 'Accept' and 'Decline' (when given) answer it; a declined one shows the note
 * the client wrote.
 */
export function ProposalCard({
  proposal,
  profileHref = paths.profileOf,
  onMessage,
  messageBusy = false,
  onAccept,
  onDecline,
  answerBusy = false,
  headingLevel = 'h3',
  className,
  ...rest
}: ProposalCardProps) {
  const { freelancer } = proposal;
  const pending = proposal.status === 'pending';
  return (
    <Card asChild size={{ initial: '2', sm: '3' }} className={cx(styles.root, className)}>
      <article data-slot="proposal-card" data-status={proposal.status} {...rest}>
        <div className={styles.body}>
          <div className={styles.top}>
            <Avatar fallback={freelancer.avatar} size="3" radius="full" variant="soft" />
            <div className={styles.who}>
              <Heading as={headingLevel} size="3" className={styles.name}>
                <ThemeLink asChild highContrast underline="hover">
                  <Link href={profileHref(freelancer.id)} data-slot="proposal-card-profile">
                    {freelancer.name}
                  </Link>
                </ThemeLink>
              </Heading>
              {freelancer.title && (
                <Text as="p" size="2" className={styles.title}>
                  {freelancer.title}
                </Text>
              )}
            </div>
            <ProposalStatusBadge status={proposal.status} className={styles.status} />
          </div>

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

          <Text as="p" size="2" className={styles.letter} data-slot="proposal-card-letter">
            {proposal.coverLetter}
          </Text>

          {proposal.status === 'declined' && proposal.declineNote && (
            <div className={styles.note} data-slot="proposal-card-note">
              <Text as="p" size="1" weight="medium" className={styles.noteLabel}>
                Your note to {freelancer.name}
              </Text>
              <Text as="p" size="2" className={styles.letter}>
                {proposal.declineNote}
              </Text>
            </div>
          )}

          <div className={styles.actions}>
            {pending && onDecline && (
              <Button
                type="button"
                size="2"
                variant="soft"
                color="red"
                disabled={answerBusy}
                onClick={() => onDecline(proposal)}
              >
                <Icon name="x" />
                Decline<VisuallyHidden> {freelancer.name}</VisuallyHidden>
              </Button>
            )}
            <Button
              type="button"
              size="2"
              variant="outline"
              disabled={messageBusy}
              onClick={() => onMessage?.(proposal)}
            >
              <Icon name="message" />
              {messageBusy ? (
                'Opening...'
              ) : (
                <>
                  Message<VisuallyHidden> {freelancer.name}</VisuallyHidden>
                </>
              )}
            </Button>
            {pending && onAccept && (
              <Button
                type="button"
                size="2"
                disabled={answerBusy}
                onClick={() => onAccept(proposal)}
              >
                <Icon name="check" />
                Accept<VisuallyHidden> {freelancer.name}</VisuallyHidden>
              </Button>
            )}
          </div>
        </div>
      </article>
    </Card>
  );
}
