import { isValidElement, useMemo } from 'react';
import { createRoutesFromChildren, matchRoutes, Route, Routes, useLocation } from 'react-router';
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
      {route.guard === 'G0' ? page : <Guard level={route.guard}>{page}</Guard>}
    </PageBoundary>
  );
}

const relative = (parent: string, child: string) => child.slice(parent.length).replace(/^\//, '');

/**
 * A route of the table as a react-router route. A non-exact parent keeps its own page for its own path and for
 * any unknown path below it; its children are matched first (a child with the parent's path is the index).
 */
function toRoute(route: RouteConfig) {
  const element = <RouteElement route={route} />;
  if (route.path === '*') return <Route key="*" path="*" element={element} />;
  if (route.exact !== false) return <Route key={route.path} path={route.path} element={element} />;
  const children = route.children ?? [];
  const index = children.find((c) => c.path === route.path);
  // Unknown paths below a non-exact parent show the parent's own page, or its index child's when it has none.
  const fallback = route.page || !index ? element : <RouteElement route={index} parent={route} />;
  return (
    <Route key={route.path} path={route.path}>
      {!index && <Route index element={element} />}
      {children.map((c) =>
        c.path === route.path ? (
          <Route key="index" index element={<RouteElement route={c} parent={route} />} />
        ) : (
          <Route key={c.path} path={relative(route.path, c.path)} element={<RouteElement route={c} parent={route} />} />
        ),
      )}
      <Route path="*" element={fallback} />
    </Route>
  );
}

export function AppRoutes({ routes = table }: { routes?: readonly RouteConfig[] }) {
  const elements = useMemo(() => routes.map(toRoute), [routes]);
  return <Routes>{elements}</Routes>;
}

/**
 * The page loader that `AppRoutes` shows for a path (the same matching: the elements are built as it builds them),
 * so index.tsx can start the page chunk before React renders, side by side with the catalogue.
 */
export function pageFor(
  pathname: string,
  basename?: string,
  routes: readonly RouteConfig[] = table,
): PageLoader | undefined {
  const matches = matchRoutes(createRoutesFromChildren(routes.map(toRoute)), pathname, basename);
  const element = matches?.[matches.length - 1]?.route.element;
  if (!isValidElement<{ route: RouteConfig }>(element)) return undefined;
  return element.props.route.page ?? plannedPage;
}
