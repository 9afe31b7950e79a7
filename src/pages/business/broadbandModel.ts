// `/broadOrder` (PAGES.md §2.8, RecordList broadband): my broadband orders with their installation steps
// (queryOrderTrackInfo, read when a row opens), installer and slot; 催单 (24 hours after the order, one per 12
// hours), 改约 (48 hours or more before the slot) and 评价 when done, each a formMain/add (bbUrge, bbReschedule,
// bbRate) the server refuses with its reason; and my broadband accounts, current and past.
import { call, put as putT } from 'typed-redux-saga';
import { defineModel } from '../../core';
import * as activityApi from '../../services/api/activity';
import * as broadbandApi from '../../services/api/broadband';
import type { BroadbandAccount, BroadbandOrder, FormMainAddReq, OrderTrack } from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey } from '../../services/request';
import { isLoggedOut } from '../shared/errors';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';

export type BroadbandAction = 'urge' | 'reschedule' | 'rate';

export interface Slot {
  date: string;
  time: string;
}

export interface BroadbandState {
  orders: Load<BroadbandOrder[]>;
  accounts: Load<BroadbandAccount[]>;
  /** Installation steps by order number, read when a row opens. */
  tracks: Record<string, Load<OrderTrack>>;
  /** The open row. */
  open?: string;
  /** The order an action is under way for. */
  acting?: string;
  /** The last action's outcome, shown on its order. */
  notice?: { orderNo: string; action: BroadbandAction; ok: boolean; text: string };
}

const initial: BroadbandState = { orders: IDLE, accounts: IDLE, tracks: {} };

export const ORDERS_QUERY = { pageSize: 100 } as const;

const FORM_TYPE: Record<BroadbandAction, FormMainAddReq['formType']> = {
  urge: 'bbUrge',
  reschedule: 'bbReschedule',
  rate: 'bbRate',
};

/** One key per order, action and (for a reschedule) slot: a retry after a failure sends the same. */
export const broadbandKey = (action: BroadbandAction, orderNo: string, extra = '') =>
  `broadband:${action}:${orderNo}${extra ? `:${extra}` : ''}`;

/** The accounts of the number and its past ones, without repeats. */
async function readAccounts(): Promise<BroadbandAccount[]> {
  const [current, past] = await Promise.all([broadbandApi.queryBroadUserInfo(), broadbandApi.queryHistoryAccount()]);
  const seen = new Set(current.map((a) => a.account));
  return [...current, ...past.filter((a) => !seen.has(a.account))];
}

export const selectBroadband = (s: { businessBroadband: BroadbandState }) => s.businessBroadband;

const businessBroadband = defineModel({
  namespace: 'businessBroadband',
  state: initial,
  reducers: {
    setOrders(state, { payload }: { payload: Load<BroadbandOrder[]> }) {
      return { ...state, orders: payload };
    },
    setAccounts(state, { payload }: { payload: Load<BroadbandAccount[]> }) {
      return { ...state, accounts: payload };
    },
    setTrack(state, { payload }: { payload: { orderNo: string; load: Load<OrderTrack> } }) {
      return { ...state, tracks: { ...state.tracks, [payload.orderNo]: payload.load } };
    },
    setOpen(state, { payload }: { payload: string | undefined }) {
      return { ...state, open: payload };
    },
    setActing(state, { payload }: { payload: string | undefined }) {
      return { ...state, acting: payload };
    },
    setNotice(state, { payload }: { payload: BroadbandState['notice'] }) {
      return { ...state, notice: payload };
    },
  },
  effects: (own) => {
    /** Reads the orders; `quietly` keeps what is shown until the answer comes. */
    function* read(quietly?: boolean) {
      if (!quietly) yield* putT(own.setOrders(LOADING));
      try {
        const page = yield* call(broadbandApi.queryNewOrderList, ORDERS_QUERY);
        yield* putT(own.setOrders(ready(page.list)));
      } catch (e) {
        yield* putT(own.setOrders(failed(e)));
      }
    }
    return {
      /** takeLatest: the orders; a failure stays on the page with its retry. */
      load: [
        function* ({ payload }: { payload?: { quietly?: boolean } }) {
          yield* read(payload?.quietly);
        },
        { type: 'takeLatest' },
      ],
      /** takeLatest: the accounts section, on its own. */
      loadAccounts: [
        function* (_: { payload?: undefined }, { put }) {
          yield* put(own.setAccounts(LOADING));
          try {
            yield* put(own.setAccounts(ready(yield* call(readAccounts))));
          } catch (e) {
            yield* put(own.setAccounts(failed(e)));
          }
        },
        { type: 'takeLatest' },
      ],
      /** takeEvery: a row's installation steps (read each time it opens, so they follow the installation). */
      track: function* ({ payload }: { payload: string }, { put }) {
        yield* put(own.setTrack({ orderNo: payload, load: LOADING }));
        try {
          const track = yield* call(broadbandApi.queryOrderTrackInfo, { orderNo: payload });
          yield* put(own.setTrack({ orderNo: payload, load: ready(track) }));
        } catch (e) {
          yield* put(own.setTrack({ orderNo: payload, load: failed(e) }));
        }
      },

      /**
       * takeLeading: 催单, 改约 (with the new slot) or 评价 (with the stars) on an order. The server decides (24 hours
       * after the order and one per 12 hours; 48 hours or more before the slot; once, when done) and refuses with its
       * reason, shown on the order; either way the orders are read again so the flags follow.
       */
      act: [
        function* (
          {
            payload,
          }: { payload: { orderNo: string; action: BroadbandAction; slot?: Slot; rating?: 1 | 2 | 3 | 4 | 5 } },
          { put },
        ) {
          const { orderNo, action, slot, rating } = payload;
          yield* put(own.setActing(orderNo));
          yield* put(own.setNotice(undefined));
          const key = broadbandKey(action, orderNo, slot ? `${slot.date} ${slot.time}` : '');
          const req: FormMainAddReq = {
            formType: FORM_TYPE[action],
            relatedOrder: orderNo,
            ...(slot ? { slot } : {}),
            ...(rating ? { rating } : {}),
          };
          try {
            const idempotencyKey = yield* call(idempotencyKeyFor, key);
            yield* call(activityApi.formMainAdd, req, { idempotencyKey });
          } catch (e) {
            yield* put(own.setActing(undefined));
            yield* put(own.setNotice({ orderNo, action, ok: false, text: messageOf(e) }));
            if (isLoggedOut(e)) throw e;
            yield* read(true);
            return false;
          }
          yield* call(releaseIdempotencyKey, key);
          yield* put(own.setActing(undefined));
          yield* put(own.setNotice({ orderNo, action, ok: true, text: '' }));
          yield* read(true);
          return true;
        },
        { type: 'takeLeading' },
      ],
    };
  },
});

export default businessBroadband;
