'use client';

import { Badge, Card, Heading, Inset, Link, Text, VisuallyHidden } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import type { PortfolioItem } from '../../domain/types';
import * as styles from './PortfolioCard.css';

export interface PortfolioCardProps extends HTMLAttributes<HTMLElement> {
  /** The portfolio project: its illustration, title and short description. */
  item: PortfolioItem;
  ref?: Ref<HTMLElement>;
}

/** One piece of past work: picture, title, what it was and its tags. */
export function PortfolioCard({ item, className, ...rest }: PortfolioCardProps) {
  return (
    <Card asChild size="2" className={className}>
      <article data-slot="portfolio-card" {...rest}>
        <Inset clip="padding-box" side="top" pb="current">
          {item.image ? (
            <img src={item.image} alt="" className={styles.image} width={400} height={240} />
          ) : (
            <div className={styles.image} aria-hidden="true" data-slot="portfolio-no-image" />
          )}
        </Inset>
        <div className={styles.body}>
          <Heading as="h3" size="3">
            {item.title}
          </Heading>
          <Text as="p" size="2" className={styles.description}>
            {item.description}
          </Text>
          {item.link ? (
            <Text as="p" size="2">
              <Link href={item.link} target="_blank" rel="noopener noreferrer nofollow ugc">
                View project<VisuallyHidden> {item.title} (opens in a new tab)</VisuallyHidden>
              </Link>
            </Text>
          ) : null}
          {item.tags.length > 0 && (
            <ul className={styles.tags} aria-label="Tags">
              {item.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="surface" color="gray" highContrast>
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </article>
    </Card>
  );
}
