import type { Session } from '@supabase/supabase-js';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
} from 'react-router';
import { App } from './App';
import { signedInMarkers } from './prerendered';
import { routes } from './routes';

/**
 * Renders a signed-in route at build time as the app draws it on a reload before its data
 * arrives: the real route tree (shell, screen, loading states) through React Router's static
 * rendering, for a person whose email is the markers of ./prerendered (the page's inline script
 * writes the stored session's email in their place before the first paint). The app then
 * renders the same tree over it with createRoot (src/main.tsx).
 */
export async function renderSignedIn(pathname: string): Promise<string> {
  const { local, domain } = signedInMarkers;
  const session = {
    access_token: '',
    refresh_token: '',
    expires_at: 0,
    expires_in: 0,
    token_type: 'bearer',
    user: { id: 'prerender', email: `${local}@${domain}` },
  } as unknown as Session;
  const [app, ...rest] = routes;
  if (!app) throw new Error('The app has no routes.');
  const prerendered: RouteObject[] = [
    { ...app, element: <App session={{ status: 'signed-in', session }} /> } as RouteObject,
    ...rest,
  ];
  const handler = createStaticHandler(prerendered);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname}: answered ${context.status}`);
  if (context.errors) throw new Error(`${pathname}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
}
