import { fireEvent, render, screen } from '@testing-library/react';
import { CaptchaDialog } from '../../src/components/CaptchaDialog';
import { setEn, setZh } from './lang';

beforeEach(setZh);

function setup(extra: Partial<Parameters<typeof CaptchaDialog>[0]> = {}) {
  const props = {
    open: true,
    imageUrl: '/api/user/kaptcha/abc',
    onRefresh: jest.fn(),
    onConfirm: jest.fn(),
    onCancel: jest.fn(),
    ...extra,
  };
  const view = render(<CaptchaDialog {...props} />);
  return { ...props, ...view, input: screen.getByLabelText<HTMLInputElement>('图片验证码') };
}

it('opens with the code field focused, alphanumeric and unremembered, at most 6', () => {
  const { input } = setup();
  expect(screen.getByRole('dialog', { name: '安全验证' })).toBeTruthy();
  expect(document.activeElement).toBe(input);
  expect(input.getAttribute('autocomplete')).toBe('off');
  expect(input.getAttribute('inputmode')).toBe('text');
  expect(input.maxLength).toBe(6);
  expect(fireEvent.paste(input)).toBe(true); // paste is not blocked
  fireEvent.change(input, { target: { value: 'ab12cd9' } });
  expect(input.value).toBe('ab12cd');
});

it('an empty confirm is handed back as empty, for the caller to reject as a cancel (SPEC §4), with no message kept', () => {
  const { input, onConfirm } = setup();
  fireEvent.change(input, { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(onConfirm).toHaveBeenCalledWith('');
  expect(input.getAttribute('aria-invalid')).toBeNull();
});

it('hands back the trimmed code, by button or Enter', () => {
  const { input, onConfirm } = setup();
  fireEvent.change(input, { target: { value: ' aB3d ' } });
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(onConfirm).toHaveBeenLastCalledWith('aB3d');
  fireEvent.submit(input.form!);
  expect(onConfirm).toHaveBeenCalledTimes(2);
});

it('refreshes the picture on a tap and keeps focus on the field', () => {
  const { input, onRefresh } = setup();
  const image = screen.getByRole('button', { name: '看不清？点击换一张' });
  expect(image.querySelector('img')?.getAttribute('src')).toBe('/api/user/kaptcha/abc');
  fireEvent.click(image);
  expect(onRefresh).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(input);
});

it('cancels by button and by Escape, and starts empty when opened again', () => {
  const { input, onCancel, rerender, ...props } = setup();
  fireEvent.keyDown(input, { key: 'Escape' });
  fireEvent.click(screen.getByRole('button', { name: '取消' }));
  expect(onCancel).toHaveBeenCalledTimes(2);
  fireEvent.change(input, { target: { value: 'abc' } });
  const all = { ...props, onCancel, open: false };
  rerender(<CaptchaDialog {...all} />);
  expect(screen.queryByRole('dialog')).toBeNull();
  rerender(<CaptchaDialog {...all} open />);
  expect(screen.getByLabelText<HTMLInputElement>('图片验证码').value).toBe('');
});

it('speaks English', () => {
  setEn();
  const onConfirm = jest.fn();
  render(<CaptchaDialog open imageUrl="/k" onRefresh={jest.fn()} onConfirm={onConfirm} onCancel={jest.fn()} />);
  expect(screen.getByRole('dialog', { name: 'Security check' })).toBeTruthy();
  expect(screen.getByPlaceholderText('Please enter the picture captcha')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  expect(onConfirm).toHaveBeenCalledWith('');
});
