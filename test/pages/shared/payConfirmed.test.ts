// A payment started through payConfirmed: its key is the payment model's for the same request (`payRequest`), the
// same on every retry of the same payment (a lost answer, a reload, a re-login), and a new one, confirmed first, when
// the request changed after a lost answer. It runs inside a `submit` effect, whose submission sends it.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { defineModel, submit } from '../../../src/core';
import payment, { payRequest } from '../../../src/models/payment';
import { payConfirmed } from '../../../src/pages/shared/payConfirmed';
import * as billApi from '../../../src/services/api/bill';
import {
  forgetIdempotencyKeys,
  idempotencyKeyFor,
  isIdempotencyUnsure,
  RequestError,
  requestDigest,
  setIdempotencyOwner,
} from '../../../src/services/request';

const ORDER = 'R7';
const INPUT = { orderId: ORDER, returnPath: '/newRecharge/recharge' };

/** The keys payment/pay was sent with, and how each start answers (a lost answer by default). */
let keys: string[];
let answer: () => unknown;
let orderReads: number;
const provider = {
  put(effect: { action: { type: string; payload?: { idempotencyKey?: string } } }, next: () => unknown) {
    if (effect.action.type !== payment.actions.pay.type) return next();
    keys.push(effect.action.payload?.idempotencyKey ?? '');
    return answer();
  },
  call(effect: { fn: unknown }, next: () => unknown) {
    if (effect.fn !== billApi.orderWechatGetById) return next();
    orderReads += 1;
    return { orderId: ORDER, status: 'unpaid' };
  },
};

/** A checkout's pay effect: the payment's outcome goes into its state. */
const paidNone: { ok?: unknown } = {};
const checkout = defineModel({
  namespace: 'checkout',
  state: paidNone,
  reducers: {
    paid(state, { payload }: { payload: unknown }) {
      return { ...state, ok: payload };
    },
  },
  effects: (own) => ({
    pay: submit(
      function* ({ payload }: { payload: typeof INPUT }, fx, submission) {
        const outcome = yield* payConfirmed(submission, payload);
        yield* fx.put(own.paid(outcome));
        return outcome;
      },
      { intent: ({ orderId }) => `pay:${orderId}` },
    ),
  }),
});
const reducer = combineReducers({ checkout: checkout.reducer });

/** Pays `input`: what the effect put (ok), or what escaped it (error). */
async function pay(input = INPUT) {
  const result = await expectSaga(checkout.saga)
    .withReducer(reducer)
    .provide(provider as never)
    .dispatch(checkout.actions.pay(input))
    .silentRun(30);
  const failed = (result.effects.put ?? []).find(
    (e) => (e as { payload: { action: { type: string } } }).payload.action.type === 'checkout/pay/@@error',
  ) as { payload: { action: { payload: unknown } } } | undefined;
  return failed
    ? { error: failed.payload.action.payload }
    : { ok: (result.storeState as ReturnType<typeof reducer>).checkout.ok };
}
const lost = () => {
  throw new RequestError('timeout', '请求超时，请稍后重试');
};

beforeEach(() => {
  forgetIdempotencyKeys();
  setIdempotencyOwner('o_sim_001');
  keys = [];
  orderReads = 0;
  answer = lost;
});

it("sends the payment model's key for the same request, the same on every retry until the payment starts", async () => {
  // Lost, then lost again when the confirm sends it once more: the outcome is unknown, the key kept.
  const first = await pay();
  expect((first as { error: unknown }).error).toBeInstanceOf(RequestError);
  expect(isIdempotencyUnsure(`pay:${ORDER}`)).toBe(true);
  const key = idempotencyKeyFor(
    `pay:${ORDER}`,
    requestDigest(payRequest(INPUT, 'http://localhost/sms2/newRecharge/recharge')),
  );
  expect(keys).toEqual([key, key]);
  // The retry (a reload, a re-login): confirmed first, then the same key, which starts the payment.
  answer = () => 'redirected';
  const retry = await pay();
  expect(retry).toEqual({ ok: 'redirected' });
  expect(keys).toEqual([key, key, key]);
});

it('a changed request after a lost answer: a new key, and the order is read first', async () => {
  await pay();
  const [first] = keys;
  orderReads = 0;
  answer = () => 'redirected';
  await pay({ ...INPUT, returnPath: '/business/order?orderNo=R7' });
  expect(orderReads).toBe(1); // the confirm, before anything is sent
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(first);
});
