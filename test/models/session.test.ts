import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from 'redux';
import session, { LOST_NOTICE_MS, type SessionState } from '../../src/models/session';
import * as shellApi from '../../src/services/api/shell';
import { readDraft, saveDraft } from '../../src/pages/shared/draft';
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

describe('session.load and the drafts: nothing of one customer for the next', () => {
  const loadAs = (openid: string) =>
    expectSaga(session.saga)
      .provide([[matchers.call.fn(shellApi.getUserInfoBtm), { openid, userPhone: '18687120001', subscribe: false }]])
      .dispatch(session.actions.load())
      .silentRun(30);
  const isAny = (v: Record<string, unknown>): v is Record<string, unknown> => !!v;

  it('the same customer after a 401 finds the draft; a different customer on the same phone finds none', async () => {
    await loadAs('o_sim_001');
    saveDraft('orderingCard', { name: '王强', detail: '世纪城1栋' });
    await run(new RequestError('http', '未登录', { status: 401 })); // the session ends without a logout
    await loadAs('o_sim_001');
    expect(readDraft('orderingCard', isAny)).toEqual({ name: '王强', detail: '世纪城1栋' });

    saveDraft('complain', { form: { text: '上个月多扣了10元话费' } });
    await run(new RequestError('http', '未登录', { status: 401 }));
    await loadAs('o_sim_002');
    expect(readDraft('orderingCard', isAny)).toBeUndefined();
    expect(readDraft('complain', isAny)).toBeUndefined();
    expect(Object.keys(window.sessionStorage).filter((k) => k.startsWith('sms2_draft_'))).toEqual([
      'sms2_draft_@owner',
    ]);
  });

  it('what was typed before anyone was identified stays for who logs in', async () => {
    saveDraft('lead:ycg', { name: '李明' });
    await loadAs('o_sim_002');
    expect(readDraft('lead:ycg', isAny)).toEqual({ name: '李明' });
  });
});
