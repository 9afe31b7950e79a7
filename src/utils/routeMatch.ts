// The route table's paths, compiled once and shared by everything outside the router that asks about a path:
// whether it is a route of the app (return targets, `safePath`) and whether its page is built (`hasPage`).
import { matchPath } from 'react-router';
import { flattenRoutes, routes } from '../../config/routes';

interface Pattern {
  path: string;
  /** False for a non-exact parent, whose unknown sub-paths are its own. */
  exact: boolean;
  ready: boolean;
}

let patterns: Pattern[] | undefined;
const table = (): Pattern[] =>
  (patterns ??= flattenRoutes(routes)
    .filter((r) => r.path !== '*')
    .map((r) => ({ path: r.path, exact: r.exact, ready: !!r.page })));

/** Whether a pathname is a route of the table (a child of a non-exact parent included); the catch-all is not. */
export function isAppRoute(pathname: string): boolean {
  return table().some((p) => matchPath({ path: p.path, end: p.exact }, pathname) !== null);
}

/** `/newRecharge/history?month=202609` -> whether its route has a page; an unknown path has none. */
export function hasPage(to: string): boolean {
  const pathname = to.split(/[?#]/)[0] || '/';
  return !!table().find((p) => matchPath({ path: p.path, end: true }, pathname))?.ready;
}
