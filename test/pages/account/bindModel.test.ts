// The /bindAccount model: bind, login, unbind, default and the limits, as expectSaga flows with the API provided.
import { combineReducers, type Action } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { CALL_HISTORY_METHOD, replace } from '../../../src/core';
import { addMessages } from '../../../src/locales';
import session, { type SessionState } from '../../../src/models/session';
import ui from '../../../src/models/ui';
import * as userApi from '../../../src/services/api/user';
import type { UserGroups } from '../../../src/services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError } from '../../../src/services/request';
import bind, { unbindIntent, type BindState } from '../../../src/pages/account/bindModel';

const selectNumbers = bind.select.numbers;
import login, { redirectTarget, type LoginState } from '../../../src/models/login';
import { cleanPhone, countingSince } from '../../../src/pages/shared/phone';
import { placeOf } from '../../../src/pages/shared/errors';
import { messages } from '../../../src/pages/account/messages';
import { inTurn, together } from '../../support/saga';

addMessages(messages);

const WANG = '18687120001';
const NEW = '18608714445';

const wechat: SessionState = {
  status: 'identified',
  user: { openid: 'o_sim_001', userPhone: WANG, subscribe: true },
};
const anonymous: SessionState = { status: 'anonymous' };

const groups = (phones: string[]): UserGroups => ({
  openid: 'o_sim_001',
  maxBound: 5,
  bound: phones.map((phone, i) => ({ phone, isDefault: i === 0, boundAt: '2025-03-01 10:00:00' })),
});

const biz = (code: string, msg: string, data?: unknown) => new RequestError('business', msg, { code, data });

interface Setup {
  session?: SessionState;
  search?: string;
  /** The bind slice, and the login form (`form`, the login model's). */
  bind?: Partial<BindState> & Partial<LoginState>;
}

/**
 * The bind and login models' sagas over a root state of bind, login, session and router (their selectors read the
 * root); with `actions`, those sent in turn (inTurn) and the run ended after them.
 */
function run({ session: who = wechat, search = '', bind: given = {} }: Setup = {}, ...actions: Action[]) {
  const reducer = combineReducers({
    bind: bind.reducer as never,
    login: login.reducer as never,
    session: session.reducer as never,
    router: ((s: unknown) => s ?? null) as never,
  });
  const { form: typed, sessionError: _, ...own } = given;
  const initial = {
    bind: { ...bind.state, groups: { status: 'ready', data: groups([WANG]) }, ...own },
    login: { ...login.state, ...(typed ? { form: typed } : {}) },
    session: who,
    router: { location: { pathname: '/bindAccount', search, hash: '', state: null, key: 'k' }, action: 'POP' },
  };
  const both = together(bind, login);
  return expectSaga(actions.length ? inTurn(both, ...actions) : both.saga).withReducer(reducer, initial);
}

const form = (phone: string, code = '') => ({ form: { phone, code, sentAt: null } });
const slice = (storeState: unknown) => {
  const root = storeState as { bind: BindState; login: LoginState };
  return { ...root.bind, form: root.login.form };
};
const navigations = (effects: { put?: unknown[] }) =>
  (effects.put ?? []).filter((p: any) => p.payload.action.type === CALL_HISTORY_METHOD);

