// One compiled matcher answers both questions about a path of the app: is it a route, is its page built.
import { routes, flattenRoutes } from '../../config/routes';
import { hasPage, isAppRoute } from '../../src/utils/routeMatch';

const flat = flattenRoutes(routes).filter((r) => r.path !== '*' && !r.path.includes(':'));
const ready = flat.find((r) => r.page && r.exact)!;
const planned = flat.find((r) => !r.page && r.template);
const parent = flat.find((r) => !r.exact)!;

describe('routeMatch', () => {
  it('knows every route of the table, with or without a page, and no other path', () => {
    for (const r of flat) expect(isAppRoute(r.path)).toBe(true);
    expect(isAppRoute('/no/such/page')).toBe(false);
    expect(isAppRoute(`${ready.path}/extra`)).toBe(false);
  });

  it('lets a non-exact parent own its unknown sub-paths', () => {
    expect(isAppRoute(`${parent.path}/anything`)).toBe(true);
  });

  it('says a built route has a page, with its query or hash, and an unknown path none', () => {
    expect(hasPage(`${ready.path}?x=1#y`)).toBe(true);
    expect(hasPage('/no/such/page')).toBe(false);
    if (planned) expect(hasPage(planned.path)).toBe(false);
  });

  it('fills a parameter of the path', () => {
    expect(isAppRoute('/newRecharge/tooth/abc123')).toBe(true);
  });
});
