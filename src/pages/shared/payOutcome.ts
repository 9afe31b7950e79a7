// A payment's outcome is logged once (SPEC: payment log): WeChat Pay's cancel or failure is logged by the payment
// model before the page comes back; the cashier's is not, so the page that gets `payResult` logs it.
import type { PaymentState } from '../../models/payment';

/** Whether the payment model has already logged the cancel or failure of `orderId`. */
export const selectOutcomeLogged =
  (orderId: string) =>
  (s: { payment?: PaymentState }): boolean => {
    const paid = s.payment;
    return !!paid && paid.orderId === orderId && (paid.status === 'cancelled' || paid.status === 'failed');
  };
