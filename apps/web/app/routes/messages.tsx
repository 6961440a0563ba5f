import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { MessagesRoute, loadMessages } from '../../src/routes/MessagesRoute';
import { requireUser } from '../../src/session/server';

export { ScreenError as ErrorBoundary } from './screen-error';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db, headers } = await requireUser(request, context);
  return data(await loadMessages(params['conversationId'], db), { headers });
}

export default function Messages() {
  const initial = useLoaderData<typeof loader>();
  return <MessagesRoute initial={initial} />;
}
