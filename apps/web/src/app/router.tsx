import { createBrowserRouter } from 'react-router';
import { registerRoutes } from './preload';
import { routes } from './routes';

/**
 * The browser's router over the app's routes (./routes). Made by the caller, in a task after
 * the one that evaluated the app's modules: together they were one long task (about 300 ms at
 * 4× CPU on a signed-in reload).
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerRoutes(routes);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
