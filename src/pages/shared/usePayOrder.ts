import { useEffect } from 'react';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import payOrder, { selectPayOrder, type PayOrderState } from '../../models/payOrder';

/**
 * Watches the payment order `orderId` (polling while it moves); returns its state and a retry. What the store holds
 * for another order (the result page seen before this one) is not this page's: until this order's watch starts, the
 * page waits, and never shows the other order, not even for the first frame.
 */
export function usePayOrder(orderId: string | undefined): PayOrderState & { retry: () => void } {
  const dispatch = useAppDispatch();
  const held = usePageSelector(selectPayOrder);
  const state: PayOrderState = orderId && held.orderId !== orderId ? { status: 'loading', timedOut: false } : held;
  const retry = () => {
    if (orderId) void dispatch(payOrder.actions.watch({ orderId }));
  };
  useEffect(() => {
    if (orderId) void dispatch(payOrder.actions.watch({ orderId }));
  }, [dispatch, orderId]);
  return { ...state, retry };
}
