'use client';

import { Badge, Button, Card, Heading, Text } from '@radix-ui/themes';
import { useId, type HTMLAttributes, type Ref } from 'react';
import { jobStatusLabels, proposalStatusLabels } from '../../domain/proposals';
import { paths } from '../../domain/paths';
import type { MyProposal, ProposalStatus } from '../../domain/types';
import { cx } from '../../internal/cx';
import { Icon, Link, ProposalStatusBadge } from '../../primitives';
import { ListError, ListLoading } from '../ListState/ListState';
import * as shared from '../../layout/screen.css';
import * as list from '../MyJobsList/MyJobsList.css';
import * as styles from './MyProposalsList.css';

export interface MyProposalsListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The freelancer's own proposals, newest first; leave it out while they load. */
  proposals?: MyProposal[];
  /** Why the proposals could not be loaded: shown instead of the list, with 'Try again'. */
  error?: string;
  /** 'Try again' after an error. */
  onRetry?: () => void;
  /** Where a proposal's job links; defaults to `/jobs/{id}`. */
  jobHref?: (id: string) => string;
  /** Where 'Browse jobs' goes in the empty state. */
  browseHref?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The order of the groups: what needs attention first. */
const statusOrder: ProposalStatus[] = [
  'pending',
  'accepted',
  'not_selected',
  'declined',
  'withdrawn',
];

function Group({
  status,
  items,
  jobHref,
}: {
  status: ProposalStatus;
  items: MyProposal[];
  jobHref: (id: string) => string;
}) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className={styles.group} data-slot="my-proposals-group">
      <Heading as="h2" size="4" id={heading} className={styles.groupHeading}>
        {proposalStatusLabels[status]}
        <Badge size="2" variant="soft" radius="full" highContrast>
          {items.length}
        </Badge>
      </Heading>
      <ul className={list.list}>
        {items.map((p) => (
          <li key={p.id}>
            <Card asChild size="3">
              <article data-slot="my-proposal" data-status={p.status} className={list.item}>
                <div className={list.top}>
                  <Heading as="h3" size="3" className={list.title}>
                    <Link href={jobHref(p.jobId)} className={list.link}>
                      {p.jobTitle}
                    </Link>
                  </Heading>
                  <ProposalStatusBadge status={p.status} />
                </div>
                <ul className={list.meta} aria-label="Proposal facts">
                  <li className={shared.metaItem}>
                    <Icon name="dollar" size={14} />
                    <Text size="2">Bid {p.bid}</Text>
                  </li>
                  <li className={shared.metaItem}>
                    <Icon name="clock" size={14} />
                    <Text size="2">Sent {p.submittedAt}</Text>
                  </li>
                  {p.jobStatus !== 'open' && (
                    <li className={shared.metaItem}>
                      <Icon name={p.jobStatus === 'closed' ? 'lock' : 'briefcaseSmall'} size={14} />
                      <Text size="2">Job {jobStatusLabels[p.jobStatus].toLowerCase()}</Text>
                    </li>
                  )}
                </ul>
              </article>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'My proposals': the proposals a freelancer sent, grouped by status (Pending first, then
 * Accepted, Not selected, Declined, Withdrawn), each with its job (the link), bid, when it was
 * sent and whether the job is still open. Says so while loading, on error (with 'Try again'),
 * and when there is none yet (with 'Browse jobs').
 */
export function MyProposalsList({
  proposals,
  error,
  onRetry,
  jobHref = paths.job,
  browseHref = paths.jobs,
  className,
  ...rest
}: MyProposalsListProps) {
  return (
    <div data-slot="my-proposals-list" className={cx(list.root, className)} {...rest}>
      {error ? (
        <ListError message={error} onRetry={onRetry} />
      ) : !proposals ? (
        <ListLoading label="Loading your proposals…" />
      ) : proposals.length === 0 ? (
        <div className={list.empty} data-slot="my-proposals-empty">
          <span className={list.emptyIcon}>
            <Icon name="send" size={24} />
          </span>
          <Heading as="h2" size="5">
            No proposals yet
          </Heading>
          <Text as="p" size="2" className={list.muted}>
            Find a job that fits your skills and send a proposal with your bid. You can follow each
            one here, from Pending to Accepted.
          </Text>
          <Button asChild size="3">
            <Link href={browseHref}>
              <Icon name="search" />
              Browse jobs
            </Link>
          </Button>
        </div>
      ) : (
        statusOrder.map((status) => {
          const items = proposals.filter((p) => p.status === status);
          return items.length > 0 ? (
            <Group key={status} status={status} items={items} jobHref={jobHref} />
          ) : null;
        })
      )}
    </div>
  );
}
