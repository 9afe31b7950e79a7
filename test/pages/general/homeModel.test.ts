// The home cards: each loads through the model's own setCard creator, and fails on its own.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import home, { loadCard, type HomeState } from '../../../src/pages/general/homeModel';
import * as billApi from '../../../src/services/api/bill';
import * as configApi from '../../../src/services/api/config';
import * as omowebApi from '../../../src/services/api/omoweb';
import { RequestError } from '../../../src/services/request';
import { clearPrefetched, prefetch } from '../../../src/models/prefetch';
import type { Balance } from '../../../src/services/api/types';

/** An endpoint's stand-in: a mock that says its path and passes an answer through its check. */
function mockEndpoint(path: string) {
  return Object.assign(jest.fn(), { path, check: (d: unknown) => d });
}
jest.mock('../../../src/services/api/bill', () => ({
  queryUserBalance: mockEndpoint('/api/bill/queryUserBalance'),
  querySetMealaAlowance: mockEndpoint('/api/bill/querySetMealaAlowance'),
}));
jest.mock('../../../src/services/api/config', () => ({ list: mockEndpoint('/api/config/list') }));
jest.mock('../../../src/services/api/omoweb', () => ({
  productList: mockEndpoint('/api/omoweb/productList/list'),
  recordClick: jest.fn(),
}));

const balance: Balance = {
  phone: '18687120001',
  balanceFen: 3650,
  realtimeFeeFen: 0,
  queryTime: '2026-11-22T10:00:00+08:00',
};
const run = () => expectSaga(home.saga).withReducer(combineReducers({ home: home.reducer }) as never);
const cards = (s: unknown) => home.select(s as { home: HomeState });

describe('home cards', () => {
  beforeEach(() => {
    clearPrefetched();
    jest.clearAllMocks();
    jest.mocked(configApi.list).mockResolvedValue([]);
    jest.mocked(omowebApi.productList).mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 6 });
    jest.mocked(billApi.queryUserBalance).mockResolvedValue(balance);
  });

  it('a bound number loads the account cards too, each through setCard; one failure stays on its card', async () => {
    jest
      .mocked(billApi.querySetMealaAlowance)
      .mockRejectedValue(new RequestError('http', '服务器开小差了', { status: 500 }));
    const { storeState } = await run()
      .dispatch(home.actions.load({ bound: true }))
      .call(loadCard, home.actions.setCard, 'balance', false, home.actions.setOffset)
      .put(home.actions.setCard({ card: 'balance', value: { status: 'loading' } }))
      .put(home.actions.setCard({ card: 'balance', value: { status: 'ready', data: balance } }))
      .silentRun(50);
    expect(cards(storeState).balance).toEqual({ status: 'ready', data: balance });
    expect(cards(storeState).allowance).toEqual({ status: 'error', message: '服务器开小差了' });
    expect(cards(storeState).config).toEqual({ status: 'ready', data: [] });
    // The balance told the server's time: the clock's offset follows it (banners end by it).
    expect(Math.abs(cards(storeState).offsetMs - (Date.parse(balance.queryTime) - Date.now()))).toBeLessThan(5000);
  });

  it('without a bound number only the public cards load; a retry loads its one card again', async () => {
    await run()
      .dispatch(home.actions.load({ bound: false }))
      .not.call(loadCard, home.actions.setCard, 'balance', false, home.actions.setOffset)
      .silentRun(50);
    const { storeState } = await run()
      .dispatch(home.actions.retry('balance'))
      .call(loadCard, home.actions.setCard, 'balance', true, home.actions.setOffset)
      .silentRun(50);
    expect(cards(storeState).balance).toEqual({ status: 'ready', data: balance });
  });

  it('the first load takes the call the entry started ahead; a retry asks the server again, never that answer', async () => {
    const failure = new RequestError('business', '业务处理失败，请稍后再试');
    prefetch('home/balance', '/api/bill/queryUserBalance', () => Promise.reject(failure));
    const first = await run()
      .dispatch(home.actions.load({ bound: true }))
      .silentRun(50);
    expect(cards(first.storeState).balance).toEqual({ status: 'error', message: '业务处理失败，请稍后再试' });
    expect(billApi.queryUserBalance).not.toHaveBeenCalled();

    // The entry's call came second (the page asked first): it is still there, and the retry does not take it.
    prefetch('home/balance', '/api/bill/queryUserBalance', () => Promise.reject(failure), Date.now() + 10_000);
    const retried = await run().dispatch(home.actions.retry('balance')).silentRun(50);
    expect(cards(retried.storeState).balance).toEqual({ status: 'ready', data: balance });
    expect(billApi.queryUserBalance).toHaveBeenCalledTimes(1);
  });
});
