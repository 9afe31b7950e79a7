// The route table's paths, compiled once and shared by everything outside the router that asks about a path:
// whether it is a route of the app (return targets, `safePath`) and whether its page is built (`hasPage`).
import { matchPath } from 'react-router';
import { flattenRoutes, routes, type RouteConfig } from '../../config/routes';

export interface RouteMatcher {
  /** Whether a pathname is a route of the table (a child of a non-exact parent included); the catch-all is not. */
  isAppRoute: (pathname: string) => boolean;
  /** `/newRecharge/history?month=202609` -> whether its route has a page; an unknown path has none. */
  hasPage: (to: string) => boolean;
}

/** The matcher of a route table: its patterns compiled on first use. */
export function matcherOf(table: readonly RouteConfig[]): RouteMatcher {
  let patterns: { path: string; exact: boolean; ready: boolean }[] | undefined;
  const compiled = () =>
    (patterns ??= flattenRoutes(table)
      .filter((r) => r.path !== '*')
      .map((r) => ({ path: r.path, exact: r.exact, ready: !!r.page })));
  return {
    isAppRoute: (pathname) => compiled().some((p) => matchPath({ path: p.path, end: p.exact }, pathname) !== null),
    hasPage: (to) => {
      const pathname = to.split(/[?#]/)[0] || '/';
      // A non-exact parent and its child of the same path are two rows: the path has a page if either has one.
      return compiled().some((p) => p.ready && matchPath({ path: p.path, end: true }, pathname) !== null);
    },
  };
}

const app = matcherOf(routes);
export const isAppRoute = app.isAppRoute;
export const hasPage = app.hasPage;
