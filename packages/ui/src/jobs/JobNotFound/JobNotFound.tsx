'use client';

import { Button, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { Icon, Link } from '../../primitives';
import * as shared from '../../layout/screen.css';
import * as styles from './JobNotFound.css';

export interface JobNotFoundProps extends HTMLAttributes<HTMLDivElement> {
  /** Where 'Back to jobs' goes. */
  backHref?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The job detail screen's fallback for an unknown job id. */
export function JobNotFound({ backHref = paths.jobs, className, ...rest }: JobNotFoundProps) {
  return (
    <div data-slot="job-not-found" className={cx(shared.screen, className)} {...rest}>
      <div className={styles.root}>
        <span className={styles.icon}>
          <Icon name="search" size={28} />
        </span>
        <Heading as="h1" size="6">
          Job not found
        </Heading>
        <Text as="p" size="3" className={styles.body}>
          This job may have been filled or removed by the client, or the link is mistyped.
        </Text>
        <Button asChild size="3">
          <Link href={backHref}>
            <Icon name="arrowLeft" />
            Back to jobs
          </Link>
        </Button>
      </div>
    </div>
  );
}
