'use client';

import { Card, Text, VisuallyHidden } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { formatNumber } from '../../domain/format';
import { Icon, Link, type IconName } from '../../primitives';
import { cx } from '../../internal/cx';
import * as styles from './StatCard.css';

export interface StatCardProps extends HTMLAttributes<HTMLDivElement> {
  /** What is counted, under the number (e.g. 'Active Jobs'). */
  label: string;
  /** The count; leave it out while it loads (a placeholder, read as 'Loading'). */
  value?: number;
  /** The icon in the tile beside the number. */
  icon: IconName;
  /** Where the card leads (e.g. 'My jobs'): the label becomes a link stretched over the card. */
  href?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One dashboard counter: a number, what it counts and an icon; a placeholder while it loads.
 * With `href` the whole card is one link, named by the label.
 */
export function StatCard({ label, value, icon, href, className, ...rest }: StatCardProps) {
  return (
    <Card
      size={{ initial: '2', sm: '3' }}
      className={cx(href && styles.linked, className)}
      data-slot="stat-card"
      {...rest}
    >
      <div className={styles.body}>
        <dl className={styles.text}>
          <dt className={styles.label}>
            <Text size="2">
              {href ? (
                <Link href={href} className={styles.link} data-slot="stat-card-link">
                  {label}
                </Link>
              ) : (
                label
              )}
            </Text>
          </dt>
          {value === undefined ? (
            <dd className={styles.value} aria-busy="true" data-slot="stat-card-loading">
              <span className={styles.placeholder} aria-hidden="true" />
              <VisuallyHidden>Loading</VisuallyHidden>
            </dd>
          ) : (
            <dd className={styles.value}>{formatNumber(value)}</dd>
          )}
        </dl>
        <span className={styles.icon}>
          <Icon name={icon} size={22} />
        </span>
      </div>
    </Card>
  );
}
