// `/complain` (PAGES.md §2.3, FormPage): file a complaint. A two-level category, the number concerned (the bound one
// by default), a contact number, the date, a description of 10–500 characters, up to 3 images (jpg or png, 5 MB each;
// each upload that fails can be retried alone), an optional order or bill number; refund categories need the SMS
// code of the number (refund/smsCode, behind the captcha gate). The draft (never the code) lives in sessionStorage:
// it survives a failure, a reload and a re-login. The submission is takeLeading with one idempotency key per draft,
// reused on every retry; an open complaint of the same category is pointed to instead of a duplicate.
import { call, select } from 'typed-redux-saga';
import { defineModel, push } from '../../core';
import type { MessageKey } from '../../locales';
import * as activityApi from '../../services/api/activity';
import type { FormMainAdded, FormMainAddReq } from '../../services/api/types';
import { randomId, RequestError } from '../../services/request';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';
import { codeOf, isLoggedOut } from '../shared/errors';
import { messageOf } from '../shared/load';
import { sendConfirmed, serverTime } from '../shared/outcome';
import { CODE_RE, PHONE_RE, RESEND_S, type Problem } from '../shared/phone';
import { CATEGORIES, needsSms } from './tickets';

export const DRAFT = 'complain';
export const TEXT_MIN = 10;
export const TEXT_MAX = 500;
export const IMAGES_MAX = 3;
export const IMAGE_BYTES_MAX = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** What the customer typed: kept in the draft (the SMS code is not). */
export interface ComplaintForm {
  /** The draft's id: its idempotency key is made once from it. */
  id: string;
  root: string;
  sub: string;
  phone: string;
  contactPhone: string;
  occurredOn: string;
  text: string;
  relatedOrder: string;
}

/** One image: uploading, uploaded (its file id), or failed (with a retry while the file is at hand). */
export interface ImageSlot {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  fileId?: string;
  url?: string;
  message?: string;
}

export type FieldName = 'category' | 'phone' | 'contactPhone' | 'text' | 'images' | 'smsCode';

export interface ComplainState {
  form: ComplaintForm;
  smsCode: string;
  images: ImageSlot[];
  errors: Partial<Record<FieldName, Problem>>;
  submitting: boolean;
  /** Why the server refused; with the open ticket of the same category when that was the reason. */
  refusal?: { text: string; ticketNo?: string };
  sms: { sentAt: number | null; sentTo?: string; sending: boolean };
}

const emptyForm = (phone = ''): ComplaintForm => ({
  id: '',
  root: '',
  sub: '',
  phone,
  contactPhone: phone,
  occurredOn: '',
  text: '',
  relatedOrder: '',
});

const initial: ComplainState = {
  form: emptyForm(),
  smsCode: '',
  images: [],
  errors: {},
  submitting: false,
  sms: { sentAt: null, sending: false },
};

export const selectComplain = (s: { complain: ComplainState }) => s.complain;

/** The files of the images on this page, for a retry (never in the store: a File is not state). */
const files = new Map<string, Blob & { name?: string }>();

const STRINGS: (keyof ComplaintForm)[] = [
  'id',
  'root',
  'sub',
  'phone',
  'contactPhone',
  'occurredOn',
  'text',
  'relatedOrder',
];
interface Draft {
  form: ComplaintForm;
  images: ImageSlot[];
}
const isDraft = (v: Record<string, unknown>): v is Record<string, unknown> & Draft =>
  typeof v.form === 'object' &&
  v.form !== null &&
  STRINGS.every((k) => typeof (v.form as Record<string, unknown>)[k] === 'string') &&
  Array.isArray(v.images);

