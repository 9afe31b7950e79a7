// The page loaders (src/pages/loaders.ts) against the route table (config/routes.ts): every chunk the table names
// is registered by its family, every page a route names is exported by its chunk, and a name is one loader.
import { CHUNKS, PLANNED_PAGE, flattenRoutes, routes, type PageRef } from '../../config/routes';
import { chunks, pageLoader, plannedPage } from '../../src/pages/loaders';

const named = [...new Set(flattenRoutes(routes).flatMap((r) => (r.page ? [r.page] : [])))];

describe('the page loaders', () => {
  it('register every chunk of the table, and no other', () => {
    expect(Object.keys(chunks).sort()).toEqual([...CHUNKS].sort());
  });

  it('give the same loader for the same name, and the planned page its own', () => {
    expect(pageLoader('recharge/TopupForm')).toBe(pageLoader('recharge/TopupForm'));
    expect(pageLoader('recharge/TopupForm')).not.toBe(pageLoader('recharge/Checkout'));
    expect(plannedPage).toBe(pageLoader(PLANNED_PAGE));
  });

  it('load every page the table names from its chunk', async () => {
    expect(named.length).toBeGreaterThan(70);
    const loaded = await Promise.all(named.map(async (ref) => [ref, typeof (await pageLoader(ref)()).default]));
    expect(loaded.filter(([, type]) => type !== 'function')).toEqual([]);
  });

  it('refuse a page its chunk does not hold, and a chunk nobody registers', async () => {
    await expect(pageLoader('general/NoSuchPage')()).rejects.toThrow('no page NoSuchPage');
    await expect(pageLoader('account/Other')()).rejects.toThrow('no page Other');
    await expect(pageLoader('nowhere/Page' as PageRef)()).rejects.toThrow('no chunk nowhere');
  });
});
