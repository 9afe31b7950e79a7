// The one matcher of the app's paths: the route table compiled once, and everything that asks about a path uses it.
// `AppRoutes` shows the route it picks (and the entry starts that route's chunk and first data at boot and at each
// navigation); `safePath` asks whether a path is a route of the app; `hasPage` whether its page is built.
//
// The rules are React Router's for this table (test/utils/routeMatch.test.ts holds them to its `matchRoutes`):
// segments compare without regard to case, a trailing slash is allowed, a `:name` segment takes any one segment
// (decoded), and a more specific pattern wins: a route of the path itself over a non-exact parent's own unknown
// sub-paths, the deepest such parent first, and the catch-all last. Matching here, rather than through the
// router's matchRoutes and renderMatches, keeps about 1 KB gzip of the router out of the entry.
import { routes, type RouteConfig } from '../../config/routes';

/** What a path shows: the route, the non-exact parent it sits under (its title's first pieces), its `:params`. */
export interface RouteMatch {
  route: RouteConfig;
  parent?: RouteConfig;
  params: Record<string, string>;
}

export interface RouteMatcher {
  /** The route shown at a pathname (below the basename), or undefined when the table has no catch-all. */
  match: (pathname: string) => RouteMatch | undefined;
  /** Whether a pathname is a route of the table (a child of a non-exact parent included); the catch-all is not. */
  isAppRoute: (pathname: string) => boolean;
  /** `/newRecharge/history?month=202609` -> whether its route has a page; an unknown path has none. */
  hasPage: (to: string) => boolean;
}

/** A path's segments, lower-cased for comparison; undefined for an empty segment (`//`) or a path without `/`. */
function segmentsOf(pathname: string): string[] | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  return segments.includes('') ? undefined : segments;
}

interface Pattern {
  /** Lower-cased static segments; a `:name` segment as `{ param: name }`. */
  segments: (string | { param: string })[];
  /** How many segments are static (the more, the more specific). */
  statics: number;
}

function patternOf(path: string): Pattern {
  const segments = (segmentsOf(path) ?? []).map((s) => (s.startsWith(':') ? { param: s.slice(1) } : s.toLowerCase()));
  return { segments, statics: segments.filter((s) => typeof s === 'string').length };
}

/** The params of `path` under `pattern` when it matches the whole path (`prefix`: or its start), else undefined. */
function paramsOf(pattern: Pattern, path: string[], prefix = false): Record<string, string> | undefined {
  if (path.length < pattern.segments.length || (!prefix && path.length > pattern.segments.length)) return undefined;
  const params: Record<string, string> = {};
  for (const [i, s] of pattern.segments.entries()) {
    if (typeof s !== 'string') params[s.param] = safeDecode(path[i]);
    else if (s !== path[i].toLowerCase()) return undefined;
  }
  return params;
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** One row to try: a route shown at its own path, or a non-exact parent's fallback below it. */
interface Row {
  pattern: Pattern;
  route: RouteConfig;
  parent?: RouteConfig;
}

/** The matcher of a route table: compiled on first use. */
export function matcherOf(table: readonly RouteConfig[]): RouteMatcher {
  let compiled: { exact: Row[]; below: Row[]; catchAll?: RouteConfig; built: Pattern[] } | undefined;
  const compile = () => {
    const exact: Row[] = [];
    const below: Row[] = [];
    const built: Pattern[] = [];
    let catchAll: RouteConfig | undefined;
    for (const route of table) {
      if (route.path === '*') {
        catchAll ??= route;
        continue;
      }
      const pattern = patternOf(route.path);
      if (route.exact !== false) {
        exact.push({ pattern, route });
        if (route.page) built.push(pattern);
        continue;
      }
      // A non-exact parent: its children at their paths (a child of the parent's own path is its index), the
      // parent's own page at its path when no child has it, and below it, for an unknown path, its own page (or,
      // without one, its index child's).
      const children = route.children ?? [];
      const index = children.find((c) => c.path === route.path);
      for (const child of children) {
        exact.push({ pattern: patternOf(child.path), route: child, parent: route });
        if (child.page) built.push(patternOf(child.path));
      }
      if (!index) exact.push({ pattern, route });
      if (route.page) built.push(pattern);
      below.push(route.page || !index ? { pattern, route } : { pattern, route: index, parent: route });
    }
    // The most specific first; rows of equal rank keep the table's order.
    const rank = (a: Row, b: Row) => b.pattern.statics - a.pattern.statics;
    exact.sort(rank);
    below.sort((a, b) => b.pattern.segments.length - a.pattern.segments.length || rank(a, b));
    return { exact, below, catchAll, built };
  };
  const table$ = () => (compiled ??= compile());

  const match = (pathname: string): RouteMatch | undefined => {
    const { exact, below, catchAll } = table$();
    const path = segmentsOf(pathname);
    if (path) {
      for (const row of exact) {
        const params = paramsOf(row.pattern, path);
        if (params) return { route: row.route, parent: row.parent, params };
      }
      for (const row of below) {
        const params = paramsOf(row.pattern, path, true);
        if (params) return { route: row.route, parent: row.parent, params };
      }
    }
    return catchAll && { route: catchAll, params: {} };
  };

  return {
    match,
    isAppRoute: (pathname) => {
      const found = match(pathname);
      return !!found && found.route.path !== '*';
    },
    hasPage: (to) => {
      const path = segmentsOf(to.split(/[?#]/)[0] || '/');
      // A non-exact parent and its child of the same path are two rows: the path has a page if either has one.
      return !!path && table$().built.some((p) => paramsOf(p, path) !== undefined);
    },
  };
}

/** The app's table, compiled on first use. */
export const appMatcher = matcherOf(routes);
export const isAppRoute = appMatcher.isAppRoute;
export const hasPage = appMatcher.hasPage;
