// A payment order as the result pages see it: fetched by id, and polled while it is still moving
// (paid -> crediting -> credited) until it settles or the time runs out. Registered by the pages that use it.
import { defineModel } from '../core';
// Domain modules one by one (not the `api` object), so the entry carries only the calls it makes.
import * as bill from '../services/api/bill';
import type { PayOrder, PayOrderStatus } from '../services/api/types';

export interface PayOrderState {
  /** The order being watched (`?orderId=` of the page that asked). */
  orderId?: string;
  order?: PayOrder;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Polling gave up with the order still moving: "it will arrive later". */
  timedOut: boolean;
  message?: string;
}

/** States that may still change on their own. */
export const MOVING: readonly PayOrderStatus[] = ['paid', 'crediting'];
export const POLL_EVERY_MS = 2000;
export const POLL_MAX_MS = 30_000;

const initial: PayOrderState = { status: 'idle', timedOut: false };

const payOrder = defineModel({
  namespace: 'payOrder',
  state: initial,
  reducers: {
    start(_state, { payload }: { payload: string }) {
      return { orderId: payload, status: 'loading' as const, timedOut: false };
    },
    save(state, { payload }: { payload: PayOrder }) {
      return { ...state, status: 'ready' as const, order: payload };
    },
    fail(state, { payload }: { payload: string }) {
      return { ...state, status: 'error' as const, message: payload };
    },
    timeOut(state) {
      return { ...state, timedOut: true };
    },
  },
  effects: (own) => ({
    /**
     * takeLatest: a newer order replaces the one being watched. Reads the order, then polls every 2 s while it is
     * moving (unpaid too, after WeChat's sheet said ok), for at most 30 s. A failed read shows on the page (no toast); a failed poll keeps the last state.
     */
    watch: [
      function* (
        {
          payload,
        }: {
          payload: {
            orderId: string;
            everyMs?: number;
            maxMs?: number;
            /** WeChat's sheet said ok: an unpaid order is still moving (the server has not heard yet). */
            sheetOk?: boolean;
          };
        },
        { call, put, delay },
      ) {
        const everyMs = payload.everyMs ?? POLL_EVERY_MS;
        const maxMs = payload.maxMs ?? POLL_MAX_MS;
        yield* put(own.start(payload.orderId));
        let order: PayOrder;
        try {
          order = yield* call(bill.orderWechatGetById, { orderId: payload.orderId });
        } catch (e) {
          yield* put(own.fail((e as Error).message));
          return undefined;
        }
        yield* put(own.save(order));
        const moving = (o: PayOrder) => MOVING.includes(o.status) || (!!payload.sheetOk && o.status === 'unpaid');
        for (let waited = 0; moving(order); waited += everyMs) {
          if (waited >= maxMs) {
            yield* put(own.timeOut());
            break;
          }
          yield* delay(everyMs);
          try {
            order = yield* call(bill.orderWechatGetById, { orderId: payload.orderId });
            yield* put(own.save(order));
          } catch {
            /* a failed poll keeps the last known state and tries again */
          }
        }
        return order;
      },
      { type: 'takeLatest' },
    ],
  }),
});

export default payOrder;

export const selectPayOrder = (s: { payOrder: PayOrderState }) => s.payOrder;
