// The Idempotency-Key of an intent as a saga step, for a write that takes its key outside the `submit` kind (a
// payment, a login). The key itself is idempotency.ts's: made once per
// intent, kept beyond the tab, the same until a definite answer releases it. The step yields the `call`, so a saga
// test provides or matches it as before (`matchers.call.fn(idempotencyKeyFor)`).
import { call } from 'typed-redux-saga';
import { idempotencyKeyFor, requestDigest } from './idempotency';

/**
 * The key of `intent` (e.g. 'pay:R1', 'recharge:18687120001:5000') for `body`, the request the key goes with: the
 * same for every retry of the intent with the same request; a changed request gets a new key (a key is never sent
 * with two requests).
 */
export function* intentKey(intent: string, body: unknown): Generator<unknown, string, unknown> {
  return yield* call(idempotencyKeyFor, intent, requestDigest(body));
}
