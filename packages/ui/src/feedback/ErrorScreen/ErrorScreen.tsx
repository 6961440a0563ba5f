'use client';

import { Button, Heading, Text } from '@radix-ui/themes';
import { useId, type HTMLAttributes, type Ref } from 'react';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { Icon, Link } from '../../primitives';
import * as styles from './ErrorScreen.css';

export interface ErrorScreenProps extends HTMLAttributes<HTMLElement> {
  /** Called by 'Try again' (the app reloads or revalidates the route). Without it the button is hidden. */
  onRetry?: () => void;
  /** Where 'Return to Home' goes; rendered with the injected link component. */
  homeHref?: string;
  /**
   * Technical details for developers (message, stack), shown collapsed under
   * 'Technical details'. Rendered as plain text, never as HTML.
   */
  details?: string;
  /**
   * `page` (default) fills the viewport and is the page's `<main>`; `embedded`
   * is a `<section>` for use inside a layout that already has a `<main>`, such
   * as the app shell.
   */
  variant?: 'page' | 'embedded';
  ref?: Ref<HTMLElement>;
}

/**
 * The friendly screen shown when a route crashes or its code fails to load:
 * what happened in plain words, a way to try again and a way home.
 */
export function ErrorScreen({
  onRetry,
  homeHref = paths.home,
  details,
  variant = 'page',
  className,
  ...rest
}: ErrorScreenProps) {
  const titleId = useId();
  const Root = variant === 'page' ? 'main' : 'section';
  return (
    <Root
      data-slot="error-screen"
      data-variant={variant}
      aria-labelledby={titleId}
      className={cx(variant === 'page' ? styles.page : styles.embedded, className)}
      {...rest}
    >
      <div className={styles.panel}>
        <span className={styles.icon} data-slot="error-screen-icon">
          <Icon name="alertTriangle" size={28} />
        </span>
        <Heading as="h1" size="7" id={titleId} className={styles.title}>
          Something went wrong
        </Heading>
        <Text as="p" size="3" className={styles.body}>
          This page ran into a problem and could not be shown. Your account and your work are safe.
          Try again, or go back to the home page.
        </Text>
        <div className={styles.actions} data-slot="error-screen-actions">
          {onRetry ? (
            <Button size="3" onClick={() => onRetry()}>
              Try again
            </Button>
          ) : null}
          <Button asChild size="3" variant="outline" highContrast>
            <Link href={homeHref}>Return to Home</Link>
          </Button>
        </div>
        {details ? (
          <details className={styles.details} data-slot="error-screen-details">
            <summary className={styles.summary}>Technical details</summary>
            <pre className={styles.detailsText}>{details}</pre>
          </details>
        ) : null}
      </div>
    </Root>
  );
}
