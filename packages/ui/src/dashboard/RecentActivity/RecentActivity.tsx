import { Card, Heading, Text } from '@radix-ui/themes';
import { useId, type HTMLAttributes, type Ref } from 'react';
import type { ActivityItem } from '../../domain/types';
import { Icon, type IconName } from '../../primitives';
import * as styles from './RecentActivity.css';

export interface RecentActivityProps extends HTMLAttributes<HTMLElement> {
  activity: ActivityItem[];
  ref?: Ref<HTMLElement>;
}

const icons: Record<ActivityItem['kind'], IconName> = {
  application: 'file',
  message: 'message',
  job: 'briefcase',
  review: 'star',
  payment: 'dollar',
};

/** The latest things that happened on the user's jobs and messages. */
export function RecentActivity({ activity, className, ...rest }: RecentActivityProps) {
  const headingId = useId();
  return (
    <Card size="3" asChild className={className}>
      <section data-slot="recent-activity" aria-labelledby={headingId} {...rest}>
        <Heading as="h2" size="4" id={headingId} mb="2">
          Recent Activity
        </Heading>
        {activity.length === 0 ? (
          <Text as="p" size="2" className={styles.empty}>
            Nothing yet. Applications, messages and payments will show up here.
          </Text>
        ) : (
          <ul className={styles.list}>
            {activity.map((item) => (
              <li key={item.id} className={styles.item}>
                <span className={styles.icon}>
                  <Icon name={icons[item.kind]} size={16} />
                </span>
                <span className={styles.text}>
                  <Text as="p" size="2" className={styles.title}>
                    {item.title}
                  </Text>
                  <Text as="p" size="2" className={styles.detail}>
                    {item.detail}
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
