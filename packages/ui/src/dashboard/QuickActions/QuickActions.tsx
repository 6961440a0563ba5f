'use client';

import { Badge, Card, Heading, VisuallyHidden } from '@radix-ui/themes';
import { useId, type HTMLAttributes, type Ref } from 'react';
import { paths } from '../../domain/paths';
import { Icon, Link } from '../../primitives';
import { cx } from '../../internal/cx';
import * as styles from './QuickActions.css';

export interface QuickActionsProps extends HTMLAttributes<HTMLElement> {
  /** Unread messages, shown as a badge on 'Messages' when above 0. */
  unreadMessages: number;
  /** Where 'Post a Job' goes. Default `paths.postJob`. */
  postJobHref?: string;
  /** Where 'Browse Jobs' goes. Default `paths.jobs`. */
  browseJobsHref?: string;
  /** Where 'Messages' goes. Default `paths.messages`. */
  messagesHref?: string;
  ref?: Ref<HTMLElement>;
}

/** Post a Job, Browse Jobs and Messages (with the unread count). */
export function QuickActions({
  unreadMessages,
  postJobHref = paths.postJob,
  browseJobsHref = paths.jobs,
  messagesHref = paths.messages,
  className,
  ...rest
}: QuickActionsProps) {
  const headingId = useId();
  return (
    <Card size="3" asChild className={className}>
      <section data-slot="quick-actions" aria-labelledby={headingId} {...rest}>
        <Heading as="h2" size="4" id={headingId} mb="3">
          Quick Actions
        </Heading>
        <ul className={styles.list}>
          <li>
            <Link href={postJobHref} className={cx(styles.action, styles.primary)}>
              <Icon name="plus" size={18} />
              <span className={styles.label}>Post a Job</span>
            </Link>
          </li>
          <li>
            <Link href={browseJobsHref} className={styles.action}>
              <Icon name="search" size={18} />
              <span className={styles.label}>Browse Jobs</span>
            </Link>
          </li>
          <li>
            <Link href={messagesHref} className={styles.action}>
              <Icon name="message" size={18} />
              <span className={styles.label}>Messages</span>
              {unreadMessages > 0 && (
                <Badge radius="full" variant="solid" data-slot="quick-actions-unread">
                  {unreadMessages}
                  <VisuallyHidden> unread</VisuallyHidden>
                </Badge>
              )}
            </Link>
          </li>
        </ul>
      </section>
    </Card>
  );
}
