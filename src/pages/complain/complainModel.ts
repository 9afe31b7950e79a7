// `/complain` (PAGES.md §2.3, FormPage): file a complaint. A two-level category, the number concerned (the bound one
// by default), a contact number, the date, a description of 10–500 characters, up to 3 images (the images set
// `complain` of imagesModel), an optional order or bill number; refund categories need the SMS code of the number
// (refund/smsCode, behind the captcha gate). The draft (never the code) lives in sessionStorage: it survives a
// failure, a reload and a re-login. The submission is a `submit` effect with one idempotency key per category, reused
// on every retry (another tab's too); an open complaint of the same category is pointed to instead of a duplicate.
import { call, select } from 'typed-redux-saga';
import { defineModel, push, submit } from '../../core';
import * as activityApi from '../../services/api/activity';
import type { FormMainAdded, FormMainAddReq } from '../../services/api/types';
import { randomId, refusalOf, RequestError } from '../../services/request';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';
import { codeOf, isLoggedOut } from '../shared/errors';
import { messageOf } from '../shared/load';
import { serverTime } from '../shared/outcome';
import { PHONE_RE, RESEND_S } from '../shared/phone';
import { emptyForm, isDraft, type ComplaintForm, type Draft, type FieldName, type FormErrors } from './complainForm';
import { imagesDraft } from './imagesModel';
import { needsSms } from './tickets';
import { setterOf } from '../shared/setter';

export * from './complainForm';

export const DRAFT = 'complain';
/** The complaint's images: their set in imagesModel. */
export const IMAGES = 'complain';

export interface ComplainState {
  form: ComplaintForm;
  smsCode: string;
  errors: FormErrors;
  /** Why the server refused; with the open ticket of the same category when that was the reason. */
  refusal?: { text: string; ticketNo?: string };
  sms: { sentAt: number | null; sentTo?: string };
}

const initial: ComplainState = { form: emptyForm(), smsCode: '', errors: {}, sms: { sentAt: null } };

/** The slice, for this model's own sagas (the model cannot name itself inside its definition). */
const ownSlice = (s: { complain: ComplainState }) => s.complain;

/**
 * The intent of a complaint: the customer's complaint of a category (the key store keeps it per customer and day),
 * so a retry from another tab after a lost answer sends the same key and files one ticket.
 */
export const complaintIntent = ({ root, sub }: { root: string; sub: string }) => `complain:${root}/${sub}`;

function* keepDraft() {
  const { form } = yield* select(ownSlice);
  yield* call(saveDraft, DRAFT, { form } satisfies Draft);
}

/** The request of the form as it stands, with the file ids of its uploaded images. */
function requestOf(s: ComplainState, images: string[]): FormMainAddReq {
  const { form } = s;
  return {
    formType: 'complaint',
    category: [form.root, form.sub],
    phone: form.phone,
    text: form.text.trim(),
    images,
    ...(form.contactPhone ? { contactPhone: form.contactPhone } : {}),
    ...(form.occurredOn ? { occurredOn: form.occurredOn } : {}),
    ...(form.relatedOrder.trim() ? { relatedOrder: form.relatedOrder.trim() } : {}),
    ...(needsSms([form.root, form.sub]) ? { smsCode: s.smsCode } : {}),
  };
}

const set = setterOf<ComplainState>();