/** What is wrong with the form before it goes (the server judges again). */
export function problemsOf(s: Pick<ComplainState, 'form' | 'smsCode' | 'images'>): ComplainState['errors'] {
  const { form } = s;
  const errors: ComplainState['errors'] = {};
  const root = CATEGORIES.find((c) => c.root === form.root);
  if (!root || !root.subs.some(([name]) => name === form.sub))
    errors.category = { key: 'complain.form.categoryRequired' };
  if (!PHONE_RE.test(form.phone)) errors.phone = { key: 'complain.form.phoneInvalid' };
  if (form.contactPhone && !PHONE_RE.test(form.contactPhone))
    errors.contactPhone = { key: 'complain.form.phoneInvalid' };
  const n = form.text.trim().length;
  if (n < TEXT_MIN || n > TEXT_MAX) errors.text = { key: 'complain.form.textLength' };
  if (s.images.some((i) => i.status !== 'done')) errors.images = { key: 'complain.form.imagesPending' };
  if (needsSms([form.root, form.sub]) && !CODE_RE.test(s.smsCode))
    errors.smsCode = { key: 'complain.form.codeRequired' };
  return errors;
}

/** Why a picked file cannot be uploaded, if it cannot. */
export function fileProblem(file: { type: string; size: number }): MessageKey | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return 'complain.form.imageType';
  if (file.size > IMAGE_BYTES_MAX) return 'complain.form.imageSize';
  return undefined;
}

function* keepDraft() {
  const s = yield* select(selectComplain);
  yield* call(saveDraft, DRAFT, { form: s.form, images: s.images.filter((i) => i.status === 'done') });
}

