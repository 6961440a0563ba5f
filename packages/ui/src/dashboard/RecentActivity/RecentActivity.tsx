'use client';

import { Button, Card, Heading, Text } from '@radix-ui/themes';
import { useId, type HTMLAttributes, type Ref } from 'react';
import { paths } from '../../domain/paths';
import type { ActivityItem } from '../../domain/types';
import { Icon, Link, mentionPerson, type IconName } from '../../primitives';
import * as styles from './RecentActivity.css';

export interface RecentActivityProps extends HTMLAttributes<HTMLElement> {
  /** The latest items, newest first; leave it out while they load. */
  activity?: ActivityItem[];
  /** Where the empty state's 'Browse Jobs' goes. */
  browseJobsHref?: string;
  /** Where the empty state's 'Post a Job' goes. */
  postJobHref?: string;
  /** A profile's address from a user id (a person's name in a line links to it). */
  profileHref?: (userId: string) => string;
  ref?: Ref<HTMLElement>;
}

const icons: Record<ActivityItem['kind'], IconName> = {
  application: 'file',
  message: 'message',
  job: 'briefcase',
  review: 'star',
  payment: 'dollar',
};

/**
 * The latest things that happened on the user's jobs and messages. With none yet, it says so
 * and offers the first steps: Browse Jobs and Post a Job. While they load, it says that.
 */
export function RecentActivity({
  activity,
  browseJobsHref = paths.jobs,
  postJobHref = paths.postJob,
  profileHref,
  className,
  ...rest
}: RecentActivityProps) {
  const headingId = useId();
  return (
    <Card size="3" asChild className={className}>
      <section
        data-slot="recent-activity"
        aria-labelledby={headingId}
        aria-busy={activity === undefined || undefined}
        {...rest}
      >
        <Heading as="h2" size="4" id={headingId} mb="2">
          Recent Activity
        </Heading>
        {activity === undefined ? (
          <Text as="p" size="2" className={styles.loading} data-slot="recent-activity-loading">
            Loading recent activity…
          </Text>
        ) : activity.length === 0 ? (
          <div className={styles.empty} data-slot="recent-activity-empty">
            <span className={styles.emptyIcon}>
              <Icon name="inbox" size={22} />
            </span>
            <Heading as="h3" size="3">
              No activity yet
            </Heading>
            <Text as="p" size="2" className={styles.emptyText}>
              Applications, messages and payments will show up here. Start by finding a job to apply
              for, or post one of your own.
            </Text>
            <div className={styles.emptyActions}>
              <Button asChild size="2">
                <Link href={browseJobsHref}>
                  <Icon name="search" />
                  Browse Jobs
                </Link>
              </Button>
              <Button asChild size="2" variant="outline" highContrast>
                <Link href={postJobHref}>
                  <Icon name="plus" />
                  Post a Job
                </Link>
              </Button>
            </div>
          </div>
        ) : (
          <ul className={styles.list}>
            {activity.map((item) => (
              <li key={item.id} className={styles.item}>
                <span className={styles.icon}>
                  <Icon name={icons[item.kind]} size={16} />
                </span>
                <span className={styles.text}>
                  <Text as="p" size="2" className={styles.title}>
                    {mentionPerson(item.title, item.person, profileHref)}
                  </Text>
                  <Text as="p" size="2" className={styles.detail}>
                    {/* The name is linked once: in the title, or else in the detail. */}
                    {item.person && item.title.includes(item.person.name)
                      ? item.detail
                      : mentionPerson(item.detail, item.person, profileHref)}
                  </Text>
                </span>
                <Text size="1" className={styles.time}>
                  {item.time}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
