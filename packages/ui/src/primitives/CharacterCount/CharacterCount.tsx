'use client';

import { Text, VisuallyHidden } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { formatNumber } from '../../domain/format';
import { cx } from '../../internal/cx';
import * as styles from './CharacterCount.css';

export interface CharacterCountProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Characters used, counted the way the control's `maxLength` counts them (`value.length`). */
  count: number;
  /** The most the control takes. */
  limit: number;
  /** Characters left at which screen readers hear a short warning. Default 100. */
  warnAt?: number;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The '120 / 5,000' line under a long text control. Sighted people see the count on every
 * keystroke; screen readers hear it only twice, when few characters are left and when the
 * limit is reached (a polite live region), so typing is not drowned in numbers.
 */
export function CharacterCount({
  count,
  limit,
  warnAt = 100,
  className,
  ...rest
}: CharacterCountProps) {
  const left = limit - count;
  const tone = left <= 0 ? 'full' : left <= warnAt ? 'near' : 'normal';
  const announcement =
    left <= 0
      ? `You have reached the limit of ${formatNumber(limit)} characters.`
      : left <= warnAt
        ? `Fewer than ${formatNumber(warnAt)} characters left.`
        : '';
  return (
    <div
      data-slot="character-count"
      data-state={tone}
      className={cx(styles.root, className)}
      {...rest}
    >
      <Text size="1" aria-hidden="true" className={styles.count({ tone })}>
        {formatNumber(count)} / {formatNumber(limit)}
      </Text>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}
