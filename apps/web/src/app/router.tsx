import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { RouteError } from '../routes/RouteError';
import { RedirectIfSignedIn, RequireSession } from '../session/guards';
import { App } from './App';

/** Each route module is its own chunk, loaded when first visited. */
const route =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

export const router = createBrowserRouter([
  {
    element: <App />,
    // Only if App itself fails: RouteError then brings its own theme and links.
    errorElement: <RouteError standalone />,
    children: [
      {
        // Every route below App: a friendly full-screen error inside App's theme and toaster.
        errorElement: <RouteError />,
        children: [
          { path: '/', lazy: route(() => import('../routes/LandingRoute'), 'LandingRoute') },
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: '/auth', lazy: route(() => import('../routes/AuthRoute'), 'AuthRoute') },
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
                    errorElement: <RouteError variant="embedded" homeHref="/dashboard" />,
                    children: [
                      {
                        path: '/dashboard',
                        lazy: route(() => import('../routes/DashboardRoute'), 'DashboardRoute'),
                      },
                      {
                        path: '/jobs',
                        lazy: route(() => import('../routes/JobsRoute'), 'JobsRoute'),
                      },
                      {
                        path: '/jobs/create',
                        lazy: route(() => import('../routes/PostJobRoute'), 'PostJobRoute'),
                      },
                      {
                        path: '/jobs/:jobId',
                        lazy: route(() => import('../routes/JobDetailRoute'), 'JobDetailRoute'),
                      },
                      {
                        path: '/messages/:conversationId?',
                        lazy: route(() => import('../routes/MessagesRoute'), 'MessagesRoute'),
                      },
                      {
                        path: '/profile/:userId?',
                        lazy: route(() => import('../routes/ProfileRoute'), 'ProfileRoute'),
                      },
                      {
                        path: '/settings',
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
]);
