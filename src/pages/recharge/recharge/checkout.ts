// The top-up's checkout (PAGES.md §2.7, PayCheckout): the order read by its id, what the payment brought back, the
// payment started through the `payment` model, and the wait for the credit through the `payOrder` model. The sagas
// of the `recharge` model's checkout effects, on its slice's `own`.
import { call, delay, put, select } from 'typed-redux-saga';
import { EffectCancelledError, putResolve, replace, type Submission } from '../../../core';
import payment, { type PayOutcome } from '../../../models/payment';
import payOrder from '../../../models/payOrder';
import * as billApi from '../../../services/api/bill';
import type { PayOrder, PayOrderStatus } from '../../../services/api/types';
import { codeOf } from '../../shared/errors';
import { messageOf } from '../../shared/load';
import { payConfirmed } from '../../shared/payConfirmed';
import { selectOutcomeLogged } from '../../shared/payOutcome';
import { own } from './slice';

export interface Checkout {
  status: 'idle' | 'loading' | 'ready' | 'error';
  orderId?: string;
  order?: PayOrder;
  message?: string;
  /** The customer cancelled the payment: the order stays payable. */
  cancelled?: boolean;
  /** The server refused to start the payment, with its reason. */
  refusal?: string;
}

export const CHECKOUT_PATH = '/newRecharge/recharge';
const PAID: readonly PayOrderStatus[] = ['paid', 'crediting', 'credited'];
const FAILED: readonly PayOrderStatus[] = ['failed', 'refunded'];
/** After WeChat Pay says success the operator may not know yet: ask again for up to 5 × 2 s. */
export const UNPAID_RETRIES = 5;
export const UNPAID_RETRY_MS = 2000;

/** A page of the top-up family for an order. */
export const orderPath = (route: string, orderId: string) =>
  `/newRecharge/${route}?orderId=${encodeURIComponent(orderId)}`;

/** The order of the checkout; one already paid or failed goes to its result. Its failure is the page's, with retry. */
export function* loadCheckout(orderId: string) {
  yield* put(own.checkoutLoading(orderId));
  let order: PayOrder;
  try {
    order = yield* call(billApi.orderWechatGetById, { orderId });
  } catch (e) {
    yield* put(own.checkoutFailed(messageOf(e)));
    return;
  }
  yield* put(own.checkoutLoaded(order));
  if (PAID.includes(order.status)) yield* put(replace(orderPath('paySuccess', orderId)));
  else if (FAILED.includes(order.status)) yield* put(replace(orderPath('fail', orderId)));
}

/**
 * The checkout of `orderId`, or what the payment brought back (`payResult`). success → paySuccess; fail → logged,
 * then the fail page; cancel → logged, the order kept payable with a note (the address loses `payResult`, so a
 * reload does not log it twice). An order already paid or failed goes to its result.
 */
export function* openCheckout(orderId: string, payResult: string | undefined) {
  const outcome: PayOutcome | undefined =
    payResult === 'success' || payResult === 'cancel' || payResult === 'fail' ? payResult : undefined;
  if (outcome === 'success') {
    yield* put(replace(orderPath('paySuccess', orderId)));
    return;
  }
  if (outcome) {
    // Inside WeChat the payment model logged it already, before it came back here.
    const logged = yield* select(selectOutcomeLogged(orderId));
    if (!logged) void (yield* put(payment.actions.logOutcome({ orderId, outcome }))); // best effort, never throws
    if (outcome === 'fail') {
      yield* put(replace(orderPath('fail', orderId)));
      return;
    }
    yield* put(own.checkoutCancelled(orderId));
    yield* put(replace(orderPath('recharge', orderId)));
    return; // the address without payResult opens the checkout again
  }
  yield* call(loadCheckout, orderId);
}

/**
 * 微信支付: the payment model pays (WeChat Pay inside WeChat, the cashier outside) and comes back to the checkout
 * with the outcome. An order paid meanwhile goes to its result; an expired or cancelled one is read again and shows
 * as such. Any other refusal is thrown on (the `submit` effect shows it at the checkout), and so is a failure.
 */
export function* payCheckout(orderId: string, submission: Submission) {
  yield* put(own.checkoutNoteCleared());
  try {
    return yield* call(payConfirmed, submission, { orderId, returnPath: CHECKOUT_PATH });
  } catch (e) {
    if (e instanceof EffectCancelledError) return undefined;
    const code = codeOf(e);
    if (code === 'E_ORDER_PAID') yield* put(replace(orderPath('paySuccess', orderId)));
    else if (code === 'E_ORDER_EXPIRED' || code === 'E_ORDER_CANCELLED') yield* call(loadCheckout, orderId);
    else throw e;
    return undefined;
  }
}

/**
 * paySuccess waits for the credit. payOrder polls every 2 s for up to 30 s; credited → success, failed → fail;
 * still moving → the page says "预计10分钟内到账". An order not yet known as paid (WeChat Pay can answer before the
 * operator hears) is asked again a few times.
 */
export function* awaitCredit(orderId: string, payResult: string | undefined) {
  if (payResult === 'cancel' || payResult === 'fail') {
    // A cashier that came back here with another outcome: the checkout knows what to do with it.
    yield* put(replace(`${orderPath('recharge', orderId)}&payResult=${payResult}`));
    return;
  }
  let order: PayOrder | undefined;
  for (let attempt = 0; ; attempt += 1) {
    order = yield* putResolve(payOrder.actions.watch({ orderId }));
    if (order?.status !== 'unpaid' || attempt >= UNPAID_RETRIES) break;
    yield* delay(UNPAID_RETRY_MS);
  }
  if (order?.status === 'credited') yield* put(replace(orderPath('success', orderId)));
  else if (order && FAILED.includes(order.status)) yield* put(replace(orderPath('fail', orderId)));
  else if (order?.status === 'unpaid') yield* put(payOrder.actions.timeOut()); // still unknown: "it will arrive later"
}
