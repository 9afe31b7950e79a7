// Paying an order (PAGES.md §3.2 "Payment"): orderWechatPage gives the JSAPI parameters; inside WeChat, WeChat's
// pay sheet (getBrandWCPayRequest on the bridge); outside it, the simulator's cashier, which returns to `returnPath`
// with `orderId` and `payResult`. A cancel or a failure is logged with logtransactive. Registered by the pages that
// pay. What the customer is told afterwards is the server's: the page at `returnPath` reads the order again.
import { call, delay, race } from 'typed-redux-saga';
import { defineModel, push } from '../core';
import * as bill from '../services/api/bill';
import { intentKey, releaseIdempotencyKey, RequestError } from '../services/request';
import { brandWCPay } from '../services/wxPay';
import { isWeChat, leaveFor } from '../services/wechat';
import { t } from '../locales';
import { appUrl } from '../utils/appUrl';
import { locationHref } from '../utils/browser';
import { serverUrl } from '../utils/serverUrl';
import type { LogTransReq, OrderWechatPageReq, WxPayParams } from '../services/api/types';

export type PayOutcome = 'success' | 'cancel' | 'fail';

export interface PaymentState {
  /** confirming: WeChat's sheet said ok for `orderId`; until the server says paid, the order is being confirmed. */
  status: 'idle' | 'paying' | 'confirming' | 'cancelled' | 'failed';
  orderId?: string;
  message?: string;
}

export interface PayInput {
  orderId: string;
  /** The app page the payment returns to (it reads `payResult`); also where WeChat Pay's outcome goes. */
  returnPath: string;
  /** A promotional top-up to a number not bound to the payer needs its SMS code. */
  smsCode?: string;
  /**
   * The key of the payment's intent (`pay:<orderId>`) for its request (`payRequest`), from a page that confirms a
   * lost answer (pages/shared/payConfirmed.ts); without it the model asks for the same intent's key itself.
   */
  idempotencyKey?: string;
}

const initial: PaymentState = { status: 'idle' };

/**
 * The code of the failure when the server's cashier address is not followed (no cashier host): an answer the app
 * refused, not one it lost, so a caller that confirms lost answers does not confirm it.
 */
export const CASHIER_REFUSED = 'E_CASHIER_REFUSED';

/** The app path of the order without an outcome: the page reads the order and says what the server says. */
export const orderPath = (returnPath: string, orderId: string): string => {
  const sep = returnPath.includes('?') ? '&' : '?';
  return `${returnPath}${sep}orderId=${encodeURIComponent(orderId)}`;
};

/**
 * The request that starts the payment of `input` (orderWechatPage), from the page at `href`: the key of `pay:<orderId>`
 * goes with it (a caller that makes the key, payConfirmed, digests the same request).
 */
export const payRequest = (input: Omit<PayInput, 'idempotencyKey'>, href: string): OrderWechatPageReq => ({
  orderId: input.orderId,
  returnUrl: appUrl(input.returnPath, href),
  ...(input.smsCode ? { smsCode: input.smsCode } : {}),
});

/** The app path with the outcome, as the cashier would return it. */
export const resultPath = (returnPath: string, orderId: string, outcome: PayOutcome): string => {
  const sep = returnPath.includes('?') ? '&' : '?';
  return `${returnPath}${sep}orderId=${encodeURIComponent(orderId)}&payResult=${outcome}`;
};

/** The server's answers that refuse pay details because the order is no longer payable: the order is shown. */
export const NOT_PAYABLE = ['E_ORDER_PAID', 'E_ORDER_EXPIRED', 'E_ORDER_CANCELLED', 'E_ORDER_STATE'];

/** The pay order's states once the money was taken (a credit that failed is refunded, but was paid). */
const PAID_STATES = ['paid', 'crediting', 'credited', 'failed', 'refunded'];

/** While WeChat's sheet is open, the order is read every PAY_READ_EVERY_MS, for at most PAY_READ_MAX_MS. */
export const PAY_READ_EVERY_MS = 3000;
export const PAY_READ_MAX_MS = 5 * 60_000;

/**
 * The order as the server sees it while WeChat's sheet is open: 'success' once it is paid (WeChat's callback may
 * never come), 'closed' when it can no longer be paid, 'unknown' when the bound passes with neither.
 */
export function* serverOutcome(orderId: string, everyMs = PAY_READ_EVERY_MS, maxMs = PAY_READ_MAX_MS) {
  for (let waited = 0; waited < maxMs; waited += everyMs) {
    yield* delay(everyMs);
    try {
      const order = yield* call(bill.orderWechatGetById, { orderId });
      if (PAID_STATES.includes(order.status)) return 'success' as const;
      if (order.status === 'expired' || order.status === 'cancelled') return 'closed' as const;
    } catch {
      /* a failed read: the next one */
    }
  }
  return 'unknown' as const;
}

