'use client';

import { Badge, Button, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { brand } from '../../brand';
import { pricingFacts } from '../../domain/fees';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { Link } from '../../primitives';
import { SessionSwitch, type LandingSession } from '../LandingSession/LandingSession';
import * as shared from '../../layout/section.css';
import * as styles from './Hero.css';

const { launchFee } = pricingFacts();

export interface HeroProps extends HTMLAttributes<HTMLElement> {
  /** Where 'Join the Movement' goes; rendered with the injected link component. */
  joinHref?: string;
  /** Signed out, 'Join the Movement'; signed in, 'Go to dashboard'; `unknown`, both (see `LandingSession`). */
  session?: LandingSession;
  /** Where 'Go to dashboard' goes. */
  dashboardHref?: string;
  /** The in-page anchor 'Learn More' scrolls to. */
  learnMoreHref?: `#${string}`;
  ref?: Ref<HTMLElement>;
}

/** The first screen: the question, the 'Now Live!' badge and the two calls to action. */
export function Hero({
  joinHref = paths.auth,
  session,
  dashboardHref = paths.dashboard,
  learnMoreHref = '#problem',
  className,
  ...rest
}: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      data-slot="hero"
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={cx(shared.inner, styles.layout)}>
        <div className={styles.copy}>
          <Badge size="2" radius="full" variant="soft" className={styles.badge}>
            <span className={styles.pulse} aria-hidden="true" />
            Now Live!
          </Badge>
          <Heading as="h1" id="hero-title" className={styles.title}>
            Tired of paying platforms to get paid?
          </Heading>
          <Text as="p" size="5" className={styles.lead}>
            {brand.name} is a freelance marketplace with no middleman. No commission on your work,
            just a flat {launchFee} a month that falls as the community grows.
          </Text>
          <div className={styles.actions}>
            <SessionSwitch
              session={session}
              signedOut={
                <Button asChild size="4" data-slot="hero-join">
                  <Link href={joinHref}>Join the Movement</Link>
                </Button>
              }
              signedIn={
                <Button asChild size="4" data-slot="hero-dashboard">
                  <Link href={dashboardHref}>Go to dashboard</Link>
                </Button>
              }
            />
            <Button asChild size="4" variant="outline" className={styles.secondary}>
              <a href={learnMoreHref}>Learn More</a>
            </Button>
          </div>
          <ul className={styles.facts} aria-label="At a glance">
            <li>0% commission</li>
            <li>{launchFee} flat per month</li>
            <li>Open-source core</li>
          </ul>
        </div>

        <figure className={styles.payout} data-slot="hero-payout">
          <figcaption className={styles.payoutTitle}>A $2,000 project, paid out</figcaption>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt className={styles.rowLabel}>Platform taking a 10% fee</dt>
              <dd className={styles.rowValue}>$1,800</dd>
              <dd className={styles.track} aria-hidden="true">
                <span className={cx(styles.bar, styles.barCut)} />
              </dd>
            </div>
            <div className={styles.row}>
              <dt className={styles.rowLabel}>{brand.name}</dt>
              <dd className={cx(styles.rowValue, styles.rowValueAccent)}>$2,000</dd>
              <dd className={styles.track} aria-hidden="true">
                <span className={cx(styles.bar, styles.barFull)} />
              </dd>
            </div>
          </dl>
          <p className={styles.payoutNote}>
            Your membership is a flat monthly fee. It never comes out of an invoice.
          </p>
        </figure>
      </div>
    </section>
  );
}
