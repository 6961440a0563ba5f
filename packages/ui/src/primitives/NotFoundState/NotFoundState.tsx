'use client';

import { Button, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import { Icon, type IconName } from '../Icon';
import { Link } from '../Link';
import * as styles from './NotFoundState.css';

export interface NotFoundStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What was not found, as the heading: 'Job not found', 'Oops! Page not found'. */
  title: string;
  /** Why it may be missing, in a sentence or two, under the heading. */
  description: ReactNode;
  /** The way back: where the button goes (rendered with the injected link component). */
  actionHref: string;
  /** The button's label, e.g. 'Back to jobs'. */
  actionLabel: string;
  /** An icon before the button's label; none by default. */
  actionIcon?: IconName;
  /** Above the heading: `search` (a magnifier in a circle, the default) or `404` (the code, large). */
  mark?: 'search' | '404';
  /** The heading's level: `h1` when the state is the page's whole content (default), else `h2`. */
  headingAs?: 'h1' | 'h2';
  ref?: Ref<HTMLDivElement>;
}

/**
 * The one not-found pattern: a mark, what was not found, why, and one way back. The 404 page,
 * an unknown job, conversation or profile all use it, so they read and behave alike.
 */
export function NotFoundState({
  title,
  description,
  actionHref,
  actionLabel,
  actionIcon,
  mark = 'search',
  headingAs = 'h1',
  className,
  ...rest
}: NotFoundStateProps) {
  return (
    <div data-slot="not-found-state" className={cx(styles.root, className)} {...rest}>
      {mark === '404' ? (
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      ) : (
        <span className={styles.icon} aria-hidden="true">
          <Icon name="search" size={28} />
        </span>
      )}
      <Heading as={headingAs} size={headingAs === 'h1' ? '6' : '5'} className={styles.title}>
        {title}
      </Heading>
      <Text as="p" size="3" className={styles.body}>
        {description}
      </Text>
      <Button asChild size="3" className={styles.action}>
        <Link href={actionHref}>
          {actionIcon ? <Icon name={actionIcon} /> : null}
          {actionLabel}
        </Link>
      </Button>
    </div>
  );
}
