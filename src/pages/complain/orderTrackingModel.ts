// `/complain/orderTracking` and `/mobileBusiness/ComplaintRecords` (PAGES.md §2.3, RecordList): my complaints
// (formMain/list, formType complaint), filtered by the tabs 全部, 处理中, 已办结, 已归档, with the row action 催单
// (the server's `canUrge`; a refusal says why and when). 评价 and 申诉 open their forms.
import { isLoggedOut } from '../shared/errors';
import { defineModel } from '../../core';
import * as activityApi from '../../services/api/activity';
import type { Page, Ticket } from '../../services/api/types';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';
import { sendTicketAction, type Tab, type TicketAction } from './tickets';

/** What /api/activity/formMain/list answers. */
export type OrderTrackingData = Page<Ticket>;

export interface OrderTrackingState {
  tab: Tab;
  data: Load<OrderTrackingData>;
  /** The ticket being reminded. */
  urging?: string;
  /** The last reminder's outcome, shown on its row. */
  notice?: { ticketNo: string; ok: boolean; text: string };
}

const initial: OrderTrackingState = { tab: 'all', data: IDLE };
const URGE: TicketAction = 'urge';

/** One page of up to 100: a customer's complaints are few; the tabs filter what came. */
export const LIST_QUERY = { formType: 'complaint', pageSize: 100 } as const;

export const selectOrderTracking = (s: { complainOrderTracking: OrderTrackingState }) => s.complainOrderTracking;

const complainOrderTracking = defineModel({
  namespace: 'complainOrderTracking',
  state: initial,
  reducers: {
    setData(state, { payload }: { payload: Load<OrderTrackingData> }) {
      return { ...state, data: payload };
    },
    setTab(state, { payload }: { payload: Tab }) {
      return { ...state, tab: payload };
    },
    setUrging(state, { payload }: { payload: string | undefined }) {
      return { ...state, urging: payload };
    },
    setNotice(state, { payload }: { payload: OrderTrackingState['notice'] }) {
      return { ...state, notice: payload };
    },
  },
  effects: (own) => ({
    /** takeLatest: a read; coming back reads again and the newer answer wins. A failure stays on the page, with its retry. */
    load: [
      function* ({ payload }: { payload?: { quietly?: boolean } }, { call, put }) {
        if (!payload?.quietly) yield* put(own.setData(LOADING));
        try {
          const data = yield* call(activityApi.formMainList, LIST_QUERY);
          yield* put(own.setData(ready(data)));
        } catch (e) {
          yield* put(own.setData(failed(e)));
        }
      },
      { type: 'takeLatest' },
    ],
    /**
     * takeLeading: 催单 on a row, once per tap (one idempotency key per ticket, reused on a retry). The server
     * refuses with its reason and the next allowed time; either way the row says what happened, and the list is
     * read again so the flags follow.
     */
    urge: [
      function* ({ payload }: { payload: string }, { call, put }) {
        yield* put(own.setUrging(payload));
        yield* put(own.setNotice(undefined));
        try {
          yield* call(sendTicketAction, URGE, payload);
          yield* put(own.setNotice({ ticketNo: payload, ok: true, text: '' }));
        } catch (e) {
          yield* put(own.setNotice({ ticketNo: payload, ok: false, text: messageOf(e) }));
          if (isLoggedOut(e)) throw e;
          return false;
        } finally {
          yield* put(own.setUrging(undefined));
        }
        const data = yield* call(activityApi.formMainList, LIST_QUERY, { onFail: () => undefined });
        yield* put(own.setData(ready(data)));
        return true;
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default complainOrderTracking;
