// The time left to pay a flash-sale win (the pay sheet's, an order row's) and the refusal of its payment under it.
import { render, screen } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import { messages } from '../../../src/pages/sale/messages';
import { PayWindow } from '../../../src/pages/sale/parts';

addMessages(messages);

describe('the window to pay a win', () => {
  it('counts down in the words of its place, in the class it is given', () => {
    render(<PayWindow left={65} within="sale.orders.payWithin" tone="late" />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('剩余支付时间 00:01:05');
    expect(timer.className).toBe('late');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the time is over at 0, and the refusal of the payment under it', () => {
    render(<PayWindow left={0} within="sale.seckill.payWithin" tone="muted" error="支付通道繁忙" />);
    expect(screen.getByRole('timer').textContent).toBe('支付时间已过，订单将自动取消');
    expect(screen.getByRole('alert').textContent).toBe('支付通道繁忙');
  });

  it('shows nothing without a window or a refusal', () => {
    const { container } = render(<PayWindow within="sale.seckill.payWithin" tone="muted" />);
    expect(container.textContent).toBe('');
  });
});
