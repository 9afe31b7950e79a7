// ValetOrder (PAGES.md template 18): `/valetHandle`, a staff page (G3: the request layer sends the staff
// `mall_token` with token type stToken on it). The agent looks the present customer up (getBlPhone + multuserqry:
// facts and eligibility), picks an agent product (getProductList channel=valet), sends the customer the SMS code
// (getBusiSms, captcha gate), the customer signs (getBlSign) and dkhandle records the order with the staff number.
// A `submit`: once, one idempotency key per customer and product reused across retries; the number and product are
// kept in sessionStorage as they are typed (never codes or the signature); a refusal keeps everything and says why.
import { all, call } from 'typed-redux-saga';
import { defineModel, push, submit } from '../../core';
import { t } from '../../locales';
import ui from '../../models/ui';
import * as configApi from '../../services/api/config';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { BlPhone, EcsProduct, MultUser } from '../../services/api/types';
import { RequestError } from '../../services/request';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';
import { IDLE, loadInto, type Load } from '../shared/load';
import { PHONE_RE } from '../shared/phone';
import { setterOf } from '../shared/setter';

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
  /** The server's refusal of the last order, shown at the form (undefined when an order starts). */
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
  staffOnly: false,
};

export const DRAFT = 'change:valet';
export const orderKey = (f: ValetForm) => `valet:${f.phone}:${f.productCode}`;
const isForm = (v: Record<string, unknown>): v is Record<string, unknown> & ValetForm =>
  typeof v.phone === 'string' && typeof v.productCode === 'string';

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

/**
 * The agent products this customer may order: one meant for a network generation (5G升级包 for 4G, a 5G pack for
 * 5G) is offered only to a customer on it, so nobody is taken through the SMS code and the signature for a refusal.
 * When the server does not tell the customer's generation (or the product's), the product is offered and dkhandle
 * decides. A product the customer has already (`held`, 融合宽带 with a fused account) is not offered either.
 */
export const offeredProducts = (products: readonly EcsProduct[], facts: MultUser | undefined): EcsProduct[] =>
  products.filter(
    (p) =>
      (!p.forNetwork || !facts?.network || p.forNetwork === facts.network) && !(facts?.held ?? []).includes(p.code),
  );

/** Agent products the customer has already: not offered, said under the list (none to take through the gates). */
export const heldProducts = (products: readonly EcsProduct[], facts: MultUser | undefined): EcsProduct[] =>
  products.filter((p) => (facts?.held ?? []).includes(p.code));

const set = setterOf<ValetState>();

