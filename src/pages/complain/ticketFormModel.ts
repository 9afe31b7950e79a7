// The submissions that open their own form: 评价 (`/complain/evaluation`), 申诉 (`/complain/appeal`) about one ticket,
// and 建议 (`/suggest`). One takeLeading submit: one idempotency key per form and ticket (or per draft), reused by
// every retry and released on success; a refusal stays on the form with the server's reason, and the input stays too.
import { defineModel, push } from '../../core';
import * as activityApi from '../../services/api/activity';
import type { FormMainAddReq } from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey } from '../../services/request';
import { clearDraft } from '../shared/draft';
import { isLoggedOut } from '../shared/errors';
import { messageOf } from '../shared/load';
import { imagesDraft } from './imagesModel';

export interface TicketFormState {
  submitting: boolean;
  refusal?: string;
}

export interface TicketFormInput {
  req:
    | (FormMainAddReq & { formType: 'evaluation' | 'appeal'; relatedTicket: string })
    | (FormMainAddReq & { formType: 'suggestion'; relatedTicket?: undefined });
  /** The draft to forget on success. */
  draft: string;
  /** A form without a ticket (a suggestion): its draft's id, which makes its idempotency key. */
  id?: string;
  /** The set of the form's images (imagesModel), forgotten on success. */
  images?: string;
  /** Where to go on success: `{ticketNo}` and `{dueAt}` are filled from the answer. */
  next: string;
}

const initial: TicketFormState = { submitting: false };

export const selectTicketForm = (s: { complainTicketForm: TicketFormState }) => s.complainTicketForm;

const complainTicketForm = defineModel({
  namespace: 'complainTicketForm',
  state: initial,
  reducers: {
    setSubmitting(state, { payload }: { payload: boolean }) {
      return { ...state, submitting: payload };
    },
    setRefusal(state, { payload }: { payload: string | undefined }) {
      return { ...state, refusal: payload };
    },
  },
  effects: (own) => ({
    /** takeLeading: sends the form once; a double tap or a retry after a timeout counts once. */
    submit: [
      function* ({ payload }: { payload: TicketFormInput }, { call, put }) {
        const { req, draft, next, images } = payload;
        const key = `complain:${req.formType}:${req.relatedTicket ?? payload.id ?? ''}`;
        yield* put(own.setSubmitting(true));
        yield* put(own.setRefusal(undefined));
        try {
          const idempotencyKey = yield* call(idempotencyKeyFor, key);
          const added = yield* call(activityApi.formMainAdd, req, { idempotencyKey, onFail: () => undefined });
          yield* call(releaseIdempotencyKey, key);
          yield* call(clearDraft, draft);
          if (images) yield* call(clearDraft, imagesDraft(images));
          yield* put(
            push(
              next
                .replace('{ticketNo}', encodeURIComponent(added.ticketNo))
                .replace('{dueAt}', encodeURIComponent(added.dueAt ?? '')),
            ),
          );
          return added.ticketNo;
        } catch (e) {
          yield* put(own.setRefusal(messageOf(e)));
          if (isLoggedOut(e)) throw e;
          return false;
        } finally {
          yield* put(own.setSubmitting(false));
        }
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default complainTicketForm;
