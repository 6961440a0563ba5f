import { createBrowserRouter } from 'react-router';
import { registerRoutes } from './preload';
import { routes } from './routes';

/** The browser's router over the app's routes (./routes). */
export const router = createBrowserRouter(routes);

registerRoutes(routes);
