import { data, type LoaderFunctionArgs } from 'react-router';
import { PostJobRoute } from '../../src/routes/PostJobRoute';
import { requireUser } from '../../src/session/server';

export { ScreenError as ErrorBoundary } from './screen-error';

export async function loader({ request }: LoaderFunctionArgs) {
  const { headers } = await requireUser(request);
  return data(null, { headers });
}

export default function PostJob() {
  return <PostJobRoute />;
}