describe('submit (bind mode)', () => {
  it('binds, refreshes the session, says so and goes to the same-app redirect', async () => {
    const { storeState } = await run({
      search: '?redirect=%2FmobileBusiness%2FbillQuery%3Fm%3D202601',
      bind: form(NEW, '123456'),
    })
      .provide([[matchers.call.fn(userApi.loginCaptcha), { userPhone: WANG, openid: 'o_sim_001' }]])
      .dispatch(login.actions.submit())
      .call.like({ fn: userApi.loginCaptcha, args: [{ phone: NEW, smsCode: '123456' }] })
      .put.like({ action: session.actions.load() })
      .put(ui.actions.toast({ text: '绑定成功', kind: 'success' }))
      .put(replace('/mobileBusiness/billQuery?m=202601'))
      .silentRun(50);
    expect(slice(storeState).form).toMatchObject({ phone: '', code: '' });
  });

  it.each([
    ['an absolute address', '?redirect=https%3A%2F%2Fevil.example%2F'],
    ['a protocol-relative address', '?redirect=%2F%2Fevil.example%2Fx'],
    ['a backslash trick', '?redirect=%2F%5Cevil.example'],
    ['a javascript: address', '?redirect=javascript%3Aalert(1)'],
    ['no redirect at all', ''],
    ['the page itself', '?redirect=%2FbindAccount%3Fredirect%3D%252F'],
  ])('refuses %s and goes home', async (_, search) => {
    await run({ search, bind: form(NEW, '123456') })
      .provide([[matchers.call.fn(userApi.loginCaptcha), { userPhone: WANG }]])
      .dispatch(login.actions.submit())
      .put(replace('/'))
      .silentRun(50);
  });

  it('keeps what was typed and shows the server message at the code field on a wrong code; nothing navigates', async () => {
    const { storeState, effects } = await run({ search: '?redirect=%2Fx', bind: form(NEW, '111111') })
      .provide([
        [matchers.call.fn(userApi.loginCaptcha), throwError(biz('E_SMS_WRONG', '短信验证码错误，您还可以尝试4次'))],
      ])
      .dispatch(login.actions.submit())
      .not.put.like({ action: session.actions.load() })
      .not.put.like({ action: { type: ui.actions.toast.type, payload: { kind: 'success' } } })
      .silentRun(50);
    expect(navigations(effects)).toHaveLength(0);
    expect(slice(storeState).form).toMatchObject({
      phone: NEW,
      code: '111111',
      codeError: { text: '短信验证码错误，您还可以尝试4次' },
    });
  });

  it('shows the 30-minute lock at the code field', async () => {
    const { storeState } = await run({ bind: form(NEW, '111111') })
      .provide([
        [matchers.call.fn(userApi.loginCaptcha), throwError(biz('E_SMS_LOCKED', '验证码错误次数过多，请30分钟后再试'))],
      ])
      .dispatch(login.actions.submit())
      .silentRun(50);
    expect(slice(storeState).form.codeError).toEqual({ text: '验证码错误次数过多，请30分钟后再试' });
  });

  it('shows "bound elsewhere" at the phone field', async () => {
    const { storeState } = await run({ bind: form(NEW, '123456') })
      .provide([
        [
          matchers.call.fn(userApi.loginCaptcha),
          throwError(biz('E_BOUND_ELSEWHERE', '该号码已被其他微信账号绑定，请先在原微信中解绑')),
        ],
      ])
      .dispatch(login.actions.submit())
      .silentRun(50);
    expect(slice(storeState).form).toMatchObject({
      phoneError: { text: '该号码已被其他微信账号绑定，请先在原微信中解绑' },
      code: '123456',
    });
  });

  it('a timeout that did not bind (the list says so) is toasted, the form kept', async () => {
    const { storeState } = await run({ bind: form(NEW, '123456') })
      .provide([
        [matchers.call.fn(userApi.loginCaptcha), throwError(new RequestError('timeout', '请求超时，请稍后重试'))],
        [matchers.call.fn(userApi.getUserGroups), groups([WANG])],
      ])
      .dispatch(login.actions.submit())
      .put(ui.actions.toast({ text: '请求超时，请稍后重试', kind: 'fail' }))
      .silentRun(50);
    expect(slice(storeState).form).toMatchObject({ phone: NEW, code: '123456' });
  });

  it('a timeout that did bind (the number is in the list) is a success: no error, the usual toast and redirect', async () => {
    await run({ search: '?redirect=%2Fcomplain', bind: form(NEW, '123456') })
      .provide([
        [matchers.call.fn(userApi.loginCaptcha), throwError(new RequestError('timeout', '请求超时，请稍后重试'))],
        [matchers.call.fn(userApi.getUserGroups), groups([WANG, NEW])],
      ])
      .dispatch(login.actions.submit())
      .not.put(ui.actions.toast({ text: '请求超时，请稍后重试', kind: 'fail' }))
      .put(ui.actions.toast({ text: '绑定成功', kind: 'success' }))
      .put(replace('/complain'))
      .silentRun(50);
  });

  it('a retry after a lost answer sends the same idempotency key; a success forgets it', async () => {
    const keys: string[] = [];
    let calls = 0;
    const loginCaptcha = (_: unknown, opts: { idempotencyKey: string }) => {
      keys.push(opts.idempotencyKey);
      if (++calls === 1) throw new RequestError('network', '网络异常');
      return { userPhone: WANG };
    };
    const provide = [
      [matchers.call.fn(userApi.loginCaptcha), dynamic(({ args }: { args: any[] }) => loginCaptcha(args[0], args[1]))],
      [matchers.call.fn(userApi.getUserGroups), groups([WANG])],
    ] as any;
    await run({ bind: form(NEW, '123456') })
      .provide(provide)
      .dispatch(login.actions.submit())
      .silentRun(50);
    await run({ bind: form(NEW, '123456') })
      .provide(provide)
      .dispatch(login.actions.submit())
      .silentRun(50);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(window.sessionStorage.getItem('sms2_idem_loginCaptcha:18608714445:123456')).toBeNull();
  });

  it('checks the fields before calling anyone', async () => {
    const { storeState } = await run({ bind: form('1234', '12') })
      .not.call.fn(userApi.loginCaptcha)
      .dispatch(login.actions.submit())
      .silentRun(30);
    expect(slice(storeState).form).toMatchObject({
      phoneError: { key: 'login.form.phoneInvalid' },
      codeError: { key: 'login.form.codeInvalid' },
    });
  });
});

