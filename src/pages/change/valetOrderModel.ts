// ValetOrder (PAGES.md template 18): `/valetHandle`, a staff page (G3: the request layer sends the staff
// `mall_token` with token type stToken on it). The agent looks the present customer up (getBlPhone + multuserqry:
// facts and eligibility), picks an agent product (getProductList channel=valet), sends the customer the SMS code
// (getBusiSms, captcha gate), the customer signs (getBlSign) and dkhandle records the order with the staff number.
// Once (takeLeading, one idempotency key per customer and product reused across retries); the number and product
// are kept in sessionStorage (never codes or the signature); a refusal keeps everything and says why.
import { all, call } from 'typed-redux-saga';
import { defineModel, push } from '../../core';
import { t } from '../../locales';
import ui from '../../models/ui';
import * as configApi from '../../services/api/config';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { BlPhone, EcsProduct, MultUser } from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError } from '../../services/request';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';
import { PHONE_RE } from '../shared/phone';

export interface ValetForm {
  phone: string;
  productCode: string;
}
export type ValetProblems = Partial<
  Record<
    'phone' | 'productCode' | 'smsCode' | 'sign',
    'change.valet.phoneInvalid' | 'change.valet.pickProduct' | 'change.valet.codeInvalid' | 'change.valet.signFirst'
  >
>;

export interface ValetState {
  form: ValetForm;
  problems: ValetProblems;
  customer: Load<{ who: BlPhone; facts: MultUser }>;
  products: Load<EcsProduct[]>;
  sentAt: number | null;
  submitting: boolean;
  submitError?: string;
  /** The server said this is not a staff session (no or a customer's mall_token). */
  staffOnly: boolean;
}

const EMPTY: ValetForm = { phone: '', productCode: '' };
const initial: ValetState = {
  form: EMPTY,
  problems: {},
  customer: IDLE,
  products: IDLE,
  sentAt: null,
  submitting: false,
  staffOnly: false,
};

export const DRAFT = 'change:valet';
export const orderKey = (f: ValetForm) => `valet:${f.phone}:${f.productCode}`;
const isForm = (v: Record<string, unknown>): v is Record<string, unknown> & ValetForm =>
  typeof v.phone === 'string' && typeof v.productCode === 'string';

export const selectValet = (s: { changeValetOrder: ValetState }) => s.changeValetOrder;

/** 666 or E_STAFF_ONLY: the page is not opened by staff. */
export const isStaffOnly = (e: unknown): boolean =>
  e instanceof RequestError && (e.status === 666 || e.code === 'E_STAFF_ONLY' || e.code === 666);

export function resultPath(
  r: { orderNo: string; status: string; effectiveAt?: string },
  phone: string,
  staffId: string,
  product: string,
): string {
  const q = new URLSearchParams({
    orderNo: r.orderNo,
    status: r.status,
    staffId,
    phone: phone.slice(0, 3) + '****' + phone.slice(7),
    product,
  });
  if (r.effectiveAt) q.set('effectiveAt', r.effectiveAt);
  return `/valetHandle/result?${q.toString()}`;
}

