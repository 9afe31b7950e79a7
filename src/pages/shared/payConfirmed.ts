// A payment whose start lost its answer (a timeout, a dropped connection, a 5xx, a success that carries no payment)
// is confirmed by the order's state before anything is said: the money paths start a payment through
// `payConfirmed`, inside their `submit` effect (its submission sends the payment under the payment's own intent). (Apart from payOutcome.ts, which pages of the entry import: this one brings the confirm step and
// the payment model.)
import { call, put } from 'typed-redux-saga';
import { push, putResolve, type Submission } from '../../core';
import payment, { CASHIER_REFUSED, payRequest, resultPath, type PayInput } from '../../models/payment';
import * as billApi from '../../services/api/bill';
import type { PayOrderStatus } from '../../services/api/types';
import { RequestError } from '../../services/request';
import { locationHref } from '../../utils/browser';
import { isUnclear } from './outcome';

/** The states of an order the customer has paid. */
const PAID: readonly PayOrderStatus[] = ['paid', 'crediting', 'credited'];

/** What a payment start came to: the payment's outcome, the order found paid, or the server's refusal of a resend. */
type Started = { outcome: unknown } | { paid: true } | { refused: unknown };

/**
 * Pays `orderId` through the payment model with the intent's key (`pay:<orderId>`) for the payment's request
 * (`payRequest`), kept beyond the tab. A lost answer (a timeout, a dropped connection, a 5xx, a success without the
 * payment's data) is said to be confirming and confirmed by the order's state: paid is the success (its result page,
 * as the cashier would return); not paid (the customer has not been to the cashier yet) sends the start once more
 * with the same key, which the server answers with the payment it started (no second payment order), and goes on to
 * it; only when that answer is lost too is the outcome unknown, said so, the key kept for the retry. Returns the
 * payment's outcome ('redirected' to the cashier outside WeChat); a refusal is thrown on.
 */
export function* payConfirmed(submission: Submission, input: Omit<PayInput, 'idempotencyKey'>) {
  const { orderId } = input;
  const draft = `pay:${orderId}`;
  // The request the payment model sends: the key goes with it (another return path or number is another request).
  const body = payRequest(input, yield* call(locationHref));
  function* start(idempotencyKey: string): Generator<unknown, Started, unknown> {
    try {
      return { outcome: yield* putResolve(payment.actions.pay({ ...input, idempotencyKey })) };
    } catch (e) {
      // A cashier address the app would not follow is its own answer, not a lost one: nothing to confirm.
      if (e instanceof RequestError && e.code === CASHIER_REFUSED) return { refused: e };
      throw e;
    }
  }
  const started = yield* submission.send(body, start, {
    intent: draft,
    *confirm(_since, key) {
      const order = yield* call(billApi.orderWechatGetById, { orderId });
      if (PAID.includes(order.status)) return { paid: true as const };
      try {
        return yield* start(key);
      } catch (e) {
        // Lost again: the outcome stays unknown. A refusal (the order closed meanwhile) is the server's answer.
        if (isUnclear(e)) throw e;
        return { refused: e };
      }
    },
  });
  if ('refused' in started) throw started.refused;
  if ('outcome' in started) return started.outcome;
  yield* put(push(resultPath(input.returnPath, orderId, 'success')));
  return 'success' as const;
}
