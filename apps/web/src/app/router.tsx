import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';

export const router = createBrowserRouter([
  {
    element: <App />,
    children: [
      {
        path: '/',
        lazy: async () => ({
          Component: (await import('../routes/LandingRoute')).LandingRoute,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../routes/NotFoundRoute')).NotFoundRoute,
        }),
      },
    ],
  },
]);
