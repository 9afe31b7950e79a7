import { act, render, screen } from '@testing-library/react';
import { TOAST_LONG_MS, TOAST_SHORT_MS, Toast, type ToastData } from '../../src/components/Toast';

const tick = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('exports the spec durations', () => {
  expect([TOAST_SHORT_MS, TOAST_LONG_MS]).toEqual([3000, 8000]);
});

it('shows the text in a live region and is done after 3 s by default', () => {
  const onDone = jest.fn();
  render(<Toast toast={{ id: 1, kind: 'success', text: '发送成功' }} onDone={onDone} />);
  const region = screen.getByRole('status');
  expect(region.getAttribute('aria-live')).toBe('polite');
  expect(region.textContent).toBe('发送成功');
  tick(TOAST_SHORT_MS - 1);
  expect(onDone).not.toHaveBeenCalled();
  tick(1);
  expect(onDone).toHaveBeenCalledWith(1);
  expect(onDone).toHaveBeenCalledTimes(1);
});

it('takes the duration it is given', () => {
  const onDone = jest.fn();
  render(<Toast toast={{ id: 'a', kind: 'info', text: 'x', duration: TOAST_LONG_MS }} onDone={onDone} />);
  tick(TOAST_LONG_MS - 1);
  expect(onDone).not.toHaveBeenCalled();
  tick(1);
  expect(onDone).toHaveBeenCalledWith('a');
});

it('replaces the previous toast: one on screen, the old timer never fires', () => {
  const onDone = jest.fn();
  const first: ToastData = { id: 1, kind: 'fail', text: '旧的' };
  const second: ToastData = { id: 2, kind: 'info', text: '新的' };
  const { rerender } = render(<Toast toast={first} onDone={onDone} />);
  tick(2000);
  rerender(<Toast toast={second} onDone={onDone} />);
  expect(screen.getByRole('status').textContent).toBe('新的');
  expect(screen.queryByText('旧的')).toBeNull();
  tick(1000); // the first one's 3 s
  expect(onDone).not.toHaveBeenCalled();
  tick(2000);
  expect(onDone.mock.calls).toEqual([[2]]);
});

it('does not restart the timer when only the callback changes', () => {
  const first = jest.fn();
  const latest = jest.fn();
  const toast: ToastData = { id: 7, kind: 'info', text: 'x' };
  const { rerender } = render(<Toast toast={toast} onDone={first} />);
  tick(2000);
  rerender(<Toast toast={{ ...toast }} onDone={latest} />);
  tick(1000);
  expect(first).not.toHaveBeenCalled();
  expect(latest).toHaveBeenCalledWith(7);
});

it('keeps a loading toast until it is replaced or cleared', () => {
  const onDone = jest.fn();
  const { rerender } = render(<Toast toast={{ id: 1, kind: 'loading', text: '提交中' }} onDone={onDone} />);
  tick(60_000);
  expect(onDone).not.toHaveBeenCalled();
  expect(screen.getByRole('status').textContent).toBe('提交中');
  rerender(<Toast toast={null} onDone={onDone} />);
  expect(screen.getByRole('status').textContent).toBe('');
});
