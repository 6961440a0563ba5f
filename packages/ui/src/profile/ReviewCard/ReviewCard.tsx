'use client';

import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import type { Review } from '../../domain/types';
import { PersonLink, StarRating } from '../../primitives';
import * as styles from './ReviewCard.css';

export interface ReviewCardProps extends HTMLAttributes<HTMLElement> {
  /** The review: its author, rating, date and text. */
  review: Review;
  /** A profile's address from a user id. Default `/profile/{id}`. */
  profileHref?: (userId: string) => string;
  ref?: Ref<HTMLElement>;
}

/** A client's review: who, for which project, 1–5 stars, what they said and when. */
export function ReviewCard({ review, profileHref, className, ...rest }: ReviewCardProps) {
  return (
    <Card asChild size="3" className={className}>
      <article data-slot="review-card" {...rest}>
        <div className={styles.body}>
          <div className={styles.top}>
            <Flex direction="column" gap="1">
              <Heading as="h3" size="3">
                <PersonLink
                  name={review.client}
                  personId={review.authorId}
                  profileHref={profileHref}
                  data-slot="review-card-author"
                />
              </Heading>
              <Text as="p" size="2" className={styles.project}>
                {review.project}
              </Text>
            </Flex>
            <StarRating rating={review.rating} />
          </div>
          <Text as="p" size="3" className={styles.comment}>
            “{review.comment}”
          </Text>
          <Text size="2" className={styles.date}>
            {review.date}
          </Text>
        </div>
      </article>
    </Card>
  );
}
