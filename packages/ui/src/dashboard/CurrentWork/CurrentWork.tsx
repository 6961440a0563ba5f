'use client';

import {
  Button,
  Card,
  Heading,
  Link as ThemeLink,
  Spinner,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { useId, type HTMLAttributes, type Ref } from 'react';
import { paths } from '../../domain/paths';
import type { Engagement } from '../../domain/types';
import { cx } from '../../internal/cx';
import { EngagementStatusBadge, Icon, Link, PersonLink } from '../../primitives';
import * as shared from '../../layout/screen.css';
import * as styles from './CurrentWork.css';

export interface CurrentWorkProps extends HTMLAttributes<HTMLElement> {
  /** The viewer's engagements, as client or freelancer, newest first; leave out while loading. */
  engagements?: Engagement[];
  /** Where a job links (its page holds the engagement's actions). Default `/jobs/{id}`. */
  jobHref?: (jobId: string) => string;
  /** A profile's address from a user id. Default `/profile/{id}`. */
  profileHref?: (userId: string) => string;
  /** A conversation's address from its id. Default `/messages/{id}`. */
  conversationHref?: (conversationId: string) => string;
  /** Where the empty state's 'Browse Jobs' goes. */
  browseJobsHref?: string;
  ref?: Ref<HTMLElement>;
}

/** What asks for the viewer's attention on an engagement, if anything. */
function nextStep(e: Engagement): string | undefined {
  if (e.status === 'awaiting_confirmation' && e.role === 'client') return 'Confirm completion';
  if (e.status === 'completed' && e.review === 'open') return 'Leave a review';
  return undefined;
}

/**
 * The dashboard's 'Your work': every engagement of the viewer, as client or freelancer, with
 * the job (a link to its page, where the actions are), the other person, the agreed amount,
 * the start date, the status, a link to the conversation, and what waits for them ('Confirm
 * completion', 'Leave a review').
 */
export function CurrentWork({
  engagements,
  jobHref = paths.job,
  profileHref = paths.profileOf,
  conversationHref = paths.conversation,
  browseJobsHref = paths.jobs,
  className,
  ...rest
}: CurrentWorkProps) {
  const heading = useId();
  return (
    <Card asChild size={{ initial: '2', sm: '3' }} className={cx(styles.root, className)}>
      <section aria-labelledby={heading} data-slot="current-work" {...rest}>
        <Heading as="h2" size="4" id={heading} className={styles.heading}>
          Your work
        </Heading>
        {!engagements ? (
          <div role="status" className={styles.loading}>
            <Spinner size="2" />
            <Text size="2">Loading your work…</Text>
          </div>
        ) : engagements.length === 0 ? (
          <div className={styles.empty} data-slot="current-work-empty">
            <Text as="p" size="2" className={shared.muted}>
              No hired work yet. When a client accepts your proposal, or you accept one on your job,
              it shows here with its amount, dates and status.
            </Text>
            <Button asChild size="2" variant="soft">
              <Link href={browseJobsHref}>
                <Icon name="search" />
                Browse Jobs
              </Link>
            </Button>
          </div>
        ) : (
          <ul className={styles.list}>
            {engagements.map((e) => {
              const step = nextStep(e);
              return (
                <li
                  key={e.id}
                  className={styles.item}
                  data-slot="current-work-item"
                  data-status={e.status}
                >
                  <div className={styles.top}>
                    <Heading as="h3" size="3" className={styles.title}>
                      <ThemeLink asChild highContrast underline="hover">
                        <Link href={jobHref(e.jobId)}>{e.jobTitle}</Link>
                      </ThemeLink>
                    </Heading>
                    <EngagementStatusBadge status={e.status} size="1" />
                  </div>
                  <ul className={styles.meta} aria-label="Engagement facts">
                    <li className={shared.metaItem}>
                      <Icon name="person" size={14} />
                      <Text size="2">
                        {e.role === 'client' ? 'Freelancer' : 'Client'}{' '}
                        <PersonLink
                          name={e.other.name}
                          personId={e.other.id}
                          profileHref={profileHref}
                          inText
                        />
                      </Text>
                    </li>
                    <li className={shared.metaItem}>
                      <Icon name="dollar" size={14} />
                      <Text size="2">{e.amount}</Text>
                    </li>
                    <li className={shared.metaItem}>
                      <Icon name="calendar" size={14} />
                      <Text size="2">
                        {e.completedAt ? `Completed ${e.completedAt}` : `Started ${e.startedAt}`}
                      </Text>
                    </li>
                    {e.conversationId && (
                      <li className={shared.metaItem}>
                        <Icon name="message" size={14} />
                        <ThemeLink asChild size="2" underline="always">
                          <Link href={conversationHref(e.conversationId)}>
                            Messages<VisuallyHidden> with {e.other.name}</VisuallyHidden>
                          </Link>
                        </ThemeLink>
                      </li>
                    )}
                  </ul>
                  {step && (
                    <Text as="p" size="2" weight="medium" className={styles.step}>
                      <Icon name="alertCircle" size={14} />
                      {step} on the job page
                    </Text>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
