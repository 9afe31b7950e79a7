// The boot screen: it holds the app until the catalogue of the language in use is there, says "Loading..." in
// that language meanwhile, and when the catalogue fails shows the retry in that language from the entry's own
// strings; the retry loads the catalogue again, and only it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Boot } from '../../src/layouts/Boot';
import { BOOT_TEXT } from '../../src/locales';
import enUS from '../../src/locales/en-US';
import zhCN from '../../src/locales/zh-CN';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Boot', () => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorLog.mockRestore());

  it('zh-CN is in the entry: the app renders at once, nothing is loaded', () => {
    const load = jest.fn(() => Promise.resolve());
    render(
      <Boot lang="zh-CN" load={load}>
        <p>the app</p>
      </Boot>,
    );
    expect(screen.getByText('the app')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('while en-US loads it says "Loading...", then shows the app', async () => {
    const pending = deferred();
    const load = jest.fn(() => pending.promise);
    render(
      <Boot lang="en-US" load={load}>
        <p>the app</p>
      </Boot>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(screen.queryByText('the app')).toBeNull();
    await act(async () => pending.resolve());
    expect(screen.getByText('the app')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed en-US catalogue shows the retry in English; the retry loads it once more, then the app', async () => {
    const first = deferred();
    const second = deferred();
    const load = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    render(
      <Boot lang="en-US" load={load}>
        <p>the app</p>
      </Boot>,
    );
    await act(async () => first.reject(new Error('offline')));
    expect(screen.getByRole('heading', { name: 'The page failed to load' })).toBeTruthy();
    expect(screen.queryByText('the app')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    await act(async () => second.resolve());
    expect(screen.getByText('the app')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("the entry's English strings are the en-US catalogue's, its Chinese ones zh-CN's", () => {
    for (const [key, text] of Object.entries(BOOT_TEXT['en-US']))
      expect([key, text]).toEqual([key, enUS[key as keyof typeof enUS]]);
    for (const key of Object.keys(BOOT_TEXT['en-US']))
      expect(BOOT_TEXT['zh-CN'][key as keyof (typeof BOOT_TEXT)['zh-CN']]).toBe(zhCN[key as keyof typeof zhCN]);
  });
});
