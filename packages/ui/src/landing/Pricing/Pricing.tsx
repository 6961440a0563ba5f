'use client';

import { Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { brand } from '../../brand';
import { formatMembers, pricingFacts } from '../../domain/fees';
import { cx } from '../../internal/cx';
import * as shared from '../../layout/section.css';
import * as styles from './Pricing.css';

const facts = pricingFacts();
/* 'about $1.67 at 10,000 members, $1.00 at 16,667': the reference points past the break-even. */
const fallingFees = facts.referencePoints
  .slice(1)
  .map(
    (point, index) =>
      `${point.approximate ? 'about ' : ''}${point.fee} at ${formatMembers(point.members)}${index === 0 ? ' members' : ''}`,
  )
  .join(', ');

const pricingSteps = [
  {
    title: 'One public budget',
    body: `Hosting, card payments, moderation and development add up to a ${facts.annualGoal} yearly goal, published in the open books.`,
  },
  {
    title: 'Split evenly',
    body: 'Every member pays the same share. Nobody pays more for earning more, and there is no premium tier.',
  },
  {
    title: 'Cheaper with every member',
    body: `Once ${facts.breakEvenMembers} members cover the goal, the fee falls for everyone: ${fallingFees}.`,
  },
] as const;

export interface PricingProps extends HTMLAttributes<HTMLElement> {
  /**
   * The calculator slot: `<FeeCalculator />`, or, for an app that hydrates the calculator
   * as an island of a prerendered page, a container it hydrates into. A slot rather than a
   * default, so the static sections around it never carry the calculator's code.
   */
  calculator: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Community-powered pricing: the flat fee and the calculator. Anchor: #pricing. */
export function Pricing({ calculator, className, ...rest }: PricingProps) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      data-slot="pricing"
      className={cx(shared.section, shared.deferred, shared.sunken, styles.root, className)}
      {...rest}
    >
      <div className={shared.inner}>
        <div className={shared.header}>
          <p className={shared.eyebrow}>Community-powered pricing</p>
          <Heading as="h2" size="8" id="pricing-title" className={shared.title}>
            One flat fee that falls as we grow
          </Heading>
          <Text as="p" size="4" className={shared.lead}>
            No commission. Only a flat fee of {facts.launchFee} per month, which falls as the
            community grows.
          </Text>
          <Text as="p" size="3" className={shared.lead}>
            Running {brand.name} costs {facts.annualGoal} a year. Members split that bill evenly, so
            every new member lowers the fee for everyone else. Try a community size:
          </Text>
        </div>
        <ol className={styles.steps} aria-label="How the fee works">
          {pricingSteps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Heading as="h3" size="3" className={styles.stepTitle}>
                {step.title}
              </Heading>
              <Text as="p" size="2" className={styles.stepText}>
                {step.body}
              </Text>
            </li>
          ))}
        </ol>
        <div data-slot="pricing-calculator">{calculator}</div>
        <Text as="p" size="2" className={styles.note}>
          The calculator shows each member’s share of the {facts.annualGoal} yearly cost. The launch
          price is a flat {facts.launchFeeWithCents} a month and starts falling once{' '}
          {facts.breakEvenMembers} members cover that goal.
        </Text>
      </div>
    </section>
  );
}
