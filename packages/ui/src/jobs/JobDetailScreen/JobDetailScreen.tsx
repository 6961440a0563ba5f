import { Badge, Button, Card, DataList, Heading, Text } from '@radix-ui/themes';
import { useId, type HTMLAttributes, type Ref } from 'react';
import { categoryLabels, experienceLabels } from '../../domain/constants';
import { paths } from '../../domain/paths';
import type { JobDetail } from '../../domain/types';
import { cx } from '../../internal/cx';
import { Icon, Link } from '../../primitives';
import { ClientCard } from '../ClientCard/ClientCard';
import { JobNotFound } from '../JobNotFound/JobNotFound';
import * as shared from '../../layout/screen.css';
import * as styles from './JobDetailScreen.css';

export interface JobDetailScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The job to show; undefined shows 'Job not found'. */
  job: JobDetail | undefined;
  /** Where the back link goes. */
  backHref?: string;
  /** 'Apply for this Job' (the spec attaches no action; the app may). */
  onApply?: (job: JobDetail) => void;
  /** 'Message Client' (the spec attaches no action; the app may). */
  onMessageClient?: (job: JobDetail) => void;
  ref?: Ref<HTMLDivElement>;
}

/** One job: what, for how much, by when, and who is asking. */
export function JobDetailScreen({
  job,
  backHref = paths.jobs,
  onApply,
  onMessageClient,
  className,
  ...rest
}: JobDetailScreenProps) {
  const ids = { description: useId(), skills: useId(), details: useId(), tags: useId() };
  if (!job) return <JobNotFound backHref={backHref} className={className} {...rest} />;

  return (
    <div data-slot="job-detail-screen" className={cx(shared.screen, className)} {...rest}>
      <Button asChild variant="ghost" size="2" highContrast className={styles.back}>
        <Link href={backHref} data-slot="job-detail-back">
          <Icon name="arrowLeft" />
          Back to jobs
        </Link>
      </Button>

      <div className={styles.layout}>
        <div className={styles.column}>
          <Card asChild size="3" className={styles.orderHeader}>
            <header className={styles.section}>
              <div className={styles.titleRow}>
                <Heading as="h1" size={{ initial: '6', sm: '7' }} className={styles.title}>
                  {job.title}
                </Heading>
                {job.urgent && (
                  <Badge color="red" variant="soft" size="2">
                    <Icon name="zap" size={12} />
                    Urgent
                  </Badge>
                )}
              </div>
              <ul className={styles.meta} aria-label="Job facts">
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
                <li className={shared.metaItem}>
                  <Icon name="mapPin" size={14} />
                  <Text size="2">{job.location}</Text>
                </li>
              </ul>
            </header>
          </Card>

          <Card asChild size="3" className={styles.orderDescription}>
            <section aria-labelledby={ids.description} className={styles.section}>
              <Heading as="h2" size="4" id={ids.description}>
                Job Description
              </Heading>
              <Text as="p" size="3" className={styles.description}>
                {job.description}
              </Text>
            </section>
          </Card>

          <Card asChild size="3" className={styles.orderSkills}>
            <section aria-labelledby={ids.skills} className={styles.section}>
              <Heading as="h2" size="4" id={ids.skills}>
                Skills Required
              </Heading>
              <ul className={styles.chips}>
                {job.skills.map((skill) => (
                  <li key={skill}>
                    <Badge size="2" variant="soft" highContrast>
                      {skill}
                    </Badge>
                  </li>
                ))}
              </ul>
            </section>
          </Card>
        </div>

        <div className={styles.column}>
          <Card asChild size="3" className={styles.orderDetails}>
            <section aria-labelledby={ids.details} className={styles.section}>
              <Heading as="h2" size="4" id={ids.details}>
                Project Details
              </Heading>
              <DataList.Root orientation="vertical" size="2">
                <DataList.Item>
                  <DataList.Label>Budget</DataList.Label>
                  <DataList.Value className={styles.budget}>{job.budget}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>Timeline</DataList.Label>
                  <DataList.Value>{job.timeline}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>Experience</DataList.Label>
                  <DataList.Value>{experienceLabels[job.experienceLevel]}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>Category</DataList.Label>
                  <DataList.Value>{categoryLabels[job.category]}</DataList.Value>
                </DataList.Item>
              </DataList.Root>
              <div className={styles.actions}>
                <Button size="3" onClick={() => onApply?.(job)}>
                  Apply for this Job
                </Button>
                <Button size="3" variant="outline" onClick={() => onMessageClient?.(job)}>
                  <Icon name="message" />
                  Message Client
                </Button>
              </div>
            </section>
          </Card>

          <ClientCard client={job.client} className={styles.orderClient} />

          <Card asChild size="3" className={styles.orderTags}>
            <section aria-labelledby={ids.tags} className={styles.section}>
              <Heading as="h2" size="4" id={ids.tags}>
                Tags
              </Heading>
              <ul className={styles.chips}>
                {job.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="surface" color="gray" highContrast>
                      {tag}
                    </Badge>
                  </li>
                ))}
              </ul>
            </section>
          </Card>
        </div>
      </div>
    </div>
  );
}
