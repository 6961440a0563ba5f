import { NotFound, paths } from '@brand/ui';
import { useLocation } from 'react-router';
import { useLogNotFound } from './notFound';

/** Every unknown path: the 404 screen, and the 404 logged with its path. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  useLogNotFound('no route matches', pathname);
  return <NotFound homeHref={paths.home} />;
}
