'use client';

import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { Automation } from '../Automation/Automation';
import { BuildProgress } from '../BuildProgress/BuildProgress';
import { Community } from '../Community/Community';
import { Differences } from '../Differences/Differences';
import { FinalCta } from '../FinalCta/FinalCta';
import { Hero } from '../Hero/Hero';
import { LandingFooter } from '../LandingFooter/LandingFooter';
import { LandingNav } from '../LandingNav/LandingNav';
import { OpenAccounting } from '../OpenAccounting/OpenAccounting';
import { Pricing } from '../Pricing/Pricing';
import { Problems } from '../Problems/Problems';
import type { LandingSession } from '../LandingSession/LandingSession';
import * as styles from './LandingPage.css';

export interface LandingPageProps extends HTMLAttributes<HTMLDivElement> {
  /** Where every join button goes; rendered with the injected link component. */
  joinHref?: string;
  /**
   * Who the page is for: `signed-out` (default) shows the join buttons; `signed-in` shows 'Go
   * to dashboard' in their place; `unknown` renders both for a page prerendered once for
   * everybody, switched before first paint by `data-session="signed-in"` on `<html>`
   * (`landingSessionAttribute`).
   */
  session?: LandingSession;
  /** Where 'Go to dashboard' goes. */
  dashboardHref?: string;
  /**
   * The fee calculator in the pricing section: `<FeeCalculator />`, or the container an app
   * hydrates it into when the page is prerendered. The rest of the page is static, so the
   * calculator is the page's only client code and is passed in rather than built in.
   */
  calculator: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The public landing page at `/`: the hero, then problem, pricing, difference,
 * automation, open accounting, community, build progress and the final call to
 * join, in that order. Everything is
 * static markup (no state, no effects) except the fee calculator, so the page
 * can be prerendered and only the calculator hydrated, through `calculator`.
 */
export function LandingPage({
  joinHref = paths.auth,
  session,
  dashboardHref = paths.dashboard,
  calculator,
  className,
  ...rest
}: LandingPageProps) {
  return (
    <div id="top" data-slot="landing-page" className={cx(styles.root, className)} {...rest}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <LandingNav joinHref={joinHref} session={session} dashboardHref={dashboardHref} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Hero joinHref={joinHref} session={session} dashboardHref={dashboardHref} />
        <Problems />
        <Pricing calculator={calculator} />
        <Differences />
        <Automation />
        <OpenAccounting />
        <Community />
        <BuildProgress />
        <FinalCta joinHref={joinHref} session={session} dashboardHref={dashboardHref} />
      </main>
      <LandingFooter />
    </div>
  );
}
