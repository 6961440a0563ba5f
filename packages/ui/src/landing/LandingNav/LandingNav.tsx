'use client';

import { Button } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { BrandMark, Link } from '../../primitives';
import { SessionSwitch, type LandingSession } from '../LandingSession/LandingSession';
import * as styles from './LandingNav.css';

export interface LandingNavLink {
  /** An in-page anchor such as '#problem'. */
  href: `#${string}`;
  label: string;
}

/** The landing page's section anchors in the top bar, in page order. */
export const landingNavLinks: readonly LandingNavLink[] = [
  { href: '#problem', label: 'Problem' },
  { href: '#difference', label: 'Difference' },
  { href: '#automation', label: 'Automation' },
  { href: '#community', label: 'Community' },
];

export interface LandingNavProps extends HTMLAttributes<HTMLElement> {
  /** Where the join button goes; rendered with the injected link component. */
  joinHref?: string;
  /** Signed out, 'Join now'; signed in, 'Go to dashboard'; `unknown`, both (see `LandingSession`). */
  session?: LandingSession;
  /** Where 'Go to dashboard' goes. */
  dashboardHref?: string;
  /** Section anchors; defaults to the four: Problem, Difference, Automation and Community. */
  links?: readonly LandingNavLink[];
  ref?: Ref<HTMLElement>;
}

/**
 * The fixed top bar: brand, the section anchors and the join button. On phones
 * the anchors move to a second row (they fit at 375 px), so every section stays
 * one tap away without any JavaScript.
 */
export function LandingNav({
  joinHref = paths.auth,
  session,
  dashboardHref = paths.dashboard,
  links = landingNavLinks,
  className,
  ...rest
}: LandingNavProps) {
  return (
    <header data-slot="landing-nav" className={cx(styles.root, className)} {...rest}>
      <div className={styles.bar}>
        <a href="#top" className={styles.brand} data-slot="landing-nav-brand">
          <BrandMark />
        </a>
        <nav aria-label="Sections" className={styles.nav} data-slot="landing-nav-links">
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SessionSwitch
          session={session}
          signedOut={
            <Button asChild size="2" className={styles.join} data-slot="landing-nav-join">
              <Link href={joinHref}>Join now</Link>
            </Button>
          }
          signedIn={
            <Button asChild size="2" className={styles.join} data-slot="landing-nav-dashboard">
              <Link href={dashboardHref}>Go to dashboard</Link>
            </Button>
          }
        />
      </div>
    </header>
  );
}
