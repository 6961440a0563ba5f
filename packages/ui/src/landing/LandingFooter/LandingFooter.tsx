'use client';

import type { HTMLAttributes, Ref } from 'react';
import { brand } from '../../brand';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { landingIcons } from '../../primitives/Icon/landingDrawings';
import { DrawnIcon } from '../../primitives/Icon/SvgIcon';
import { Link } from '../../primitives/Link/LinkProvider';
import * as shared from '../../layout/section.css';
import * as styles from './LandingFooter.css';

export interface SocialLink {
  network: 'GitHub' | 'Mastodon';
  href: string;
}

/*
 * PLACEHOLDERS: the footer shows two social links, GitHub and Mastodon. The accounts do
 * not exist yet, so both point at '#'. Pass real URLs through `socialLinks` once
 * they do. (The visible text is real: the network names.)
 */
export const placeholderSocialLinks: readonly SocialLink[] = [
  { network: 'GitHub', href: '#' },
  { network: 'Mastodon', href: '#' },
];

export interface LandingFooterProps extends HTMLAttributes<HTMLElement> {
  /** The two social links; both are placeholders ('#') by default. */
  socialLinks?: readonly SocialLink[];
  /** Where 'Public ledger' goes: the community's figures (open accounting). */
  ledgerHref?: string;
  ref?: Ref<HTMLElement>;
}

/** The page footer: brand, tagline and the social links. */
export function LandingFooter({
  socialLinks = placeholderSocialLinks,
  ledgerHref = paths.ledger,
  className,
  ...rest
}: LandingFooterProps) {
  return (
    <footer data-slot="landing-footer" className={cx(styles.root, className)} {...rest}>
      <div className={cx(shared.inner, styles.layout)}>
        <div className={styles.about}>
          <p className={styles.name}>{brand.name}</p>
          <p className={styles.tagline}>{brand.tagline}</p>
          <p className={styles.meta}>
            No commission · Open-source core ·{' '}
            <Link href={ledgerHref} className={styles.metaLink}>
              Public ledger
            </Link>
          </p>
        </div>
        <ul className={styles.social} aria-label={`${brand.name} elsewhere`}>
          {socialLinks.map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                aria-label={`${brand.name} on ${link.network}`}
                className={styles.socialLink}
                data-slot="landing-footer-social"
              >
                <DrawnIcon
                  drawing={landingIcons[link.network === 'GitHub' ? 'github' : 'mastodon']}
                  size={20}
                />
                {link.network}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
