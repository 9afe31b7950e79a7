import { useMemo } from 'react';
import { matchRoutes, renderMatches, useLocation, type RouteMatch, type RouteObject } from 'react-router';
import { plannedPage, routes as table, titleOf, type PageLoader, type RouteConfig } from '../../config/routes';
import { LazyPage } from './LazyPage';
import { PageBoundary } from './PageBoundary';
import { Guard } from './Guard';
import { useDocumentTitle } from './useDocumentTitle';

/** One route's element: its title, the guard when the route asks for it, and the lazily loaded page. */
function RouteElement({ route, parent }: { route: RouteConfig; parent?: RouteConfig }) {
  useDocumentTitle(titleOf(route, parent));
  const { pathname } = useLocation();
  // Keyed by path: React would otherwise keep the previous route's page when two routes share this slot.
  const page = <LazyPage key={route.path} loader={route.page ?? plannedPage} props={route.props} />;
  return (
    <PageBoundary resetKey={pathname}>
      {/* A planned route says "coming soon" to anybody: no login on the way to a page that does nothing. */}
      {route.guard === 'G0' || !route.page ? page : <Guard level={route.guard}>{page}</Guard>}
    </PageBoundary>
  );
}

/** A react-router route that shows one route of the table (`handle`: that route, for `routeAt`). */
type Shown = RouteObject & { handle?: RouteConfig };
const leaf = (path: string | undefined, route: RouteConfig, parent?: RouteConfig, index = false): Shown => ({
  ...(index ? { index: true } : { path }),
  element: <RouteElement route={route} parent={parent} />,
  handle: route,
});

const relative = (parent: string, child: string) => child.slice(parent.length).replace(/^\//, '');

/**
 * A route of the table as a react-router route. A non-exact parent keeps its own page for its own path and for
 * any unknown path below it; its children are matched first (a child with the parent's path is the index).
 */
function toRoute(route: RouteConfig): Shown {
  if (route.path === '*' || route.exact !== false) return leaf(route.path, route);
  const children = route.children ?? [];
  const index = children.find((c) => c.path === route.path);
  const own: Shown[] = index ? [] : [leaf(undefined, route, undefined, true)];
  return {
    path: route.path,
    children: [
      ...own,
      ...children.map((c) =>
        c === index ? leaf(undefined, c, route, true) : leaf(relative(route.path, c.path), c, route),
      ),
      // Unknown paths below a non-exact parent show the parent's own page, or its index child's when it has none.
      route.page || !index ? leaf('*', route) : leaf('*', index, route),
    ],
  };
}

/** The table as react-router routes: built once per table, not on every render. */
const compiled = new WeakMap<readonly RouteConfig[], { routes: Shown[]; last?: [string, RouteMatch[] | null] }>();
function compile(routes: readonly RouteConfig[]) {
  let c = compiled.get(routes);
  if (!c) compiled.set(routes, (c = { routes: routes.map(toRoute) }));
  return c;
}

/**
 * The matches of a path (below the basename): matched once per address, and shared by the boot's head start
 * (`routeAt`) and the render that follows it.
 */
function matchesOf(routes: readonly RouteConfig[], pathname: string): RouteMatch[] | null {
  const c = compile(routes);
  if (c.last?.[0] !== pathname) c.last = [pathname, matchRoutes(c.routes, pathname)];
  return c.last[1];
}

export function AppRoutes({ routes = table }: { routes?: readonly RouteConfig[] }) {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchesOf(routes, pathname), [routes, pathname]);
  return renderMatches(matches);
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
  const matches = matchesOf(routes, path);
  const handle: unknown = matches?.[matches.length - 1]?.route.handle;
  return handle as RouteConfig | undefined;
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
  return route && (route.page ?? plannedPage);
}
