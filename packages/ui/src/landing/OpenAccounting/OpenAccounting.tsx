'use client';

import { Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { pricingFacts } from '../../domain/fees';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import * as features from '../featureList.css';
import { landingIcons } from '../../primitives/Icon/landingDrawings';
import { DrawnIcon } from '../../primitives/Icon/SvgIcon';
import { Link } from '../../primitives/Link/LinkProvider';
import * as shared from '../../layout/section.css';
import type { LandingPoint } from '../Problems/Problems';
import * as styles from './OpenAccounting.css';

export const openAccountingPoints: readonly LandingPoint[] = [
  {
    icon: 'ledger',
    title: 'Public books',
    body: 'Membership income and every expense are published by category, for anyone to read, member or not.',
  },
  {
    icon: 'chart',
    title: 'A fee you can verify',
    body: 'The fee is the yearly cost split across members and months, nothing more. Check the maths against the books.',
  },
  {
    icon: 'branch',
    title: 'Open-source core',
    body: 'Read the code that runs the marketplace, report a problem or propose a change. The rules live in the open.',
  },
];

const { annualGoal } = pricingFacts();

const published = [
  'Member count and fee level',
  'Membership income',
  'Hosting and infrastructure',
  'Card payment costs',
  'Development and moderation',
] as const;

export interface OpenAccountingProps extends HTMLAttributes<HTMLElement> {
  /** Where 'open public accounting' links: the public ledger. */
  ledgerHref?: string;
  ref?: Ref<HTMLElement>;
}

/** The open-source core and the public accounting. */
export function OpenAccounting({
  ledgerHref = paths.ledger,
  className,
  ...rest
}: OpenAccountingProps) {
  return (
    <section
      id="open-accounting"
      aria-labelledby="open-accounting-title"
      data-slot="open-accounting"
      className={cx(shared.section, shared.deferred, styles.root, className)}
      {...rest}
    >
      <div className={cx(shared.inner, styles.layout)}>
        <div className={shared.header}>
          <p className={shared.eyebrow}>Open accounting</p>
          <Heading as="h2" size="8" id="open-accounting-title" className={shared.title}>
            Every dollar in and out, in public
          </Heading>
          <Text as="p" size="4" className={shared.lead}>
            An open-source core and{' '}
            <Link href={ledgerHref} className={styles.ledgerLink}>
              open public accounting
            </Link>
            : see what the platform earns, what it spends and why the fee is what it is.
          </Text>
          <p className={styles.formula}>
            <span className={styles.formulaLabel}>Monthly fee</span>
            <span>{annualGoal} ÷ members ÷ 12</span>
          </p>
          <p className={styles.publishedTitle} id="open-accounting-published">
            Published every month
          </p>
          <ul className={styles.published} aria-labelledby="open-accounting-published">
            {published.map((line) => (
              <li key={line} className={styles.publishedItem}>
                {line}
              </li>
            ))}
          </ul>
        </div>
        <ul className={features.list}>
          {openAccountingPoints.map((point) => (
            <li key={point.title} className={features.item}>
              <span className={features.icon}>
                <DrawnIcon drawing={landingIcons[point.icon]} size={20} />
              </span>
              <Heading as="h3" size="4" className={features.title}>
                {point.title}
              </Heading>
              <Text as="p" size="3" className={features.text}>
                {point.body}
              </Text>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