describe('submit (login mode)', () => {
  it('logs in by phone outside WeChat, then goes to the redirect', async () => {
    await run({
      session: anonymous,
      search: '?redirect=%2FnewRecharge',
      bind: { groups: { status: 'idle' }, ...form(WANG, '654321') },
    })
      .provide([[matchers.call.fn(userApi.loginCaptcha), { userPhone: WANG }]])
      .dispatch(login.actions.submit())
      .call.like({ fn: userApi.loginCaptcha, args: [{ phone: WANG, smsCode: '654321' }] })
      .put.like({ action: session.actions.load() })
      .put(ui.actions.toast({ text: '登录成功', kind: 'success' }))
      .put(replace('/newRecharge'))
      .silentRun(50);
  });
});

describe('the draft (number only) across a re-login', () => {
  it('a send keeps the number, never the code, and the page gets it back after a reload', async () => {
    window.sessionStorage.clear();
    await run({ bind: form(NEW, '123456') })
      .provide([
        [matchers.call.fn(userApi.sendBindingMessage), throwError(new RequestError('http', '未登录', { status: 401 }))],
      ])
      .dispatch(login.actions.send())
      .silentRun(30);
    const saved = window.sessionStorage.getItem('sms2_draft_login') ?? '';
    expect(JSON.parse(saved)).toEqual({ phone: NEW });
    expect(saved).not.toContain('123456');
    const { storeState } = await run({ bind: form('') })
      .dispatch(login.actions.restore())
      .silentRun(30);
    expect(slice(storeState).form.phone).toBe(NEW);
  });
});

