'use client';

import { Card, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../internal/cx';
import { landingIcons, type LandingIconName } from '../../primitives/Icon/landingDrawings';
import { DrawnIcon } from '../../primitives/Icon/SvgIcon';
import * as shared from '../../layout/section.css';
import * as styles from './Problems.css';

export interface LandingPoint {
  /** One of the landing page's drawings (`landingIcons`). */
  icon: LandingIconName;
  title: string;
  body: string;
}

export const problems: readonly LandingPoint[] = [
  {
    icon: 'percent',
    title: 'A cut of every invoice',
    body: 'Service fees of 10% to 20% are common, so a $2,000 project can pay out as little as $1,600. Raise your rate and the cut grows with it.',
  },
  {
    icon: 'ticket',
    title: 'Paying just to pitch',
    body: 'Bidding credits and boosted proposals mean spending money to be seen, often by clients who never reply.',
  },
  {
    icon: 'lock',
    title: 'Clients you can’t keep',
    body: 'Conversations stay locked inside the platform, and sharing contact details can get an account flagged. The relationship is theirs, not yours.',
  },
  {
    icon: 'eyeOff',
    title: 'Rules you can’t see',
    body: 'Opaque ranking decides who gets found, and fees and policies change without freelancers getting a say.',
  },
];

export interface ProblemsProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
}

/** Why commission marketplaces fail the people who do the work. Anchor: #problem. */
export function Problems({ className, ...rest }: ProblemsProps) {
  return (
    <section
      id="problem"
      aria-labelledby="problem-title"
      data-slot="problems"
      className={cx(shared.section, shared.deferred, styles.root, className)}
      {...rest}
    >
      <div className={shared.inner}>
        <div className={shared.header}>
          <p className={shared.eyebrow}>The problem</p>
          <Heading as="h2" size="8" id="problem-title" className={shared.title}>
            Platforms take a cut of every job you win
          </Heading>
          <Text as="p" size="4" className={shared.lead}>
            Commission marketplaces stand between you and your clients, and charge for it on every
            single payment.
          </Text>
        </div>
        <ul className={shared.cardGrid}>
          {problems.map((problem) => (
            <Card asChild size="3" key={problem.title} className={shared.card}>
              <li className={shared.cardBody}>
                <span className={cx(shared.cardIcon, styles.icon)}>
                  <DrawnIcon drawing={landingIcons[problem.icon]} size={20} />
                </span>
                <Heading as="h3" size="4" className={shared.cardTitle}>
                  {problem.title}
                </Heading>
                <Text as="p" size="3" className={shared.cardText}>
                  {problem.body}
                </Text>
              </li>
            </Card>
          ))}
        </ul>
        <Text as="p" size="4" className={styles.closing}>
          None of this is a law of nature. It is a business model, and freelancers can choose a
          different one.
        </Text>
      </div>
    </section>
  );
}
