'use client';

import type { HTMLAttributes, Ref } from 'react';
import { brand } from '../../brand';
import { cx } from '../../internal/cx';
import * as styles from './BrandMark.css';

export interface BrandMarkProps extends HTMLAttributes<HTMLSpanElement> {
  /** Edge of the square mark, in pixels. */
  size?: number;
  /** Show the brand name beside the mark; without it the mark is decorative. */
  withName?: boolean;
  /** Class for the name, e.g. to hide it visually in a collapsed sidebar. */
  nameClassName?: string;
  ref?: Ref<HTMLSpanElement>;
}

/** The Fairlance mark: a teal tile with an open "f" whose crossbar is a level scale. */
export function BrandMark({
  size = 28,
  withName = true,
  nameClassName,
  className,
  ...rest
}: BrandMarkProps) {
  return (
    <span data-slot="brand-mark" className={cx(styles.root, className)} {...rest}>
      <svg
        className={styles.mark}
        width={size}
        height={size}
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <rect className={styles.tile} width="32" height="32" rx="8" />
        <path className={styles.glyph} d="M19.5 8.5c-3 0-4.5 1.6-4.5 4.6V24" />
        <path className={styles.glyph} d="M10 15h12" />
        <circle className={styles.dot} cx="10" cy="19.5" r="1.6" />
        <circle className={styles.dot} cx="22" cy="19.5" r="1.6" />
      </svg>
      {withName ? <span className={cx(styles.name, nameClassName)}>{brand.name}</span> : null}
    </span>
  );
}
