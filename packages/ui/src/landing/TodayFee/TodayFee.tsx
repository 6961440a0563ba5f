'use client';

import type { HTMLAttributes, Ref } from 'react';
import { todayFeeText, type CommunityFigures } from '../../domain/community';
import { pricingFacts } from '../../domain/fees';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { Link } from '../../primitives';
import * as styles from './TodayFee.css';

const { launchFee } = pricingFacts();

export interface TodayFeeProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Today's figures from the database (`community_figures()`), or undefined until they have
   * arrived: the line then says what is always true (the fee is never more than the launch
   * fee) and points to the public ledger, so a page prerendered once, or read without
   * JavaScript, is never wrong.
   */
  figures?: Pick<CommunityFigures, 'members' | 'monthlyFee' | 'membersUntilFeeFalls'>;
  /** Where 'See the public ledger' goes; rendered with the injected link component. */
  ledgerHref?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The landing page's live line beside the fee calculator: 'Today: 412 members → $5 a month',
 * and how many more members before the fee starts to fall (or since when it has been
 * falling). Its height is kept from before the figures arrive to after, so filling it moves
 * nothing on the page.
 */
export function TodayFee({
  figures,
  ledgerHref = paths.ledger,
  className,
  ...rest
}: TodayFeeProps) {
  const text = figures
    ? todayFeeText(figures)
    : {
        line: `Today: never more than ${launchFee} a month`,
        note: 'The live member count and fee are read from the database.',
      };
  return (
    <div
      data-slot="today-fee"
      data-state={figures ? 'live' : 'waiting'}
      className={cx(styles.root, className)}
      {...rest}
    >
      <p className={styles.line}>{text.line}</p>
      <p className={styles.note}>
        {text.note}{' '}
        <Link href={ledgerHref} className={styles.link}>
          See the public ledger
        </Link>
      </p>
    </div>
  );
}
