import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { routes as table, titleOf, type RouteConfig, type RoutePageProps } from '../../config/routes';
import { pageLoader, plannedPage, type PageLoader } from '../pages/loaders';
import { appMatcher, matcherOf, type RouteMatch, type RouteMatcher } from '../utils/routeMatch';
import { LazyPage } from './LazyPage';
import { PageBoundary } from './PageBoundary';
import { Guard } from './Guard';
import { useDocumentTitle } from './useDocumentTitle';

/** The loader of the page a route names (src/pages/loaders.ts), or the planned page for a route without one. */
export const loaderOf = (route: RouteConfig): PageLoader => (route.page ? pageLoader(route.page) : plannedPage);

/** One route's element: its title, the guard when the route asks for it, and the lazily loaded page. */
function RouteElement({ route, parent, props }: { route: RouteConfig; parent?: RouteConfig; props: RoutePageProps }) {
  useDocumentTitle(titleOf(route, parent));
  const { pathname } = useLocation();
  // Keyed by path: React would otherwise keep the previous route's page when two routes share this slot.
  const page = <LazyPage key={route.path} loader={loaderOf(route)} props={props} />;
  return (
    <PageBoundary resetKey={pathname}>
      {/* A planned route says "coming soon" to anybody: no login on the way to a page that does nothing. */}
      {route.guard === 'G0' || !route.page ? page : <Guard level={route.guard}>{page}</Guard>}
    </PageBoundary>
  );
}

/** The matcher of a table: the app's (src/utils/routeMatch.ts), or a test's, compiled once per table. */
const matchers = new WeakMap<readonly RouteConfig[], RouteMatcher>([[table, appMatcher]]);
function matcher(routes: readonly RouteConfig[]): RouteMatcher {
  let m = matchers.get(routes);
  if (!m) matchers.set(routes, (m = matcherOf(routes)));
  return m;
}

/** The route at an address, matched once per address: shared by the boot's head start and the render after it. */
let last: [readonly RouteConfig[], string, RouteMatch | undefined] | undefined;
function matchAt(routes: readonly RouteConfig[], pathname: string): RouteMatch | undefined {
  if (last?.[0] !== routes || last[1] !== pathname) last = [routes, pathname, matcher(routes).match(pathname)];
  return last[2];
}

/**
 * The page of the address: the route the table's matcher picks, with its `:params` among the page's props (the
 * route's own `props` first).
 */
export function AppRoutes({ routes = table }: { routes?: readonly RouteConfig[] }) {
  const { pathname } = useLocation();
  const found = useMemo(() => {
    const m = matchAt(routes, pathname);
    return m && { ...m, props: { ...m.params, ...m.route.props } };
  }, [routes, pathname]);
  return found ? <RouteElement route={found.route} parent={found.parent} props={found.props} /> : null;
}

/** The route of the table that `AppRoutes` shows for an address (with the basename, when given). */
export function routeAt(
  pathname: string,
  basename?: string,
  routes: readonly RouteConfig[] = table,
): RouteConfig | undefined {
  let path = pathname;
  if (basename && basename !== '/') {
    const base = basename.replace(/\/$/, '');
    if (path !== base && !path.startsWith(`${base}/`)) return undefined;
    path = path.slice(base.length) || '/';
  }
  return matchAt(routes, path)?.route;
}

/**
 * The page loader that `AppRoutes` shows for a path (the same matching), so index.tsx can start the page chunk
 * before React renders, side by side with the catalogue, and at the moment of each navigation.
 */
export function pageFor(
  pathname: string,
  basename?: string,
  routes: readonly RouteConfig[] = table,
): PageLoader | undefined {
  const route = routeAt(pathname, basename, routes);
  return route && loaderOf(route);
}
