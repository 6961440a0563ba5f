'use client';

import { Button, Heading, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type HTMLAttributes, type Ref } from 'react';
import {
  categoryFilterOptions,
  filterJobs,
  jobCountLabel,
  toCategoryFilter,
  type CategoryFilter,
} from '../../domain/jobs';
import { paths } from '../../domain/paths';
import type { Job } from '../../domain/types';
import { cx } from '../../internal/cx';
import { Icon } from '../../primitives';
import { SelectControl } from '../../primitives/SelectField/SelectControl';
import { JobCard } from '../JobCard/JobCard';
import { JobsEmptyState } from '../JobsEmptyState/JobsEmptyState';
import * as shared from '../../layout/screen.css';
import * as styles from './JobsScreen.css';

export interface JobsScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The jobs to list, in order. With `filterLocally` (the default) the search and category filter
   * them here.
   */
  jobs: Job[];
  /** Controlled search text; leave undefined to let the screen keep it. */
  query?: string;
  /** The search text to start with (uncontrolled). Default ''. */
  defaultQuery?: string;
  /** Every change of the search text, as typed (the app may debounce it). */
  onQueryChange?: (query: string) => void;
  /** Controlled category; leave undefined to let the screen keep it. */
  category?: CategoryFilter;
  /** The category to start with (uncontrolled). Default 'all'. */
  defaultCategory?: CategoryFilter;
  /** A category chosen in the filter. */
  onCategoryChange?: (category: CategoryFilter) => void;
  /** Where 'Post the First Job' goes. */
  postJobHref?: string;
  /** Where a job card goes; defaults to `/jobs/{id}`. */
  jobHref?: (id: string) => string;
  /** How many jobs match in all, for the count line; defaults to the number shown. */
  total?: number;
  /**
   * `true` (default): the screen filters `jobs` by the search text and category itself.
   * `false`: `jobs` are shown as given, because the app has already searched.
   */
  filterLocally?: boolean;
  /** More matching jobs exist: shows 'Show more jobs' under the list. */
  hasMore?: boolean;
  /** 'Show more jobs'. */
  onShowMore?: () => void;
  /** While more jobs load: the button reads 'Loading...' and is disabled. */
  loadingMore?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * 'Browse Jobs': search over title, description and tags, a category filter,
 * the count line and the cards. The count line reads '{n} job(s) found'
 * with real singular/plural ('1 job found', '12 jobs found');
 * it is a polite live region, so screen readers hear the new count as you type.
 * With `filterLocally={false}` the app searches and pages: it passes the jobs to show, the
 * `total` that match, and `hasMore` for the 'Show more jobs' button.
 */
export function JobsScreen({
  jobs,
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  category: categoryProp,
  defaultCategory = 'all',
  onCategoryChange,
  postJobHref = paths.postJob,
  jobHref = paths.job,
  total,
  filterLocally = true,
  hasMore = false,
  onShowMore,
  loadingMore = false,
  className,
  ...rest
}: JobsScreenProps) {
  const [ownQuery, setOwnQuery] = useState(defaultQuery);
  const [ownCategory, setOwnCategory] = useState<CategoryFilter>(defaultCategory);
  const query = queryProp ?? ownQuery;
  const category = categoryProp ?? ownCategory;
  const visible = filterLocally ? filterJobs(jobs, query, category) : jobs;
  const searchId = useId();
  const categoryLabelId = useId();

  return (
    <div data-slot="jobs-screen" className={cx(shared.screen, className)} {...rest}>
      <header className={shared.screenHeader}>
        <Heading as="h1" size="7">
          Browse Jobs
        </Heading>
        <Text as="p" size="3" className={shared.muted}>
          Work posted directly by clients. Apply and keep everything you earn.
        </Text>
      </header>

      <div role="search" aria-label="Jobs" className={styles.toolbar} data-slot="jobs-filters">
        <div className={styles.field}>
          <Text as="label" size="2" htmlFor={searchId} className={styles.label}>
            Search jobs
          </Text>
          <TextField.Root
            id={searchId}
            type="search"
            size="3"
            placeholder="Title, description or tag, e.g. React"
            value={query}
            onChange={(event) => {
              setOwnQuery(event.target.value);
              onQueryChange?.(event.target.value);
            }}
          >
            <TextField.Slot>
              <Icon name="search" />
            </TextField.Slot>
          </TextField.Root>
        </div>
        <div className={styles.field}>
          <Text as="span" size="2" id={categoryLabelId} className={styles.label}>
            Category
          </Text>
          <SelectControl
            size="3"
            value={category}
            onValueChange={(value) => {
              const next = toCategoryFilter(value);
              setOwnCategory(next);
              onCategoryChange?.(next);
            }}
            options={categoryFilterOptions}
            trigger={{ 'aria-labelledby': categoryLabelId, 'data-slot': 'jobs-category' }}
          />
        </div>
      </div>

      <Text as="p" size="2" role="status" className={styles.count} data-slot="jobs-count">
        {jobCountLabel(total ?? visible.length)}
      </Text>

      {visible.length > 0 ? (
        <ul className={styles.list} data-slot="jobs-list" aria-busy={loadingMore || undefined}>
          {visible.map((job) => (
            <li key={job.id} className={styles.item}>
              <JobCard job={job} href={jobHref(job.id)} />
            </li>
          ))}
        </ul>
      ) : (
        <JobsEmptyState postJobHref={postJobHref} />
      )}

      {hasMore && (
        <div className={styles.more}>
          <Button
            type="button"
            size="3"
            variant="soft"
            highContrast
            disabled={loadingMore}
            onClick={() => onShowMore?.()}
            data-slot="jobs-show-more"
          >
            {loadingMore ? 'Loading...' : 'Show more jobs'}
          </Button>
        </div>
      )}
    </div>
  );
}
