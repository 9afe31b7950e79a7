import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from '../../src/components/Dialog';
import { Button } from '../../src/components/Button';

function Harness({ onCancel = jest.fn(), backdropCloses = false }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <button type="button">页面上的按钮</button>
      <Dialog
        open={open}
        title="标题"
        backdropCloses={backdropCloses}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        actions={<Button onClick={() => setOpen(false)}>最后</Button>}
      >
        <input aria-label="第一" />
        <button type="button" disabled>
          不可用
        </button>
      </Dialog>
    </>
  );
}

const open = () => {
  const opener = screen.getByRole('button', { name: '打开' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: '标题' }) };
};

it('is a modal labelled by its title and moves focus inside', () => {
  render(<Harness />);
  expect(screen.queryByRole('dialog')).toBeNull();
  const { dialog } = open();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement).toBe(screen.getByLabelText('第一'));
  expect(document.body.style.overflow).toBe('hidden');
});

it('traps Tab at both ends and pulls escaped focus back', () => {
  render(<Harness />);
  const { dialog } = open();
  const first = screen.getByLabelText('第一');
  const last = screen.getByRole('button', { name: '最后' });
  last.focus();
  fireEvent.keyDown(last, { key: 'Tab' });
  expect(document.activeElement).toBe(first);
  fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(last);
  // Tab in the middle is left to the browser.
  first.focus();
  expect(fireEvent.keyDown(first, { key: 'Tab' })).toBe(true);
  screen.getByRole('button', { name: '页面上的按钮', hidden: true }).focus();
  expect(dialog.contains(document.activeElement)).toBe(true);
});

it('cancels on Escape and gives focus back to the opener', () => {
  const onCancel = jest.fn();
  render(<Harness onCancel={onCancel} />);
  const { opener } = open();
  fireEvent.keyDown(screen.getByLabelText('第一'), { key: 'Escape' });
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
  expect(document.body.style.overflow).toBe('');
});

it('gives focus back when closed by its own button too', () => {
  render(<Harness />);
  const { opener } = open();
  fireEvent.click(screen.getByRole('button', { name: '最后' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

it('closes on a backdrop tap only when asked to', () => {
  const onCancel = jest.fn();
  const { unmount } = render(<Harness onCancel={onCancel} />);
  let { dialog } = open();
  fireEvent.click(dialog.previousElementSibling!);
  expect(onCancel).not.toHaveBeenCalled();
  unmount();
  render(<Harness onCancel={onCancel} backdropCloses />);
  ({ dialog } = open());
  fireEvent.click(dialog.previousElementSibling!);
  expect(onCancel).toHaveBeenCalledTimes(1);
});

it('lets a dialog opened from inside another one trap focus and take Escape alone', () => {
  const outerCancel = jest.fn();
  function Nested() {
    const [inner, setInner] = useState(false);
    return (
      <Dialog open title="外层" onCancel={outerCancel}>
        <button type="button" onClick={() => setInner(true)}>
          打开内层
        </button>
        <Dialog open={inner} title="内层" onCancel={() => setInner(false)}>
          <input aria-label="内层输入" />
        </Dialog>
      </Dialog>
    );
  }
  render(<Nested />);
  const openInner = screen.getByRole('button', { name: '打开内层' });
  fireEvent.click(openInner);
  const input = screen.getByLabelText('内层输入');
  expect(document.activeElement).toBe(input);
  openInner.focus(); // focus wandering to the outer dialog comes back to the inner one
  expect(document.activeElement).toBe(input);
  fireEvent.keyDown(input, { key: 'Escape' });
  expect(outerCancel).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog', { name: '内层' })).toBeNull();
  expect(document.activeElement).toBe(openInner);
  fireEvent.keyDown(openInner, { key: 'Escape' });
  expect(outerCancel).toHaveBeenCalledTimes(1);
});
