'use client';

import { Button, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { brand } from '../../brand';
import { pricingFacts } from '../../domain/fees';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { Link } from '../../primitives';
import { SessionSwitch, type LandingSession } from '../LandingSession/LandingSession';
import * as shared from '../../layout/section.css';
import * as styles from './FinalCta.css';

const { launchFee } = pricingFacts();

export interface FinalCtaProps extends HTMLAttributes<HTMLElement> {
  /** Where the join button goes; rendered with the injected link component. */
  joinHref?: string;
  /** Signed out, 'Join Fairlance'; signed in, 'Go to dashboard'; `unknown`, both (see `LandingSession`). */
  session?: LandingSession;
  /** Where 'Go to dashboard' goes. */
  dashboardHref?: string;
  ref?: Ref<HTMLElement>;
}

/** The closing call to join. */
export function FinalCta({
  joinHref = paths.auth,
  session,
  dashboardHref = paths.dashboard,
  className,
  ...rest
}: FinalCtaProps) {
  return (
    <section
      id="join"
      aria-labelledby="join-title"
      data-slot="final-cta"
      className={cx(shared.section, shared.deferred, styles.root, className)}
      {...rest}
    >
      <div className={shared.inner}>
        <div className={styles.panel}>
          <Heading as="h2" size="8" id="join-title" className={styles.title}>
            Keep what you earn, starting today
          </Heading>
          <Text as="p" size="4" className={styles.text}>
            Join {brand.name} for a flat {launchFee} a month: no commission, direct clients, and a
            say in how the marketplace is run. Signing up takes a minute with your email.
          </Text>
          <div className={styles.actions}>
            <SessionSwitch
              session={session}
              signedOut={
                <Button asChild size="4" className={styles.join} data-slot="final-cta-join">
                  <Link href={joinHref}>Join {brand.name}</Link>
                </Button>
              }
              signedIn={
                <Button asChild size="4" className={styles.join} data-slot="final-cta-dashboard">
                  <Link href={dashboardHref}>Go to dashboard</Link>
                </Button>
              }
            />
            <a href="#pricing" className={styles.link}>
              See how the fee falls
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
