'use client';

import { Button, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { Icon, Link } from '../../primitives';
import * as styles from './JobsEmptyState.css';

export interface JobsEmptyStateProps extends HTMLAttributes<HTMLDivElement> {
  /** Where 'Post the First Job' goes. */
  postJobHref?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Shown when no job matches the search and category. */
export function JobsEmptyState({
  postJobHref = paths.postJob,
  className,
  ...rest
}: JobsEmptyStateProps) {
  return (
    <div data-slot="jobs-empty-state" className={cx(styles.root, className)} {...rest}>
      <span className={styles.icon}>
        <Icon name="briefcase" size={26} />
      </span>
      <Heading as="h2" size="5">
        No jobs found
      </Heading>
      <Text as="p" size="2" className={styles.body}>
        Nothing matches this search and category yet. Try other words or another category, or post
        the job you need done.
      </Text>
      <Button asChild size="3">
        <Link href={postJobHref}>
          <Icon name="plus" />
          Post the First Job
        </Link>
      </Button>
    </div>
  );
}
