'use client';

import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import * as shared from '../../layout/screen.css';
import { NotFoundState } from '../../primitives';

export interface ProfileNotFoundProps extends HTMLAttributes<HTMLDivElement> {
  /** Where 'Back to dashboard' goes. Default `paths.dashboard`. */
  backHref?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The profile screen's fallback for an unknown member id (/profile/{id}). */
export function ProfileNotFound({
  backHref = paths.dashboard,
  className,
  ...rest
}: ProfileNotFoundProps) {
  return (
    <div data-slot="profile-not-found" className={cx(shared.screen, className)} {...rest}>
      <NotFoundState
        title="Profile not found"
        description="No member has this profile: the link may be mistyped, or the account was closed."
        actionHref={backHref}
        actionLabel="Back to dashboard"
        actionIcon="arrowLeft"
      />
    </div>
  );
}
