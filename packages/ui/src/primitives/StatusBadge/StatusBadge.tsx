'use client';

import { Badge } from '@radix-ui/themes';
import type { ComponentProps, Ref } from 'react';
import { engagementStatusLabels } from '../../domain/engagements';
import { jobStatusLabels, proposalStatusLabels } from '../../domain/proposals';
import type { EngagementStatus, JobStatus, ProposalStatus } from '../../domain/types';
import { Icon, type IconName } from '../Icon';

/** The scales a status uses (literal, so the app's CSS build keeps just these). */
type BadgeColor = 'amber' | 'green' | 'red' | 'gray' | 'teal';
type Look = { color: BadgeColor; icon: IconName };

const proposalLooks: Record<ProposalStatus, Look> = {
  pending: { color: 'amber', icon: 'clock' },
  accepted: { color: 'green', icon: 'check' },
  declined: { color: 'red', icon: 'xSmall' },
  withdrawn: { color: 'gray', icon: 'arrowLeftSmall' },
  not_selected: { color: 'gray', icon: 'lock' },
};

const engagementLooks: Record<EngagementStatus, Look> = {
  active: { color: 'teal', icon: 'briefcaseSmall' },
  awaiting_confirmation: { color: 'amber', icon: 'clock' },
  completed: { color: 'green', icon: 'check' },
  cancelled: { color: 'gray', icon: 'xSmall' },
};

const jobLooks: Record<JobStatus, Look> = {
  open: { color: 'green', icon: 'circle' },
  in_progress: { color: 'teal', icon: 'briefcaseSmall' },
  closed: { color: 'gray', icon: 'lock' },
};

interface BaseProps extends Omit<ComponentProps<typeof Badge>, 'color' | 'children'> {
  ref?: Ref<HTMLSpanElement>;
}

function StatusBadgeOf({ look, label, ...rest }: { look: Look; label: string } & BaseProps) {
  return (
    <Badge size="2" variant="soft" color={look.color} highContrast {...rest}>
      <Icon name={look.icon} size={12} />
      {label}
    </Badge>
  );
}

export interface ProposalStatusBadgeProps extends BaseProps {
  /** Pending, Accepted, Declined, Withdrawn or Not selected. */
  status: ProposalStatus;
}

/** A proposal's status in a word, with an icon and a colour (never the colour alone). */
export function ProposalStatusBadge({ status, ...rest }: ProposalStatusBadgeProps) {
  return (
    <StatusBadgeOf
      look={proposalLooks[status]}
      label={proposalStatusLabels[status]}
      data-slot="proposal-status"
      data-status={status}
      {...rest}
    />
  );
}

export interface EngagementStatusBadgeProps extends BaseProps {
  /** In progress, Awaiting confirmation, Completed or Cancelled. */
  status: EngagementStatus;
}

/** Hired work's status in words, with an icon and a colour. */
export function EngagementStatusBadge({ status, ...rest }: EngagementStatusBadgeProps) {
  return (
    <StatusBadgeOf
      look={engagementLooks[status]}
      label={engagementStatusLabels[status]}
      data-slot="engagement-status"
      data-status={status}
      {...rest}
    />
  );
}

export interface JobStatusBadgeProps extends BaseProps {
  /** Open, In progress or Closed. */
  status: JobStatus;
}

/** A job's status in a word, with an icon and a colour. */
export function JobStatusBadge({ status, ...rest }: JobStatusBadgeProps) {
  return (
    <StatusBadgeOf
      look={jobLooks[status]}
      label={jobStatusLabels[status]}
      data-slot="job-status"
      data-status={status}
      {...rest}
    />
  );
}
