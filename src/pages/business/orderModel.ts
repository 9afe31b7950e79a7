// `/mobileBusiness/orderDetails` (PAGES.md §2.9, RecordDetail): an order's items, amounts, number, receiver,
// logistics and timeline (getTradebhInfoCbss), with 取消 and 去支付 while it waits for payment (state 1) and its
// attachments. Paying goes through the payment model (orderWechatPage, WeChat Pay or the cashier) and comes back
// here with the outcome; cancelling is cancelUserProductInfo on the order's record (no SMS: the order is unpaid).
import { all, call } from 'typed-redux-saga';
import { defineModel, EffectCancelledError, submit } from '../../core';
import payment from '../../models/payment';
import * as billApi from '../../services/api/bill';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { TradeInfo, UserProductRecord } from '../../services/api/types';
import { refusalOf } from '../../services/request';
import { codeOf } from '../shared/errors';
import { IDLE, loadInto, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';

export interface OrderDetail {
  trade: TradeInfo;
  /** The order's record (its id for cancelling, whether it may be cancelled, its payment deadline); absent when
   *  the list could not be read: the page then offers no action rather than a wrong one. */
  record?: UserProductRecord;
}

export interface OrderState {
  orderNo?: string;
  detail: Load<OrderDetail>;
  /** The last action's outcome. */
  notice?: { ok: boolean; text: string };
}

const initial: OrderState = { detail: IDLE };

/** The page's address for an order (also where the payment returns). */
export const orderPath = (orderNo: string) => `/mobileBusiness/orderDetails?orderNo=${encodeURIComponent(orderNo)}`;

export const cancelKey = (orderNo: string) => `business:cancelOrder:${orderNo}`;
/** The intent of 去支付 (the payment model keeps its own key per order). */
export const payKey = (orderNo: string) => `business:payOrder:${orderNo}`;

/** An order the server no longer takes a payment for: read again, it shows why (已取消, 已支付). */
const GONE = ['E_ORDER_EXPIRED', 'E_ORDER_CANCELLED', 'E_ORDER_PAID'];

export const ORDER_RECORDS_QUERY = { source: 'order', pageSize: 100 } as const;

/** The order's record: it only adds the actions, so its failure leaves the details readable (no toast). */
function* recordOf(orderNo: string) {
  try {
    const page = yield* call(handlebusiApi.queryUserProductInfo, ORDER_RECORDS_QUERY);
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

const set = setterOf<OrderState>();

const businessOrder = defineModel({
  namespace: 'businessOrder',
  state: initial,
  reducers: {
    setNotice: set('notice'),
    /** The order's state; `quietly`, a read again keeps what is shown until its answer comes. */
    setDetail(state, { payload }: { payload: { orderNo: string; detail: Load<OrderDetail>; quietly?: boolean } }) {
      if (payload.quietly && payload.detail.status === 'loading') return state;
      return { ...state, orderNo: payload.orderNo, detail: payload.detail };
    },
    /** The server's refusal of the last action (none when an action starts). */
    setRefusal(state, { payload }: { payload?: string }) {
      return { ...state, notice: payload === undefined ? undefined : { ok: false, text: payload } };
    },
  },
  effects: (own) => {
    /** Reads the order; `quietly` keeps what is shown until the answer comes. */
    function* read(orderNo: string, quietly?: boolean) {
      yield* loadInto((detail: Load<OrderDetail>) => own.setDetail({ orderNo, detail, quietly }), readDetail(orderNo));
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
       * submit: 取消订单 (the page's confirm said yes). Refused (already paid, shipped) → the server's reason and the
       * order read again; done → the order read again (已取消). One key per order, reused on a retry.
       */
      cancel: submit(
        function* ({ payload }: { payload: { orderNo: string; recordId: string } }, { put }, { keyFor }) {
          const { orderNo, recordId } = payload;
          const req = { recordId };
          try {
            yield* call(handlebusiApi.cancelUserProductInfo, req, { idempotencyKey: yield* keyFor(req) });
          } catch (e) {
            if (refusalOf(e) !== undefined) yield* read(orderNo, true);
            throw e;
          }
          yield* put(own.setNotice({ ok: true, text: 'cancelled' }));
          yield* read(orderNo, true);
          return true;
        },
        { intent: ({ orderNo }) => cancelKey(orderNo), refused: own.setRefusal },
      ),

      /**
       * submit: 去支付. The payment model pays (its own key per order) and comes back to this page with the
       * outcome. Refused: an expired, cancelled or paid order is read again (it shows why), any other reason is
       * said here.
       */
      pay: submit(
        function* ({ payload }: { payload: { orderNo: string } }, { putResolve }) {
          const { orderNo } = payload;
          try {
            yield* putResolve(payment.actions.pay({ orderId: orderNo, returnPath: orderPath(orderNo) }));
          } catch (e) {
            if (e instanceof EffectCancelledError) return false;
            if (refusalOf(e) === undefined) throw e;
            yield* read(orderNo, true);
            if (GONE.includes(codeOf(e))) return false;
            throw e;
          }
          yield* read(orderNo, true);
          return true;
        },
        { intent: ({ orderNo }) => payKey(orderNo), refused: own.setRefusal },
      ),
    };
  },
});

export default businessOrder;
