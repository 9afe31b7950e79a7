// Calls started ahead of their page (src/layouts/firstData.ts): taken once, fresh only, and never a second request
// for a call its model already made.
import { ASKED_MS, PREFETCH_TTL_MS, clearPrefetched, prefetch, takePrefetched } from '../../src/models/prefetch';
import type { Checked } from '../../src/services/api/define';
import { RequestError } from '../../src/services/request';
import type { Balance } from '../../src/services/api/types';

const balance: Balance = { phone: '18687120001', balanceFen: 3650, realtimeFeeFen: 0, queryTime: '' };
const PATH = '/api/bill/queryUserBalance';
/** The endpoint a model takes with: its path and a check that passes the answer through. */
const endpoint: Checked<never> = { path: PATH, check: (d) => d as never };

describe('prefetch', () => {
  beforeEach(() => clearPrefetched());

  it('a call started ahead is taken once; the second take asks for itself', async () => {
    const start = jest.fn(() => Promise.resolve(balance));
    prefetch('home/balance', PATH, start, 1_000);
    await expect(takePrefetched('home/balance', endpoint, 1_100)).resolves.toBe(balance);
    expect(takePrefetched('home/balance', endpoint, 1_200)).toBeUndefined();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('the same call is not started twice while one is in flight', () => {
    const start = jest.fn(() => Promise.resolve(balance));
    prefetch('home/balance', PATH, start, 1_000);
    prefetch('home/balance', PATH, start, 2_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('an answer older than the TTL is not taken', () => {
    prefetch('home/balance', PATH, () => Promise.resolve(balance), 1_000);
    expect(takePrefetched('home/balance', endpoint, 1_000 + PREFETCH_TTL_MS)).toBeUndefined();
  });

  it('a model that asked first is not followed by a call started ahead nobody takes; later it is again', () => {
    const start = jest.fn(() => Promise.resolve(balance));
    expect(takePrefetched('home/balance', endpoint, 1_000)).toBeUndefined();
    prefetch('home/balance', PATH, start, 1_050);
    expect(start).not.toHaveBeenCalled();
    prefetch('home/balance', PATH, start, 1_000 + ASKED_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a failure started ahead is not an unhandled rejection: it is the taker’s', async () => {
    const failure = new Error('x');
    prefetch('home/balance', PATH, () => Promise.reject(failure), 1_000);
    await new Promise((r) => setTimeout(r, 0));
    await expect(takePrefetched('home/balance', endpoint, 1_100)).rejects.toBe(failure);
  });

  it('clearing forgets calls and asks (a logout)', () => {
    const start = jest.fn(() => Promise.resolve(balance));
    prefetch('home/balance', PATH, start, 1_000);
    expect(takePrefetched('home/allowance', endpoint, 1_000)).toBeUndefined(); // asked for itself
    clearPrefetched();
    expect(takePrefetched('home/balance', endpoint, 1_100)).toBeUndefined();
    prefetch('home/allowance', PATH, () => Promise.resolve({} as never), 1_200);
    expect(takePrefetched('home/allowance', endpoint, 1_300)).toBeDefined();
  });

  it('the taker checks the answer with its endpoint: a wrong shape is its RequestError, not a value', async () => {
    prefetch('home/balance', PATH, () => Promise.resolve({ balanceFen: 'lots' }), 1_000);
    const shape = new RequestError('shape', '数据异常');
    const strict: Checked<Balance> = {
      path: PATH,
      check: () => {
        throw shape;
      },
    };
    await expect(takePrefetched('home/balance', strict, 1_100)).rejects.toBe(shape);
  });

  it('a call that went to another path than the taker’s endpoint is not taken: the taker asks for itself', () => {
    prefetch('home/balance', '/api/bill/queryUserBalanceAndSum', () => Promise.resolve(balance), 1_000);
    expect(takePrefetched('home/balance', endpoint, 1_100)).toBeUndefined();
  });
});
