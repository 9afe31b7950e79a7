import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SmsDialog, type SmsDialogProps } from '../../src/components/SmsDialog';
import { setEn, setZh } from './lang';

beforeEach(() => {
  jest.useFakeTimers();
  setZh();
});
afterEach(() => jest.useRealTimers());

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(extra: Partial<SmsDialogProps> = {}) {
  const props: SmsDialogProps = {
    open: true,
    imageUrl: '/k/1',
    onRefresh: jest.fn(),
    onSend: jest.fn(() => Promise.resolve()),
    onConfirm: jest.fn(),
    onCancel: jest.fn(),
    ...extra,
  };
  render(<SmsDialog {...props} />);
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  return {
    props,
    phone: field('手机号码'),
    kaptcha: field('图形验证码'),
    code: field('短信验证码'),
    send: () => screen.getByRole('button', { name: /获取验证码|重新发送|秒后重发|发送中/ }),
  };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const messageOf = (input: HTMLInputElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

it('has the three fields with their limits and input hints', () => {
  const { phone, kaptcha, code } = setup();
  expect(screen.getByRole('dialog', { name: '短信验证' })).toBeTruthy();
  expect(document.activeElement).toBe(phone);
  expect(phone.getAttribute('type')).toBe('tel');
  type(phone, '186123456789');
  expect(phone.value).toBe('18612345678');
  type(phone, '186 1234 5678');
  expect(phone.value).toBe('18612345678');
  expect(kaptcha.maxLength).toBe(6);
  type(kaptcha, 'abcdefg');
  expect(kaptcha.value).toBe('abcdef');
  expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(code.getAttribute('inputmode')).toBe('numeric');
  expect(code.maxLength).toBe(6);
  type(code, '1234567');
  expect(code.value).toBe('123456');
});

it('enables sending only with phone and captcha, and checks the phone first', () => {
  const { phone, kaptcha, send, props } = setup();
  expect((send() as HTMLButtonElement).disabled).toBe(true);
  type(phone, '18612345678');
  expect((send() as HTMLButtonElement).disabled).toBe(true);
  type(kaptcha, 'ab12');
  expect((send() as HTMLButtonElement).disabled).toBe(false);
  type(phone, '12345678901');
  fireEvent.click(send());
  expect(props.onSend).not.toHaveBeenCalled();
  expect(messageOf(phone)).toBe('请输入正确的手机号码');
  expect(document.activeElement).toBe(phone);
});

it('sends, then counts down 60 s ignoring clicks, and moves to the SMS field', async () => {
  const { phone, kaptcha, code, send, props } = setup();
  type(phone, '18612345678');
  type(kaptcha, 'ab12');
  await act(async () => {
    fireEvent.click(send());
  });
  expect(props.onSend).toHaveBeenCalledWith({ phone: '18612345678', kaptcha: 'ab12' });
  expect(send().textContent).toBe('60秒后重发');
  expect(document.activeElement).toBe(code);
  fireEvent.click(send());
  act(() => {
    jest.advanceTimersByTime(30_000);
  });
  expect(send().textContent).toBe('30秒后重发');
  fireEvent.click(send());
  expect(props.onSend).toHaveBeenCalledTimes(1);
  act(() => {
    jest.advanceTimersByTime(30_000);
  });
  expect(send().textContent).toBe('重新发送');
  await act(async () => {
    fireEvent.click(send());
  });
  expect(props.onSend).toHaveBeenCalledTimes(2);
  expect(send().textContent).toBe('60秒后重发');
});

it('keeps everything typed when the send fails, and does not count', async () => {
  const pending = deferred();
  const { phone, kaptcha, code, send, props } = setup({ onSend: jest.fn(() => pending.promise) });
  type(phone, '18612345678');
  type(kaptcha, 'ab12');
  type(code, '99');
  fireEvent.click(send());
  expect(send().textContent).toBe('发送中...');
  fireEvent.click(send());
  expect(props.onSend).toHaveBeenCalledTimes(1);
  await act(async () => {
    pending.reject(new Error('图形验证码错误'));
  });
  expect(send().textContent).toBe('获取验证码');
  expect([phone.value, kaptcha.value, code.value]).toEqual(['18612345678', 'ab12', '99']);
  await act(async () => {
    fireEvent.click(send());
  });
  expect(props.onSend).toHaveBeenCalledTimes(2);
});

it('shows each required message at its field and focuses the first', () => {
  const { phone, kaptcha, code, props } = setup();
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(props.onConfirm).not.toHaveBeenCalled();
  expect([messageOf(phone), messageOf(kaptcha), messageOf(code)]).toEqual([
    '请输入手机号码',
    '请输入图形验证码',
    '请输入短信验证码',
  ]);
  expect([phone, kaptcha, code].map((i) => i.getAttribute('aria-invalid'))).toEqual(['true', 'true', 'true']);
  expect(document.activeElement).toBe(phone);
  type(phone, '18612345678');
  type(kaptcha, 'ab12');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(props.onConfirm).not.toHaveBeenCalled();
  expect(messageOf(phone)).toBeUndefined();
  expect(messageOf(code)).toBe('请输入短信验证码');
  expect(document.activeElement).toBe(code);
});

it('hands back phone, captcha and SMS code on confirm', () => {
  const { phone, kaptcha, code, props } = setup();
  type(phone, '18612345678');
  type(kaptcha, ' ab12 ');
  type(code, '123456');
  fireEvent.submit(code.form!);
  expect(props.onConfirm).toHaveBeenCalledWith({ phone: '18612345678', kaptcha: 'ab12', smsCode: '123456' });
});

it('a code the server refuses: the dialog opens again as it was typed, the message at the code, the countdown going', async () => {
  const first = setup();
  type(first.phone, '18612345678');
  type(first.kaptcha, 'ab12');
  await act(async () => {
    fireEvent.click(first.send());
  });
  type(first.code, '111111');
  fireEvent.submit(first.code.form!);
  expect(first.props.onConfirm).toHaveBeenCalledWith({ phone: '18612345678', kaptcha: 'ab12', smsCode: '111111' });
  cleanup(); // confirmed: the caller closes it (SPEC §4), then opens it again with the server's refusal
  const { phone, kaptcha, code, send } = setup({
    typed: { phone: '18612345678', kaptcha: 'ab12', smsCode: '111111' },
    refusal: '短信验证码错误，您还可以尝试4次',
  });
  expect(messageOf(code)).toBe('短信验证码错误，您还可以尝试4次');
  expect(document.activeElement).toBe(code);
  expect([phone.value, kaptcha.value, code.value]).toEqual(['18612345678', 'ab12', '111111']);
  expect(send().textContent).toBe('60秒后重发');
  type(code, '246810');
  expect(messageOf(code)).toBeUndefined();
});

it('one countdown per number, kept across dialogs: a dialog opened again within 60 s does not offer a new code', async () => {
  const first = setup({ phone: '18612345678' });
  type(first.kaptcha, 'ab12');
  await act(async () => {
    fireEvent.click(first.send());
  });
  cleanup();
  act(() => {
    jest.advanceTimersByTime(20_000);
  });
  const again = setup({ phone: '18612345678' });
  expect(again.send().textContent).toBe('40秒后重发');
  type(again.phone, '18612345679');
  expect(again.send().textContent).toBe('获取验证码');
});

it('starts at the captcha when the phone is given, refreshes the picture, and cancels on Escape', () => {
  const { phone, kaptcha, props } = setup({ phone: '18612345678', phoneReadOnly: true });
  expect(phone.value).toBe('18612345678');
  expect(phone.readOnly).toBe(true);
  expect(document.activeElement).toBe(kaptcha);
  fireEvent.click(screen.getByRole('button', { name: '看不清？点击换一张' }));
  expect(props.onRefresh).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(kaptcha, { key: 'Escape' });
  expect(props.onCancel).toHaveBeenCalledTimes(1);
});

it('speaks English', () => {
  setEn();
  render(
    <SmsDialog
      open
      imageUrl="/k"
      onRefresh={jest.fn()}
      onSend={jest.fn()}
      onConfirm={jest.fn()}
      onCancel={jest.fn()}
    />,
  );
  expect(screen.getByRole('dialog', { name: 'SMS verification' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  const msg = (label: string) =>
    document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby')!)?.textContent;
  expect([msg('Mobile number'), msg('Captcha'), msg('SMS code')]).toEqual([
    'Please enter the phone number',
    'Please enter the graphic captcha',
    'Please enter the SMS code',
  ]);
  expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
});
