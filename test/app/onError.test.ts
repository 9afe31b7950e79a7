import { createMemoryHistory } from 'history';
import { reportSessionLost } from '../../src/services/request/session';
import { createSms2App } from '../../src/app';
import { messageOf } from '../../src/utils/errorText';
import { defineModel } from '../../src/core';
import { RequestError } from '../../src/services/request';

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

const flush = () => new Promise((r) => setTimeout(r, 20));

describe('the app error hook', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
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

  it('does not toast an error its caller handled', async () => {
    const app = createSms2App(createMemoryHistory());
    app.model(failing);
    await app.dispatch(failing.actions.boom(new RequestError('business', '操作失败'))).catch(() => undefined);
    await flush();
    expect(app.getState().ui.toast).toBeUndefined();
  });

  it('a lost session (401), reported by the request layer, clears it, so the guard runs again', async () => {
    const app = createSms2App(createMemoryHistory());
    app.store.dispatch({
      type: 'session/saveUser',
      payload: { openid: 'o', nickname: 'n', subscribe: true, userPhone: '18687120001' },
    });
    reportSessionLost('bill/queryUserBalance');
    await flush();
    expect(app.getState().session.status).toBe('anonymous');
  });

  it('shows the generic message for an error that is not a request error (a defect)', () => {
    expect(messageOf(new TypeError('x is undefined'))).toBe('操作失败');
    expect(messageOf(new RequestError('timeout', '请求超时，请稍后重试'))).toBe('请求超时，请稍后重试');
  });
});
