import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { JobDetailRoute, loadJobPage } from '../../src/routes/JobDetailRoute';
import { requireUser } from '../../src/session/server';

export { ScreenError as ErrorBoundary } from './screen-error';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db, headers } = await requireUser(request, context);
  const jobId = params['jobId'] ?? '';
  const page = await loadJobPage(jobId, db);
  return data({ jobId, page }, { headers });
}

export default function Job() {
  const initial = useLoaderData<typeof loader>();
  return <JobDetailRoute initial={initial} />;
}
