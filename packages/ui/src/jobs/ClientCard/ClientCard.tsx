'use client';

import { Avatar, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type HTMLAttributes, type Ref } from 'react';
import type { JobClient } from '../../domain/types';
import { cx } from '../../internal/cx';
import { Icon, PersonLink, StarRating } from '../../primitives';
import * as shared from '../../layout/screen.css';
import * as styles from './ClientCard.css';

export interface ClientCardProps extends HTMLAttributes<HTMLElement> {
  /** The client who posted the job: name, rating, location, jobs posted and member since. */
  client: JobClient;
  /** A profile's address from a user id. Default `/profile/{id}`. */
  profileHref?: (userId: string) => string;
  ref?: Ref<HTMLElement>;
}

/**
 * Who posted the job: name, initials, rating out of 5 (with how many reviews, when known; 'No
 * rating yet' without any), jobs posted and member since.
 */
export function ClientCard({ client, profileHref, className, ...rest }: ClientCardProps) {
  const headingId = useId();
  return (
    <Card asChild size="3" className={className}>
      <section data-slot="client-card" aria-labelledby={headingId} {...rest}>
        <div className={styles.body}>
          <Heading as="h2" size="4" id={headingId}>
            About the client
          </Heading>
          <div className={styles.who}>
            <Avatar fallback={client.avatar} size="4" radius="full" variant="solid" />
            <Flex direction="column" gap="1">
              <Text size="3" className={styles.name}>
                <PersonLink
                  name={client.name}
                  personId={client.id}
                  profileHref={profileHref}
                  data-slot="client-card-profile"
                />
              </Text>
              {client.rating === null || client.reviewCount === 0 ? (
                <Text size="2" className={shared.muted} data-slot="client-card-no-rating">
                  No rating yet
                </Text>
              ) : (
                <Flex align="center" gap="2" wrap="wrap">
                  <StarRating rating={client.rating} showValue size={14} />
                  {client.reviewCount !== undefined && (
                    <Text size="1" className={shared.muted} data-slot="client-card-reviews">
                      {client.reviewCount} {client.reviewCount === 1 ? 'review' : 'reviews'}
                    </Text>
                  )}
                </Flex>
              )}
            </Flex>
          </div>
          <ul className={styles.facts}>
            <li className={cx(shared.metaItem)}>
              <Icon name="briefcase" size={14} />
              <Text size="2">
                {client.jobsPosted} {client.jobsPosted === 1 ? 'job' : 'jobs'} posted
              </Text>
            </li>
            <li className={shared.metaItem}>
              <Icon name="calendar" size={14} />
              <Text size="2">Member since {client.memberSince}</Text>
            </li>
          </ul>
        </div>
      </section>
    </Card>
  );
}
