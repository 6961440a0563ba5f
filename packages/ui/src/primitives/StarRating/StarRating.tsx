'use client';

import { Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { ratings } from '../../domain/constants';
import { cx } from '../../internal/cx';
import { Icon } from '../Icon';
import * as styles from './StarRating.css';

export interface StarRatingProps extends HTMLAttributes<HTMLSpanElement> {
  /** From 0 to 5; decimals are shown as the number and rounded for the stars. */
  rating: number;
  /** Show the number beside the stars, e.g. '4.8'. */
  showValue?: boolean;
  /** Each star's size in pixels. Default 16. */
  size?: number;
  ref?: Ref<HTMLSpanElement>;
}

/** Five stars out of `ratings.max`, announced as 'Rated 4 out of 5'. */
export function StarRating({
  rating,
  showValue = false,
  size = 16,
  className,
  ...rest
}: StarRatingProps) {
  const clamped = Math.min(ratings.max, Math.max(0, rating));
  const rounded = Math.round(clamped);
  const label = `Rated ${Number.isInteger(clamped) ? clamped : clamped.toFixed(1)} out of ${ratings.max}`;
  return (
    <span
      role="img"
      aria-label={label}
      data-slot="star-rating"
      className={cx(styles.root, className)}
      {...rest}
    >
      <span className={styles.stars} aria-hidden="true">
        {Array.from({ length: ratings.max }, (_, i) => (
          <Icon
            key={i}
            name="star"
            size={size}
            strokeWidth={1.5}
            className={i < rounded ? styles.filled : styles.empty}
          />
        ))}
      </span>
      {showValue && (
        <Text size="2" className={styles.value} aria-hidden="true">
          {clamped.toFixed(1)}
        </Text>
      )}
    </span>
  );
}
