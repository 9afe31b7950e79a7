import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from 'redux';
import global, { selectGlobal, selectPreCheckInfo, type GlobalState } from '../../src/models/global';
import { api } from '../../src/services/api';
import { RequestError } from '../../src/services/request';
import { precheckOf } from '../support/precheck';

const run = () => expectSaga(global.saga).withReducer(combineReducers({ global: global.reducer as never }));
const info = precheckOf('18687120001', { cityName: '昆明' });

describe('global model', () => {
  it('starts as the spec says: progress 0, no third-party phone', () => {
    expect(global.reducer(undefined as never, { type: '@@init' })).toEqual({
      progressPercent: 0,
      thirdUserPhone: '',
      revisits: 0,
    });
  });

  it('keeps progress within 0-100', () => {
    const s = (p: number) => global.reducer(undefined, global.actions.setProgressPercent(p)).progressPercent;
    expect([s(-5), s(42), s(140)]).toEqual([0, 42, 100]);
  });

  it('keeps the phone pre-check as preCheckInfo', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(api.handlebusi.preCheckToPhone), info]])
      .dispatch(global.actions.preCheckToPhone({ phone: '18687120001' }))
      .call(api.handlebusi.preCheckToPhone, { phone: '18687120001' })
      .silentRun(30);
    expect(selectPreCheckInfo(storeState as { global: GlobalState })).toEqual(info);
  });

  it('a failed pre-check leaves no stale result', async () => {
    const { storeState } = await run()
      .withState({ global: { progressPercent: 0, thirdUserPhone: '', preCheckInfo: info } })
      .provide([
        [matchers.call.fn(api.handlebusi.preCheckToPhone), throwError(new RequestError('business', '号码不存在'))],
      ])
      .dispatch(global.actions.preCheckToPhone({ phone: '13800138000' }))
      .silentRun(30);
    expect(selectPreCheckInfo(storeState as { global: GlobalState })).toBeUndefined();
  });

  it('keeps the user lookup as userInfo', async () => {
    const profile = { phone: '18687120001', name: '王*' };
    const { storeState } = await run()
      .provide([[matchers.call.fn(api.user.getUserInfo), profile]])
      .dispatch(global.actions.fetchUserInfo())
      .silentRun(30);
    expect(selectGlobal(storeState as { global: GlobalState }).userInfo).toEqual(profile);
  });
});
