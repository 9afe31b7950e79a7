// `/mobileBusiness/orderDetails` (PAGES.md §2.9, RecordDetail): an order's items, amounts, number, receiver,
// logistics and timeline (getTradebhInfoCbss), with 取消 and 去支付 while it waits for payment (state 1) and its
// attachments. Paying goes through the payment model (orderWechatPage, WeChat Pay or the cashier) and comes back
// here with the outcome; cancelling is cancelUserProductInfo on the order's record (no SMS: the order is unpaid).
import { all, call, put as putT } from 'typed-redux-saga';
import { defineModel, EffectCancelledError } from '../../core';
import payment from '../../models/payment';
import * as billApi from '../../services/api/bill';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { TradeInfo, UserProductRecord } from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError } from '../../services/request';
import { codeOf, isLoggedOut } from '../shared/errors';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';

export interface OrderDetail {
  trade: TradeInfo;
  /** The order's record (its id for cancelling, whether it may be cancelled, its payment deadline); absent when
   *  the list could not be read: the page then offers no action rather than a wrong one. */
  record?: UserProductRecord;
}

export interface OrderState {
  orderNo?: string;
  detail: Load<OrderDetail>;
  busy?: 'cancel' | 'pay';
  /** The last action's outcome. */
  notice?: { ok: boolean; text: string };
}

const initial: OrderState = { detail: IDLE };

/** The page's address for an order (also where the payment returns). */
export const orderPath = (orderNo: string) => `/mobileBusiness/orderDetails?orderNo=${encodeURIComponent(orderNo)}`;

export const cancelKey = (orderNo: string) => `business:cancelOrder:${orderNo}`;

export const selectOrder = (s: { businessOrder: OrderState }) => s.businessOrder;

export const ORDER_RECORDS_QUERY = { source: 'order', pageSize: 100 } as const;

/** The order's record: it only adds the actions, so its failure leaves the details readable (no toast). */
function* recordOf(orderNo: string) {
  try {
    const page = yield* call(handlebusiApi.queryUserProductInfo, ORDER_RECORDS_QUERY, { onFail: () => undefined });
    return page.list.find((r) => r.orderNo === orderNo);
  } catch {
    return undefined;
  }
}

function* readDetail(orderNo: string) {
  const { trade, record } = yield* all({
    trade: call(billApi.getTradebhInfoCbss, { orderNo }),
    record: call(recordOf, orderNo),
  });
  return record ? { trade, record } : { trade };
}

const businessOrder = defineModel({
  namespace: 'businessOrder',
  state: initial,
  reducers: {
    setDetail(state, { payload }: { payload: { orderNo: string; detail: Load<OrderDetail> } }) {
      return { ...state, orderNo: payload.orderNo, detail: payload.detail };
    },
    setBusy(state, { payload }: { payload: OrderState['busy'] }) {
      return { ...state, busy: payload };
    },
    setNotice(state, { payload }: { payload: OrderState['notice'] }) {
      return { ...state, notice: payload };
    },
  },
  effects: (own) => {
    /** Reads the order; `quietly` keeps what is shown until the answer comes. */
    function* read(orderNo: string, quietly?: boolean) {
      if (!quietly) yield* putT(own.setDetail({ orderNo, detail: LOADING }));
      try {
        const detail = yield* readDetail(orderNo);
        yield* putT(own.setDetail({ orderNo, detail: ready(detail) }));
      } catch (e) {
        yield* putT(own.setDetail({ orderNo, detail: failed(e) }));
      }
    }
    return {
      /** takeLatest: the order of the address; a failure stays on the page with its retry. */
      load: [
        function* ({ payload }: { payload: { orderNo: string; quietly?: boolean } }) {
          yield* read(payload.orderNo, payload.quietly);
        },
        { type: 'takeLatest' },
      ],

      /**
       * takeLeading: 取消订单 (the page's confirm said yes). Refused (already paid, shipped) → the server's reason and
       * the order read again; done → the order read again (已取消). One key per order, reused on a retry.
       */
      cancel: [
        function* ({ payload }: { payload: { orderNo: string; recordId: string } }, { put }) {
          const { orderNo, recordId } = payload;
          yield* put(own.setBusy('cancel'));
          yield* put(own.setNotice(undefined));
          const key = cancelKey(orderNo);
          try {
            const idempotencyKey = yield* call(idempotencyKeyFor, key);
            yield* call(handlebusiApi.cancelUserProductInfo, { recordId }, { idempotencyKey });
          } catch (e) {
            yield* put(own.setBusy(undefined));
            yield* put(own.setNotice({ ok: false, text: messageOf(e) }));
            if (isLoggedOut(e)) throw e;
            yield* read(orderNo, true);
            return false;
          }
          yield* call(releaseIdempotencyKey, key);
          yield* put(own.setBusy(undefined));
          yield* put(own.setNotice({ ok: true, text: 'cancelled' }));
          yield* read(orderNo, true);
          return true;
        },
        { type: 'takeLeading' },
      ],

      /**
       * takeLeading: 去支付. The payment model pays (its own key per order) and comes back to this page with the
       * outcome. Refused: an expired or cancelled order is read again (it shows 已取消), anything else is said here.
       */
      pay: [
        function* ({ payload }: { payload: { orderNo: string } }, { put, putResolve }) {
          const { orderNo } = payload;
          yield* put(own.setBusy('pay'));
          yield* put(own.setNotice(undefined));
          try {
            yield* putResolve(payment.actions.pay({ orderId: orderNo, returnPath: orderPath(orderNo) }));
          } catch (e) {
            yield* put(own.setBusy(undefined));
            if (e instanceof EffectCancelledError) return false;
            if (e instanceof RequestError && e.kind === 'cancelled') return false;
            const code = codeOf(e);
            if (code !== 'E_ORDER_EXPIRED' && code !== 'E_ORDER_CANCELLED' && code !== 'E_ORDER_PAID')
              yield* put(own.setNotice({ ok: false, text: messageOf(e) }));
            yield* read(orderNo, true);
            if (isLoggedOut(e)) throw e;
            return false;
          }
          yield* put(own.setBusy(undefined));
          yield* read(orderNo, true);
          return true;
        },
        { type: 'takeLeading' },
      ],
    };
  },
});

export default businessOrder;
