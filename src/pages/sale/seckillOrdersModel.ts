// `/seckillNew/myOrder` (PAGES.md §2.4, RecordList): the customer's flash-sale orders (queryUserProductInfo with
// source=seckill), 20 a page: 待支付 with the 30-minute countdown and pay, 已完成, 已取消 (not paid in 30 minutes,
// the place given back). Back from the cashier: a payment is watched until its order leaves 待支付; a cancel or a
// failure is logged (unless WeChat Pay already did) and said.
import { call, put } from 'typed-redux-saga';
import { defineModel, replace, submit } from '../../core';
import { t } from '../../locales';
import payment, { type PayOutcome } from '../../models/payment';
import ui from '../../models/ui';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { UserProductPage, UserProductRecord } from '../../services/api/types';
import { selectOutcomeLogged } from '../shared/payOutcome';
import { failed, IDLE, LOADING, ready, type Load } from '../shared/load';
import { clockOffset } from '../shared/activityState';
import { ORDERS_PATH, SECKILL_ACT } from './seckill';
import { setterOf } from '../shared/setter';

export const PAGE_SIZE = 20;
/** After a payment the order is read again this often, this many times, until it is no longer 待支付. */
export const PAID_POLL_MS = 2000;
export const PAID_POLL_TIMES = 15;

export interface SeckillOrdersState {
  data: Load<UserProductPage>;
  /** The server clock's offset from the phone's (countdowns). */
  offsetMs: number;
  more: boolean;
  /** A payment came back paid: its order is being watched until it shows. */
  settling?: string;
  /** The order of the last payment started (its button spins while it starts; a refusal is said at it). */
  target?: string;
  payError?: { orderNo: string; text: string };
}

export const initialState: SeckillOrdersState = { data: IDLE, offsetMs: 0, more: false };

/** The slice, for the model's own sagas (the model's `select` cannot be typed inside its own definition). */
const slice = (s: { saleSeckillOrders: SeckillOrdersState }) => s.saleSeckillOrders;

/** What a row shows: 待支付 (to pay), 已完成 (paid or done), 已取消 (cancelled, unpaid 30 minutes). */
export type OrderKind = 'toPay' | 'done' | 'cancelled' | 'failed';
export function kindOf(r: UserProductRecord): OrderKind {
  if (r.status === 'cancelled' || r.stateCode === 18) return 'cancelled';
  if (r.status === 'failed') return 'failed';
  if (r.status === 'pending' || r.stateCode === 1) return 'toPay';
  return 'done';
}

const set = setterOf<SeckillOrdersState>();

