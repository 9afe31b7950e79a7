// The /bindAccount page in both modes, on a real store (ui, session and the page's model) with the API stubbed.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { addMessages, setMessages } from '../../../src/locales';
import enUS from '../../../src/locales/en-US';
import session from '../../../src/models/session';
import * as userApi from '../../../src/services/api/user';
import * as shellApi from '../../../src/services/api/shell';
import type { UserGroups, UserInfoBtm } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import BindAccount, { messages, models } from '../../../src/pages/account/BindAccount';
import { mountPage, settle } from '../../support/page';

addMessages(messages);

const WANG = '18687120001';
const NEW = '18608714445';
const wechatUser: UserInfoBtm = { openid: 'o_sim_001', userPhone: WANG, subscribe: true };

const groups = (phones: string[]): UserGroups => ({
  openid: 'o_sim_001',
  maxBound: 5,
  bound: phones.map((phone, i) => ({ phone, isDefault: i === 0, boundAt: '2025-03-01 10:00:00' })),
});

const mount = (user: UserInfoBtm | undefined, path = '/bindAccount') =>
  mountPage(BindAccount, models, path, { before: (app) => app.dispatch(session.actions.saveUser(user)) });

const input = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText<HTMLInputElement>(label);
const type = (el: HTMLInputElement, value: string) => fireEvent.change(el, { target: { value } });
const errorOf = (el: HTMLInputElement) => document.getElementById(`${el.id}-error`)?.textContent ?? null;
const smsButton = (scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name: /获取验证码|重新发送|秒后重发|发送中/ });

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(shellApi, 'getUserInfoBtm').mockResolvedValue(wechatUser);
  // A login reads the customer's numbers afterwards: answered here, so no request leaves the test.
  jest.spyOn(userApi, 'getUserGroups').mockResolvedValue(groups([WANG]));
});