/** Whether the server holds the order as paid (a failed read: not known to be paid). */
export function* isPaidOnServer(orderId: string) {
  try {
    const order = yield* call(bill.orderWechatGetById, { orderId });
    return PAID_STATES.includes(order.status);
  } catch {
    return false;
  }
}

const payment = defineModel({
  namespace: 'payment',
  state: initial,
  reducers: {
    paying(_, { payload }: { payload: string }) {
      return { status: 'paying' as const, orderId: payload };
    },
    settle(state, { payload }: { payload: { status: PaymentState['status']; message?: string } }) {
      return { ...state, ...payload };
    },
    reset() {
      return initial;
    },
  },
  effects: (own) => ({
    /**
     * takeLeading: a double tap pays once. The request carries an idempotency key per order, reused on a retry.
     * Resolves with the outcome inside WeChat; outside, the page leaves for the cashier.
     */
    pay: [
      function* ({ payload }: { payload: PayInput }, { call, put }) {
        const { orderId, returnPath } = payload;
        const req = payRequest(payload, yield* call(locationHref));
        const idempotencyKey = payload.idempotencyKey ?? (yield* intentKey(`pay:${orderId}`, req));
        yield* put(own.paying(orderId));
        let params: WxPayParams;
        try {
          params = yield* call(bill.orderWechatPage, req, { idempotencyKey });
        } catch (e) {
          yield* put(own.settle({ status: 'failed', message: (e as Error).message }));
          if (e instanceof RequestError && NOT_PAYABLE.includes(String(e.code))) {
            // Paid, closed or expired meanwhile (another tab, a late notify): no pay details; the page shows the
            // order as the server has it, and the key of a payment that can no longer start is dropped.
            yield* call(releaseIdempotencyKey, `pay:${orderId}`);
            yield* put(push(orderPath(returnPath, orderId)));
          }
          throw e;
        }
        if (!params.package && !params.cashierUrl) {
          // A success that carries no payment ({status:1} without data): the server may have started it, so it is
          // an answer that cannot be read (the caller confirms it), never WeChat Pay started with nothing.
          const unread = new RequestError('shape', t('request.generic'));
          yield* put(own.settle({ status: 'failed', message: unread.message }));
          throw unread;
        }
        if (!(yield* call(isWeChat)) && params.cashierUrl) {
          // The cashier's address comes from the server: only a configured cashier host (or our own) is followed.
          // (The browser resolves it against the same page as the check did.)
          if (!serverUrl(params.cashierUrl, 'cashier', { base: yield* call(locationHref) })) {
            const refused = new RequestError('shape', t('request.generic'), { code: CASHIER_REFUSED });
            yield* put(own.settle({ status: 'failed', message: refused.message }));
            throw refused;
          }
          yield* call(leaveFor, params.cashierUrl);
          return 'redirected' as const;
        }
        // WeChat's sheet, and the server beside it: WeChat's callback may be lost, the server's word is not.
        const { sheet, server } = yield* race({
          sheet: call(brandWCPay, params),
          server: call(serverOutcome, orderId),
        });
        if (server === 'unknown' || server === 'closed') {
          // No word from WeChat, nor a payment: the page reads the order as it stands (payable again, or closed).
          yield* put(own.settle({ status: 'idle' }));
          yield* put(push(orderPath(returnPath, orderId)));
          return server;
        }
        // A cancel or a failure from the sheet is checked with the server once: WeChat may have taken the money
        // before the customer closed the sheet (the order is paid), and then nothing is logged as cancelled.
        const outcome: PayOutcome =
          sheet === undefined || sheet === 'success' || (yield* call(isPaidOnServer, orderId)) ? 'success' : sheet;
        if (outcome === 'success') yield* call(releaseIdempotencyKey, `pay:${orderId}`);
        if (outcome !== 'success') {
          const action: LogTransReq['action'] = outcome === 'cancel' ? 'cancel' : 'fail';
          try {
            yield* call(bill.logtransactive, { orderId, action });
          } catch {
            /* a lost log entry is not the customer's problem */
          }
        }
        yield* put(
          own.settle({
            status: outcome === 'success' ? 'confirming' : outcome === 'cancel' ? 'cancelled' : 'failed',
          }),
        );
        yield* put(push(resultPath(returnPath, orderId, outcome)));
        return outcome;
      },
      { type: 'takeLeading' },
    ],
    /** The cashier came back with a cancel or a failure: log it (best effort). */
    logOutcome: function* ({ payload }: { payload: { orderId: string; outcome: PayOutcome } }, { call, put }) {
      if (payload.outcome === 'success') return;
      const action: LogTransReq['action'] = payload.outcome === 'cancel' ? 'cancel' : 'fail';
      yield* put(own.settle({ status: action === 'cancel' ? 'cancelled' : 'failed' }));
      try {
        yield* call(bill.logtransactive, { orderId: payload.orderId, action });
      } catch {
        /* a lost log entry is not the customer's problem */
      }
    },
  }),
});

export default payment;

export const selectPayment = (s: { payment: PaymentState }) => s.payment;
