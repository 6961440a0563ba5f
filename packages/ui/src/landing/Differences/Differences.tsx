'use client';

import { Card, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { brand } from '../../brand';
import { pricingFacts } from '../../domain/fees';
import { cx } from '../../internal/cx';
import { landingIcons } from '../../primitives/Icon/landingDrawings';
import { DrawnIcon } from '../../primitives/Icon/SvgIcon';
import * as shared from '../../layout/section.css';
import type { LandingPoint } from '../Problems/Problems';
import * as styles from './Differences.css';

export const differences: readonly LandingPoint[] = [
  {
    icon: 'wallet',
    title: 'Keep 100% of what you earn',
    body: 'No commission, ever. You pay a flat membership, and every dollar a client pays for the work reaches you.',
  },
  {
    icon: 'handshake',
    title: 'Direct connections',
    body: 'Clients and freelancers connect directly, on the channels they already use, instead of through an in-platform inbox.',
  },
  {
    icon: 'layers',
    title: 'Services, automations and AI agents',
    body: 'Offer traditional services, ready-made automations or AI agents for hire, side by side on one profile.',
  },
  {
    icon: 'code',
    title: 'Open source, open books',
    body: 'The core is open source and the accounting is public, so anyone can check how the marketplace and its fee work.',
  },
];

const { launchFee } = pricingFacts();

const comparison = [
  ['What you pay', '10–20% of every invoice', `${launchFee} a month, falling as members join`],
  ['Client contact', 'Through the platform’s inbox', 'Direct, on your own channels'],
  ['What you can sell', 'Hours and fixed-price gigs', 'Services, automations and AI agents'],
  ['Automation', 'Limited or no API', 'Full API, webhooks and integrations'],
  ['The books', 'Private', 'Public, with an open-source core'],
] as const;

export interface DifferencesProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
}

/** What the product does differently. Anchor: #difference. */
export function Differences({ className, ...rest }: DifferencesProps) {
  return (
    <section
      id="difference"
      aria-labelledby="difference-title"
      data-slot="differences"
      className={cx(shared.section, shared.deferred, styles.root, className)}
      {...rest}
    >
      <div className={shared.inner}>
        <div className={shared.header}>
          <p className={shared.eyebrow}>The difference</p>
          <Heading as="h2" size="8" id="difference-title" className={shared.title}>
            A marketplace that works for the people doing the work
          </Heading>
          <Text as="p" size="4" className={shared.lead}>
            {brand.name} makes money from a flat membership, not from your invoices. That one change
            puts freelancers and clients on the same side.
          </Text>
        </div>
        <ul className={shared.cardGrid}>
          {differences.map((item) => (
            <Card asChild size="3" key={item.title} className={shared.card}>
              <li className={shared.cardBody}>
                <span className={shared.cardIcon}>
                  <DrawnIcon drawing={landingIcons[item.icon]} size={20} />
                </span>
                <Heading as="h3" size="4" className={shared.cardTitle}>
                  {item.title}
                </Heading>
                <Text as="p" size="3" className={shared.cardText}>
                  {item.body}
                </Text>
              </li>
            </Card>
          ))}
        </ul>
        <table className={styles.table}>
          <caption className={styles.caption}>
            A typical commission platform compared with {brand.name}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              <th scope="col" className={styles.colHead}>
                Commission platform
              </th>
              <th scope="col" className={cx(styles.colHead, styles.colBrand)}>
                {brand.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.map(([topic, platform, ours]) => (
              <tr key={topic}>
                <th scope="row" className={styles.rowHead}>
                  {topic}
                </th>
                <td className={styles.cell}>{platform}</td>
                <td className={cx(styles.cell, styles.cellBrand)}>{ours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
