import { matchRoutes, type RouteObject } from 'react-router';

let registered: RouteObject[] = [];

/** The router's routes, for `preloadRoute` (set once by ./router, which links cannot import). */
export function registerRoutes(routes: RouteObject[]): void {
  registered = routes;
}

/**
 * Starts loading the modules of the route `href` leads to, on a link's hover, focus or touch,
 * so following it draws the next screen without waiting for its code. Loading the same module
 * again later costs nothing: the browser keeps it.
 */
export function preloadRoute(href: string): void {
  let matches;
  try {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    matches = matchRoutes(registered, url.pathname);
  } catch {
    return;
  }
  for (const { route } of matches ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => {});
  }
}