const orders = defineModel({
  namespace: 'saleSeckillOrders',
  state: initialState,
  reducers: {
    setData: set('data'),
    setMore: set('more'),
    setSettling: set('settling'),
    setTarget: set('target'),
    append(state, { payload }: { payload: UserProductPage }) {
      if (state.data.status !== 'ready') return { ...state, data: ready(payload) };
      const seen = new Set(state.data.data.list.map((r) => r.recordId));
      return {
        ...state,
        data: ready({
          ...payload,
          list: [...state.data.data.list, ...payload.list.filter((r) => !seen.has(r.recordId))],
        }),
      };
    },
    setOffset: set('offsetMs'),
    /** The server's refusal to start the payment, at its order (undefined as one starts). */
    setPayError(state, { payload }: { payload?: string }) {
      return { ...state, payError: payload && state.target ? { orderNo: state.target, text: payload } : undefined };
    },
  },
  effects: (own) => {
    /**
     * The first page, kept; its failure shown with the retry. Not `loadInto`: the watch after a payment reads it
     * again and again, and the rows stay shown meanwhile (no skeleton between the reads).
     */
    function* list() {
      try {
        const data = yield* call(handlebusiApi.queryUserProductInfo, {
          source: 'seckill' as const,
          page: 1,
          pageSize: PAGE_SIZE,
        });
        yield* put(own.setData(ready(data)));
        yield* put(own.setMore(data.page * data.pageSize < data.total));
        return data;
      } catch (e) {
        yield* put(own.setData(failed(e)));
        return undefined;
      }
    }
    return {
      /** takeLatest: the first page and the server's clock. A failure stays on the page with its retry. */
      load: [
        function* (_: { payload?: undefined }, { all }) {
          yield* put(own.setData(LOADING));
          // The countdowns run on the server's clock: its time comes with the flash sale's standing (best effort).
          function* offset() {
            try {
              const info = yield* call(handlebusiApi.queryActiveInfo, { actId: SECKILL_ACT });
              yield* put(own.setOffset(clockOffset(info.serverTime, yield* call(Date.now))));
            } catch {
              /* the phone's clock it is */
            }
          }
          yield* all([call(offset), call(list)]);
        },
        { type: 'takeLatest' },
      ],

      /** takeLatest: the first page again (a window ran out). */
      reload: [
        function* (_: { payload?: undefined }) {
          yield* call(list);
        },
        { type: 'takeLatest' },
      ],

      /** takeLeading: the next 20; a failure reaches onError (the failure toast) and the list is kept. */
      loadMore: [
        function* (_: { payload?: undefined }, { select }) {
          const s = yield* select(slice);
          if (s.data.status !== 'ready') return;
          const next = s.data.data.page + 1;
          const data = yield* call(handlebusiApi.queryUserProductInfo, {
            source: 'seckill' as const,
            page: next,
            pageSize: PAGE_SIZE,
          });
          yield* put(own.append(data));
          yield* put(own.setMore(data.page * data.pageSize < data.total));
        },
        { type: 'takeLeading' },
      ],

      /**
       * takeLatest: the payment came back. Paid: the order is read again until it leaves 待支付 (crediting takes a
       * moment). Cancelled or failed: logged unless WeChat Pay did, said; the order stays payable while its window
       * lasts. The address loses the payment's parameters either way.
       */
      returned: [
        function* (
          { payload }: { payload: { orderId: string; orderNo?: string; outcome: PayOutcome } },
          { delay, select },
        ) {
          const { orderId, outcome } = payload;
          const watched = payload.orderNo ?? orderId;
          yield* put(replace(ORDERS_PATH));
          if (outcome !== 'success') {
            const logged = yield* select(selectOutcomeLogged(orderId));
            if (!logged) yield* put(payment.actions.logOutcome({ orderId, outcome }));
            yield* put(
              ui.actions.toast({
                text: t(outcome === 'cancel' ? 'sale.orders.payCancelled' : 'sale.orders.payFailed'),
                kind: outcome === 'cancel' ? 'info' : 'fail',
              }),
            );
            return false;
          }
          yield* put(ui.actions.toast({ text: t('sale.orders.paid'), kind: 'success' }));
          yield* put(own.setSettling(watched));
          try {
            for (let i = 0; i < PAID_POLL_TIMES; i += 1) {
              const data = yield* call(list);
              const row = data?.list.find((r) => r.orderNo === watched);
              if (data && (!row || kindOf(row) !== 'toPay')) return true;
              yield* delay(PAID_POLL_MS);
            }
            return false;
          } finally {
            yield* put(own.setSettling(undefined));
          }
        },
        { type: 'takeLatest' },
      ],

      /**
       * submit: pays an order still in its window through the app's payment flow, back to this page; one at a time
       * (`model.loading('pay')`). A refusal to start is said at the order; any other failure reaches onError.
       */
      pay: submit(
        function* ({ payload }: { payload: { orderNo: string } }, { put, putResolve }) {
          yield* put(own.setTarget(payload.orderNo));
          return yield* putResolve(
            payment.actions.pay({
              orderId: payload.orderNo,
              returnPath: `${ORDERS_PATH}?orderNo=${encodeURIComponent(payload.orderNo)}`,
            }),
          );
        },
        { intent: ({ orderNo }) => `seckill-pay:${orderNo}`, refused: own.setPayError },
      ),
    };
  },
});

export default orders;
