'use client';

import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { NotFoundState } from '../../primitives';
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
      <NotFoundState
        mark="404"
        title="Oops! Page not found"
        description="The page you asked for does not exist, or it has moved."
        actionHref={homeHref}
        actionLabel="Return to Home"
        className={styles.panel}
      />
    </main>
  );
}
