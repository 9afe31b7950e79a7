// The submissions that open their own form: 评价 (`/complain/evaluation`), 申诉 (`/complain/appeal`) about one ticket,
// and 建议 (`/suggest`). One `submit` effect: one idempotency key per form and ticket (or per draft), reused by every
// retry and released on a definite answer; a refusal stays on the form with the server's reason, and the input stays
// too (the page keeps it as the customer types); any other failure is the failure toast, the key kept.
import { defineModel, push, submit } from '../../core';
import * as activityApi from '../../services/api/activity';
import type { FormMainAddReq } from '../../services/api/types';
import { clearDraft } from '../shared/draft';
import { imagesDraft } from './imagesModel';
import { setterOf } from '../shared/setter';

export interface TicketFormState {
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

/** The intent of a form: one key per form and ticket (or per suggestion's draft). */
export const formIntent = ({ req, id }: Pick<TicketFormInput, 'req' | 'id'>) =>
  `complain:${req.formType}:${req.relatedTicket ?? id ?? ''}`;

const initial: TicketFormState = {};

const set = setterOf<TicketFormState>();

const complainTicketForm = defineModel({
  namespace: 'complainTicketForm',
  state: initial,
  reducers: {
    setRefusal: set('refusal'),
  },
  effects: (own) => ({
    /** submit: sends the form once; a double tap or a retry after a timeout counts once. */
    submit: submit(
      function* ({ payload }: { payload: TicketFormInput }, { call, put }, { keyFor }) {
        const { req, draft, next, images } = payload;
        // The key goes with the request alone (not the draft's id or the next page): a text edited after a lost
        // answer is another request, with another key.
        const added = yield* call(activityApi.formMainAdd, req, { idempotencyKey: yield* keyFor(req) });
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
      },
      { intent: formIntent, refused: own.setRefusal },
    ),
  }),
});

export default complainTicketForm;
