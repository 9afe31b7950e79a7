// The end of an order the server took, the same for the card, broadband, wireless broadband and the handset: the
// draft goes, then the payment or the result.
import { call, put } from 'typed-redux-saga';
import { push, replace, type PayloadCreator } from '../../core';
import payment from '../../models/payment';
import { clearDraft } from '../shared/draft';

/**
 * An order the server took: its draft goes (and the code typed, through `clearCode`), then a payment goes through
 * the payment flow, which comes back to the result at `path`; with nothing to pay, the result at once. Returns the
 * order number.
 */
export function* placed(
  draft: string,
  order: { orderNo: string; pay: boolean },
  path: string,
  clearCode?: PayloadCreator<string>,
) {
  yield* call(clearDraft, draft);
  if (clearCode) yield* put(clearCode(''));
  if (order.pay) {
    yield* put(replace(path));
    void (yield* put(payment.actions.pay({ orderId: order.orderNo, returnPath: path })));
  } else yield* put(push(path));
  return order.orderNo;
}
