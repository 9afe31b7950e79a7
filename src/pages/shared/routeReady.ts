// Whether a path of this app has a page yet (the route table's `page`), so a link to a planned route is hidden or
// marked "即将上线" instead of leading the customer (through a login) to a "coming soon" page.
import { matchPath } from 'react-router';
import { flattenRoutes, routes } from '../../../config/routes';

let table: { path: string; ready: boolean }[] | undefined;

/** `/newRecharge/history?month=202609` -> whether its route has a page; an unknown path has none. */
export function hasPage(to: string): boolean {
  table ??= flattenRoutes(routes)
    .filter((r) => r.path !== '*')
    .map((r) => ({ path: r.path, ready: !!r.page }));
  const pathname = to.split(/[?#]/)[0] || '/';
  const route = table.find((r) => matchPath({ path: r.path, end: true }, pathname));
  return !!route?.ready;
}
