// `/seckillNew/myOrder` (PAGES.md §2.4, RecordList): the customer's flash-sale orders (queryUserProductInfo with
// source=seckill), 20 a page: 待支付 with the 30-minute countdown and pay, 已完成, 已取消 (not paid in 30 minutes,
// the place given back). Back from the cashier: a payment is watched until its order leaves 待支付; a cancel or a
// failure is logged (unless WeChat Pay already did) and said.
import { call, put } from 'typed-redux-saga';
import { defineModel, replace } from '../../core';
import { t } from '../../locales';
import payment, { type PayOutcome } from '../../models/payment';
import ui from '../../models/ui';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { UserProductPage, UserProductRecord } from '../../services/api/types';
import { selectOutcomeLogged } from '../shared/payOutcome';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';
import { clockOffset } from '../shared/activityState';
import { ORDERS_PATH, SECKILL_ACT } from './seckill';

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
  paying?: string;
  payError?: { orderNo: string; text: string };
}

export const initialState: SeckillOrdersState = { data: IDLE, offsetMs: 0, more: false };

export const selectSeckillOrders = (s: { saleSeckillOrders: SeckillOrdersState }) => s.saleSeckillOrders;

const quiet = { onFail: () => undefined };

/** What a row shows: 待支付 (to pay), 已完成 (paid or done), 已取消 (cancelled, unpaid 30 minutes). */
export type OrderKind = 'toPay' | 'done' | 'cancelled' | 'failed';
export function kindOf(r: UserProductRecord): OrderKind {
  if (r.status === 'cancelled' || r.stateCode === 18) return 'cancelled';
  if (r.status === 'failed') return 'failed';
  if (r.status === 'pending' || r.stateCode === 1) return 'toPay';
  return 'done';
}

const orders = defineModel({
  namespace: 'saleSeckillOrders',
  state: initialState,
  reducers: {
    setData(state, { payload }: { payload: Load<UserProductPage> }) {
      return { ...state, data: payload };
    },
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
    setOffset(state, { payload }: { payload: number }) {
      return { ...state, offsetMs: payload };
    },
    setMore(state, { payload }: { payload: boolean }) {
      return { ...state, more: payload };
    },
    setSettling(state, { payload }: { payload: string | undefined }) {
      return { ...state, settling: payload };
    },
    setPaying(state, { payload }: { payload: { orderNo?: string; error?: { orderNo: string; text: string } } }) {
      return { ...state, paying: payload.orderNo, payError: payload.error };
    },
  },
  effects: (own) => {
    /** The first page, kept; its failure shown with the retry. */
    function* list() {
      try {
        const data = yield* call(
          handlebusiApi.queryUserProductInfo,
          { source: 'seckill' as const, page: 1, pageSize: PAGE_SIZE },
          quiet,
        );
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
              const info = yield* call(handlebusiApi.queryActiveInfo, { actId: SECKILL_ACT }, quiet);
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

      /** takeLeading: the next 20; a failure is toasted and the list kept. */
      loadMore: [
        function* (_: { payload?: undefined }, { select }) {
          const s = yield* select(selectSeckillOrders);
          if (s.data.status !== 'ready') return;
          const next = s.data.data.page + 1;
          try {
            const data = yield* call(
              handlebusiApi.queryUserProductInfo,
              { source: 'seckill' as const, page: next, pageSize: PAGE_SIZE },
              quiet,
            );
            yield* put(own.append(data));
            yield* put(own.setMore(data.page * data.pageSize < data.total));
          } catch (e) {
            yield* put(ui.actions.toast({ text: messageOf(e), kind: 'fail' }));
          }
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

      /** takeLeading: pays an order still in its window through the app's payment flow, back to this page. */
      pay: [
        function* ({ payload }: { payload: { orderNo: string } }, { put, putResolve }) {
          yield* put(own.setPaying({ orderNo: payload.orderNo }));
          try {
            const outcome = yield* putResolve(
              payment.actions.pay({
                orderId: payload.orderNo,
                returnPath: `${ORDERS_PATH}?orderNo=${encodeURIComponent(payload.orderNo)}`,
              }),
            );
            yield* put(own.setPaying({}));
            return outcome;
          } catch (e) {
            yield* put(own.setPaying({ error: { orderNo: payload.orderNo, text: messageOf(e) } }));
            return false;
          }
        },
        { type: 'takeLeading' },
      ],
    };
  },
});

export default orders;
