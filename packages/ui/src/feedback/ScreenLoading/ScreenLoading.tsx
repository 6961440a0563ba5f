'use client';

import { Spinner, VisuallyHidden } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './ScreenLoading.css';

export interface ScreenLoadingProps extends HTMLAttributes<HTMLDivElement> {
  /** What is being loaded, read to screen readers, e.g. 'Loading your settings…'. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A screen's data on its way, inside the app shell: a spinner centred in the content area,
 * which keeps a minimum height so the layout does not jump, and the label for screen readers.
 * The shell around it stays usable (unlike `FullScreenSpinner`).
 */
export function ScreenLoading({ label = 'Loading…', className, ...rest }: ScreenLoadingProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="screen-loading"
      className={cx(styles.root, className)}
      {...rest}
    >
      <Spinner size="3" className={styles.spinner} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
