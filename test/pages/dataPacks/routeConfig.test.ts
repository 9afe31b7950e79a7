// The family's route data (routeConfig.ts) against the route table (config/routes.ts): every path it names is a
// route of the table showing the family's page that reads it, and every route of the table that shows a page of
// the family is named there, so the two cannot drift apart.
import { flattenRoutes, routes, type FlatRoute } from '../../../config/routes';
import { CAP_MODES, CAP_RESULTS, CATALOGUES, PACK_ROUTES, RESULT_BACK } from '../../../src/pages/dataPacks/routeConfig';

type Shown = { family?: string; page?: string };

const flat = flattenRoutes(routes);

/** The chunk and page a route names ({} for a route without a page): `page: '<chunk>/<Page>'`. */
function shown(route: FlatRoute): Shown {
  if (!route.page) return {};
  const [family, page] = route.page.split('/');
  return { family, page };
}

/** Every path routeConfig.ts names (once), with the dataPacks page it expects there. */
const pairs: [path: string, page: string][] = [
  ...Object.keys(PACK_ROUTES).map((path): [string, string] => [path, 'PackDetail']),
  ...Object.values(PACK_ROUTES).map((r): [string, string] => [r.result, 'PackResult']),
  ...Object.keys(RESULT_BACK).map((path): [string, string] => [path, 'PackResult']),
  ...Object.values(RESULT_BACK).map((path): [string, string] => [path, 'Catalogue']),
  ...Object.keys(CAP_MODES).map((path): [string, string] => [path, 'CapRelease']),
  ...Object.keys(CAP_RESULTS).map((path): [string, string] => [path, 'CapResult']),
  ...Object.keys(CATALOGUES).map((path): [string, string] => [path, 'Catalogue']),
];
const named = [...new Map(pairs).entries()];

describe('dataPacks routeConfig against the route table', () => {
  it('names the paths of every kind', () => {
    expect(named.length).toBeGreaterThanOrEqual(31);
    expect(new Set(pairs.map((p) => p.join(' '))).size).toBe(named.length);
  });

  it.each(named)('%s is a route of the table showing dataPacks %s', (path, page) => {
    const route = flat.find((r) => r.path === path);
    expect(route).toBeDefined();
    expect(shown(route as FlatRoute)).toEqual({ family: 'dataPacks', page });
  });

  it("names every route of the table that shows one of the family's pages", () => {
    const paths = new Set(named.map(([path]) => path));
    const family: string[] = [];
    for (const route of flat) if (shown(route).family === 'dataPacks') family.push(route.path);
    expect(family.length).toBeGreaterThan(0);
    expect(family.filter((path) => !paths.has(path))).toEqual([]);
  });
});
