// `/complain/processDetails`, `/complain/urgencyRecords` and `/complain/appealDetails` (PAGES.md §2.3,
// RecordDetail and RecordList): one ticket (formMain/detail) with its timeline, notes and reminders, and the actions
// the server allows on it now: 催单 and 撤销 (submissions: takeLeading, one idempotency key each, reused on a retry),
// and 补充材料 when the ticket is pending more information (text and images; the draft kept until it went through).
import { defineModel } from '../../core';
import * as activityApi from '../../services/api/activity';
import type { FormMainAddReq, TicketDetail } from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey } from '../../services/request';
import { clearDraft } from '../shared/draft';
import { isLoggedOut } from '../shared/errors';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';
import { imagesDraft } from './imagesModel';
import { sendTicketAction, type TicketAction } from './tickets';

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
  /** The action on its way. */
  acting?: TicketNoticeAction;
  /** The last action's outcome. */
  notice?: { action: TicketNoticeAction; ok: boolean; text: string };
}

const initial: TicketState = { detail: IDLE };

export const selectTicket = (s: { complainTicket: TicketState }) => s.complainTicket;

const complainTicket = defineModel({
  namespace: 'complainTicket',
  state: initial,
  reducers: {
    open(state, { payload }: { payload: string }) {
      return state.ticketNo === payload ? state : { ...initial, ticketNo: payload };
    },
    setDetail(state, { payload }: { payload: Load<TicketDetail> }) {
      return { ...state, detail: payload };
    },
    setActing(state, { payload }: { payload: TicketNoticeAction | undefined }) {
      return { ...state, acting: payload };
    },
    setNotice(state, { payload }: { payload: TicketState['notice'] }) {
      return { ...state, notice: payload };
    },
  },
  effects: (own) => ({
    /** takeLatest: reads the ticket; a failure (not found included) stays on the page with its retry. */
    load: [
      function* ({ payload }: { payload: string }, { call, put }) {
        yield* put(own.open(payload));
        yield* put(own.setDetail(LOADING));
        try {
          const detail = yield* call(activityApi.formMainDetail, { ticketNo: payload });
          yield* put(own.setDetail(ready(detail)));
        } catch (e) {
          yield* put(own.setDetail(failed(e)));
        }
      },
      { type: 'takeLatest' },
    ],
    /**
     * takeLeading: 催单 or 撤销 once per tap. A refusal (too early, the limit reached, already in progress) shows the
     * server's reason beside the actions; success reads the ticket again so its timeline and flags follow.
     */
    act: [
      function* ({ payload }: { payload: { action: TicketAction; ticketNo: string } }, { call, put }) {
        const { action, ticketNo } = payload;
        yield* put(own.setActing(action));
        yield* put(own.setNotice(undefined));
        try {
          yield* call(sendTicketAction, action, ticketNo);
        } catch (e) {
          yield* put(own.setNotice({ action, ok: false, text: messageOf(e) }));
          if (isLoggedOut(e)) throw e;
          return false;
        } finally {
          yield* put(own.setActing(undefined));
        }
        yield* put(own.setNotice({ action, ok: true, text: '' }));
        try {
          const detail = yield* call(activityApi.formMainDetail, { ticketNo }, { onFail: () => undefined });
          yield* put(own.setDetail(ready(detail)));
        } catch (e) {
          yield* put(own.setDetail(failed(e)));
        }
        return true;
      },
      { type: 'takeLeading' },
    ],
    /**
     * takeLeading: sends the material a pending ticket asks for (formMain/add, supplement) once per tap, with one
     * idempotency key per ticket reused by every retry. A refusal (the ticket is no longer pending) or a failure
     * shows beside the form and keeps what was typed; success forgets the drafts and reads the ticket again (it goes
     * back to in progress).
     */
    supplement: [
      function* ({ payload }: { payload: SupplementInput }, { call, put }) {
        const { ticketNo } = payload;
        const key = supplementKey(ticketNo);
        yield* put(own.setActing('supplement'));
        yield* put(own.setNotice(undefined));
        try {
          const idempotencyKey = yield* call(idempotencyKeyFor, key);
          const req: FormMainAddReq = {
            formType: 'supplement',
            relatedTicket: ticketNo,
            text: payload.text,
            images: payload.images,
          };
          yield* call(activityApi.formMainAdd, req, { idempotencyKey, onFail: () => undefined });
        } catch (e) {
          yield* put(own.setNotice({ action: 'supplement', ok: false, text: messageOf(e) }));
          if (isLoggedOut(e)) throw e;
          return false;
        } finally {
          yield* put(own.setActing(undefined));
        }
        yield* call(releaseIdempotencyKey, key);
        yield* call(clearDraft, payload.draft);
        yield* call(clearDraft, imagesDraft(payload.imagesSet));
        yield* put(own.setNotice({ action: 'supplement', ok: true, text: '' }));
        try {
          const detail = yield* call(activityApi.formMainDetail, { ticketNo }, { onFail: () => undefined });
          yield* put(own.setDetail(ready(detail)));
        } catch (e) {
          yield* put(own.setDetail(failed(e)));
        }
        return true;
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default complainTicket;
