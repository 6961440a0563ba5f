import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { listJobs } from '../../src/data/jobs';
import { JobsRoute, filtersOf } from '../../src/routes/JobsRoute';
import { requireUser } from '../../src/session/server';

export { ScreenError as ErrorBoundary } from './screen-error';

/** The first page of the search in the URL; the screen loads the next ones and new searches. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { db, headers } = await requireUser(request);
  const page = await listJobs(filtersOf(new URL(request.url).searchParams), db);
  return data({ page }, { headers });
}

/** A new search or category is the screen's to load (after typing pauses). */
export const shouldRevalidate = () => false;

export default function Jobs() {
  const { page } = useLoaderData<typeof loader>();
  return <JobsRoute initial={page} />;
}
