import { paths } from '@brand/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireSession } from '../session/guards';
import { App } from './App';
import { RouteError } from './RouteError';

/** Each route module is its own chunk, loaded when first visited. */
const route =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

/**
 * The app's routes: ./router runs them in the browser, links warm them up on intent
 * (./preload), and ./entry-server renders the signed-in ones at build time.
 */
export const routes: RouteObject[] = [
  {
    element: <App />,
    // The first render waits for the matched route modules (preloaded by the page's head,
    // see scripts/prerender.mjs); nothing to draw until then, and no spinner.
    HydrateFallback: () => null,
    // Only if App itself fails: RouteError then brings its own theme and links.
    errorElement: <RouteError standalone />,
    children: [
      {
        // Every route below App: a friendly full-screen error inside App's theme and toaster.
        errorElement: <RouteError />,
        children: [
          { path: paths.home, lazy: route(() => import('../routes/LandingRoute'), 'LandingRoute') },
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: paths.auth, lazy: route(() => import('../routes/AuthRoute'), 'AuthRoute') },
            ],
          },
          {
            element: <RequireSession />,
            children: [
              {
                lazy: route(() => import('../routes/ShellLayout'), 'ShellLayout'),
                children: [
                  {
                    // A screen that crashes or fails to load keeps the shell around it.
                    errorElement: <RouteError variant="embedded" homeHref={paths.dashboard} />,
                    children: [
                      {
                        path: paths.dashboard,
                        lazy: route(() => import('../routes/DashboardRoute'), 'DashboardRoute'),
                      },
                      {
                        path: paths.jobs,
                        lazy: async () => {
                          const { JobsRoute, jobsLoader } = await import('../routes/JobsRoute');
                          // The loader only starts the list's request on arrival; a new search
                          // or category is the screen's to load (after typing pauses).
                          return {
                            Component: JobsRoute,
                            loader: jobsLoader,
                            shouldRevalidate: () => false,
                          };
                        },
                      },
                      {
                        path: paths.postJob,
                        lazy: route(() => import('../routes/PostJobRoute'), 'PostJobRoute'),
                      },
                      {
                        path: `${paths.jobs}/:jobId`,
                        lazy: route(() => import('../routes/JobDetailRoute'), 'JobDetailRoute'),
                      },
                      {
                        path: `${paths.messages}/:conversationId?`,
                        lazy: route(() => import('../routes/MessagesRoute'), 'MessagesRoute'),
                      },
                      {
                        path: `${paths.profile}/:userId?`,
                        lazy: route(() => import('../routes/ProfileRoute'), 'ProfileRoute'),
                      },
                      {
                        path: paths.settings,
                        lazy: route(() => import('../routes/SettingsRoute'), 'SettingsRoute'),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: route(() => import('../routes/NotFoundRoute'), 'NotFoundRoute') },
        ],
      },
    ],
  },
];
