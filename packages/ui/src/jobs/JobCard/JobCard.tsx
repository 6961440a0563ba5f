'use client';

import { Badge, Card, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { categoryLabels } from '../../domain/constants';
import { paths } from '../../domain/paths';
import type { Job } from '../../domain/types';
import { cx } from '../../internal/cx';
import { Icon, Link } from '../../primitives';
import * as shared from '../../layout/screen.css';
import * as styles from './JobCard.css';

export interface JobCardProps extends HTMLAttributes<HTMLElement> {
  /** The job to summarise: title (the link), budget, description, facts and tags. */
  job: Job;
  /** Where the card goes; defaults to `/jobs/{id}`. */
  href?: string;
  /** The title's heading level, to keep headings in order on the page. */
  headingLevel?: 'h2' | 'h3';
  ref?: Ref<HTMLElement>;
}

/**
 * One job in the list. The whole card is a single real link (the title's
 * anchor is stretched over the card), so click, middle-click, keyboard and
 * "open in new tab" all work, and nothing interactive is nested inside it.
 */
export function JobCard({
  job,
  href = paths.job(job.id),
  headingLevel = 'h2',
  className,
  ...rest
}: JobCardProps) {
  return (
    <Card asChild size="3" className={cx(styles.root, className)}>
      <article data-slot="job-card" {...rest}>
        <div className={styles.body}>
          <div className={styles.top}>
            <div className={styles.titleRow}>
              <Heading as={headingLevel} size="4" className={styles.title}>
                <Link href={href} className={styles.link} data-slot="job-card-link">
                  {job.title}
                </Link>
              </Heading>
              {job.urgent && (
                <Badge color="red" variant="soft" data-slot="job-card-urgent">
                  <Icon name="zap" size={12} />
                  Urgent
                </Badge>
              )}
            </div>
            <Text size="3" className={styles.budget} data-slot="job-card-budget">
              {job.budget}
            </Text>
          </div>
          <Text as="p" size="2" className={styles.description}>
            {job.description}
          </Text>
          <ul className={styles.meta} aria-label="Job facts">
            <li className={shared.metaItem}>
              <Icon name="layers" size={14} />
              <Text size="2">{categoryLabels[job.category]}</Text>
            </li>
            <li className={shared.metaItem}>
              <Icon name="mapPin" size={14} />
              <Text size="2">{job.location}</Text>
            </li>
            <li className={shared.metaItem}>
              <Icon name="clock" size={14} />
              <Text size="2">Posted {job.postedAt}</Text>
            </li>
            <li className={shared.metaItem}>
              <Icon name="users" size={14} />
              <Text size="2">
                {job.applicants} {job.applicants === 1 ? 'applicant' : 'applicants'}
              </Text>
            </li>
          </ul>
          {job.tags.length > 0 && (
            <ul className={styles.tags} aria-label="Tags">
              {job.tags.map((tag) => (
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
