// One compiled matcher answers both questions about a path of the app: is it a route, is its page built.
import { flattenRoutes, routes, type RouteConfig } from '../../config/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { appMatcher, hasPage, isAppRoute, matcherOf } from '../../src/utils/routeMatch';

const page = 'general/Built' as const;
const table: RouteConfig[] = [
  { path: '/', guard: 'G0', page },
  { path: '/built', guard: 'G0', page },
  { path: '/planned', guard: 'G2' },
  { path: '/tooth/:token', guard: 'G0', page },
  { path: '/hall', exact: false, guard: 'G2', children: [{ path: '/hall/child', guard: 'G2', page }] },
  { path: '/poll', exact: false, guard: 'G0', children: [{ path: '/poll', guard: 'G0', page }] },
  { path: '*', guard: 'G0', page },
];
const m = matcherOf(table);

describe('matcherOf', () => {
  it('knows every route of its table, built or planned, and no other path', () => {
    for (const p of ['/', '/built', '/planned', '/tooth/abc', '/hall', '/hall/child'])
      expect(m.isAppRoute(p)).toBe(true);
    expect(m.isAppRoute('/no/such')).toBe(false);
    expect(m.isAppRoute('/built/extra')).toBe(false);
  });

  it('lets a non-exact parent own its unknown sub-paths (the catch-all owns nothing)', () => {
    expect(m.isAppRoute('/hall/anything')).toBe(true);
  });

  it('says a built route has a page (with its query or hash), a planned or unknown one none', () => {
    expect(m.hasPage('/built?x=1#y')).toBe(true);
    expect(m.hasPage('/tooth/abc')).toBe(true);
    expect(m.hasPage('/hall/child')).toBe(true);
    expect(m.hasPage('/poll')).toBe(true); // the page is the child's of the parent's own path
    expect(m.hasPage('/planned')).toBe(false);
    expect(m.hasPage('/no/such')).toBe(false);
  });
});

describe("the app's matcher", () => {
  it('matches every route of the app table, each with its page built', () => {
    for (const r of flattenRoutes(routes).filter((x) => x.path !== '*' && !x.path.includes(':')))
      expect([r.path, isAppRoute(r.path), hasPage(r.path)]).toEqual([r.path, true, true]);
    expect(isAppRoute('/newRecharge/tooth/abc123')).toBe(true);
  });
});

describe('the route a path shows', () => {
  it('a route of the path over a parent’s fallback, the parent’s index child at its path, the catch-all last', () => {
    const at = (p: string) => {
      const found = m.match(p);
      return found && [found.route.path, found.parent?.path, found.params];
    };
    expect(at('/')).toEqual(['/', undefined, {}]);
    expect(at('/BUILT/')).toEqual(['/built', undefined, {}]);
    expect(at('/tooth/a%20b')).toEqual(['/tooth/:token', undefined, { token: 'a b' }]);
    expect(at('/hall')).toEqual(['/hall', undefined, {}]);
    expect(at('/hall/child')).toEqual(['/hall/child', '/hall', {}]);
    expect(at('/hall/else/where')).toEqual(['/hall', undefined, {}]);
    expect(at('/poll')).toEqual(['/poll', '/poll', {}]);
    expect(at('/poll/x')).toEqual(['/poll', '/poll', {}]);
    expect(at('/no/such')).toEqual(['*', undefined, {}]);
    expect(at('//built')).toEqual(['*', undefined, {}]);
    expect(matcherOf(table.slice(0, -1)).match('/no/such')).toBeUndefined();
  });

  /**
   * React Router's own matching of the table, as AppRoutes did it before it matched by itself: a non-exact parent
   * is a layout route with its children, an index, and a `*` child for unknown paths below it.
   */
  function routerRoutes(rows: readonly RouteConfig[]): RouteObject[] {
    const leaf = (route: RouteConfig, parent?: RouteConfig, path?: string): RouteObject =>
      path === undefined ? { index: true, handle: [route, parent] } : { path, handle: [route, parent] };
    return rows.map((route) => {
      if (route.path === '*' || route.exact !== false) return leaf(route, undefined, route.path);
      const children = route.children ?? [];
      const index = children.find((c) => c.path === route.path);
      const rel = (c: RouteConfig) => c.path.slice(route.path.length + 1);
      return {
        path: route.path,
        children: [
          ...(index ? [] : [leaf(route)]),
          ...children.map((c) => (c === index ? leaf(c, route) : leaf(c, route, rel(c)))),
          route.page || !index ? leaf(route, undefined, '*') : leaf(index, route, '*'),
        ],
      };
    });
  }

  it('picks what React Router would, for every route of the app and the paths around them', () => {
    const reference = routerRoutes(routes);
    const paths = new Set<string>(['/', '//', '/x', '/a/b/c', '/newRecharge/tooth/abc%2Fd', '/newRecharge/tooth']);
    for (const r of flattenRoutes(routes).filter((x) => x.path !== '*')) {
      const p = r.path.replace(':token', 'tok-1');
      [p, `${p}/`, p.toUpperCase(), `${p}/unknown`, `${p}/unknown/deeper`, `${p}x`].forEach((q) => paths.add(q));
    }
    expect(paths.size).toBeGreaterThan(900);
    for (const p of paths) {
      const theirs = matchRoutes(reference, p);
      const last = theirs?.[theirs.length - 1];
      const [route, parent] = (last?.route.handle ?? []) as [RouteConfig?, RouteConfig?];
      const ours = appMatcher.match(p);
      // Named params only: the pages are handed no splat (`*`).
      const { '*': _splat, ...named } = last?.params ?? {};
      expect([p, ours?.route.path, ours?.parent?.path, ours?.params]).toEqual([p, route?.path, parent?.path, named]);
    }
  });
});