describe('send', () => {
  it('sends the bind code in bind mode and starts the countdown only when the send resolves', async () => {
    const before = Date.now();
    const { storeState } = await run({ bind: form(NEW) })
      .provide([[matchers.call.fn(userApi.sendBindingMessage), { resendAfter: 60 }]])
      .dispatch(login.actions.send())
      .call(userApi.sendBindingMessage, { phone: NEW, action: 'bind' })
      .put(ui.actions.toast({ text: '验证码已发送至186****4445', kind: 'success' }))
      .silentRun(50);
    const f = slice(storeState).form;
    expect(f.sentTo).toBe(NEW);
    expect(countingSince(f)).toBeGreaterThanOrEqual(before);
  });

  it('sends the login code in login mode', async () => {
    await run({ session: anonymous, bind: { groups: { status: 'idle' }, ...form(WANG) } })
      .provide([[matchers.call.fn(userApi.sendMessage), { resendAfter: 60 }]])
      .dispatch(login.actions.send())
      .call(userApi.sendMessage, { phone: WANG })
      .not.call.fn(userApi.sendBindingMessage)
      .silentRun(50);
  });

  it('a cancelled captcha is a failure toast and no countdown', async () => {
    const { storeState } = await run({ bind: form(NEW) })
      .provide([
        [matchers.call.fn(userApi.sendBindingMessage), throwError(new RequestError('cancelled', '请输入图片验证码'))],
      ])
      .dispatch(login.actions.send())
      .put(ui.actions.toast({ text: '请输入图片验证码', kind: 'fail' }))
      .silentRun(50);
    expect(slice(storeState).form).toMatchObject({ phone: NEW, sentAt: null });
  });

  it('"too frequent" shows the server message and counts down what is left', async () => {
    const before = Date.now();
    const { storeState } = await run({ bind: form(NEW) })
      .provide([
        [
          matchers.call.fn(userApi.sendBindingMessage),
          throwError(biz('E_SMS_FREQUENT', '验证码发送过于频繁，请42秒后再试', { resendAfter: 42 })),
        ],
      ])
      .dispatch(login.actions.send())
      .silentRun(50);
    const f = slice(storeState).form;
    expect(f.codeError).toEqual({ text: '验证码发送过于频繁，请42秒后再试' });
    // 18 of the 60 seconds are already gone.
    expect(countingSince(f)).toBeLessThanOrEqual(Date.now() - 18_000);
    expect(countingSince(f)).toBeGreaterThanOrEqual(before - 18_000);
  });

  it('"already bound" shows at the phone field', async () => {
    const { storeState } = await run({ bind: form(WANG) })
      .provide([[matchers.call.fn(userApi.sendBindingMessage), throwError(biz('E_ALREADY_BOUND', '该号码已绑定'))]])
      .dispatch(login.actions.send())
      .silentRun(50);
    expect(slice(storeState).form).toMatchObject({ phoneError: { text: '该号码已绑定' }, sentAt: null });
  });

  it('asks for a valid number before sending', async () => {
    const { storeState } = await run({ bind: form('') })
      .not.call.fn(userApi.sendBindingMessage)
      .dispatch(login.actions.send())
      .silentRun(30);
    expect(slice(storeState).form.phoneError).toEqual({ key: 'login.form.phoneRequired' });
  });
});

describe('the 5-number limit', () => {
  const five = groups([WANG, '13008715555', '13008715556', '18687125551', '18687125552']);

  it('is full at 5', () => {
    expect(selectNumbers({ bind: { groups: { status: 'ready', data: five } } })?.full).toBe(true);
    expect(selectNumbers({ bind: { groups: { status: 'ready', data: groups([WANG]) } } })?.full).toBe(false);
  });

  it('sends no code and binds nothing once 5 are bound', async () => {
    const { storeState } = await run({ bind: { groups: { status: 'ready', data: five }, ...form(NEW, '123456') } })
      .not.call.fn(userApi.sendBindingMessage)
      .not.call.fn(userApi.loginCaptcha)
      .dispatch(login.actions.send({ full: true }))
      .dispatch(login.actions.submit({ full: true }))
      .silentRun(30);
    expect(slice(storeState).form.phoneError).toEqual({ key: 'account.list.full' });
  });

  it('a server that says the limit is reached has the list read again', async () => {
    await run({ bind: form(NEW) })
      .provide([
        [
          matchers.call.fn(userApi.sendBindingMessage),
          throwError(biz('E_BIND_LIMIT', '每个微信最多绑定5个号码，请先解绑')),
        ],
        [matchers.call.fn(userApi.getUserGroups), five],
      ])
      .dispatch(login.actions.send())
      .call.fn(userApi.getUserGroups)
      .silentRun(50);
  });
});

