import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { createMemoryHistory } from 'history';
import { combineReducers } from 'redux';
import { createApp } from '../../src/core';
import gates, { selectGates, type GatesState } from '../../src/models/gates';
import { api } from '../../src/services/api';
import { RequestError } from '../../src/services/request';
import ui from '../../src/models/ui';

// The model's selectors read the root state, so its reducer runs under its namespace.
const state = (s: unknown) => selectGates(s as { gates: GatesState }) ?? {};
const run = () => expectSaga(gates.saga).withReducer(combineReducers({ gates: gates.reducer as never }));

/** The real runtime with the gates model, to read what a gate's promise settles with. */
function app() {
  const a = createApp<{ gates: GatesState }>({ history: createMemoryHistory(), onError: jest.fn() });
  a.model(gates);
  a.start();
  return a;
}

describe('picture-captcha gate', () => {
  it('opens the dialog; confirmed, the dialog closes and a loading indicator shows until the call settles', async () => {
    const { storeState } = await run()
      .dispatch(gates.actions.askCaptcha())
      .dispatch(gates.actions.captchaAnswered('ab12'))
      .put.like({ action: { type: gates.actions.openCaptcha.type } })
      .put(gates.actions.captchaVerifying())
      .not.put(gates.actions.closeCaptcha())
      .silentRun(30);
    // `verifying`: the dialog is not drawn, the loading indicator is (GateDialogs).
    expect(state(storeState).captcha).toMatchObject({ verifying: true, asked: 1 });
    const closed = gates.reducer(storeState.gates as GatesState, gates.actions.closeCaptcha());
    expect(closed.captcha).toBeUndefined();
  });

  it('resolves with the trimmed value and the kaptchaId of the image on screen, after a refresh too', async () => {
    const a = app();
    const answer = a.dispatch(gates.actions.askCaptcha());
    const first = a.getState().gates.captcha?.kaptchaId;
    a.dispatch(gates.actions.refreshCaptcha());
    const shown = a.getState().gates.captcha?.kaptchaId;
    expect(shown).toMatch(/^[0-9a-f]{32}$/);
    expect(shown).not.toBe(first);
    a.dispatch(gates.actions.captchaAnswered(' x7k2 '));
    await expect(answer).resolves.toEqual({ kaptcha: 'x7k2', kaptchaId: shown });
    expect(a.getState().gates.captcha?.verifying).toBe(true);
  });

  it.each([
    ['cancel', gates.actions.captchaCancelled()],
    ['empty input', gates.actions.captchaAnswered('   ')],
  ])('rejects on %s with "please enter the image captcha"', async (_, action) => {
    const a = app();
    const answer = a.dispatch(gates.actions.askCaptcha());
    a.dispatch(action);
    await expect(answer).rejects.toMatchObject({ kind: 'cancelled', message: '请输入图片验证码' });
    expect(a.getState().gates.captcha).toBeUndefined();
  });
});

