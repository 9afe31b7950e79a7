import { useEffect } from 'react';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import payOrder, { selectPayOrder, type PayOrderState } from '../../models/payOrder';

/** Watches the payment order `orderId` (polling while it moves); returns its state and a retry. */
export function usePayOrder(orderId: string | undefined): PayOrderState & { retry: () => void } {
  const dispatch = useAppDispatch();
  const state = usePageSelector(selectPayOrder);
  const retry = () => {
    if (orderId) void dispatch(payOrder.actions.watch({ orderId }));
  };
  useEffect(() => {
    if (orderId) void dispatch(payOrder.actions.watch({ orderId }));
  }, [dispatch, orderId]);
  return { ...state, retry };
}
