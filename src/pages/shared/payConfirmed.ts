// A payment whose start lost its answer (a timeout, a dropped connection, a 5xx) is confirmed by the order's state
// before it is called a failure: the money paths start a payment through `payConfirmed`. (Apart from payOutcome.ts,
// which pages of the entry import: this one brings the confirm step and the payment model.)
import { call, put } from 'typed-redux-saga';
import { push, type EffectsCommandMap } from '../../core';
import payment, { resultPath, type PayInput } from '../../models/payment';
import * as billApi from '../../services/api/bill';
import type { PayOrderStatus } from '../../services/api/types';
import { sendConfirmed } from './outcome';

/** The states of an order the customer has paid. */
const PAID: readonly PayOrderStatus[] = ['paid', 'crediting', 'credited'];

/**
 * Pays `orderId` through the payment model with the intent's key (`pay:<orderId>`), kept beyond the tab. A lost
 * answer (a timeout, a dropped connection, a 5xx) is confirmed by the order's state: paid is the success (its
 * result page, as the cashier would return), still unpaid is the failure, whose retry sends the same key. Returns
 * the payment's outcome ('redirected' to the cashier outside WeChat).
 */
export function* payConfirmed({ putResolve }: EffectsCommandMap, input: Omit<PayInput, 'idempotencyKey'>) {
  const { orderId } = input;
  const started = yield* sendConfirmed<{ outcome: unknown } | { paid: true }>({
    draft: `pay:${orderId}`,
    *send(idempotencyKey) {
      return { outcome: yield* putResolve(payment.actions.pay({ ...input, idempotencyKey })) };
    },
    *confirm() {
      const order = yield* call(billApi.orderWechatGetById, { orderId });
      return PAID.includes(order.status) ? { paid: true as const } : undefined;
    },
  });
  if ('outcome' in started) return started.outcome;
  yield* put(push(resultPath(input.returnPath, orderId, 'success')));
  return 'success' as const;
}
