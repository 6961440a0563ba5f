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
import type { Job, JobsView, MyJob, MyProposal } from '../../domain/types';
import { cx } from '../../internal/cx';
import { Icon, Link } from '../../primitives';
import { SelectControl } from '../../primitives/SelectField/SelectControl';
import { JobCard } from '../JobCard/JobCard';
import { JobsEmptyState } from '../JobsEmptyState/JobsEmptyState';
import { ListError, ListLoading } from '../ListState/ListState';
import { MyJobsList } from '../MyJobsList/MyJobsList';
import { MyProposalsList } from '../MyProposalsList/MyProposalsList';
import * as shared from '../../layout/screen.css';
import * as styles from './JobsScreen.css';

export interface JobsScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * Which view shows: 'browse' (default) every open job, with search and filter; 'my-jobs' the
   * client's own jobs; 'my-proposals' the freelancer's proposals. The tabs are links to
   * `viewHref(view)`: the app keeps the view in the URL and passes it back.
   */
  view?: JobsView;
  /** The address of each view's tab. Default `paths.jobsView` (`/jobs?view=my-jobs`, …). */
  viewHref?: (view: JobsView) => string;
  /**
   * Browse: the jobs to list, in order. With `filterLocally` (the default) the search and
   * category filter them here.
   */
  jobs: Job[];
  /** Browse: the jobs are loading (a status line instead of the list). */
  loading?: boolean;
  /** Browse: why the jobs could not be loaded, with 'Try again' (`onRetry`). */
  error?: string;
  /** 'Try again' after an error, in any view. */
  onRetry?: () => void;
  /** My jobs: the client's jobs; leave it out while they load. */
  myJobs?: MyJob[];
  /** My jobs: why they could not be loaded. */
  myJobsError?: string;
  /** My proposals: the freelancer's proposals; leave it out while they load. */
  myProposals?: MyProposal[];
  /** My proposals: why they could not be loaded. */
  myProposalsError?: string;
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
 * The Jobs screen, in three views under tabs: Browse, My jobs and My proposals.
 *
 * 'Browse Jobs': search over title, description and tags, a category filter,
 * the count line and the cards. The count line reads '{n} job(s) found'
 * with real singular/plural ('1 job found', '12 jobs found');
 * it is a polite live region, so screen readers hear the new count as you type.
 * With `filterLocally={false}` the app searches and pages: it passes the jobs to show, the
 * `total` that match, and `hasMore` for the 'Show more jobs' button.
 */
const viewTabs: { view: JobsView; label: string }[] = [
  { view: 'browse', label: 'Browse' },
  { view: 'my-jobs', label: 'My jobs' },
  { view: 'my-proposals', label: 'My proposals' },
];

const viewHeadings: Record<JobsView, { title: string; lead: string }> = {
  browse: {
    title: 'Browse Jobs',
    lead: 'Work posted directly by clients. Apply and keep everything you earn.',
  },
  'my-jobs': {
    title: 'My Jobs',
    lead: 'The jobs you posted, with their status and the proposals waiting for an answer.',
  },
  'my-proposals': {
    title: 'My Proposals',
    lead: 'The proposals you sent, by status. Open one to edit or withdraw it while it is pending.',
  },
};

export function JobsScreen({
  view = 'browse',
  viewHref = paths.jobsView,
  loading = false,
  error,
  onRetry,
  myJobs,
  myJobsError,
  myProposals,
  myProposalsError,
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
          {viewHeadings[view].title}
        </Heading>
        <Text as="p" size="3" className={shared.muted}>
          {viewHeadings[view].lead}
        </Text>
      </header>

      {/* Links, not a tab widget: each view has its own address. Plain links rather than
          Radix's TabNav, whose NavigationMenu cost the /jobs route ~4 KB gz of JavaScript. */}
      <nav aria-label="Job views" data-slot="jobs-views" className={styles.views}>
        {viewTabs.map((tab) => (
          <Link
            key={tab.view}
            href={viewHref(tab.view)}
            aria-current={tab.view === view ? 'page' : undefined}
            className={styles.viewTab}
            data-slot="jobs-view-tab"
          >
            {tab.label}
          </Link>
        ))}
      </nav>

      {view === 'my-jobs' && (
        <MyJobsList
          jobs={myJobs}
          error={myJobsError}
          onRetry={onRetry}
          jobHref={jobHref}
          postJobHref={postJobHref}
        />
      )}
      {view === 'my-proposals' && (
        <MyProposalsList
          proposals={myProposals}
          error={myProposalsError}
          onRetry={onRetry}
          jobHref={jobHref}
          browseHref={viewHref('browse')}
        />
      )}
      {view === 'browse' && (
        <>
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

          {!loading && !error && (
            <Text as="p" size="2" role="status" className={styles.count} data-slot="jobs-count">
              {jobCountLabel(total ?? visible.length)}
            </Text>
          )}

          {error ? (
            <ListError message={error} onRetry={onRetry} />
          ) : loading ? (
            <ListLoading label="Loading jobs…" />
          ) : visible.length > 0 ? (
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
        </>
      )}
    </div>
  );
}