describe('the bound numbers', () => {
  it('loads them, the default first', async () => {
    const data = groups([WANG, NEW]);
    data.bound.reverse();
    const { storeState } = await run({ bind: { groups: { status: 'idle' } } })
      .provide([[matchers.call.fn(userApi.getUserGroups), data]])
      .dispatch(bind.actions.loadGroups())
      .silentRun(30);
    expect(selectNumbers(storeState as never)?.list.map((n) => n.phone)).toEqual([WANG, NEW]);
  });

  it('shows a failed read on the list', async () => {
    const { storeState } = await run({ bind: { groups: { status: 'idle' } } })
      .provide([
        [
          matchers.call.fn(userApi.getUserGroups),
          throwError(new RequestError('network', '网络异常，请检查网络后重试')),
        ],
      ])
      .dispatch(bind.actions.loadGroups())
      .silentRun(30);
    expect(slice(storeState).groups).toEqual({ status: 'error', message: '网络异常，请检查网络后重试' });
  });

  it('sets a default, then reads the list and the session again', async () => {
    await run({ bind: { groups: { status: 'ready', data: groups([WANG, NEW]) } } })
      .provide([
        [matchers.call.fn(userApi.defaultLogin), { userPhone: NEW }],
        [matchers.call.fn(userApi.getUserGroups), groups([NEW, WANG])],
      ])
      .dispatch(bind.actions.setDefault(NEW))
      .call(userApi.defaultLogin, { phone: NEW })
      .put(ui.actions.toast({ text: '已将186****4445设为默认号码', kind: 'success' }))
      .call.fn(userApi.getUserGroups)
      .put.like({ action: session.actions.load() })
      .silentRun(50);
  });

  it('unbinds with a code sent to that number, then closes the dialog and reads the list again', async () => {
    const { storeState } = await run(
      { bind: { groups: { status: 'ready', data: groups([WANG, NEW]) } } },
      bind.actions.openUnbind(NEW),
      bind.actions.sendUnbind(),
      bind.actions.editUnbind('246810'),
      bind.actions.confirmUnbind({ phone: NEW, code: '246810' }),
    )
      .provide([
        [matchers.call.fn(userApi.sendBindingMessage), { resendAfter: 60 }],
        [matchers.call.fn(userApi.loginCaptcha), { userPhone: WANG }],
        [matchers.call.fn(userApi.getUserGroups), groups([WANG])],
      ])
      .call(userApi.sendBindingMessage, { phone: NEW, action: 'unbind' })
      .call.like({ fn: userApi.loginCaptcha, args: [{ phone: NEW, smsCode: '246810' }] })
      .call(releaseIdempotencyKey, unbindIntent({ phone: NEW, code: '246810' }))
      .put(ui.actions.toast({ text: '已解绑186****4445', kind: 'success' }))
      .put.like({ action: session.actions.load() })
      .silentRun(3000);
    expect(slice(storeState).unbind).toBeUndefined();
    expect(selectNumbers(storeState as never)?.list.map((n) => n.phone)).toEqual([WANG]);
  });

  it('a wrong unbind code stays in the dialog', async () => {
    const { storeState, effects } = await run({ bind: { groups: { status: 'ready', data: groups([WANG, NEW]) } } })
      .provide([
        [matchers.call.fn(userApi.loginCaptcha), throwError(biz('E_SMS_EXPIRED', '短信验证码已失效，请重新获取'))],
      ])
      .dispatch(bind.actions.openUnbind(NEW))
      .dispatch(bind.actions.editUnbind('135790'))
      .dispatch(bind.actions.confirmUnbind({ phone: NEW, code: '135790' }))
      .not.call.fn(userApi.getUserGroups)
      .not.put.actionType('bind/confirmUnbind/@@error')
      .silentRun(50);
    expect(slice(storeState).unbind).toMatchObject({
      phone: NEW,
      code: '135790',
      codeError: { text: '短信验证码已失效，请重新获取' },
    });
    expect(navigations(effects)).toHaveLength(0);
  });

  it('a timeout the list does not confirm reaches onError; the dialog stays, the key is kept for the retry', async () => {
    const intent = unbindIntent({ phone: NEW, code: '135790' });
    const key = idempotencyKeyFor(intent);
    const { storeState } = await run({ bind: { groups: { status: 'ready', data: groups([WANG, NEW]) } } })
      .provide([
        [matchers.call.fn(userApi.loginCaptcha), throwError(new RequestError('timeout', '请求超时'))],
        [matchers.call.fn(userApi.getUserGroups), groups([WANG, NEW])],
      ])
      .dispatch(bind.actions.openUnbind(NEW))
      .dispatch(bind.actions.editUnbind('135790'))
      .dispatch(bind.actions.confirmUnbind({ phone: NEW, code: '135790' }))
      .put.actionType('bind/confirmUnbind/@@error')
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(50);
    expect(slice(storeState).unbind).toMatchObject({ phone: NEW, code: '135790', codeError: undefined });
    expect(idempotencyKeyFor(intent)).toBe(key);
  });

  it('a cancelled captcha says nothing and keeps the dialog', async () => {
    const { storeState } = await run({ bind: { groups: { status: 'ready', data: groups([WANG, NEW]) } } })
      .provide([[matchers.call.fn(userApi.loginCaptcha), throwError(new RequestError('cancelled', '请完成验证'))]])
      .dispatch(bind.actions.openUnbind(NEW))
      .dispatch(bind.actions.confirmUnbind({ phone: NEW, code: '135790' }))
      .not.put.actionType('bind/confirmUnbind/@@error')
      .silentRun(50);
    expect(slice(storeState).unbind).toMatchObject({ phone: NEW, codeError: undefined });
  });

  it('texts a new service password to the chosen number', async () => {
    const { storeState } = await run({ bind: { groups: { status: 'ready', data: groups([WANG, NEW]) } } })
      .provide([[matchers.call.fn(userApi.sendResetPwdMessage), { resendAfter: 60 }]])
      .dispatch(bind.actions.openReset(WANG))
      .dispatch(bind.actions.openReset(NEW))
      .dispatch(bind.actions.resetPassword())
      .call(userApi.sendResetPwdMessage, { phone: NEW })
      .put(ui.actions.toast({ text: '新服务密码已通过短信发送至186****4445', kind: 'success' }))
      .silentRun(50);
    expect(slice(storeState).reset).toBeUndefined();
  });
});

describe('helpers', () => {
  it('redirectTarget keeps same-app paths only', () => {
    expect(redirectTarget('?redirect=%2Fcomplain%3Fa%3D1')).toBe('/complain?a=1');
    expect(redirectTarget('?redirect=https://evil.example')).toBe('/');
    expect(redirectTarget('?redirect=//evil.example')).toBe('/');
    expect(redirectTarget('')).toBe('/');
  });

  it('cleanPhone keeps digits, drops +86, cuts at 11', () => {
    expect(cleanPhone('186 8712 0001')).toBe(WANG);
    expect(cleanPhone('+86 186-8712-0001')).toBe(WANG);
    expect(cleanPhone('186871200019999')).toBe(WANG);
  });

  it('placeOf puts number problems at the phone, code problems at the code, the rest in a toast', () => {
    expect(placeOf(biz('E_NOT_CUSTOMER', 'x'))).toBe('phone');
    expect(placeOf(biz('E_SMS_WRONG', 'x'))).toBe('code');
    expect(placeOf(biz('E_KAPTCHA_WRONG', 'x'))).toBe('toast');
    expect(placeOf(new RequestError('http', 'x', { status: 500 }))).toBe('toast');
    expect(placeOf(new Error('bug'))).toBe('toast');
  });
});
