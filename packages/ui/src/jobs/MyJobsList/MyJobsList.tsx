'use client';

import { Button, Card, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import type { MyJob } from '../../domain/types';
import { cx } from '../../internal/cx';
import { Icon, JobStatusBadge, Link } from '../../primitives';
import { ListError, ListLoading } from '../ListState/ListState';
import * as shared from '../../layout/screen.css';
import * as styles from './MyJobsList.css';

export interface MyJobsListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The client's own jobs, newest first; leave it out while they load. */
  jobs?: MyJob[];
  /** Why the jobs could not be loaded: shown instead of the list, with 'Try again'. */
  error?: string;
  /** 'Try again' after an error. */
  onRetry?: () => void;
  /** Where a job links; defaults to `/jobs/{id}`. */
  jobHref?: (id: string) => string;
  /** Where 'Post a Job' goes in the empty state. */
  postJobHref?: string;
  ref?: Ref<HTMLDivElement>;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'My jobs': the jobs a client posted, each with its status (Open, In progress, Closed), its
 * budget and how many proposals came and wait for an answer. The title opens the job, where
 * the proposals are answered. Says so while loading, on error (with 'Try again'), and when
 * there is none yet (with 'Post a Job').
 */
export function MyJobsList({
  jobs,
  error,
  onRetry,
  jobHref = paths.job,
  postJobHref = paths.postJob,
  className,
  ...rest
}: MyJobsListProps) {
  return (
    <div data-slot="my-jobs-list" className={cx(styles.root, className)} {...rest}>
      {error ? (
        <ListError message={error} onRetry={onRetry} />
      ) : !jobs ? (
        <ListLoading label="Loading your jobs…" />
      ) : jobs.length === 0 ? (
        <div className={styles.empty} data-slot="my-jobs-empty">
          <span className={styles.emptyIcon}>
            <Icon name="briefcase" size={26} />
          </span>
          <Heading as="h2" size="5">
            You have not posted a job yet
          </Heading>
          <Text as="p" size="2" className={styles.muted}>
            Describe the work and your budget; freelancers send proposals, and you hire the one that
            fits. Your jobs and their proposals appear here.
          </Text>
          <Button asChild size="3">
            <Link href={postJobHref}>
              <Icon name="plus" />
              Post a Job
            </Link>
          </Button>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Your jobs">
          {jobs.map((job) => (
            <li key={job.id}>
              <Card asChild size="3">
                <article data-slot="my-job" data-status={job.status} className={styles.item}>
                  <div className={styles.top}>
                    <Heading as="h2" size="4" className={styles.title}>
                      <Link href={jobHref(job.id)} className={styles.link}>
                        {job.title}
                      </Link>
                    </Heading>
                    <JobStatusBadge status={job.status} />
                  </div>
                  <ul className={styles.meta} aria-label="Job facts">
                    <li className={shared.metaItem}>
                      <Icon name="dollar" size={14} />
                      <Text size="2">{job.budget}</Text>
                    </li>
                    <li className={shared.metaItem}>
                      <Icon name="clock" size={14} />
                      <Text size="2">Posted {job.postedAt}</Text>
                    </li>
                    <li className={shared.metaItem}>
                      <Icon name="inbox" size={14} />
                      <Text size="2">
                        {count(job.proposals, 'proposal', 'proposals')}
                        {job.pendingProposals > 0 && (
                          <>
                            ,{' '}
                            <strong className={styles.pending}>
                              {job.pendingProposals} to answer
                            </strong>
                          </>
                        )}
                      </Text>
                    </li>
                  </ul>
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
