import { NotFound, paths } from '@brand/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every unknown path: the 404 screen, and the 404 logged with its path. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no route matches ${pathname}`);
  }, [pathname]);
  return <NotFound homeHref={paths.home} />;
}
