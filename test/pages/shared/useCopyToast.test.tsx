// Copying a share link or a code: whether it went is said in the toast, in the family's words, and the caller
// learns it (a share is counted only after a copy).
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { legacy_createStore } from 'redux';
import { useCopyToast } from '../../../src/pages/shared/useCopyToast';
import ui from '../../../src/models/ui';
import { addMessages } from '../../../src/locales';
import { messages } from '../../../src/pages/sale/messages';

addMessages(messages);

const mockClipboard = (writeText: jest.Mock) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
afterEach(() => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }));

function mount() {
  const seen: { type: string; payload?: unknown }[] = [];
  const store = legacy_createStore((state: number = 0, action: { type: string; payload?: unknown }) => {
    if (!action.type.startsWith('@@')) seen.push(action);
    return state;
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useCopyToast('sale.share.copied', 'sale.share.copyFailed'), { wrapper });
  return { seen, copy: result.current };
}

it('copies, says so, and resolves true', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  mockClipboard(writeText);
  const { seen, copy } = mount();
  let ok: boolean | undefined;
  await act(async () => {
    ok = await copy('https://example.test/sms2/vote?actId=V1');
  });
  expect(writeText).toHaveBeenCalledWith('https://example.test/sms2/vote?actId=V1');
  expect(ok).toBe(true);
  expect(seen).toEqual([ui.actions.toast({ text: '链接已复制', kind: 'success' })]);
});

it('says a copy that did not go, and resolves false', async () => {
  mockClipboard(jest.fn(() => Promise.reject(new Error('denied'))));
  Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true, writable: true });
  const { seen, copy } = mount();
  let ok: boolean | undefined;
  await act(async () => {
    ok = await copy('CODE-1');
  });
  expect(ok).toBe(false);
  expect(seen).toEqual([ui.actions.toast({ text: '复制失败', kind: 'fail' })]);
});
