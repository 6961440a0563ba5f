'use client';

import { Spinner, VisuallyHidden } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './FullScreenSpinner.css';

export interface FullScreenSpinnerProps extends HTMLAttributes<HTMLDivElement> {
  /** What is being waited for, announced to screen readers. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Covers the viewport while the session is first checked. */
export function FullScreenSpinner({
  label = 'Checking your session…',
  className,
  ...rest
}: FullScreenSpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="full-screen-spinner"
      className={cx(styles.root, className)}
      {...rest}
    >
      <Spinner size="3" className={styles.spinner} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
