'use client';

import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type HTMLAttributes, type Ref } from 'react';
import { sampleBilling } from '../../domain/constants';
import { formatUsd } from '../../domain/fees';
import { cx } from '../../internal/cx';
import { Icon } from '../../primitives';
import * as styles from './BillingPanel.css';

export interface Billing {
  plan: string;
  monthlyPrice: number;
  billingCycle: string;
  cardLast4: string;
}

export interface BillingPanelProps extends HTMLAttributes<HTMLElement> {
  /** Display only; defaults to the sample billing (Pro, $5.00/month, card 4242). */
  billing?: Billing;
  ref?: Ref<HTMLElement>;
}

/** The subscription and payment method, for display. */
export function BillingPanel({ billing = sampleBilling, className, ...rest }: BillingPanelProps) {
  const headingId = useId();
  return (
    <Card size={{ initial: '2', sm: '4' }} asChild>
      <section
        data-slot="billing-panel"
        aria-labelledby={headingId}
        className={cx(styles.root, className)}
        {...rest}
      >
        <Flex direction="column" gap="1">
          <Heading as="h2" size="5" id={headingId}>
            Billing
          </Heading>
          <Text as="p" size="2" className={styles.muted}>
            A flat monthly fee instead of a commission. It falls as the community grows.
          </Text>
        </Flex>

        <div className={styles.plan} data-slot="billing-plan">
          <Flex direction="column" gap="1">
            <Flex align="center" gap="2">
              <Heading as="h3" size="4">
                {billing.plan} plan
              </Heading>
              <Badge color="green" variant="solid">
                Active
              </Badge>
            </Flex>
            <Text size="2" className={styles.muted}>
              Billed {billing.billingCycle}
            </Text>
          </Flex>
          <p className={styles.price}>
            <span className={styles.amount}>{formatUsd(billing.monthlyPrice)}</span>
            <Text size="2" className={styles.muted}>
              /month
            </Text>
          </p>
        </div>

        <Flex direction="column" gap="2">
          <Heading as="h3" size="3">
            Payment method
          </Heading>
          <div className={styles.card} data-slot="billing-card">
            <Icon name="creditCard" size={28} className={styles.cardArt} />
            <Flex direction="column">
              <Text size="2" weight="medium">
                Card ending in {billing.cardLast4}
              </Text>
              <Text size="2" className={styles.muted}>
                Default payment method
              </Text>
            </Flex>
          </div>
        </Flex>
      </section>
    </Card>
  );
}
