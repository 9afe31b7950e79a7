import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import auth, { forgetCustomer, sessionExists } from '../../src/models/auth';
import { replace } from '../../src/core';
import { api } from '../../src/services/api';
import { RequestError, setUnionId } from '../../src/services/request';
import { appHeaders } from '../../src/services/request/headers';
import {
  authorizeUrl,
  beginAttempt,
  noteReturn,
  loginHeld,
  resetOAuthMemory,
  takeState,
  withoutOAuthParams,
} from '../../src/services/oauth';
import { replaceLocation } from '../../src/utils/browser';
import { leavingForLogin } from '../../src/services/oplog';
import { canAuthorize } from '../../src/services/wechat';
import { env } from '../../config/env';
import global from '../../src/models/global';
import session from '../../src/models/session';

describe('the authorize address', () => {
  it('carries the app id by channel, the return address, the code response, the user-info scope and the state', () => {
    const url = new URL(authorizeUrl('http://localhost/sms2/cfsf?x=1', 's1', '5'), 'http://localhost');
    expect(url.searchParams.get('appid')).toBe(env.wxAppIds[0]);
    expect(
      new URL(authorizeUrl('http://localhost/sms2/', 's1', '3'), 'http://localhost').searchParams.get('appid'),
    ).toBe(env.wxAppIds[1]);
    expect(
      new URL(authorizeUrl('http://localhost/sms2/', 's1', null), 'http://localhost').searchParams.get('appid'),
    ).toBe(env.wxAppIds[1]);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/sms2/cfsf?x=1');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(url.searchParams.get('state')).toBe('s1');
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('drops code and state from an address, keeping the rest of its query', () => {
    expect(withoutOAuthParams('http://x/sms2/cfsf?code=c&state=s&money=65').toString()).toBe(
      'http://x/sms2/cfsf?money=65',
    );
  });

  it('a state is good once', () => {
    expect(beginAttempt('s1')).toBe(true);
    expect(takeState('s1')).toBe(true);
    expect(takeState('s1')).toBe(false);
    expect(takeState('other')).toBe(false);
  });

  it('the loop guard reacts only to a return: a guard login within a minute of one is refused, a tap never', () => {
    resetOAuthMemory();
    expect(beginAttempt('s1', { auto: true, now: 1000 })).toBe(true); // a new visit, no return yet
    expect(beginAttempt('s2', { auto: true, now: 2000 })).toBe(true); // the consent page was left: still no return
    noteReturn(10_000);
    expect(beginAttempt('s3', { auto: true, now: 30_000 })).toBe(false);
    expect(beginAttempt('s4', { now: 30_000 })).toBe(true); // a tap on 登录
    expect(beginAttempt('s5', { auto: true, now: 71_000 })).toBe(true);
  });

  it('a return whose login held is no loop: a session lost a moment later logs in again', () => {
    resetOAuthMemory();
    noteReturn(10_000);
    loginHeld();
    expect(beginAttempt('s1', { auto: true, now: 20_000 })).toBe(true);
  });
});

describe('auth.oauthReturn', () => {
  beforeEach(() => window.history.replaceState(null, '', '/sms2/cfsf?code=sim_code_1&state=s1&money=65'));

  it('strips code and state, exchanges the code, then loads the user', async () => {
    beginAttempt('s1');
    await expectSaga(auth.saga)
      .provide([
        [matchers.call.fn(api.unifiedinteraction.getSnsUserByCode), { openid: 'o_sim_001' }],
        [matchers.putResolve(session.actions.load()), { userPhone: '18687120001' }],
      ])
      .dispatch(auth.actions.oauthReturn({ code: 'sim_code_1', state: 's1' }))
      .put(session.actions.authorizing())
      .put(replace('/cfsf?money=65'))
      .call.like({ fn: api.unifiedinteraction.getSnsUserByCode })
      .putResolve(session.actions.load())
      // The lookup answered with a user: the login held.
      .call(loginHeld)
      .silentRun(30);
  });

  it('the union id of the exchange is sent from the next call on (spec §6)', async () => {
    beginAttempt('s1');
    await expectSaga(auth.saga)
      .provide([
        [matchers.call.fn(api.unifiedinteraction.getSnsUserByCode), { openid: 'o_sim_001', unionid: 'un_o_sim_001' }],
        [matchers.putResolve(session.actions.load()), { userPhone: '18687120001' }],
      ])
      .dispatch(auth.actions.oauthReturn({ code: 'sim_code_1', state: 's1' }))
      .call(setUnionId, 'un_o_sim_001')
      .putResolve(session.actions.load())
      .silentRun(30);
    expect(appHeaders('user/getUserInfoBtm', {}).unionId).toBe('un_o_sim_001');
    setUnionId(undefined);
  });

  it('sends the operation log queued before it leaves for the authorize page', async () => {
    const order: string[] = [];
    await expectSaga(auth.saga)
      .provide([
        [matchers.call.fn(canAuthorize), true],
        [matchers.call.fn(leavingForLogin), dynamic(() => void order.push('log sent'))],
        [matchers.call.fn(replaceLocation), dynamic(() => void order.push('left'))],
      ])
      .dispatch(auth.actions.login())
      .silentRun(30);
    expect(order).toEqual(['log sent', 'left']);
  });

  it('a state it did not issue restarts the login once (no exchange), and only then fails', async () => {
    window.sessionStorage.clear();
    await expectSaga(auth.saga)
      .provide([[matchers.call.fn(replaceLocation), undefined]])
      .dispatch(auth.actions.oauthReturn({ code: 'sim_code_1', state: 'forged' }))
      .not.call.like({ fn: api.unifiedinteraction.getSnsUserByCode })
      .call.like({ fn: replaceLocation })
      .not.put(replace('/tip/error?code=loginFailed'))
      .silentRun(30);
    await expectSaga(auth.saga)
      .provide([[matchers.call.fn(replaceLocation), undefined]])
      .dispatch(auth.actions.oauthReturn({ code: 'sim_code_2', state: 'forged' }))
      .not.call.like({ fn: api.unifiedinteraction.getSnsUserByCode })
      .not.call.like({ fn: replaceLocation })
      .put(session.actions.clear())
      .put(replace('/tip/error?code=loginFailed'))
      .silentRun(30);
  });

  it('a refused consent (a state, no code) leaves the address clean, exchanges nothing and shows no error', async () => {
    window.history.replaceState(null, '', '/sms2/cfsf?state=s1&money=65');
    beginAttempt('s1');
    await expectSaga(auth.saga)
      .dispatch(auth.actions.oauthReturn({ state: 's1' }))
      .put(replace('/cfsf?money=65'))
      .not.call.like({ fn: api.unifiedinteraction.getSnsUserByCode })
      .put(session.actions.load())
      .not.put(replace('/tip/error?code=loginFailed'))
      .silentRun(30);
  });

  it('a snapshot user (is_snapshotuser=1) is not logged in: the "open in full" prompt instead', async () => {
    beginAttempt('s1');
    await expectSaga(auth.saga)
      .provide([
        [
          matchers.call.fn(api.unifiedinteraction.getSnsUserByCode),
          { openid: 'o_snap', nickname: '', is_snapshotuser: 1 },
        ],
      ])
      .dispatch(auth.actions.oauthReturn({ code: 'sim_code_1', state: 's1' }))
      .put(session.actions.snapshot())
      .not.put(session.actions.load())
      .silentRun(30);
  });

  it('a failed exchange ends on the error page, without a toast', async () => {
    beginAttempt('s1');
    await expectSaga(auth.saga)
      .provide([
        [
          matchers.call.fn(api.unifiedinteraction.getSnsUserByCode),
          throwError(new RequestError('business', 'code已使用')),
        ],
      ])
      .dispatch(auth.actions.oauthReturn({ code: 'sim_code_1', state: 's1' }))
      .put(replace('/tip/error?code=loginFailed'))
      .not.put(session.actions.load())
      .silentRun(30);
  });
});

describe('auth.oauthReturn, an uncertain exchange', () => {
  beforeEach(() => window.history.replaceState(null, '', '/sms2/cfsf?code=sim_code_1&state=s1'));

  it('a lost answer whose login happened (a session exists) is no failure', async () => {
    beginAttempt('s1');
    await expectSaga(auth.saga)
      .provide([
        [
          matchers.call.fn(api.unifiedinteraction.getSnsUserByCode),
          throwError(new RequestError('network', '网络异常')),
        ],
        [matchers.call.fn(sessionExists), true],
      ])
      .dispatch(auth.actions.oauthReturn({ code: 'sim_code_1', state: 's1' }))
      .call(sessionExists)
      .not.put(replace('/tip/error?code=loginFailed'))
      .not.put(session.actions.clear())
      .silentRun(30);
  });

  it('without a session, the failure is shown', async () => {
    beginAttempt('s1');
    await expectSaga(auth.saga)
      .provide([
        [
          matchers.call.fn(api.unifiedinteraction.getSnsUserByCode),
          throwError(new RequestError('network', '网络异常')),
        ],
        [matchers.call.fn(sessionExists), false],
      ])
      .dispatch(auth.actions.oauthReturn({ code: 'sim_code_1', state: 's1' }))
      .call(sessionExists)
      .put(replace('/tip/error?code=loginFailed'))
      .silentRun(30);
  });
});

describe('auth.mallEntry', () => {
  beforeEach(() => window.history.replaceState(null, '', '/sms2/mobileBusiness?token=st_sim_staff&source=mall'));

  it('takes the token out of the address, keeps it as mall_token, logs in and keeps the third-party phone', async () => {
    await expectSaga(auth.saga)
      .provide([[matchers.call.fn(api.user.thirdAuthLogin), { thirdUserPhone: '18687100021', staffId: 'YN08710021' }]])
      .dispatch(auth.actions.mallEntry({ token: 'st_sim_staff' }))
      .put(replace('/mobileBusiness?source=mall'))
      .call.like({ fn: api.user.thirdAuthLogin, args: [{ token: 'st_sim_staff' }] })
      .put(global.actions.setThirdUserPhone('18687100021'))
      .put(session.actions.load())
      .silentRun(30);
    expect(window.localStorage.getItem('mall_token')).toBe('st_sim_staff');
  });

  it('a refused token is forgotten and ends on the error page', async () => {
    await expectSaga(auth.saga)
      .provide([
        [
          matchers.call.fn(api.user.thirdAuthLogin),
          throwError(new RequestError('business', '登录凭证无效或已过期，请重新进入')),
        ],
      ])
      .dispatch(auth.actions.mallEntry({ token: 'bad' }))
      .put(replace('/tip/error?code=tokenInvalid'))
      .not.put(session.actions.load())
      .silentRun(30);
    expect(window.localStorage.getItem('mall_token')).toBeNull();
  });
});

describe('forgetCustomer (a logout)', () => {
  it('leaves nothing of the customer on the device, and keeps what is not theirs', () => {
    window.localStorage.setItem('wechatUser_phone', JSON.stringify('18687120001'));
    window.localStorage.setItem('sms2_session', '1');
    window.localStorage.setItem('mall_token', JSON.stringify('st_sim_staff'));
    window.localStorage.setItem('sms2_lang', 'en-US');
    window.sessionStorage.setItem('sms2_draft_topup', '{}');
    window.sessionStorage.setItem('sms2_idem_cfshd:cfsf:2', 'k1');
    window.sessionStorage.setItem('sms2_sms_sent:login:18687120001', '1700000000000');
    setUnionId('un_o_sim_001');
    forgetCustomer();
    expect(appHeaders('user/getUserInfoBtm', {}).unionId).toBeUndefined();
    expect(Object.keys(window.localStorage)).toEqual(['sms2_lang']);
    expect(Object.keys(window.sessionStorage).filter((k) => k.startsWith('sms2_'))).toEqual([]);
  });
});
