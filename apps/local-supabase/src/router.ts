/**
 * Routing, in two levels. Mounts: a path prefix (/auth/v1, /mailbox) → the handler that owns
 * everything under it. Route tables inside a mount: method + path pattern → handler. A pattern
 * is literal segments and `:name` parameters, each matching one non-empty segment; matching is on
 * the raw (still percent-encoded) path.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  method: string;
  /** The path below the mount's prefix ('/' for the prefix itself), trailing slashes removed. */
  path: string;
  /** Values of the matched route's `:name` segments. */
  params: Record<string, string>;
}

export interface Route<C extends RequestContext = RequestContext> {
  method: string;
  path: string;
  handler: (ctx: C) => void | Promise<void>;
}

export interface Mount {
  /** '/auth/v1' owns '/auth/v1' and everything under '/auth/v1/'. */
  prefix: string;
  handle: (ctx: RequestContext) => Promise<void>;
}

export type Match<R> = { route: R; params: Record<string, string> } | 'not_found' | 'bad_method';

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':') && g !== '') params[w.slice(1)] = g;
    else if (w !== g) return undefined;
  }
  return params;
}

/** The route for method + path; 'bad_method' when only the path matches. */
export function matchRoute<R extends Route<never>>(
  routes: readonly R[],
  method: string,
  path: string,
): Match<R> {
  let pathKnown = false;
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.method === method) return { route, params };
    pathKnown = true;
  }
  return pathKnown ? 'bad_method' : 'not_found';
}

/** The mount owning `path` and the path below its prefix, or undefined. */
export function findMount(
  mounts: readonly Mount[],
  path: string,
): { mount: Mount; subpath: string } | undefined {
  for (const mount of mounts) {
    if (path === mount.prefix || path.startsWith(`${mount.prefix}/`)) {
      return { mount, subpath: path.slice(mount.prefix.length) || '/' };
    }
  }
  return undefined;
}
