import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { listJobs } from '../../src/data/jobs';
import { JobsRoute, filtersOf, loadOwnList, viewOf } from '../../src/routes/JobsRoute';
import { loadSignedIn, requireUser } from '../../src/session/server';

export { ScreenError as ErrorBoundary } from './screen-error';

/**
 * The first page of the search in the URL (the screen loads the next ones and new searches),
 * or the caller's own jobs or proposals for `?view=my-jobs` / `?view=my-proposals`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const view = viewOf(params);
  if (view !== 'browse') {
    const { db, headers } = await requireUser(request, context);
    return data({ page: undefined, own: await loadOwnList(view, db) }, { headers });
  }
  // The open jobs are the same for every signed-in person: read beside the session's check.
  const { data: page, headers } = await loadSignedIn(request, context, (db) =>
    listJobs(filtersOf(params), db),
  );
  return data({ page, own: undefined }, { headers });
}

/** A new search, category or view is the screen's to load (after typing pauses). */
export const shouldRevalidate = () => false;

export default function Jobs() {
  const { page, own } = useLoaderData<typeof loader>();
  return <JobsRoute initial={page} own={own} />;
}
