// One compiled matcher answers both questions about a path of the app: is it a route, is its page built.
import { flattenRoutes, routes, type RouteConfig } from '../../config/routes';
import { hasPage, isAppRoute, matcherOf } from '../../src/utils/routeMatch';

const page = () => Promise.resolve({ default: () => null });
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
