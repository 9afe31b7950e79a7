// `/broadOrder` (PAGES.md §2.8, RecordList broadband): my broadband orders with their installation steps
// (queryOrderTrackInfo, read when a row opens), installer and slot; 催单 (24 hours after the order, one per 12
// hours), 改约 (48 hours or more before the slot) and 评价 when done, each a formMain/add (bbUrge, bbReschedule,
// bbRate) the server refuses with its reason; and my broadband accounts, current and past.
import { call } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import * as activityApi from '../../services/api/activity';
import * as broadbandApi from '../../services/api/broadband';
import type { BroadbandAccount, BroadbandOrder, FormMainAddReq, OrderTrack } from '../../services/api/types';
import { refusalOf } from '../../services/request';
import { IDLE, loadInto, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';

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
  /** The order and action of the last action: its button is busy while it runs, the notice is its. */
  target?: { orderNo: string; action: BroadbandAction };
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

const set = setterOf<BroadbandState>();

const businessBroadband = defineModel({
  namespace: 'businessBroadband',
  state: initial,
  reducers: {
    setAccounts: set('accounts'),
    setOpen: set('open'),
    setTarget: set('target'),
    setNotice: set('notice'),
    /** The orders' state; `quietly`, a read again keeps what is shown until its answer comes. */
    setOrders(state, { payload }: { payload: { orders: Load<BroadbandOrder[]>; quietly?: boolean } }) {
      if (payload.quietly && payload.orders.status === 'loading') return state;
      return { ...state, orders: payload.orders };
    },
    setTrack(state, { payload }: { payload: { orderNo: string; load: Load<OrderTrack> } }) {
      return { ...state, tracks: { ...state.tracks, [payload.orderNo]: payload.load } };
    },
    /** The server's refusal of the last action, on its order (none when an action starts). */
    setRefusal(state, { payload }: { payload?: string }) {
      const notice = payload !== undefined && state.target ? { ...state.target, ok: false, text: payload } : undefined;
      return { ...state, notice };
    },
  },
  effects: (own) => {
    /** Reads the orders; `quietly` keeps what is shown until the answer comes. */
    function* read(quietly?: boolean) {
      yield* loadInto(
        (orders: Load<BroadbandOrder[]>) => own.setOrders({ orders, quietly }),
        call(broadbandApi.queryNewOrderList, ORDERS_QUERY),
        (page) => page.list,
      );
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
        function* (_: { payload?: undefined }) {
          yield* loadInto(own.setAccounts, call(readAccounts));
        },
        { type: 'takeLatest' },
      ],
      /** takeEvery: a row's installation steps (read each time it opens, so they follow the installation). */
      track: function* ({ payload }: { payload: string }) {
        yield* loadInto(
          (load: Load<OrderTrack>) => own.setTrack({ orderNo: payload, load }),
          call(broadbandApi.queryOrderTrackInfo, { orderNo: payload }),
        );
      },

      /**
       * submit: 催单, 改约 (with the new slot) or 评价 (with the stars) on an order. The server decides (24 hours
       * after the order and one per 12 hours; 48 hours or more before the slot; once, when done) and refuses with its
       * reason, shown on the order; either way the orders are read again so the flags follow.
       */
      act: submit(
        function* (
          {
            payload,
          }: { payload: { orderNo: string; action: BroadbandAction; slot?: Slot; rating?: 1 | 2 | 3 | 4 | 5 } },
          { put },
          { keyFor },
        ) {
          const { orderNo, action, slot, rating } = payload;
          yield* put(own.setTarget({ orderNo, action }));
          const req: FormMainAddReq = {
            formType: FORM_TYPE[action],
            relatedOrder: orderNo,
            ...(slot ? { slot } : {}),
            ...(rating ? { rating } : {}),
          };
          try {
            yield* call(activityApi.formMainAdd, req, { idempotencyKey: yield* keyFor(req) });
          } catch (e) {
            if (refusalOf(e) !== undefined) yield* read(true);
            throw e;
          }
          yield* put(own.setNotice({ orderNo, action, ok: true, text: '' }));
          yield* read(true);
          return true;
        },
        {
          intent: ({ orderNo, action, slot }) => broadbandKey(action, orderNo, slot ? `${slot.date} ${slot.time}` : ''),
          refused: own.setRefusal,
        },
      ),
    };
  },
});

export default businessBroadband;
