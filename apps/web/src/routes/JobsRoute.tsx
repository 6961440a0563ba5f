import {
  JobsScreen,
  toCategoryFilter,
  ScreenLoading,
  type CategoryFilter,
  type Job,
  type JobsView,
  type MyJob,
  type MyProposal,
} from '@brand/ui';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { listMyJobs, listMyProposals } from '../data/ownLists';
import { listJobs, type JobsPage } from '../data/jobs';
import { JOBS_PAGE_SIZE } from '../data/jobRows';
import { useLiveChange, useLiveResync } from '../data/live';
import { sameData, useLoad } from '../data/useLoad';
import { useSessionUser } from '../session/SessionProvider';
import { ScreenLoadError } from './ScreenStatus';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 250;

/**
 * The open jobs matching the search and category, newest first, from the database. The list
 * grows a page at a time (`loadMore`); it is fetched again when the tab regains focus, so
 * jobs others posted meanwhile appear.
 */
function useJobs(query: string, category: CategoryFilter, initial?: JobsPage, active = true) {
  // The first page, read by the route's loader on the server: drawn in the first render.
  const [arrived] = useState(() => initial);
  const [jobs, setJobs] = useState<Job[] | undefined>(arrived?.jobs);
  const [total, setTotal] = useState(arrived?.total ?? 0);
  // A new search starts again from one page.
  const key = `${category}\n${query}`;
  const [paging, setPaging] = useState({ key, limit: JOBS_PAGE_SIZE });
  const limit = paging.key === key ? paging.limit : JOBS_PAGE_SIZE;
  const [refresh, setRefresh] = useState(0);
  const [failure, setFailure] = useState<unknown>();
  const first = useRef(true);
  // The first page drawn from the loader's answer: the first run has nothing to ask.
  const drawn = useRef(arrived !== undefined);

  useEffect(() => {
    // Another view shows (My jobs, My proposals): the open jobs load once Browse does.
    if (!active) return;
    let current = true;
    const delay = first.current ? 0 : SEARCH_DELAY_MS;
    first.current = false;
    if (drawn.current) {
      drawn.current = false;
      return;
    }
    const timer = setTimeout(() => {
      listJobs({ query, category, limit })
        .then((page) => {
          if (!current) return;
          // A transition: the cards render in slices, not in one long task (see useLoad).
          startTransition(() => {
            // The same jobs again (a refresh that found no change) render nothing again.
            setJobs((shown) => (sameData(shown, page.jobs) ? shown : page.jobs));
            setTotal(page.total);
            setFailure(undefined);
          });
        })
        .catch((error: unknown) => {
          // Keep what is shown (if anything); the next change, focus or 'Try again' retries.
          if (current) setFailure(error);
        });
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, category, limit, refresh, active]);

  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') setRefresh((n) => n + 1);
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, []);

  // A job posted, closed or changed by anyone shows without a reload.
  const live = useRef<ReturnType<typeof setTimeout>>(undefined);
  useLiveChange(['jobs'], () => {
    clearTimeout(live.current);
    live.current = setTimeout(() => setRefresh((n) => n + 1), 200);
  });
  // Jobs changed before the live channel listened were never sent: the list loads again.
  // A transition: the parts of the server's HTML still hydrating keep it meanwhile.
  useLiveResync(() => startTransition(() => setRefresh((n) => n + 1)));

  const loaded = jobs?.length ?? 0;
  const more = loaded < total;
  const loadingMore = more && loaded < limit;
  const loadMore = () => {
    // One page at a time: ask for the next only once the current one has arrived.
    if (more && loaded >= limit) setPaging({ key, limit: limit + JOBS_PAGE_SIZE });
  };
  const retry = () => setRefresh((n) => n + 1);
  return { jobs, total, more, loadMore, loadingMore, failure, retry };
}

/** The Jobs screen's view in the page's URL (`?view=my-jobs`, `?view=my-proposals`). */
export function viewOf(params: URLSearchParams): JobsView {
  const view = params.get('view');
  return view === 'my-jobs' || view === 'my-proposals' ? view : 'browse';
}

/** What My jobs or My proposals lists, as the route's loader read it. */
export type OwnList =
  { view: 'my-jobs'; jobs: MyJob[] } | { view: 'my-proposals'; proposals: MyProposal[] };

/** The caller's own jobs or proposals for a view other than Browse. */
export async function loadOwnList(view: JobsView, db?: Parameters<typeof listMyJobs>[0]) {
  if (view === 'my-jobs') return { view, jobs: await listMyJobs(db) } as OwnList;
  if (view === 'my-proposals') return { view, proposals: await listMyProposals(db) } as OwnList;
  return undefined;
}

/** My jobs and My proposals: loaded for the view shown, again on every live change to them. */
function useOwnList(view: JobsView, initial?: OwnList) {
  const user = useSessionUser();
  const load = useCallback(() => loadOwnList(view), [view]);
  const list = useLoad(user && view !== 'browse' ? `${user.id}\n${view}` : null, load, () =>
    initial?.view === view ? initial : undefined,
  );
  const { reload } = list;
  const live = useRef<ReturnType<typeof setTimeout>>(undefined);
  useLiveChange(['jobs', 'proposals', 'engagements'], () => {
    if (view === 'browse') return;
    clearTimeout(live.current);
    live.current = setTimeout(reload, 200);
  });
  useLiveResync(() => {
    if (view !== 'browse') reload();
  });
  return list;
}

/** The search and the category in the page's URL. */
export function filtersOf(params: URLSearchParams) {
  return {
    query: params.get('q') ?? '',
    category: toCategoryFilter(params.get('category') ?? 'all'),
  };
}

/**
 * The Jobs screen. Browse: open jobs from the database, newest first; search and filter live in
 * the URL. My jobs: the caller's jobs with their status and proposal counts. My proposals: the
 * caller's proposals by status. The view is in the URL (`?view=`).
 */
export function JobsRoute({ initial, own }: { initial?: JobsPage; own?: OwnList }) {
  const [params, setParams] = useSearchParams();
  const { query: queryInUrl, category } = filtersOf(params);
  const view = viewOf(params);
  const ownList = useOwnList(view, own);
  // The search box shows what is typed at once; the URL follows (a router navigation, which
  // settles a moment later: a box that showed the URL's value would lose keys typed meanwhile).
  // Another navigation (a link, Back) brings its own search.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [query, setQuery] = useState(queryInUrl);
  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    setLocationKey(location.key);
    if (navigationType !== 'REPLACE') setQuery(queryInUrl);
  }
  const { jobs, total, more, loadMore, loadingMore, failure, retry } = useJobs(
    query,
    category,
    initial,
    view === 'browse',
  );
  const end = useRef<HTMLDivElement>(null);

  // Infinite scroll: the next page loads as the end of the list nears, a screen before it
  // comes into view (below the last card are 'Show more jobs' and this marker), so a person
  // scrolling on meets the next cards rather than the button.
  useEffect(() => {
    const node = end.current;
    if (!node || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  });

  const update = (name: 'q' | 'category', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'all') next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  if (view !== 'browse') {
    const ready = ownList.status === 'ready' ? ownList.data : undefined;
    const failed =
      ownList.status === 'error' ? 'Your list could not be loaded. Please try again.' : undefined;
    if (failed)
      console.warn('Could not load the list:', ownList.status === 'error' && ownList.error);
    return (
      <JobsScreen
        view={view}
        jobs={[]}
        myJobs={ready?.view === 'my-jobs' ? ready.jobs : undefined}
        myJobsError={view === 'my-jobs' ? failed : undefined}
        myProposals={ready?.view === 'my-proposals' ? ready.proposals : undefined}
        myProposalsError={view === 'my-proposals' ? failed : undefined}
        onRetry={ownList.reload}
      />
    );
  }
  if (!jobs) {
    if (failure !== undefined) return <ScreenLoadError error={failure} onRetry={retry} />;
    return <ScreenLoading label="Loading jobs…" />;
  }
  return (
    <>
      <JobsScreen
        view={view}
        jobs={jobs}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          update('q', next);
        }}
        category={category}
        onCategoryChange={(next) => update('category', next)}
        total={total}
        filterLocally={false}
        hasMore={more}
        onShowMore={loadMore}
        loadingMore={loadingMore}
      />
      <div ref={end} aria-hidden="true" data-slot="jobs-end" />
    </>
  );
}