const complain = defineModel({
  namespace: 'complain',
  state: initial,
  reducers: {
    setErrors: set('errors'),
    setRefusal: set('refusal'),
    start(state, { payload }: { payload: ComplaintForm }) {
      return { ...initial, form: payload };
    },
    edit(state, { payload }: { payload: Partial<ComplaintForm> }) {
      const form = { ...state.form, ...payload };
      if (payload.root !== undefined && payload.root !== state.form.root) form.sub = '';
      const errors = { ...state.errors };
      for (const k of Object.keys(payload)) {
        if (k === 'root' || k === 'sub') delete errors.category;
        else delete errors[k as FieldName];
      }
      return { ...state, form, errors, refusal: undefined };
    },
    setCode(state, { payload }: { payload: string }) {
      const errors = { ...state.errors };
      delete errors.smsCode;
      return { ...state, smsCode: payload, errors };
    },
    /**
     * The server's refusal of the submission (undefined as one starts): below the form, unless the submission
     * already said it where it belongs (a wrong SMS code at its field, a duplicate with its ticket).
     */
    refuse(state, { payload }: { payload?: string }) {
      if (payload === undefined) return { ...state, refusal: undefined };
      if (state.refusal || state.errors.smsCode) return state;
      return { ...state, refusal: { text: payload } };
    },
    setSms(state, { payload }: { payload: Partial<ComplainState['sms']> }) {
      return { ...state, sms: { ...state.sms, ...payload } };
    },
  },
  effects: (own) => ({
    /** Opens the form: the draft when there is one, else an empty form for the bound number. */
    open: function* ({ payload }: { payload: { boundPhone?: string } }, { call, put }) {
      const draft = yield* call(readDraft<Draft>, DRAFT, isDraft);
      const form = draft ? draft.form : emptyForm(payload.boundPhone ?? '');
      if (!form.id) form.id = yield* call(randomId);
      if (!form.phone && payload.boundPhone) form.phone = payload.boundPhone;
      yield* put(own.start(form));
    },
    /** Every change is kept in the draft at once (the reducer of the same name applies it). */
    edit: function* (_: { payload: Partial<ComplaintForm> }, { call }) {
      yield* call(keepDraft);
    },
    /** takeLeading: the refund SMS to the number concerned (the captcha gate asks first). */
    sendSms: [
      function* (_, { call, put, select: sel }) {
        const { form } = yield* sel(ownSlice);
        if (!PHONE_RE.test(form.phone)) {
          const s = yield* sel(ownSlice);
          yield* put(own.setErrors({ ...s.errors, phone: { key: 'complain.form.phoneInvalid' } }));
          return false;
        }
        try {
          const sent = yield* call(activityApi.refundSmsCode, { phone: form.phone });
          const now = yield* call(Date.now);
          yield* put(own.setSms({ sentAt: now - (RESEND_S - sent.resendAfter) * 1000, sentTo: form.phone }));
          return true;
        } catch (e) {
          const s = yield* sel(ownSlice);
          yield* put(own.setErrors({ ...s.errors, smsCode: { text: messageOf(e) } }));
          if (isLoggedOut(e)) throw e;
          return false;
        }
      },
      { type: 'takeLeading' },
    ],
    /**
     * submit: files the complaint once (the page has judged the form). The idempotency key belongs to the category
     * and is reused by every retry (after a timeout, a reload, a re-login, from a new tab); success forgets the draft and the images and
     * opens the result. A wrong SMS code is said at its field, an open complaint of the same category is pointed to.
     */
    submit: submit(
      function* ({ payload }: { payload: { root: string; sub: string; images: string[] } }, { put }, { send }) {
        yield* put(own.setErrors({}));
        const req = requestOf(yield* select(ownSlice), payload.images);
        let added: FormMainAdded;
        try {
          // A lost answer is confirmed in the customer's tickets: a complaint of this category filed since the
          // intent began.
          // An edited complaint (its text, its contact) is another request: another key, confirmed first.
          added = yield* send(
            req,
            function* (idempotencyKey) {
              return yield* call(activityApi.formMainAdd, req, { idempotencyKey });
            },
            {
              *confirm(since) {
                const page = yield* call(activityApi.formMainList, {
                  formType: 'complaint' as const,
                  status: 'all' as const,
                });
                const filed = (page?.list ?? []).find(
                  (x) => x.category.join('/') === (req.category ?? []).join('/') && serverTime(x.createdAt) >= since,
                );
                return filed ? { ticketNo: filed.ticketNo, ...(filed.dueAt ? { dueAt: filed.dueAt } : {}) } : undefined;
              },
            },
          );
        } catch (e) {
          const text = refusalOf(e);
          const code = codeOf(e);
          if (text !== undefined && code.startsWith('E_SMS')) yield* put(own.setErrors({ smsCode: { text } }));
          else if (text !== undefined && code === 'E_DUPLICATE') {
            const data = e instanceof RequestError ? (e.data as { ticketNo?: unknown } | undefined) : undefined;
            if (typeof data?.ticketNo === 'string') yield* put(own.setRefusal({ text, ticketNo: data.ticketNo }));
          }
          throw e;
        }
        yield* call(clearDraft, DRAFT);
        yield* call(clearDraft, imagesDraft(IMAGES));
        const q = new URLSearchParams({ ticketNo: added.ticketNo, ...(added.dueAt ? { dueAt: added.dueAt } : {}) });
        yield* put(push(`/complain/success?${q.toString()}`));
        return added.ticketNo;
      },
      { intent: complaintIntent, refused: own.refuse },
    ),
  }),
});

export default complain;