describe('SMS gate', () => {
  it('opens with the phone given, and resolves with phone, smsCode and kaptchaId; confirmed, it closes', async () => {
    const a = app();
    const answer = a.dispatch(gates.actions.askSms({ phone: '18687120001' }));
    const sms = a.getState().gates.sms;
    expect(sms?.phone).toBe('18687120001');
    a.dispatch(gates.actions.smsAnswered({ phone: '18687120001', kaptcha: 'ab12', smsCode: '123456' }));
    await expect(answer).resolves.toEqual({ phone: '18687120001', smsCode: '123456', kaptchaId: sms?.kaptchaId });
    // Answered: the dialog is not drawn, the loading indicator is, until the call settles (the request layer).
    expect(a.getState().gates.sms).toMatchObject({ verifying: true });
    a.dispatch(gates.actions.smsSettled());
    a.dispatch(gates.actions.closeSms());
    expect(a.getState().gates.sms).toBeUndefined();
  });

  it('a mistyped code opens the dialog again as it was typed, the refusal at the code, and takes the new code', async () => {
    const a = app();
    const first = a.dispatch(gates.actions.askSms({ phone: '18687120001' }));
    const sms = a.getState().gates.sms;
    const typed = { phone: '18687120001', kaptcha: 'ab12', smsCode: '111111' };
    a.dispatch(gates.actions.smsAnswered(typed));
    await expect(first).resolves.toMatchObject({ smsCode: '111111' });
    // The server refused the code: asked again with its message, as it was typed (same captcha, no new SMS).
    const again = a.dispatch(gates.actions.askSms({ phone: '18687120001', error: '短信验证码错误，您还可以尝试4次' }));
    expect(a.getState().gates.sms).toEqual({
      phone: '18687120001',
      kaptchaId: sms?.kaptchaId,
      typed,
      error: '短信验证码错误，您还可以尝试4次',
      asked: 2,
    });
    a.dispatch(gates.actions.smsAnswered({ ...typed, smsCode: '246810' }));
    await expect(again).resolves.toEqual({ phone: '18687120001', smsCode: '246810', kaptchaId: sms?.kaptchaId });
    expect(a.getState().gates.sms).toMatchObject({ verifying: true, error: undefined });
  });

  it('rejects on cancel', async () => {
    const a = app();
    const answer = a.dispatch(gates.actions.askSms());
    a.dispatch(gates.actions.smsCancelled());
    await expect(answer).rejects.toMatchObject({ kind: 'cancelled' });
    expect(a.getState().gates.sms).toBeUndefined();
  });

  it('sends the code with the dialog captcha and says "sent successfully"', async () => {
    await run()
      .withState({ gates: { sms: { phone: '', kaptchaId: 'k1' } } })
      .provide([[matchers.call.fn(api.handlebusi.getBusiSms), { sent: true }]])
      .dispatch(gates.actions.sendSms({ phone: '18687120001', kaptcha: 'ab12' }))
      .call(
        api.handlebusi.getBusiSms,
        { phone: '18687120001', kaptcha: 'ab12', kaptchaId: 'k1' },
        { skipCaptcha: true },
      )
      .put.like({ action: { type: ui.actions.toast.type, payload: { text: '发送成功', kind: 'success' } } })
      .silentRun(30);
  });

  it('on a failed send shows the server message, renews the spent captcha, and keeps the dialog open', async () => {
    const error = new RequestError('business', '发送过于频繁，请60秒后再试');
    const { storeState } = await run()
      .withState({ gates: { sms: { phone: '18687120001', kaptchaId: 'k1' } } })
      .provide([[matchers.call.fn(api.handlebusi.getBusiSms), throwError(error)]])
      .dispatch(gates.actions.sendSms({ phone: '18687120001', kaptcha: 'ab12' }))
      .put(gates.actions.refreshSmsCaptcha())
      .put.like({
        action: { type: ui.actions.toast.type, payload: { text: '发送过于频繁，请60秒后再试', kind: 'fail' } },
      })
      .silentRun(30);
    expect(state(storeState).sms?.phone).toBe('18687120001');
    expect(state(storeState).sms?.kaptchaId).not.toBe('k1');
    expect(error.handled).toBe(true); // so the runtime does not toast it a second time
  });

  it('a refusal the request layer already toasted (handled) is not toasted twice', async () => {
    const error = Object.assign(new RequestError('business', '发送过于频繁，请60秒后再试'), { handled: true });
    await run()
      .withState({ gates: { sms: { phone: '18687120001', kaptchaId: 'k1' } } })
      .provide([[matchers.call.fn(api.handlebusi.getBusiSms), throwError(error)]])
      .dispatch(gates.actions.sendSms({ phone: '18687120001', kaptcha: 'ab12' }))
      .put(gates.actions.refreshSmsCaptcha())
      .not.put.like({ action: { type: ui.actions.toast.type } })
      .silentRun(30);
  });
});
