// index.html's account card once the entry runs (src/layouts/shell.ts): dropped once (and those who watch told), at
// the latest SHELL_MAX_MS after the boot, and by a screen that shows a failure (the catalogue's, here; a page
// chunk's and a render's call the same dropShell), so no retry is hidden under it.
import { act, render, screen } from '@testing-library/react';
import { Boot } from '../../src/layouts/Boot';
import { SHELL_ID } from '../../src/layouts/earlyStarter';
import { dropShell, limitShell, SHELL_GONE, SHELL_MAX_MS } from '../../src/layouts/shell';

const paint = () => {
  const card = document.createElement('div');
  card.id = SHELL_ID;
  card.className = 'shell';
  document.body.appendChild(card);
  return card;
};
afterEach(() => {
  dropShell();
  jest.useRealTimers();
});

const shellShown = () => document.getElementById(SHELL_ID) !== null;

it('is dropped once, and says so', () => {
  paint();
  const told = jest.fn();
  window.addEventListener(SHELL_GONE, told);
  dropShell();
  dropShell();
  expect(shellShown()).toBe(false);
  expect(told).toHaveBeenCalledTimes(1);
  window.removeEventListener(SHELL_GONE, told);
});

it('goes at the latest SHELL_MAX_MS after the boot', () => {
  jest.useFakeTimers();
  limitShell();
  paint(); // painted after the entry ran, before React's first commit
  jest.advanceTimersByTime(SHELL_MAX_MS - 1);
  expect(shellShown()).toBe(true);
  jest.advanceTimersByTime(1);
  expect(shellShown()).toBe(false);
});

it('goes when the boot shows a failure, so its retry is seen', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  paint();
  render(
    <Boot lang="en-US" load={() => Promise.reject(new Error('offline'))}>
      <p>app</p>
    </Boot>,
  );
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  expect(shellShown()).toBe(false);
  log.mockRestore();
  await act(async () => undefined);
});
