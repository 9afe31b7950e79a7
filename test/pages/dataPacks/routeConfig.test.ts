// The family's route data (routeConfig.ts) against the route table (config/routes.ts): every path it names is a
// route of the table showing the family's page that reads it, and every route of the table that shows a page of
// the family is named there, so the two cannot drift apart.
import { flattenRoutes, routes, type FlatRoute } from '../../../config/routes';
import { CAP_MODES, CAP_RESULTS, CATALOGUES, PACK_ROUTES, RESULT_BACK } from '../../../src/pages/dataPacks/routeConfig';

// Each family module is a stand-in whose pages name their family and page, so a route's loader tells which
// page it shows without running any page code.
function mockFamily(family: string) {
  return {
    __esModule: true,
    family,
    pages: new Proxy({}, { get: (_target, page) => ({ family, page: String(page) }) }),
  };
}
jest.mock('../../../src/pages/general', () => mockFamily('general'));
jest.mock('../../../src/pages/general/agreementPages', () => mockFamily('agreement'));
jest.mock('../../../src/pages/account/BindAccount', () => mockFamily('account'));
jest.mock('../../../src/pages/recharge', () => mockFamily('recharge'));
jest.mock('../../../src/pages/recharge/tooth', () => mockFamily('rechargeTooth'));
jest.mock('../../../src/pages/depositGift/DepositGift', () => mockFamily('depositGift'));
jest.mock('../../../src/pages/dataPacks', () => mockFamily('dataPacks'));
jest.mock('../../../src/pages/complain', () => mockFamily('complain'));
jest.mock('../../../src/pages/business', () => mockFamily('business'));
jest.mock('../../../src/pages/business/records', () => mockFamily('businessRecords'));
jest.mock('../../../src/pages/ordering', () => mockFamily('ordering'));
jest.mock('../../../src/pages/ordering/broadband', () => mockFamily('orderingBb'));
jest.mock('../../../src/pages/change', () => mockFamily('change'));
jest.mock('../../../src/pages/benefits', () => mockFamily('benefits'));
jest.mock('../../../src/pages/venues', () => mockFamily('venues'));
jest.mock('../../../src/pages/sale', () => mockFamily('sale'));

type Shown = { family?: string; page?: string };

const flat = flattenRoutes(routes);

/** The family and page a route's loader shows ({} for a route without a page). */
async function shown(route: FlatRoute): Promise<Shown> {
  if (!route.page) return {};
  return (await route.page()) as unknown as Shown;
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

  it.each(named)('%s is a route of the table showing dataPacks %s', async (path, page) => {
    const route = flat.find((r) => r.path === path);
    expect(route).toBeDefined();
    expect(await shown(route as FlatRoute)).toEqual({ family: 'dataPacks', page });
  });

  it("names every route of the table that shows one of the family's pages", async () => {
    const paths = new Set(named.map(([path]) => path));
    const family: string[] = [];
    for (const route of flat) if ((await shown(route)).family === 'dataPacks') family.push(route.path);
    expect(family.length).toBeGreaterThan(0);
    expect(family.filter((path) => !paths.has(path))).toEqual([]);
  });
});