const changeValetOrder = defineModel({
  namespace: 'changeValetOrder',
  state: initial,
  reducers: {
    setProblems: set('problems'),
    setCustomer: set('customer'),
    setProducts: set('products'),
    setStaffOnly: set('staffOnly'),
    setSubmitError: set('submitError'),
    setForm(state, { payload }: { payload: Partial<ValetForm> }) {
      const problems = { ...state.problems };
      for (const k of Object.keys(payload)) delete problems[k as keyof ValetForm];
      const customer = payload.phone !== undefined && payload.phone !== state.form.phone ? IDLE : state.customer;
      return { ...state, form: { ...state.form, ...payload }, problems, customer, submitError: undefined };
    },
    setSent: set('sentAt'),
  },
  effects: (own) => ({
    /** takeLatest: the draft comes back; the agent catalogue loads (a non-staff session is told so). */
    open: [
      function* (_: unknown, { put }) {
        const draft = yield* call(readDraft, DRAFT, isForm);
        if (draft) yield* put(own.setForm(draft));
        yield* loadInto(own.setProducts, call(configApi.getProductList, { type: 'valet' as const, channel: 'valet' }));
      },
      { type: 'takeLatest' },
    ],
    /** takeLatest: the agent catalogue alone (the result page names the product by it). */
    loadProducts: [
      function* () {
        yield* loadInto(own.setProducts, call(configApi.getProductList, { type: 'valet' as const, channel: 'valet' }));
      },
      { type: 'takeLatest' },
    ],
    /** takeEvery: each edit is kept at once. */
    *edit({ payload }: { payload: Partial<ValetForm> }, { put }) {
      yield* put(own.setForm(payload));
      yield* call(saveDraft, DRAFT, (yield* own.select()).form);
    },
    /** takeLatest: the customer's facts and eligibility (staff only: 666 → the staff message). */
    lookup: [
      function* (_: unknown, { put }) {
        const { form } = yield* own.select();
        if (!PHONE_RE.test(form.phone)) {
          yield* put(own.setProblems({ phone: 'change.valet.phoneInvalid' }));
          return false;
        }
        const found = yield* loadInto(
          own.setCustomer,
          (function* () {
            try {
              return yield* all({
                who: call(handlebusiApi.getBlPhone, { phone: form.phone }),
                facts: call(handlebusiApi.multuserqry, { phone: form.phone }),
              });
            } catch (e) {
              if (isStaffOnly(e)) yield* put(own.setStaffOnly(true));
              throw e;
            }
          })(),
        );
        return found !== undefined;
      },
      { type: 'takeLatest' },
    ],
    /**
     * takeLeading: the SMS code to the customer's phone (the request layer asks the picture captcha first); a
     * failure is the failure toast.
     */
    sendCode: [
      function* (_: unknown, { put }) {
        const { form } = yield* own.select();
        yield* call(handlebusiApi.getBusiSms, { phone: form.phone });
        yield* put(own.setSent(Date.now()));
        void (yield* put(ui.actions.toast({ text: t('request.smsSent'), kind: 'success' })));
        return true;
      },
      { type: 'takeLeading' },
    ],
    /**
     * submit: the signature (getBlSign) then the order (dkhandle) with the customer's code; the staff number is
     * recorded by the server. Checked at the fields first; a refusal keeps everything typed and says why at the
     * form; done → the result. The intent is the form's customer and product (`form`, as the page shows it).
     */
    submit: submit(
      function* (
        { payload }: { payload: { form: ValetForm; smsCode: string; signImage?: string } },
        { put },
        { keyFor },
      ) {
        const { form, smsCode, signImage } = payload;
        const { customer, products } = yield* own.select();
        const problems: ValetProblems = {};
        if (!PHONE_RE.test(form.phone) || customer.status !== 'ready') problems.phone = 'change.valet.phoneInvalid';
        // A product kept from an earlier customer (the draft) that this one may not order counts as none picked.
        const offered = offeredProducts(
          products.status === 'ready' ? products.data : [],
          customer.status === 'ready' ? customer.data.facts : undefined,
        );
        if (!form.productCode || (products.status === 'ready' && !offered.some((p) => p.code === form.productCode)))
          problems.productCode = 'change.valet.pickProduct';
        if (!/^\d{6}$/.test(smsCode)) problems.smsCode = 'change.valet.codeInvalid';
        if (!signImage) problems.sign = 'change.valet.signFirst';
        if (Object.keys(problems).length || !signImage || customer.status !== 'ready') {
          yield* put(own.setProblems(problems));
          return false;
        }
        try {
          const { signId } = yield* call(handlebusiApi.getBlSign, {
            phone: form.phone,
            productCode: form.productCode,
            signImage,
          });
          // The code and the signature's id (a new one each time it is stored) prove who asks: not in the key.
          const req = { phone: form.phone, productCode: form.productCode, smsCode, signId };
          const result = yield* call(handlebusiApi.dkhandle, req, { idempotencyKey: yield* keyFor(req) });
          yield* call(clearDraft, DRAFT);
          yield* put(push(resultPath(result, form.phone, customer.data.who.staffId, form.productCode)));
          return true;
        } catch (e) {
          if (isStaffOnly(e)) yield* put(own.setStaffOnly(true));
          throw e;
        }
      },
      { intent: ({ form }) => orderKey(form), refused: own.setSubmitError },
    ),
  }),
});

export default changeValetOrder;