const changeValetOrder = defineModel({
  namespace: 'changeValetOrder',
  state: initial,
  reducers: {
    setForm(state, { payload }: { payload: Partial<ValetForm> }) {
      const problems = { ...state.problems };
      for (const k of Object.keys(payload)) delete problems[k as keyof ValetForm];
      const customer = payload.phone !== undefined && payload.phone !== state.form.phone ? IDLE : state.customer;
      return { ...state, form: { ...state.form, ...payload }, problems, customer, submitError: undefined };
    },
    setProblems(state, { payload }: { payload: ValetProblems }) {
      return { ...state, problems: payload };
    },
    setCustomer(state, { payload }: { payload: ValetState['customer'] }) {
      return { ...state, customer: payload };
    },
    setProducts(state, { payload }: { payload: Load<EcsProduct[]> }) {
      return { ...state, products: payload };
    },
    setSent(state, { payload }: { payload: number | null }) {
      return { ...state, sentAt: payload };
    },
    setSubmit(state, { payload }: { payload: { submitting: boolean; error?: string } }) {
      return { ...state, submitting: payload.submitting, submitError: payload.error };
    },
    setStaffOnly(state, { payload }: { payload: boolean }) {
      return { ...state, staffOnly: payload };
    },
  },
  effects: (own) => ({
    /** takeLatest: the draft comes back; the agent catalogue loads (a non-staff session is told so). */
    open: [
      function* (_: unknown, { put }) {
        const draft = yield* call(readDraft, DRAFT, isForm);
        if (draft) yield* put(own.setForm(draft));
        yield* put(own.setProducts(LOADING));
        try {
          yield* put(
            own.setProducts(ready(yield* call(configApi.getProductList, { type: 'valet' as const, channel: 'valet' }))),
          );
        } catch (e) {
          yield* put(own.setProducts(failed(e)));
        }
      },
      { type: 'takeLatest' },
    ],
    /** takeEvery: each edit is kept at once. */
    *edit({ payload }: { payload: Partial<ValetForm> }, { put, select }) {
      yield* put(own.setForm(payload));
      yield* call(saveDraft, DRAFT, (yield* select(selectValet)).form);
    },
    /** takeLatest: the customer's facts and eligibility (staff only: 666 → the staff message). */
    lookup: [
      function* (_: unknown, { put, select }) {
        const { form } = yield* select(selectValet);
        if (!PHONE_RE.test(form.phone)) {
          yield* put(own.setProblems({ phone: 'change.valet.phoneInvalid' }));
          return false;
        }
        yield* put(own.setCustomer(LOADING));
        try {
          const { who, facts } = yield* all({
            who: call(handlebusiApi.getBlPhone, { phone: form.phone }),
            facts: call(handlebusiApi.multuserqry, { phone: form.phone }),
          });
          yield* put(own.setCustomer(ready({ who, facts })));
          return true;
        } catch (e) {
          if (isStaffOnly(e)) yield* put(own.setStaffOnly(true));
          yield* put(own.setCustomer(failed(e)));
          return false;
        }
      },
      { type: 'takeLatest' },
    ],
    /** takeLeading: the SMS code to the customer's phone (the request layer asks the picture captcha first). */
    sendCode: [
      function* (_: unknown, { put, select }) {
        const { form } = yield* select(selectValet);
        try {
          yield* call(handlebusiApi.getBusiSms, { phone: form.phone });
        } catch (e) {
          yield* put(own.setSubmit({ submitting: false, error: messageOf(e) }));
          return false;
        }
        yield* put(own.setSent(Date.now()));
        void (yield* put(ui.actions.toast({ text: t('request.smsSent'), kind: 'success' })));
        return true;
      },
      { type: 'takeLeading' },
    ],
    /**
     * takeLeading: the signature (getBlSign) then the order (dkhandle) with the customer's code; the staff number is
     * recorded by the server. Checked at the fields first; a refusal keeps everything typed; done → the result.
     */
    submit: [
      function* ({ payload }: { payload: { smsCode: string; signImage?: string } }, { put, select }) {
        const { form, customer } = yield* select(selectValet);
        const problems: ValetProblems = {};
        if (!PHONE_RE.test(form.phone) || customer.status !== 'ready') problems.phone = 'change.valet.phoneInvalid';
        if (!form.productCode) problems.productCode = 'change.valet.pickProduct';
        if (!/^\d{6}$/.test(payload.smsCode)) problems.smsCode = 'change.valet.codeInvalid';
        if (!payload.signImage) problems.sign = 'change.valet.signFirst';
        if (Object.keys(problems).length || !payload.signImage || customer.status !== 'ready') {
          yield* put(own.setProblems(problems));
          return false;
        }
        yield* put(own.setSubmit({ submitting: true }));
        const key = orderKey(form);
        try {
          const { signId } = yield* call(handlebusiApi.getBlSign, {
            phone: form.phone,
            productCode: form.productCode,
            signImage: payload.signImage,
          });
          const idempotencyKey = yield* call(idempotencyKeyFor, key);
          const result = yield* call(
            handlebusiApi.dkhandle,
            { phone: form.phone, productCode: form.productCode, smsCode: payload.smsCode, signId },
            { idempotencyKey },
          );
          yield* call(releaseIdempotencyKey, key);
          yield* call(clearDraft, DRAFT);
          yield* put(own.setSubmit({ submitting: false }));
          yield* put(push(resultPath(result, form.phone, customer.data.who.staffId, form.productCode)));
          return true;
        } catch (e) {
          if (isStaffOnly(e)) yield* put(own.setStaffOnly(true));
          yield* put(own.setSubmit({ submitting: false, error: messageOf(e) }));
          return false;
        }
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default changeValetOrder;
