import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import payOrder, { selectPayOrder, type PayOrderState } from '../../models/payOrder';
import type { PaymentState } from '../../models/payment';

/** WeChat's pay sheet said ok for `orderId` (the payment model, when the page has it). */
const selectSheetOk =
  (orderId: string | undefined) =>
  (s: { payment?: PaymentState }): boolean =>
    !!orderId && s.payment?.status === 'confirming' && s.payment.orderId === orderId;

/**
 * Watches the payment order `orderId` (polling while it moves); returns its state and a retry. What the store holds
 * for another order (the result page seen before this one) is not this page's: until this order's watch starts, the
 * page waits, and never shows the other order, not even for the first frame.
 *
 * The order is read again at every arrival at the page, the same page included: coming back from WeChat's pay sheet
 * adds `payResult` to the address of the page that paid, and what it showed before (unpaid, 去支付) is no longer
 * true. After WeChat's sheet said ok, an order the server still has unpaid is being confirmed (支付处理中), watched
 * like a paid one, never shown as unpaid with 去支付.
 */
export function usePayOrder(orderId: string | undefined): PayOrderState & { retry: () => void } {
  const dispatch = useAppDispatch();
  const { key } = useLocation();
  const held = usePageSelector(selectPayOrder);
  const sheetOk = usePageSelector(selectSheetOk(orderId));
  const state: PayOrderState = orderId && held.orderId !== orderId ? { status: 'loading', timedOut: false } : held;
  const retry = () => {
    if (orderId) void dispatch(payOrder.actions.watch({ orderId, sheetOk }));
  };
  useEffect(() => {
    if (orderId) void dispatch(payOrder.actions.watch({ orderId, sheetOk }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- at each arrival (the location's key), not as sheetOk moves
  }, [dispatch, orderId, key]);
  const { order } = state;
  const confirming = sheetOk && order?.status === 'unpaid';
  return { ...state, ...(confirming ? { order: { ...order, status: 'paid' as const } } : {}), retry };
}
