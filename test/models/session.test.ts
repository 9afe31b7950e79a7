import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import session, { type SessionState } from '../../src/models/session';
import * as shellApi from '../../src/services/api/shell';
import { RequestError } from '../../src/services/request';

const run = (error: RequestError) =>
  expectSaga(session.saga)
    .withReducer(session.reducer as (s: SessionState | undefined, a: unknown) => SessionState, { status: 'unknown' })
    .provide([[matchers.call.fn(shellApi.getUserInfoBtm), throwError(error)]])
    .dispatch(session.actions.load())
    .silentRun(30);

describe('session.load', () => {
  it('a failure other than 401/666 leaves the session "error" with its message, never "unknown"', async () => {
    const { storeState } = await run(new RequestError('http', '服务器繁忙', { status: 500 }));
    expect(storeState).toEqual({ status: 'error', error: '服务器繁忙' });
  });

  it('a dropped connection too', async () => {
    const { storeState } = await run(new RequestError('network', '网络异常'));
    expect(storeState).toEqual({ status: 'error', error: '网络异常' });
  });

  it('a 401 is an answer: nobody is logged in, and the kept number goes', async () => {
    window.localStorage.setItem('wechatUser_phone', '18687120001');
    const { storeState } = await run(new RequestError('http', '未登录', { status: 401 }));
    expect(storeState).toEqual({ status: 'anonymous' });
    expect(window.localStorage.getItem('wechatUser_phone')).toBeNull();
  });

  it("a user without a number: the previous customer's number is not kept", async () => {
    window.localStorage.setItem('wechatUser_phone', '18687120001');
    await expectSaga(session.saga)
      .provide([[matchers.call.fn(shellApi.getUserInfoBtm), { openid: 'o_sim_new' }]])
      .dispatch(session.actions.load())
      .silentRun(30);
    expect(window.localStorage.getItem('wechatUser_phone')).toBeNull();
  });
});
