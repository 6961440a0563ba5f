import { data, type LoaderFunctionArgs } from 'react-router';
import { PostJobRoute } from '../../src/routes/PostJobRoute';
import { requireUser } from '../../src/session/server';

export { ScreenError as ErrorBoundary } from './screen-error';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireUser(request, context);
  return data(null, { headers });
}

export default function PostJob() {
  return <PostJobRoute />;
}
