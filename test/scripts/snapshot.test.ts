// The build's snapshot of the API for the pre-rendered landings (scripts/snapshot.ts): asked of the simulator in
// process, in the landing's language, or of a real backend over HTTP; an answer that is not a success fails the build.
import { backendSnapshot, simulatorSnapshot, snapshotSource } from '../../scripts/snapshot';

const LIST = '/api/omoweb/productList/list';
type Items = { list: { code: string; name: string; priceFen: number }[] };

describe("the landings' snapshot", () => {
  it('asks the simulator what the page asks, in the language of the landing', async () => {
    const ask = simulatorSnapshot();
    const zh = (await ask(LIST, { productId: 'BINGJILING' }, 'zh-CN')) as Items;
    expect(zh.list.map((i) => [i.code, i.name, i.priceFen])).toEqual([['BINGJILING', '冰激凌夏日包', 1000]]);
    const floor = (await ask(LIST, { actCode: 'flow', pageSize: 100 }, 'en-US')) as Items;
    expect(floor.list.length).toBeGreaterThan(5);
    expect(floor.list.every((i) => !/[\u4e00-\u9fff]/.test(i.name))).toBe(true);
  });

  it('fails on an answer that is not a success', async () => {
    await expect(simulatorSnapshot()(LIST, { productId: 'NOPE' }, 'zh-CN')).rejects.toThrow(/E_PRODUCT_NOT_FOUND/);
  });

  it('asks a real backend at its address, with the query and the language', async () => {
    const fetchFn = jest.fn((url: string, init?: RequestInit) => {
      void url;
      void init;
      return Promise.resolve(new Response(JSON.stringify({ status: 1, code: '0000', data: { list: [], total: 0 } })));
    });
    const ask = backendSnapshot('https://api.example.com/api', fetchFn as unknown as typeof fetch);
    expect(await ask(LIST, { actCode: 'flow', pageSize: 100 }, 'en-US')).toEqual({ list: [], total: 0 });
    expect(fetchFn).toHaveBeenCalledWith(
      'https://api.example.com/api/omoweb/productList/list?actCode=flow&pageSize=100',
      {
        headers: { 'accept-language': 'en-US' },
      },
    );
  });

  it('is the simulator for a build for the simulator; a relative API base the build cannot ask fails it', () => {
    expect(snapshotSource({})).toBeInstanceOf(Function);
    expect(snapshotSource({ SMS2_API_BASE: 'https://api.example.com/' })).toBeInstanceOf(Function);
    expect(() => snapshotSource({ SMS2_API_BASE: '/api/' })).toThrow(/SMS2_SNAPSHOT_API/);
    expect(snapshotSource({ SMS2_API_BASE: '/api/', SMS2_SNAPSHOT_API: 'https://api.example.com/' })).toBeInstanceOf(
      Function,
    );
  });
});
