// `/complain/processDetails`, `/complain/urgencyRecords` and `/complain/appealDetails` (PAGES.md §2.3,
// RecordDetail and RecordList): one ticket (formMain/detail) with its timeline, notes and reminders, and the actions
// the server allows on it now: 催单 and 撤销 (`submit` effects: one at a time, one idempotency key each, reused on a
// retry), and 补充材料 when the ticket is pending more information (text and images; the draft kept until it went
// through). A refusal says why beside the actions; any other failure is the failure toast.
import { call } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import * as activityApi from '../../services/api/activity';
import type { FormMainAddReq, TicketDetail } from '../../services/api/types';
import { clearDraft } from '../shared/draft';
import { IDLE, loadInto, type Load } from '../shared/load';
import { imagesDraft } from './imagesModel';
import { onItsWay, refusedNotice, sendTicketAction, ticketIntent, type TicketAction } from './tickets';
import { setterOf } from '../shared/setter';

/** What a notice can be about: a ticket action, or the material sent. */
export type TicketNoticeAction = TicketAction | 'supplement';

/** The material a pending ticket asks for. */
export interface SupplementInput {
  ticketNo: string;
  text: string;
  /** File ids from formMain/upload. */
  images: string[];
  /** The drafts to forget once it went through: the text's, and the images' set. */
  draft: string;
  imagesSet: string;
}

export const supplementKey = (ticketNo: string) => `complain:supplement:${ticketNo}`;

export interface TicketState {
  ticketNo?: string;
  detail: Load<TicketDetail>;
  /** The last action: on its way (no `ok` yet), done, or refused with the server's reason. */
  notice?: { action: TicketNoticeAction; ok?: boolean; text: string };
}

const initial: TicketState = { detail: IDLE };

/** The ticket read again after an action, so its timeline and flags follow. */
function* reread(setDetail: (load: Load<TicketDetail>) => { type: string }, ticketNo: string) {
  yield* loadInto(setDetail, call(activityApi.formMainDetail, { ticketNo }));
}

const set = setterOf<TicketState>();

const complainTicket = defineModel({
  namespace: 'complainTicket',
  state: initial,
  reducers: {
    setDetail: set('detail'),
    setNotice: set('notice'),
    open(state, { payload }: { payload: string }) {
      return state.ticketNo === payload ? state : { ...initial, ticketNo: payload };
    },
    /** The server's refusal of the action on its way (undefined as an action starts). */
    refuse(state, { payload }: { payload?: string }) {
      return refusedNotice(state, payload);
    },
  },
  selectors: {
    /** The action on its way, if any. */
    acting: (s: TicketState) => onItsWay(s.notice)?.action,
  },
  effects: (own) => ({
    /** takeLatest: reads the ticket; a failure (not found included) stays on the page with its retry. */
    load: [
      function* ({ payload }: { payload: string }, { put }) {
        yield* put(own.open(payload));
        yield* loadInto(own.setDetail, call(activityApi.formMainDetail, { ticketNo: payload }));
      },
      { type: 'takeLatest' },
    ],
    /**
     * submit: 催单 or 撤销 once per tap. A refusal (too early, the limit reached, already in progress) shows the
     * server's reason beside the actions; success reads the ticket again so its timeline and flags follow.
     */
    act: submit(
      function* ({ payload }: { payload: { action: TicketAction; ticketNo: string } }, { put }, { keyFor }) {
        const { action, ticketNo } = payload;
        yield* put(own.setNotice({ action, text: '' }));
        yield* call(sendTicketAction, action, ticketNo, keyFor);
        yield* put(own.setNotice({ action, ok: true, text: '' }));
        yield* call(reread, own.setDetail, ticketNo);
        return true;
      },
      { intent: ticketIntent, refused: own.refuse },
    ),
    /**
     * submit: sends the material a pending ticket asks for (formMain/add, supplement) once per tap, with one
     * idempotency key per ticket reused by every retry. A refusal (the ticket is no longer pending) shows beside the
     * form and keeps what was typed; success forgets the drafts and reads the ticket again (it goes back to in
     * progress).
     */
    supplement: submit(
      function* ({ payload }: { payload: SupplementInput }, { put }, { keyFor }) {
        const { ticketNo } = payload;
        yield* put(own.setNotice({ action: 'supplement', text: '' }));
        const req: FormMainAddReq = {
          formType: 'supplement',
          relatedTicket: ticketNo,
          text: payload.text,
          images: payload.images,
        };
        // A text edited after a lost answer is another request: another key.
        yield* call(activityApi.formMainAdd, req, { idempotencyKey: yield* keyFor(req) });
        yield* call(clearDraft, payload.draft);
        yield* call(clearDraft, imagesDraft(payload.imagesSet));
        yield* put(own.setNotice({ action: 'supplement', ok: true, text: '' }));
        yield* call(reread, own.setDetail, ticketNo);
        return true;
      },
      { intent: ({ ticketNo }) => supplementKey(ticketNo), refused: own.refuse },
    ),
  }),
});

export default complainTicket;