describe('login mode (no WeChat session)', () => {
  it('is titled 手机号登录 and asks for both fields at the fields', async () => {
    await mount(undefined);
    expect(screen.getByRole('heading', { level: 1, name: '手机号登录' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await settle();
    expect(errorOf(input('手机号码'))).toBe('请输入手机号码');
    expect(errorOf(input('短信验证码'))).toBe('请输入短信验证码');
    expect(input('手机号码').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the number when the field is left, and clears the message on typing', async () => {
    await mount(undefined);
    const phone = input('手机号码');
    type(phone, '12345678901');
    fireEvent.blur(phone);
    expect(errorOf(phone)).toBe('请输入正确的11位手机号码');
    type(phone, WANG);
    expect(errorOf(phone)).toBeNull();
    fireEvent.blur(phone);
    expect(errorOf(phone)).toBeNull();
  });

  it('keeps only digits: a pasted "186 8712 0001" fits, and the code takes 6 digits at most', async () => {
    await mount(undefined);
    type(input('手机号码'), '+86 186 8712 0001');
    expect(input('手机号码').value).toBe(WANG);
    type(input('短信验证码'), '1234567');
    expect(input('短信验证码').value).toBe('123456');
  });

  it('gives the code field the one-time-code hints', async () => {
    await mount(undefined);
    const code = input('短信验证码');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('maxlength')).toBe('6');
    expect(input('手机号码').getAttribute('type')).toBe('tel');
  });

  it('logs in and goes to the redirect; a wrong code first keeps everything typed', async () => {
    const login = jest
      .spyOn(userApi, 'loginCaptcha')
      .mockRejectedValueOnce(new RequestError('business', '短信验证码错误，您还可以尝试4次', { code: 'E_SMS_WRONG' }))
      .mockResolvedValueOnce({ userPhone: WANG });
    const { history } = await mount(undefined, '/bindAccount?redirect=%2Fcomplain');
    type(input('手机号码'), WANG);
    type(input('短信验证码'), '111111');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await settle();
    expect(errorOf(input('短信验证码'))).toBe('短信验证码错误，您还可以尝试4次');
    expect(input('手机号码').value).toBe(WANG);
    expect(input('短信验证码').value).toBe('111111');
    expect(history.location.pathname).toBe('/sms2/bindAccount');

    type(input('短信验证码'), '222222');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await settle();
    expect(login).toHaveBeenLastCalledWith({ phone: WANG, smsCode: '222222' }, { idempotencyKey: expect.any(String) });
    expect(history.location.pathname).toBe('/sms2/complain');
  });
});

describe('the SMS button', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('counts 60 s only once the send resolved, ignores taps meanwhile, then offers 重新发送', async () => {
    const send = jest.spyOn(userApi, 'sendMessage').mockResolvedValue({ resendAfter: 60 });
    await mount(undefined);
    type(input('手机号码'), WANG);
    fireEvent.click(smsButton());
    await settle();
    expect(send).toHaveBeenCalledWith({ phone: WANG });
    expect(smsButton().textContent).toBe('60秒后重发');
    expect(document.activeElement).toBe(input('短信验证码'));
    fireEvent.click(smsButton());
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    act(() => {
      jest.advanceTimersByTime(30_000);
    });
    expect(smsButton().textContent).toBe('30秒后重发');
    act(() => {
      jest.advanceTimersByTime(30_000);
    });
    expect(smsButton().textContent).toBe('重新发送');
  });

  it('does not count when the send fails (captcha cancelled), and keeps the number', async () => {
    jest.spyOn(userApi, 'sendMessage').mockRejectedValue(new RequestError('cancelled', '请输入图片验证码'));
    const { app } = await mount(undefined);
    type(input('手机号码'), WANG);
    fireEvent.click(smsButton());
    await settle();
    expect(smsButton().textContent).toBe('获取验证码');
    expect(input('手机号码').value).toBe(WANG);
    expect(app.getState().ui.toast).toMatchObject({ text: '请输入图片验证码', kind: 'fail' });
  });

  it('asks for the number instead of sending without one', async () => {
    const send = jest.spyOn(userApi, 'sendMessage');
    await mount(undefined);
    fireEvent.click(smsButton());
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(errorOf(input('手机号码'))).toBe('请输入手机号码');
  });
});

describe('bind mode (a WeChat user)', () => {
  it('lists the bound numbers, the default marked, with their actions', async () => {
    jest.spyOn(userApi, 'getUserGroups').mockResolvedValue(groups([WANG, NEW]));
    await mount(wechatUser);
    expect(screen.getByRole('heading', { level: 1, name: '绑定号码' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '已绑定号码（2/5）' })).toBeTruthy();
    expect(screen.getByText('默认')).toBeTruthy();
    expect(screen.getByRole('button', { name: '将186****4445设为默认号码' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '将186****0001设为默认号码' })).toBeNull();
    expect(screen.getByRole('button', { name: '绑定' })).toBeTruthy();
  });

  it('at 5 numbers says so and disables adding', async () => {
    jest
      .spyOn(userApi, 'getUserGroups')
      .mockResolvedValue(groups([WANG, '13008715555', '13008715556', '18687125551', '18687125552']));
    await mount(wechatUser);
    expect(screen.getByRole('note').textContent).toBe('已绑定5个号码，达到上限。如需绑定新号码，请先解绑一个');
    expect(input('手机号码').disabled).toBe(true);
    expect(input('短信验证码').disabled).toBe(true);
    expect((smsButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '绑定' }).disabled).toBe(true);
  });

  it('shows an empty list for a WeChat user without numbers, and a failed list with a retry', async () => {
    const read = jest
      .spyOn(userApi, 'getUserGroups')
      .mockRejectedValueOnce(new RequestError('network', '网络异常，请检查网络后重试'))
      .mockResolvedValueOnce(groups([]));
    await mount({ ...wechatUser, userPhone: undefined });
    expect(screen.getByRole('alert').textContent).toContain('网络异常，请检查网络后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
    expect(screen.getByText('还没有绑定号码，绑定后即可查询话费、办理业务')).toBeTruthy();
  });

  it('unbinds in a dialog with a code sent to that number', async () => {
    jest
      .spyOn(userApi, 'getUserGroups')
      .mockResolvedValueOnce(groups([WANG, NEW]))
      .mockResolvedValue(groups([WANG]));
    const send = jest.spyOn(userApi, 'sendBindingMessage').mockResolvedValue({ resendAfter: 60 });
    const login = jest.spyOn(userApi, 'loginCaptcha').mockResolvedValue({ userPhone: WANG });
    await mount(wechatUser);
    fireEvent.click(screen.getByRole('button', { name: '解绑186****4445' }));
    const dialog = screen.getByRole('dialog', { name: '解绑号码' });
    fireEvent.click(smsButton(dialog));
    await settle();
    expect(send).toHaveBeenCalledWith({ phone: NEW, action: 'unbind' });
    type(input('短信验证码', dialog), '246810');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认解绑' }));
    await settle();
    expect(login).toHaveBeenCalledWith({ phone: NEW, smsCode: '246810' }, { idempotencyKey: expect.any(String) });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: '已绑定号码（1/5）' })).toBeTruthy();
  });

  it('unbinding the default number says who becomes the default; the only number says a new one must be bound', async () => {
    jest.spyOn(userApi, 'getUserGroups').mockResolvedValue(groups([WANG, NEW]));
    await mount(wechatUser);
    fireEvent.click(screen.getByRole('button', { name: '解绑186****0001' }));
    expect(within(screen.getByRole('dialog')).getByText(/其余号码中的一个成为默认号码/)).toBeTruthy();
  });

  it('unbinding the only number does not promise another default', async () => {
    jest.spyOn(userApi, 'getUserGroups').mockResolvedValue(groups([WANG]));
    await mount(wechatUser);
    fireEvent.click(screen.getByRole('button', { name: '解绑186****0001' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText(/其余号码/)).toBeNull();
    expect(within(dialog).getByText(/唯一号码/)).toBeTruthy();
  });

  it('reads in English after a language switch', async () => {
    jest.spyOn(userApi, 'getUserGroups').mockResolvedValue(groups([WANG]));
    await mount(wechatUser);
    act(() => setMessages('en-US', enUS));
    expect(screen.getByRole('heading', { level: 1, name: 'Your numbers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link number' })).toBeTruthy();
    expect(input('Mobile number')).toBeTruthy();
  });
});
