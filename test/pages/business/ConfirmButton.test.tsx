// The hall's buttons that ask first (退订, 取消订单): nothing happens until the confirmation is confirmed.
import { fireEvent, render, screen } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import { messages } from '../../../src/pages/business/Records';
import { ConfirmButton } from '../../../src/pages/business/ConfirmButton';

addMessages(messages);

const mount = (onConfirm: () => void) =>
  render(
    <ConfirmButton title="确认退订" copy="确定退订视频彩铃吗？" confirm="确认退订" onConfirm={onConfirm}>
      退订
    </ConfirmButton>,
  );

it('asks first, and 再想想 closes the confirmation without acting', () => {
  const onConfirm = jest.fn();
  mount(onConfirm);
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '退订' }));
  const dialog = screen.getByRole('dialog', { name: '确认退订' });
  expect(dialog.textContent).toContain('确定退订视频彩铃吗？');
  fireEvent.click(screen.getByRole('button', { name: '再想想' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(onConfirm).not.toHaveBeenCalled();
});

it('acts once confirmed, and closes', () => {
  const onConfirm = jest.fn();
  mount(onConfirm);
  fireEvent.click(screen.getByRole('button', { name: '退订' }));
  fireEvent.click(screen.getByRole('dialog').querySelectorAll('button')[1]);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
});
