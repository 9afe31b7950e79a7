// The entry's first data (src/layouts/firstData.ts) goes out by path, without the endpoints' schemas: every call it
// starts must be the very call its model makes (method, path, query) and be taken by that model's endpoint.
import * as request from '../../src/services/request';
import { FIRST_DATA } from '../../src/layouts/firstData';
import { clearPrefetched, takePrefetched } from '../../src/models/prefetch';
import * as billApi from '../../src/services/api/bill';
import * as configApi from '../../src/services/api/config';
import * as omowebApi from '../../src/services/api/omoweb';
import * as shellApi from '../../src/services/api/shell';
import { SESSION_HINT_KEY, type SessionState } from '../../src/models/session';

jest.mock('../../src/services/request', () => {
  const actual = jest.requireActual<typeof request>('../../src/services/request');
  return { ...actual, get: jest.fn(() => Promise.resolve({})), post: jest.fn(() => Promise.resolve({})) };
});

const bound: SessionState = {
  status: 'identified',
  user: { openid: 'o-1', userPhone: '18687120001', subscribe: true },
};
const ctx = (s: SessionState = bound) => ({ session: Promise.resolve(s) });
const flush = () => new Promise((r) => setTimeout(r, 0));

/** The (method, path, query) of every call sent since the last reset. */
function sent(): [string, string, unknown][] {
  const of = (method: string, m: jest.Mock) =>
    m.mock.calls.map(([path, q]) => [method, path as string, q ?? undefined]);
  return [...of('get', jest.mocked(request.get)), ...of('post', jest.mocked(request.post))] as [
    string,
    string,
    unknown,
  ][];
}

/** A call started ahead that its model takes (its answer here is no real one: the check refuses it, quietly). */
async function expectTaken(taken: Promise<unknown> | undefined) {
  expect(taken).toBeDefined();
  await taken?.catch(() => undefined);
}

/** What the models' own calls send, for comparison. */
async function modelCalls(calls: (() => Promise<unknown>)[]) {
  jest.mocked(request.get).mockClear();
  jest.mocked(request.post).mockClear();
  await Promise.all(calls.map((c) => c()));
  return sent();
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  clearPrefetched();
  jest.mocked(request.get).mockClear();
  jest.mocked(request.post).mockClear();
  window.localStorage.clear();
});

describe('first data started by the entry', () => {
  it('home: the same four calls as homeModel, taken by its endpoints', async () => {
    FIRST_DATA['/'](ctx());
    await flush();
    const ahead = sent();
    expect(ahead).toHaveLength(4);
    const own = await modelCalls([
      () => configApi.list({ page: 'home' }), // homeModel's `config`: home's own items
      () => omowebApi.productList({ actCode: 'home', pageSize: 6 }),
      () => billApi.queryUserBalance(),
      () => billApi.querySetMealaAlowance(),
    ]);
    expect(ahead).toEqual(own);
    await expectTaken(takePrefetched('home/config', configApi.list));
    await expectTaken(takePrefetched('home/products', omowebApi.productList));
    await expectTaken(takePrefetched('home/balance', billApi.queryUserBalance));
    await expectTaken(takePrefetched('home/allowance', billApi.querySetMealaAlowance));
  });

  it('home for a visitor: only the calls that need no number', async () => {
    FIRST_DATA['/'](ctx({ status: 'anonymous', user: { openid: 'o-2', subscribe: false } }));
    await flush();
    expect(sent().map(([, path]) => path)).toEqual([configApi.list.path, omowebApi.productList.path]);
  });

  it('home for a returning customer: the account cards first, without waiting for the session', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    window.localStorage.setItem(shellApi.PHONE_STORAGE_KEY, '18687120001');
    FIRST_DATA['/']({ session: new Promise<SessionState | undefined>(() => undefined) });
    expect(sent().map(([, path]) => path)).toEqual([
      billApi.queryUserBalance.path,
      billApi.querySetMealaAlowance.path,
      configApi.list.path,
      omowebApi.productList.path,
    ]);
    await expectTaken(takePrefetched('home/balance', billApi.queryUserBalance));
    await expectTaken(takePrefetched('home/allowance', billApi.querySetMealaAlowance));
  });

  it('the business hall: the balance with the month’s spend and the allowance, as businessAccount asks', async () => {
    FIRST_DATA['/mobileBusiness'](ctx());
    await flush();
    const ahead = sent();
    expect(ahead).toEqual(
      await modelCalls([() => billApi.queryUserBalanceAndSum(), () => billApi.querySetMealaAlowance()]),
    );
    await expectTaken(takePrefetched('business/balance', billApi.queryUserBalanceAndSum));
    await expectTaken(takePrefetched('business/allowance', billApi.querySetMealaAlowance));
  });

  it('the top-up page: the saved number’s pre-check, as the recharge model asks; none without a number', async () => {
    FIRST_DATA['/newRecharge/index2'](ctx());
    expect(sent()).toEqual([]);
    window.localStorage.setItem(shellApi.PHONE_STORAGE_KEY, '18687120001');
    FIRST_DATA['/newRecharge/index2'](ctx());
    const ahead = sent();
    expect(ahead).toEqual(await modelCalls([() => shellApi.preCheckToPhone({ phone: '18687120001' })]));
    await expectTaken(takePrefetched('preCheck:18687120001', shellApi.preCheckToPhone));
  });
});
