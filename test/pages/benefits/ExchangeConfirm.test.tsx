// /moreBenefits/jf: spending points asks once, naming the cost, before 立即兑换 sends anything.
import { fireEvent, render, screen } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import { messages } from '../../../src/pages/benefits/messages';
import { ExchangeConfirm } from '../../../src/pages/benefits/parts';

addMessages(messages);

describe('ExchangeConfirm', () => {
  it('names the item and its cost; confirm exchanges once, cancel sends nothing', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const item = { name: '10元话费', points: 1000 };
    const { rerender } = render(<ExchangeConfirm item={item} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByText('兑换「10元话费」将消耗1,000积分，确认兑换吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<ExchangeConfirm item={undefined} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.queryByText(/将消耗/)).toBeNull();
  });
});