const complain = defineModel({
  namespace: 'complain',
  state: initial,
  reducers: {
    start(state, { payload }: { payload: { form: ComplaintForm; images: ImageSlot[] } }) {
      return { ...initial, form: payload.form, images: payload.images };
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
    setErrors(state, { payload }: { payload: ComplainState['errors'] }) {
      return { ...state, errors: payload };
    },
    setImage(state, { payload }: { payload: ImageSlot }) {
      const has = state.images.some((i) => i.key === payload.key);
      const images = has ? state.images.map((i) => (i.key === payload.key ? payload : i)) : [...state.images, payload];
      const errors = { ...state.errors };
      delete errors.images;
      return { ...state, images, errors };
    },
    dropImage(state, { payload }: { payload: string }) {
      return { ...state, images: state.images.filter((i) => i.key !== payload) };
    },
    setSubmitting(state, { payload }: { payload: boolean }) {
      return { ...state, submitting: payload };
    },
    setRefusal(state, { payload }: { payload: ComplainState['refusal'] }) {
      return { ...state, refusal: payload };
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
      yield* put(own.start({ form, images: draft ? draft.images.filter((i) => i.status === 'done') : [] }));
    },
    /** Every change is kept in the draft at once (the reducer of the same name applies it). */
    edit: function* (_: { payload: Partial<ComplaintForm> }, { call }) {
      yield* call(keepDraft);
    },
    /**
     * One image: checked here, then uploaded; a failure stays on its slot. Given the key of a failed slot (and no
     * file), uploads that image again from the file still at hand.
     */
    upload: function* (
      { payload }: { payload: { file?: Blob & { name?: string }; key?: string } },
      { call, put, select: sel },
    ) {
      const s = yield* sel(selectComplain);
      const file = payload.file ?? (payload.key ? files.get(payload.key) : undefined);
      if (!file) return;
      const key = payload.key ?? (yield* call(randomId));
      const name = file.name ?? s.images.find((i) => i.key === key)?.name ?? 'image';
      if (!payload.key && s.images.length >= IMAGES_MAX) {
        yield* put(own.setErrors({ ...s.errors, images: { key: 'complain.form.imagesMax' } }));
        return;
      }
      const problem = fileProblem(file);
      if (problem) {
        yield* put(own.setErrors({ ...s.errors, images: { key: problem } }));
        return;
      }
      files.set(key, file);
      yield* put(own.setImage({ key, name, status: 'uploading' }));
      try {
        const up = yield* call(activityApi.formMainUpload, file, { onFail: () => undefined });
        yield* put(own.setImage({ key, name, status: 'done', fileId: up.fileId, url: up.url }));
        files.delete(key);
        yield* call(keepDraft);
      } catch (e) {
        yield* put(own.setImage({ key, name, status: 'error', message: messageOf(e) }));
      }
    },
    removeImage: function* ({ payload }: { payload: string }, { call, put }) {
      files.delete(payload);
      yield* put(own.dropImage(payload));
      yield* call(keepDraft);
    },
    /** takeLeading: the refund SMS to the number concerned (the captcha gate asks first). */
    sendSms: [
      function* (_, { call, put, select: sel }) {
        const { form } = yield* sel(selectComplain);
        if (!PHONE_RE.test(form.phone)) {
          const s = yield* sel(selectComplain);
          yield* put(own.setErrors({ ...s.errors, phone: { key: 'complain.form.phoneInvalid' } }));
          return false;
        }
        yield* put(own.setSms({ sending: true }));
        try {
          const sent = yield* call(activityApi.refundSmsCode, { phone: form.phone });
          const now = yield* call(Date.now);
          yield* put(own.setSms({ sentAt: now - (RESEND_S - sent.resendAfter) * 1000, sentTo: form.phone }));
          return true;
        } catch (e) {
          const s = yield* sel(selectComplain);
          yield* put(own.setErrors({ ...s.errors, smsCode: { text: messageOf(e) } }));
          if (isLoggedOut(e)) throw e;
          return false;
        } finally {
          yield* put(own.setSms({ sending: false }));
        }
      },
      { type: 'takeLeading' },
    ],
    /**
     * takeLeading: files the complaint once. The idempotency key belongs to the draft and is reused by every retry
     * (after a timeout, a reload, a re-login); success forgets the draft and the key and opens the result.
     */
    submit: [
      function* (_, { call, put, select: sel }) {
        const s = yield* sel(selectComplain);
        const errors = problemsOf(s);
        if (Object.keys(errors).length > 0) {
          yield* put(own.setErrors(errors));
          return false;
        }
        const { form } = s;
        const req: FormMainAddReq = {
          formType: 'complaint',
          category: [form.root, form.sub],
          phone: form.phone,
          text: form.text.trim(),
          images: s.images.flatMap((i) => (i.fileId ? [i.fileId] : [])),
          ...(form.contactPhone ? { contactPhone: form.contactPhone } : {}),
          ...(form.occurredOn ? { occurredOn: form.occurredOn } : {}),
          ...(form.relatedOrder.trim() ? { relatedOrder: form.relatedOrder.trim() } : {}),
          ...(needsSms([form.root, form.sub]) ? { smsCode: s.smsCode } : {}),
        };
        const draftKey = `complain:${form.id}`;
        yield* put(own.setSubmitting(true));
        yield* put(own.setRefusal(undefined));
        try {
          // A lost answer is confirmed in the customer's tickets: a complaint of this category filed since the
          // intent began.
          const added = yield* sendConfirmed<FormMainAdded>({
            draft: draftKey,
            *send(idempotencyKey) {
              return yield* call(activityApi.formMainAdd, req, { idempotencyKey, onFail: () => undefined });
            },
            *confirm(since) {
              const page = yield* call(
                activityApi.formMainList,
                { formType: 'complaint' as const, status: 'all' as const },
                { onFail: () => undefined },
              );
              const filed = (page?.list ?? []).find(
                (x) => x.category.join('/') === (req.category ?? []).join('/') && serverTime(x.createdAt) >= since,
              );
              return filed ? { ticketNo: filed.ticketNo, ...(filed.dueAt ? { dueAt: filed.dueAt } : {}) } : undefined;
            },
          });
          yield* call(clearDraft, DRAFT);
          const q = new URLSearchParams({ ticketNo: added.ticketNo, ...(added.dueAt ? { dueAt: added.dueAt } : {}) });
          yield* put(push(`/complain/success?${q.toString()}`));
          return added.ticketNo;
        } catch (e) {
          if (isLoggedOut(e)) throw e;
          const code = codeOf(e);
          if (code.startsWith('E_SMS')) yield* put(own.setErrors({ smsCode: { text: messageOf(e) } }));
          else {
            const data = e instanceof RequestError ? (e.data as { ticketNo?: unknown } | undefined) : undefined;
            const ticketNo = code === 'E_DUPLICATE' && typeof data?.ticketNo === 'string' ? data.ticketNo : undefined;
            yield* put(own.setRefusal({ text: messageOf(e), ...(ticketNo ? { ticketNo } : {}) }));
          }
          return false;
        } finally {
          yield* put(own.setSubmitting(false));
        }
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default complain;
