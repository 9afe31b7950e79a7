import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from 'redux';
import session, { LOST_NOTICE_MS, type SessionState } from '../../src/models/session';
import * as shellApi from '../../src/services/api/shell';
import { RequestError, setUnionId } from '../../src/services/request';
import { appHeaders } from '../../src/services/request/headers';

const unionHeader = () => appHeaders('user/getUserInfoBtm', {}).unionId;
afterEach(() => setUnionId(undefined));

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

  it('the union id of the who-am-I answer is sent with the calls that follow; another user brings theirs', async () => {
    await expectSaga(session.saga)
      .provide([[matchers.call.fn(shellApi.getUserInfoBtm), { openid: 'o_sim_001', unionid: 'un_o_sim_001' }]])
      .dispatch(session.actions.load())
      .call(setUnionId, 'un_o_sim_001')
      .silentRun(30);
    expect(unionHeader()).toBe('un_o_sim_001');
    await expectSaga(session.saga)
      .provide([[matchers.call.fn(shellApi.getUserInfoBtm), { openid: 'o_sim_002' }]])
      .dispatch(session.actions.load())
      .silentRun(30);
    expect(unionHeader()).toBeUndefined();
  });

  it('nobody logged in (401) sends no union id', async () => {
    setUnionId('un_o_sim_001');
    await run(new RequestError('http', '未登录', { status: 401 }));
    expect(unionHeader()).toBeUndefined();
  });
});

describe('session.lost', () => {
  const withSession = (status: SessionState['status']) =>
    expectSaga(session.saga).withReducer(combineReducers({ session: session.reducer }), {
      session: { status },
    });

  it('the union id and the kept number go at once; the session ends once the message has been read', async () => {
    setUnionId('un_o_sim_001');
    window.localStorage.setItem('wechatUser_phone', '18687120001');
    const soon = await withSession('identified').dispatch(session.actions.lost()).silentRun(30);
    expect(unionHeader()).toBeUndefined();
    expect(window.localStorage.getItem('wechatUser_phone')).toBeNull();
    expect(soon.storeState).toEqual({ session: { status: 'identified' } });
    const later = await withSession('identified')
      .dispatch(session.actions.lost())
      .silentRun(LOST_NOTICE_MS + 100);
    expect(later.storeState).toEqual({ session: { status: 'anonymous' } });
  });
});
