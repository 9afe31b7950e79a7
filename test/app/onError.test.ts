import { createMemoryHistory } from 'history';
import { http, HttpResponse } from 'msw';
import { call } from 'typed-redux-saga';
import { reportSessionLost } from '../../src/services/request/session';
import { createSms2App } from '../../src/app';
import { messageOf } from '../../src/utils/errorText';
import { defineModel } from '../../src/core';
import { get, RequestError } from '../../src/services/request';
import { OutcomeUnknownError } from '../../src/pages/shared/outcome';
import { LOST_NOTICE_MS } from '../../src/models/session';
import { API, installServer, server } from '../services/server';

installServer();

/** A page's model whose call's failure escapes its effect (the error hook's to show). */
const caller = defineModel({
  namespace: 'caller',
  state: {},
  effects: {
    *read() {
      yield* call(get, '/api/omoweb/productList/list');
    },
  },
});

const failing = defineModel({
  namespace: 'failing',
  state: {},
  effects: {
    *boom({ payload }: { payload: Error }) {
      yield* (function* () {
        /* a step before failing */
      })();
      throw payload;
    },
  },
});

/** The same failure from effects that declare where it is shown (the failure table, config/failures.ts). */
const declared = defineModel({
  namespace: 'declared',
  state: {},
  effects: {
    section: [
      function* ({ payload }: { payload: Error }) {
        yield* [];
        throw payload;
      },
      { type: 'takeLatest', shown: 'inline' },
    ],
    count: [
      function* ({ payload }: { payload: Error }) {
        yield* [];
        throw payload;
      },
      { type: 'takeEvery', role: 'background' },
    ],
  },
});

const flush = () => new Promise((r) => setTimeout(r, 20));

describe('the app error hook', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('logs, shows a 3-second failure toast with the request error message, and leaves no loader up', async () => {
    const app = createSms2App(createMemoryHistory());
    app.model(failing);
    void app.dispatch(failing.actions.boom(new RequestError('http', '请求失败，资源不存在', { status: 404 })));
    await flush();
    const { ui, loading } = app.getState();
    expect(loading.effects['failing/boom']).toBe(false);
    expect(loading.models.failing).toBe(false);
    expect(ui.toast).toMatchObject({ kind: 'fail', text: '请求失败，资源不存在', duration: 3000 });
    expect(console.error).toHaveBeenCalled();
  });

  it('adds nothing where the effect shows its failure itself (inline) or for background work (silent)', async () => {
    const app = createSms2App(createMemoryHistory());
    app.model(declared);
    const failure = () => new RequestError('http', '服务器内部错误', { status: 500 });
    void app.dispatch(declared.actions.section(failure()));
    void app.dispatch(declared.actions.count(failure()));
    await flush();
    expect(app.getState().ui.toast).toBeUndefined();
    expect(console.error).not.toHaveBeenCalled();
    expect(jest.mocked(console.warn).mock.calls.map((c: unknown[]) => c[1])).toEqual(['inline', 'silent']);
    expect(app.getState().loading.effects['declared/section']).toBe(false);
  });

  it('says an order whose outcome is being confirmed neutrally, never in the failure red', async () => {
    const app = createSms2App(createMemoryHistory());
    app.model(failing);
    const unknown = new OutcomeUnknownError(new RequestError('timeout', '请求超时'));
    void app.dispatch(failing.actions.boom(unknown));
    await flush();
    expect(app.getState().ui.toast).toMatchObject({ kind: 'info', text: unknown.message, duration: 3000 });
  });

  it('does not toast an error its caller handled', async () => {
    const app = createSms2App(createMemoryHistory());
    app.model(failing);
    await app.dispatch(failing.actions.boom(new RequestError('business', '操作失败'))).catch(() => undefined);
    await flush();
    expect(app.getState().ui.toast).toBeUndefined();
  });

  it('a lost session (401), reported by the request layer, shows its message, then clears it: the guard runs again', async () => {
    const app = createSms2App(createMemoryHistory());
    app.store.dispatch({
      type: 'session/saveUser',
      payload: { openid: 'o', nickname: 'n', subscribe: true, userPhone: '18687120001' },
    });
    reportSessionLost('bill/queryUserBalance', '暂无权限，请登录或刷新页面后重试');
    await flush();
    expect(app.getState().ui.toast).toMatchObject({ kind: 'fail', text: '暂无权限，请登录或刷新页面后重试' });
    // The customer reads it before the login takes them away.
    expect(app.getState().session.status).toBe('identified');
    await new Promise((r) => setTimeout(r, LOST_NOTICE_MS));
    expect(app.getState().session.status).toBe('anonymous');
  });

  it('a 401 or 666 shows its message once, whoever handles the call (here the error hook)', async () => {
    for (const [status, text] of [
      [401, '暂无权限，请登录或刷新页面后重试'],
      [666, '暂无权限，请认证或刷新页面后重试'],
    ] as const) {
      server.use(http.get(`${API}omoweb/productList/list`, () => HttpResponse.json({ msg: 'x' }, { status })));
      const app = createSms2App(createMemoryHistory());
      app.model(caller);
      const shown: string[] = [];
      let last: number | undefined;
      app.store.subscribe(() => {
        const { toast } = app.getState().ui;
        if (toast && toast.id !== last) {
          last = toast.id;
          shown.push(toast.text);
        }
      });
      void app.dispatch(caller.actions.read());
      await flush();
      await flush();
      expect(shown).toEqual([text]);
    }
  });

  it('the question who the user is answers 401 when nobody is logged in: no message', async () => {
    const app = createSms2App(createMemoryHistory());
    reportSessionLost('user/getUserInfoBtm', '暂无权限，请登录或刷新页面后重试');
    await flush();
    expect(app.getState().ui.toast).toBeUndefined();
  });

  it('shows the generic message for an error that is not a request error (a defect)', () => {
    expect(messageOf(new TypeError('x is undefined'))).toBe('操作失败');
    expect(messageOf(new RequestError('timeout', '请求超时，请稍后重试'))).toBe('请求超时，请稍后重试');
  });
});
