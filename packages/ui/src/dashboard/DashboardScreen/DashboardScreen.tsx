'use client';

import { Heading, Text } from '@radix-ui/themes';
import { useId, type HTMLAttributes, type Ref } from 'react';
import { greetingName } from '../../domain/greeting';
import { paths } from '../../domain/paths';
import type { ActivityItem, DashboardStats, Engagement } from '../../domain/types';
import * as shared from '../../layout/screen.css';
import { cx } from '../../internal/cx';
import { CurrentWork } from '../CurrentWork/CurrentWork';
import { QuickActions } from '../QuickActions/QuickActions';
import { RecentActivity } from '../RecentActivity/RecentActivity';
import { StatCard } from '../StatCard/StatCard';
import * as styles from './DashboardScreen.css';

export interface DashboardScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The signed-in email; the greeting uses the part before the @, or 'User'. */
  email?: string | null;
  /** A profile's address from a user id: people's names link to it. Default `/profile/{id}`. */
  profileHref?: (userId: string) => string;
  /** The four counters; leave it out while they load (each shows a placeholder). */
  stats?: DashboardStats;
  /** Unread messages: the badge on the Messages quick action (hidden at 0). */
  unreadMessages: number;
  /** Recent activity, newest first; leave it out while it loads. */
  activity?: ActivityItem[];
  /**
   * Where each counter leads. Default: Active Jobs → My jobs, Applications → My proposals,
   * Messages → /messages; Completed leads to 'Your work' on the dashboard when it is shown.
   */
  statHrefs?: Partial<Record<keyof DashboardStats, string>>;
  /**
   * The viewer's engagements for 'Your work' (as client or freelancer). Left out, the section
   * is not shown, unless `engagementsLoading`.
   */
  engagements?: Engagement[];
  /** 'Your work' is loading: it shows and says so. */
  engagementsLoading?: boolean;
  /** Where a job links from 'Your work'. Default `/jobs/{id}`. */
  jobHref?: (jobId: string) => string;
  /** A conversation's address from its id, for 'Your work'. Default `/messages/{id}`. */
  conversationHref?: (conversationId: string) => string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The signed-in home: greeting, four counters, quick actions and recent activity. It draws at
 * once: the counters and the activity say they are loading until the app passes them.
 */
export function DashboardScreen({
  email,
  stats,
  unreadMessages,
  activity,
  profileHref,
  statHrefs,
  engagements,
  engagementsLoading = false,
  jobHref,
  conversationHref,
  className,
  ...rest
}: DashboardScreenProps) {
  const showWork = engagementsLoading || engagements !== undefined;
  const workId = useId();
  const hrefs: Partial<Record<keyof DashboardStats, string>> = {
    activeJobs: paths.jobsView('my-jobs'),
    applications: paths.jobsView('my-proposals'),
    completed: showWork ? `#${workId}` : undefined,
    messages: paths.messages,
    ...statHrefs,
  };
  return (
    <div data-slot="dashboard-screen" className={cx(shared.screen, className)} {...rest}>
      <header className={shared.screenHeader}>
        <Heading as="h1" size="7">
          Welcome back, {greetingName(email)}!
        </Heading>
        <Text as="p" size="3" className={shared.muted}>
          Here is what is happening with your work today.
        </Text>
      </header>
      <ul className={styles.stats} aria-label="Your numbers">
        <li>
          <StatCard
            label="Active Jobs"
            value={stats?.activeJobs}
            href={hrefs.activeJobs}
            icon="briefcase"
          />
        </li>
        <li>
          <StatCard
            label="Applications"
            value={stats?.applications}
            href={hrefs.applications}
            icon="file"
          />
        </li>
        <li>
          <StatCard
            label="Completed"
            value={stats?.completed}
            href={hrefs.completed}
            icon="check"
          />
        </li>
        <li>
          <StatCard label="Messages" value={stats?.messages} href={hrefs.messages} icon="message" />
        </li>
      </ul>
      {showWork && (
        <CurrentWork
          id={workId}
          engagements={engagementsLoading ? undefined : engagements}
          jobHref={jobHref}
          profileHref={profileHref}
          conversationHref={conversationHref}
        />
      )}
      <div className={styles.columns}>
        <QuickActions unreadMessages={unreadMessages} />
        <RecentActivity activity={activity} profileHref={profileHref} />
      </div>
    </div>
  );
}
