'use client';

import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import * as shared from '../../layout/screen.css';
import { NotFoundState } from '../../primitives';

export interface ProfileNotFoundProps extends HTMLAttributes<HTMLDivElement> {
  /** Where 'Back to dashboard' goes. Default `paths.dashboard`. */
  backHref?: string;
  /**
   * Why there is nothing to show: `missing` (no such member, the default), `private` (the member
   * exists and keeps the profile to themselves) or `deleted` (the account was deleted).
   */
  reason?: 'missing' | 'private' | 'deleted';
  ref?: Ref<HTMLDivElement>;
}

const copy = {
  missing: {
    title: 'Profile not found',
    description: 'No member has this profile: the link may be mistyped.',
  },
  private: {
    title: 'This profile is private',
    description:
      'This member keeps their profile to themselves. You can still reply to them where you have talked before.',
  },
  deleted: {
    title: 'Deleted user',
    description: 'This account was deleted. Conversations with it stay readable in Messages.',
  },
} as const;

/** The profile screen's fallback when a profile cannot be shown: unknown, private or deleted. */
export function ProfileNotFound({
  backHref = paths.dashboard,
  reason = 'missing',
  className,
  ...rest
}: ProfileNotFoundProps) {
  return (
    <div
      data-slot="profile-not-found"
      data-reason={reason}
      className={cx(shared.screen, className)}
      {...rest}
    >
      <NotFoundState
        title={copy[reason].title}
        description={copy[reason].description}
        actionHref={backHref}
        actionLabel="Back to dashboard"
        actionIcon="arrowLeft"
      />
    </div>
  );
}
