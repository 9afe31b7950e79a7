import { act, fireEvent, render, screen } from '@testing-library/react';
import { COPY_FAIL_KEY, COPY_OK_KEY, CopyLinkDialog } from '../../src/components/CopyLinkDialog';
import { tr } from '../../src/components/i18n';
import { setEn, setZh } from './lang';

const URL_TEXT = 'https://example.com/app?from=wx&a=1';
let execCommand: jest.Mock;

beforeEach(() => {
  setZh();
  execCommand = jest.fn(() => true);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true, writable: true });
});
afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

const mockClipboard = (writeText?: jest.Mock) =>
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });

function setup() {
  const onCopied = jest.fn();
  const onClose = jest.fn();
  render(<CopyLinkDialog open url={URL_TEXT} onCopied={onCopied} onClose={onClose} />);
  return { onCopied, onClose, copy: () => screen.getByRole('button', { name: '一键复制' }) };
}

const click = async (button: HTMLElement) => {
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
};

it('shows the address as plain text and the toast copy for the owner', () => {
  setup();
  const dialog = screen.getByRole('dialog', { name: '请在浏览器中打开' });
  expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
  expect(screen.getByText(URL_TEXT).tagName).toBe('P');
  expect([tr(COPY_OK_KEY), tr(COPY_FAIL_KEY)]).toEqual(['复制成功，请在浏览器打开', '复制失败']);
});

it('copies with the clipboard API and reports success', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  mockClipboard(writeText);
  const { onCopied, copy } = setup();
  await click(copy());
  expect(writeText).toHaveBeenCalledWith(URL_TEXT);
  expect(execCommand).not.toHaveBeenCalled();
  expect(onCopied).toHaveBeenCalledWith(true);
});

it('falls back to execCommand when the clipboard API refuses, keeping focus in the dialog', async () => {
  mockClipboard(jest.fn(() => Promise.reject(new Error('NotAllowedError'))));
  let copiedText = '';
  let insideDialog = false;
  execCommand.mockImplementation(() => {
    const area = document.querySelector('textarea');
    copiedText = area ? area.value.slice(area.selectionStart, area.selectionEnd) : '';
    // Inside the dialog, so its focus trap does not steal the selection.
    insideDialog = !!area?.closest('[role=dialog]');
    return true;
  });
  const { onCopied, copy } = setup();
  await click(copy());
  expect(execCommand).toHaveBeenCalledWith('copy');
  expect(copiedText).toBe(URL_TEXT);
  expect(insideDialog).toBe(true);
  expect(document.querySelector('textarea')).toBeNull();
  expect(onCopied).toHaveBeenCalledWith(true);
  expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
});

it('reports failure when neither way works', async () => {
  mockClipboard(undefined);
  execCommand.mockReturnValue(false);
  const { onCopied, copy } = setup();
  await click(copy());
  expect(onCopied).toHaveBeenLastCalledWith(false);
  execCommand.mockImplementation(() => {
    throw new Error('unsupported');
  });
  await click(copy());
  expect(onCopied).toHaveBeenLastCalledWith(false);
  expect(document.querySelector('textarea')).toBeNull();
});

it('closes by its button and by Escape', () => {
  const { onClose } = setup();
  fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('speaks English', () => {
  setEn();
  render(<CopyLinkDialog open url={URL_TEXT} onCopied={jest.fn()} onClose={jest.fn()} />);
  expect(screen.getByRole('dialog', { name: 'Open in a browser' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  expect([tr(COPY_OK_KEY), tr(COPY_FAIL_KEY)]).toEqual(['Copied. Please open it in a browser', 'Copy failed']);
});
