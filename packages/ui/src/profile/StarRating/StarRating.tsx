import { Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { ratings } from '../../domain/constants';
import { cx } from '../../internal/cx';
import * as styles from './StarRating.css';

export interface StarRatingProps extends HTMLAttributes<HTMLSpanElement> {
  /** From 0 to 5; decimals are shown as the number and rounded for the stars. */
  rating: number;
  /** Show the number beside the stars, e.g. '4.8'. */
  showValue?: boolean;
  size?: number;
  ref?: Ref<HTMLSpanElement>;
}

const starPath = 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z';

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
          <svg
            key={i}
            width={size}
            height={size}
            viewBox="0 0 24 24"
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinejoin="round"
            className={i < rounded ? styles.filled : styles.empty}
          >
            <path d={starPath} />
          </svg>
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
