'use client';

import { Button, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { Link } from '../../primitives';
import * as styles from './NotFound.css';

export interface NotFoundProps extends HTMLAttributes<HTMLElement> {
  /** Where 'Return to Home' goes; rendered with the injected link component. */
  homeHref?: string;
  ref?: Ref<HTMLElement>;
}

/** The 404 screen for any path the app does not know. */
export function NotFound({ homeHref = paths.home, className, ...rest }: NotFoundProps) {
  return (
    <main data-slot="not-found" className={cx(styles.root, className)} {...rest}>
      <div className={styles.panel}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <Heading as="h1" size="7" className={styles.title}>
          Oops! Page not found
        </Heading>
        <Text as="p" size="3" className={styles.body}>
          The page you asked for does not exist, or it has moved.
        </Text>
        <Button asChild size="3">
          <Link href={homeHref}>Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
