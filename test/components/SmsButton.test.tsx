import { act, fireEvent, render, screen } from '@testing-library/react';
import { SmsButton } from '../../src/components/SmsButton';
import { smsSentKey } from '../../src/utils/smsSent';
import { setEn, setZh } from './lang';

const tick = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  setZh();
});
afterEach(() => jest.useRealTimers());

it('says 获取验证码 before the first send and asks to send on click', () => {
  const onClick = jest.fn();
  render(<SmsButton countingSince={null} onClick={onClick} />);
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('counts 60 to 0 a second at a time, ignores clicks meanwhile, then offers 重新发送', () => {
  const onClick = jest.fn();
  render(<SmsButton countingSince={Date.now()} onClick={onClick} />);
  const button = screen.getByRole('button');
  for (let n = 60; n >= 1; n -= 1) {
    expect(button.textContent).toBe(`${n}秒后重发`);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    tick(1000);
  }
  expect(onClick).not.toHaveBeenCalled();
  expect(button.textContent).toBe('重新发送');
  expect(button.getAttribute('aria-disabled')).toBeNull();
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('keeps counting across re-renders and remounts, from the timestamp', () => {
  const since = Date.now();
  const { rerender, unmount } = render(<SmsButton countingSince={since} onClick={jest.fn()} />);
  tick(10_000);
  rerender(<SmsButton countingSince={since} onClick={jest.fn()} />);
  expect(screen.getByRole('button').textContent).toBe('50秒后重发');
  unmount();
  tick(10_000);
  render(<SmsButton countingSince={since} onClick={jest.fn()} />);
  expect(screen.getByRole('button').textContent).toBe('40秒后重发');
});

it('restarts when a new send sets a new timestamp', () => {
  const { rerender } = render(<SmsButton countingSince={Date.now()} onClick={jest.fn()} />);
  tick(61_000);
  expect(screen.getByRole('button').textContent).toBe('重新发送');
  tick(5_000);
  rerender(<SmsButton countingSince={Date.now()} onClick={jest.fn()} />);
  expect(screen.getByRole('button').textContent).toBe('60秒后重发');
  tick(1000);
  expect(screen.getByRole('button').textContent).toBe('59秒后重发');
});

it('takes another length and ignores clicks while sending or disabled', () => {
  const onClick = jest.fn();
  const { rerender } = render(<SmsButton countingSince={null} sending onClick={onClick} />);
  fireEvent.click(screen.getByRole('button', { name: '发送中...' }));
  rerender(<SmsButton countingSince={null} disabled onClick={onClick} />);
  expect(screen.getByRole<HTMLButtonElement>('button').disabled).toBe(true);
  fireEvent.click(screen.getByRole('button'));
  expect(onClick).not.toHaveBeenCalled();
  rerender(<SmsButton countingSince={Date.now()} seconds={5} onClick={onClick} />);
  expect(screen.getByRole('button').textContent).toBe('5秒后重发');
  tick(5000);
  expect(screen.getByRole('button').textContent).toBe('重新发送');
});

it('speaks English', () => {
  setEn();
  const { rerender } = render(<SmsButton countingSince={null} onClick={jest.fn()} />);
  expect(screen.getByRole('button').textContent).toBe('Get code');
  rerender(<SmsButton countingSince={Date.now()} onClick={jest.fn()} />);
  expect(screen.getByRole('button').textContent).toBe('Resend in 60s');
  tick(60_000);
  expect(screen.getByRole('button').textContent).toBe('Resend');
});

it('with rememberAs, the countdown survives a reload (the send time in sessionStorage, per purpose and number)', () => {
  const key = smsSentKey('bind', '18687120001');
  const { unmount } = render(<SmsButton countingSince={Date.now()} rememberAs={key} onClick={jest.fn()} />);
  tick(10_000);
  unmount(); // the page reloads: the page's state is gone
  render(<SmsButton countingSince={null} rememberAs={key} onClick={jest.fn()} />);
  expect(screen.getByRole('button').textContent).toBe('50秒后重发');
  expect(Object.values(window.sessionStorage)).toEqual([String(Date.now() - 10_000)]); // a time, never a code
});

it('another purpose or number has its own countdown', () => {
  render(<SmsButton countingSince={Date.now()} rememberAs={smsSentKey('bind', '18687120001')} onClick={jest.fn()} />);
  render(<SmsButton countingSince={null} rememberAs={smsSentKey('bind', '18687120002')} onClick={jest.fn()} />);
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['60秒后重发', '获取验证码']);
});
