'use client';

import { Card, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../internal/cx';
import { landingIcons } from '../../primitives/Icon/landingDrawings';
import { DrawnIcon } from '../../primitives/Icon/SvgIcon';
import * as shared from '../../layout/section.css';
import type { LandingPoint } from '../Problems/Problems';
import * as styles from './Community.css';

export const communityPoints: readonly LandingPoint[] = [
  {
    icon: 'usersWide',
    title: 'Community-curated opportunities',
    body: 'Members surface good jobs, flag spam and vouch for clients they have worked with, so the feed stays worth reading.',
  },
  {
    icon: 'awardLong',
    title: 'Reputation earned through contribution',
    body: 'Your standing grows with the work you deliver, the feedback you give and the help you offer other members. It can’t be bought.',
  },
  {
    icon: 'handshake',
    title: 'A say in what gets built',
    body: 'The roadmap is public and members shape it. The build checklist below is the same list the community works from.',
  },
];

export interface CommunityProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
}

/** Community curation and contribution-based reputation. Anchor: #community. */
export function Community({ className, ...rest }: CommunityProps) {
  return (
    <section
      id="community"
      aria-labelledby="community-title"
      data-slot="community"
      className={cx(shared.section, shared.deferred, shared.sunken, styles.root, className)}
      {...rest}
    >
      <div className={shared.inner}>
        <div className={cx(shared.header, shared.headerCentered)}>
          <p className={shared.eyebrow}>Community</p>
          <Heading as="h2" size="8" id="community-title" className={shared.title}>
            Run by the people who use it
          </Heading>
          <Text as="p" size="4" className={shared.lead}>
            No ranking you can pay to climb. Members decide what’s worth doing and who’s worth
            working with, and the people who help most carry the most weight.
          </Text>
        </div>
        <ul className={cx(shared.cardGrid, styles.grid)}>
          {communityPoints.map((point) => (
            <Card asChild size="3" key={point.title} className={shared.card}>
              <li className={shared.cardBody}>
                <span className={shared.cardIcon}>
                  <DrawnIcon drawing={landingIcons[point.icon]} size={20} />
                </span>
                <Heading as="h3" size="5" className={shared.cardTitle}>
                  {point.title}
                </Heading>
                <Text as="p" size="3" className={shared.cardText}>
                  {point.body}
                </Text>
              </li>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
