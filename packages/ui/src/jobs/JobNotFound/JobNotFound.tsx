'use client';

import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { NotFoundState } from '../../primitives';
import * as shared from '../../layout/screen.css';

export interface JobNotFoundProps extends HTMLAttributes<HTMLDivElement> {
  /** Where 'Back to jobs' goes. */
  backHref?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The job detail screen's fallback for an unknown job id. */
export function JobNotFound({ backHref = paths.jobs, className, ...rest }: JobNotFoundProps) {
  return (
    <div data-slot="job-not-found" className={cx(shared.screen, className)} {...rest}>
      <NotFoundState
        title="Job not found"
        description="This job may have been filled or removed by the client, or the link is mistyped."
        actionHref={backHref}
        actionLabel="Back to jobs"
        actionIcon="arrowLeft"
      />
    </div>
  );
}
