// The hall's read-only sections: each loads and fails alone; the hub takes the call started ahead of its chunk,
// a retry asks the server again.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as billApi from '../../../src/services/api/bill';
import * as userApi from '../../../src/services/api/user';
import * as shellApi from '../../../src/services/api/shell';
import global from '../../../src/models/global';
import { clearPrefetched, prefetch } from '../../../src/models/prefetch';
import { RequestError } from '../../../src/services/request';
import businessAccount from '../../../src/pages/business/accountModel';
import type { BalanceAndSum, CustomerProfile, ScoreInfo } from '../../../src/services/api/types';

const reducer = combineReducers({ businessAccount: businessAccount.reducer });
const run = () => expectSaga(businessAccount.saga).withReducer(reducer);

const balance: BalanceAndSum = {
  phone: '18687120001',
  balanceFen: 3650,
  realtimeFeeFen: 0,
  queryTime: '',
  monthSpendFen: 6480,
};
const score: ScoreInfo = {
  phone: '18687120001',
  points: 12860,
  star: '4',
  multiplier: 2.5,
  expiringPoints: 0,
  expiresOn: '',
  records: [],
};

afterEach(() => {
  clearPrefetched();
  jest.restoreAllMocks();
});

describe('businessAccount.load', () => {
  it('takes the balance started ahead of the page instead of asking again', async () => {
    const ask = jest.spyOn(billApi, 'queryUserBalanceAndSum');
    prefetch('business/balance', billApi.queryUserBalanceAndSum.path, () => Promise.resolve(balance));
    const { storeState } = await run()
      .dispatch(businessAccount.actions.load({ name: 'balance' }))
      .silentRun(30);
    expect(businessAccount.select(storeState).balance).toEqual({ status: 'ready', data: balance });
    expect(ask).not.toHaveBeenCalled();
  });

  it('an answer started ahead is checked as it is taken: a wrong shape is the section’s error, not its data', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    prefetch('business/balance', billApi.queryUserBalanceAndSum.path, () => Promise.resolve({ balanceFen: 'lots' }));
    const { storeState } = await run()
      .dispatch(businessAccount.actions.load({ name: 'balance' }))
      .silentRun(30);
    expect(businessAccount.select(storeState).balance).toMatchObject({ status: 'error' });
    expect(log).toHaveBeenCalledWith('[sms2] shape', '/api/bill/queryUserBalanceAndSum', expect.any(Array));
  });

  it('the member profile (the user lookup) is kept as the global userInfo too (spec §3)', async () => {
    const profile = { phone: '18687120001', name: '王*' } as CustomerProfile;
    jest.spyOn(shellApi, 'getUserInfo').mockResolvedValue(profile);
    const { storeState } = await run()
      .dispatch(businessAccount.actions.load({ name: 'profile' }))
      .put(global.actions.saveUserInfo(profile))
      .silentRun(30);
    expect(businessAccount.select(storeState).profile).toEqual({ status: 'ready', data: profile });
  });

  it('a retry asks the server, never the answer fetched ahead', async () => {
    const ask = jest.spyOn(billApi, 'queryUserBalanceAndSum').mockResolvedValue({ ...balance, balanceFen: 1 });
    prefetch('business/balance', billApi.queryUserBalanceAndSum.path, () => Promise.resolve(balance));
    const { storeState } = await run()
      .dispatch(businessAccount.actions.load({ name: 'balance', retry: true }))
      .silentRun(30);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(businessAccount.select(storeState).balance).toEqual({
      status: 'ready',
      data: { ...balance, balanceFen: 1 },
    });
  });

  it('a section that fails keeps its message and leaves the others alone', async () => {
    jest.spyOn(userApi, 'qryScoreInfo').mockRejectedValue(new RequestError('http', '系统繁忙', { status: 500 }));
    jest.spyOn(userApi, 'queryUserInfo').mockResolvedValue({
      phone: '18687120001',
      provinceCode: '53',
      cityCode: '530100',
      cityName: '昆明',
      brand: '5G',
      paymentMode: 'prepaid',
      tenureMonths: 120,
      creditLimitFen: 0,
    });
    const { storeState } = await run()
      .dispatch(businessAccount.actions.load({ name: 'score' }))
      .dispatch(businessAccount.actions.load({ name: 'operator' }))
      .silentRun(30);
    expect(businessAccount.select(storeState).score).toEqual({ status: 'error', message: '系统繁忙' });
    expect(businessAccount.select(storeState).operator.status).toBe('ready');
  });

  it('points with the star level and multiplier', async () => {
    jest.spyOn(userApi, 'qryScoreInfo').mockResolvedValue(score);
    const { storeState } = await run()
      .dispatch(businessAccount.actions.load({ name: 'score' }))
      .silentRun(30);
    expect(businessAccount.select(storeState).score).toEqual({ status: 'ready', data: score });
  });
});
