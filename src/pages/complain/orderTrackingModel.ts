// `/complain/orderTracking` and `/mobileBusiness/ComplaintRecords` (PAGES.md §2.3, RecordList): my complaints
// (formMain/list, formType complaint), filtered by the tabs 全部, 处理中, 已办结, 已归档, with the row action 催单
// (the server's `canUrge`; a refusal says why and when). 评价 and 申诉 open their forms.
import { call } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import * as activityApi from '../../services/api/activity';
import type { Page, Ticket } from '../../services/api/types';
import { IDLE, loadInto, type Load } from '../shared/load';
import { onItsWay, refusedNotice, sendTicketAction, ticketIntent, type Tab } from './tickets';
import { setterOf } from '../shared/setter';

/** What /api/activity/formMain/list answers. */
export type OrderTrackingData = Page<Ticket>;

export interface OrderTrackingState {
  tab: Tab;
  data: Load<OrderTrackingData>;
  /** The last reminder, shown on its row: on its way (no `ok` yet), done, or refused with the server's reason. */
  notice?: { ticketNo: string; ok?: boolean; text: string };
}

const initial: OrderTrackingState = { tab: 'all', data: IDLE };

/** One page of up to 100: a customer's complaints are few; the tabs filter what came. */
export const LIST_QUERY = { formType: 'complaint', pageSize: 100 } as const;

const set = setterOf<OrderTrackingState>();

const complainOrderTracking = defineModel({
  namespace: 'complainOrderTracking',
  state: initial,
  reducers: {
    setData: set('data'),
    setTab: set('tab'),
    setNotice: set('notice'),
    /** The server's refusal of the reminder on its way (undefined as a reminder starts). */
    refuse(state, { payload }: { payload?: string }) {
      return refusedNotice(state, payload);
    },
  },
  selectors: {
    /** The ticket whose reminder is on its way, if any. */
    urging: (s: OrderTrackingState) => onItsWay(s.notice)?.ticketNo,
  },
  effects: (own) => ({
    /** takeLatest: a read; coming back reads again and the newer answer wins. A failure stays on the page, with its retry. */
    load: [
      function* () {
        yield* loadInto(own.setData, call(activityApi.formMainList, LIST_QUERY));
      },
      { type: 'takeLatest' },
    ],
    /**
     * submit: 催单 on a row, once per tap (one idempotency key per ticket, reused on a retry). The server refuses
     * with its reason and the next allowed time, said on the row; done, the row says so and the list is read again
     * so the flags follow. Any other failure is the failure toast.
     */
    urge: submit(
      function* ({ payload }: { payload: string }, { put }, { keyFor }) {
        yield* put(own.setNotice({ ticketNo: payload, text: '' }));
        yield* call(sendTicketAction, 'urge' as const, payload, keyFor);
        yield* put(own.setNotice({ ticketNo: payload, ok: true, text: '' }));
        yield* loadInto(own.setData, call(activityApi.formMainList, LIST_QUERY));
        return true;
      },
      { intent: (ticketNo) => ticketIntent({ action: 'urge', ticketNo }), refused: own.refuse },
    ),
  }),
});

export default complainOrderTracking;
