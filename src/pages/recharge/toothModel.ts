// The promotional top-up /newRecharge/tooth and /newRecharge/tooth/:token (PAGES.md §2.7, TopupForm in promo
// mode): pay 88 or 218, get the same credit and a dental voucher. Eligibility (and the campaign link's token) is
// checked before anything is paid; a number other than the one logged in is verified by SMS, whose code goes to
// the payment. Partner clinics come from wxcmsMerchantInfo. The results are ToothSuccess (toothSuccess88/218).
import { createSelector } from 'reselect';
import { call, put } from 'typed-redux-saga';
import { defineModel, EffectCancelledError, push, replace, type PayloadCreator } from '../../core';
import payment, { type PayOutcome } from '../../models/payment';
import { selectBoundPhone, type SessionState } from '../../models/session';
import ui from '../../models/ui';
import * as activityApi from '../../services/api/activity';
import * as billApi from '../../services/api/bill';
import * as configApi from '../../services/api/config';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { ActiveInfo, Fen, Merchant } from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey } from '../../services/request';
import { t, type MessageKey } from '../../locales';
import { maskPhone } from '../../utils/format';
import { HISTORY_PATH } from './order';
import { checkPhone, phoneStatusOf, phoneTyped, recheckPhone, type PhoneCheck } from './phoneCheck';
import { codeProblem, inMaintenance, phoneProblem, placeOf, readDraft, saveDraft, storedPhone } from './topup';
import { cleanCode, cleanPhone, PHONE_LENGTH, type Problem } from '../shared/phone';
import { selectOutcomeLogged } from '../shared/payOutcome';
import { codeOf } from '../shared/errors';
import { messageOf, type Load } from '../shared/load';

// ---------------------------------------------------------------- types and data

export type BundleId = '88' | '218';

/** A bundle of the campaign; its result page (toothSuccess88/218) is configured by the same entry. */
export interface ToothBundle {
  id: BundleId;
  code: string;
  payFen: Fen;
  creditFen: Fen;
  voucher: MessageKey;
  /** Days the voucher is valid from the credit. */
  validDays: number;
}

export const TOOTH_BUNDLES: Record<BundleId, ToothBundle> = {
  88: {
    id: '88',
    code: 'TOOTH_88',
    payFen: 8800,
    creditFen: 8800,
    voucher: 'recharge.tooth.voucher.88',
    validDays: 90,
  },
  218: {
    id: '218',
    code: 'TOOTH_218',
    payFen: 21800,
    creditFen: 21800,
    voucher: 'recharge.tooth.voucher.218',
    validDays: 90,
  },
};
export const BUNDLE_IDS: readonly BundleId[] = ['88', '218'];
export const isBundleId = (v: unknown): v is BundleId => v === '88' || v === '218';
export const bundleOfFace = (faceFen: Fen): BundleId | undefined =>
  BUNDLE_IDS.find((id) => TOOTH_BUNDLES[id].creditFen === faceFen);

export const TOOTH_ACT = 'tooth';
export const TOKEN_ERROR_PATH = '/tip/error?code=tokenInvalid';
const DRAFT = 'tooth';

export interface ToothForm {
  phone: string;
  bundle?: BundleId;
  code: string;
  phoneError?: Problem;
  bundleError?: Problem;
  codeError?: Problem;
  /** Date.now() when a code to `sentTo` was sent: the SMS button counts down from it. */
  sentAt: number | null;
  sentTo?: string;
}

export interface ToothState {
  token?: string;
  activity: Load<ActiveInfo>;
  merchants: Load<Merchant[]>;
  form: ToothForm;
  check: PhoneCheck;
  /** The server asked for this number's SMS code although the page thought it was the customer's own. */
  smsFor?: string;
  maintenance: boolean;
  /** Date.now() when the page opened: the maintenance window is judged by it, as on the top-up form. */
  clock: number;
  /** The server said the campaign ended while the page was open. */
  ended: boolean;
  /** The customer cancelled the payment: everything is kept, pay again. */
  cancelled: boolean;
}

const initial: ToothState = {
  activity: { status: 'idle' },
  merchants: { status: 'idle' },
  form: { phone: '', code: '', sentAt: null },
  check: { status: 'idle' },
  maintenance: false,
  clock: 0,
  ended: false,
  cancelled: false,
};

const quiet = { onFail: () => undefined };
export const toothPath = (token?: string) =>
  token ? `/newRecharge/tooth/${encodeURIComponent(token)}` : '/newRecharge/tooth';
export const draftKey = (phone: string, bundle: BundleId) => `tooth:${phone}:${TOOTH_BUNDLES[bundle].code}`;
const persist = (form: ToothForm) =>
  saveDraft(DRAFT, { phone: form.phone, ...(form.bundle ? { bundle: form.bundle } : {}) });

// ---------------------------------------------------------------- selectors

type Root = { tooth: ToothState; session: SessionState };
export const selectTooth = (s: { tooth: ToothState }) => s.tooth;
/** The shared maintenance rule (topup.ts): the window by the clock, or the server's refusal. */
export const selectToothMaintenance = (s: { tooth: ToothState }) => s.tooth.maintenance || inMaintenance(s.tooth.clock);

/** Whether the campaign takes orders, and if not, why (and whether binding a number would help). */
export type Availability =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'open' }
  | { kind: 'closed'; reason: Problem; bind?: boolean };

export const selectAvailability = createSelector(
  [(s: Root) => s.tooth.activity, (s: Root) => s.tooth.ended, selectBoundPhone],
  (activity, ended, bound): Availability => {
    if (ended) return { kind: 'closed', reason: { key: 'recharge.tooth.ended' } };
    if (activity.status === 'error') return { kind: 'error', message: activity.message };
    if (activity.status !== 'ready') return { kind: 'loading' };
    const a = activity.data;
    if (a.status === 'notStarted') return { kind: 'closed', reason: { key: 'recharge.tooth.notStarted' } };
    if (a.status === 'ended') return { kind: 'closed', reason: { key: 'recharge.tooth.ended' } };
    if (a.status === 'soldOut') return { kind: 'closed', reason: { key: 'recharge.tooth.soldOut' } };
    if (a.joined) return { kind: 'closed', reason: { key: 'recharge.tooth.joined' } };
    if (!a.eligible) {
      return {
        kind: 'closed',
        reason: a.reasons.length ? { text: a.reasons.join('；') } : { key: 'recharge.tooth.ineligible' },
        bind: !bound,
      };
    }
    return { kind: 'open' };
  },
);

/** A complete number that is not the one logged in (or that the server asked about) is verified by SMS. */
export const selectNeedsSms = createSelector(
  [(s: Root) => s.tooth.form.phone, (s: Root) => s.tooth.smsFor, selectBoundPhone],
  (phone, smsFor, bound) =>
    phone.length === PHONE_LENGTH && !phoneProblem(phone) && (phone !== bound || smsFor === phone),
);

export const selectToothPhoneStatus = createSelector(
  [(s: { tooth: ToothState }) => s.tooth.form, (s: { tooth: ToothState }) => s.tooth.check],
  phoneStatusOf,
);

/** When the SMS button counts from: only for the number the code went to. */
export const countingSince = (form: ToothForm): number | null =>
  form.sentAt !== null && form.sentTo === form.phone ? form.sentAt : null;

// ---------------------------------------------------------------- sagas shared by effects

function* loadActivity(setActivity: PayloadCreator<Load<ActiveInfo>>, token: string | undefined) {
  yield* put(setActivity({ status: 'loading' }));
  try {
    const info = yield* call(
      handlebusiApi.queryActiveInfo,
      { actId: TOOTH_ACT, ...(token !== undefined ? { token } : {}) },
      quiet,
    );
    if (token !== undefined && info.tokenValid === false) {
      yield* put(replace(TOKEN_ERROR_PATH));
      return;
    }
    yield* put(setActivity({ status: 'ready', data: info }));
  } catch (e) {
    yield* put(setActivity({ status: 'error', message: messageOf(e) }));
  }
}

function* loadMerchants(setMerchants: PayloadCreator<Load<Merchant[]>>) {
  yield* put(setMerchants({ status: 'loading' }));
  try {
    const data = yield* call(activityApi.merchantInfo, { actId: TOOTH_ACT, kind: 'clinic' as const }, quiet);
    yield* put(setMerchants({ status: 'ready', data }));
  } catch (e) {
    yield* put(setMerchants({ status: 'error', message: messageOf(e) }));
  }
}

function* toast(text: string, kind: 'success' | 'fail') {
  yield* put(ui.actions.toast({ text, kind }));
}

interface RefusalCreators {
  setForm: PayloadCreator<Partial<ToothForm>>;
  setFlags: PayloadCreator<Partial<Pick<ToothState, 'maintenance' | 'ended'>>>;
}

/** A refused order or payment, shown where it belongs; nothing typed is lost. */
function* refused(own: RefusalCreators, error: unknown) {
  const place = placeOf(error);
  const text = { text: messageOf(error) };
  if (place === 'token') yield* put(replace(TOKEN_ERROR_PATH));
  else if (place === 'phone') yield* put(own.setForm({ phoneError: text }));
  else if (place === 'amount') yield* put(own.setForm({ bundleError: text }));
  else if (place === 'code') yield* put(own.setForm({ codeError: text }));
  else if (place === 'maintenance') yield* put(own.setFlags({ maintenance: true }));
  else if (place === 'ended') yield* put(own.setFlags({ ended: true }));
  else yield* toast(messageOf(error), 'fail');
}

// ---------------------------------------------------------------- the model

const tooth = defineModel({
  namespace: 'tooth',
  state: initial,
  reducers: {
    setToken(state, { payload }: { payload: string | undefined }) {
      return { ...state, token: payload };
    },
    setActivity(state, { payload }: { payload: Load<ActiveInfo> }) {
      return { ...state, activity: payload };
    },
    setMerchants(state, { payload }: { payload: Load<Merchant[]> }) {
      return { ...state, merchants: payload };
    },
    setCheck(state, { payload }: { payload: PhoneCheck }) {
      return { ...state, check: payload };
    },
    setForm(state, { payload }: { payload: Partial<ToothForm> }) {
      return { ...state, form: { ...state.form, ...payload } };
    },
    tick(state, { payload }: { payload: number }) {
      return { ...state, clock: payload };
    },
    setFlags(
      state,
      { payload }: { payload: Partial<Pick<ToothState, 'maintenance' | 'ended' | 'cancelled' | 'smsFor'>> },
    ) {
      return { ...state, ...payload };
    },
    editPhone(state, { payload }: { payload: string }) {
      const phone = cleanPhone(payload);
      const check =
        state.check.status !== 'idle' && state.check.phone === phone ? state.check : { status: 'idle' as const };
      return { ...state, form: { ...state.form, phone, phoneError: undefined, codeError: undefined }, check };
    },
    blurPhone(state) {
      const { phone } = state.form;
      return phone ? { ...state, form: { ...state.form, phoneError: phoneProblem(phone, true) } } : state;
    },
    chooseBundle(state, { payload }: { payload: BundleId }) {
      return isBundleId(payload)
        ? { ...state, form: { ...state.form, bundle: payload, bundleError: undefined } }
        : state;
    },
    editCode(state, { payload }: { payload: string }) {
      return { ...state, form: { ...state.form, code: cleanCode(payload), codeError: undefined } };
    },
  },
  effects: (own) => ({
    /**
     * takeLatest: opening the page, or coming back from the cashier. success → the bundle's result page; fail →
     * logged, the fail page; cancel → logged, the form kept with a note. Otherwise: the form from the draft or the
     * saved number, then eligibility (with the link's token: a bad or expired one goes to /tip/error) and clinics.
     */
    open: [
      function* ({ payload }: { payload: { token?: string; orderId?: string; payResult?: string } }, fx) {
        const { call, put, select, all } = fx;
        const { token, orderId, payResult } = payload;
        const outcome: PayOutcome | undefined =
          payResult === 'success' || payResult === 'cancel' || payResult === 'fail' ? payResult : undefined;
        if (orderId && outcome) {
          const draft = yield* call(readDraft, DRAFT);
          if (outcome !== 'success' && !(yield* select(selectOutcomeLogged(orderId)))) {
            void (yield* put(payment.actions.logOutcome({ orderId, outcome }))); // best effort, never throws
          }
          if (outcome === 'cancel') {
            yield* put(own.setFlags({ cancelled: true }));
            yield* put(replace(toothPath(token)));
            return; // the address without payResult opens the page again
          }
          if (draft?.phone && isBundleId(draft.bundle))
            yield* call(releaseIdempotencyKey, draftKey(draft.phone, draft.bundle));
          if (outcome === 'fail') {
            yield* put(replace(`/newRecharge/fail?orderId=${encodeURIComponent(orderId)}`));
            return;
          }
          let bundle = isBundleId(draft?.bundle) ? draft.bundle : undefined;
          try {
            const order = yield* call(billApi.orderWechatGetById, { orderId }, quiet);
            bundle = bundleOfFace(order.faceFen) ?? bundle;
          } catch {
            /* the draft knows which bundle it was */
          }
          yield* put(replace(`/newRecharge/toothSuccess${bundle ?? '88'}?orderId=${encodeURIComponent(orderId)}`));
          return;
        }

        yield* put(own.setToken(token));
        yield* put(own.tick(yield* call(Date.now)));
        const { form, check } = yield* select(selectTooth);
        if (!form.phone) {
          const draft = yield* call(readDraft, DRAFT);
          const phone = draft?.phone || (yield* call(storedPhone));
          yield* put(own.setForm({ phone, ...(isBundleId(draft?.bundle) ? { bundle: draft.bundle } : {}) }));
        }
        const { form: filled } = yield* select(selectTooth);
        const fresh = check.status === 'done' && check.phone === filled.phone;
        const checking = filled.phone.length === PHONE_LENGTH && !phoneProblem(filled.phone) && !fresh;
        yield* all([
          call(loadActivity, own.setActivity, token),
          call(loadMerchants, own.setMerchants),
          ...(checking ? [call(checkPhone, fx, own.setCheck, filled.phone)] : []),
        ]);
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: the eligibility block's retry. */
    retryActivity: [
      function* (_: unknown, { call, select }) {
        yield* call(loadActivity, own.setActivity, (yield* select(selectTooth)).token);
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: the clinics (here and on the result pages). */
    loadMerchants: [
      function* (_: unknown, { call }) {
        yield* call(loadMerchants, own.setMerchants);
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest (after the reducer of the same name): at 11 digits the number is judged, then pre-checked. */
    editPhone: [
      function* (_: { payload: string }, fx) {
        const { form, check } = yield* fx.select(selectTooth);
        yield* fx.call(persist, form);
        yield* fx.call(phoneTyped, fx, own, form, check);
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: the "重新查询" of a failed pre-check. */
    recheck: [
      function* (_: unknown, fx) {
        yield* fx.call(recheckPhone, fx, own.setCheck, (yield* fx.select(selectTooth)).form.phone);
      },
      { type: 'takeLatest' },
    ],

    /** takeEvery (after the reducer of the same name): kept in the draft. */
    chooseBundle: function* (_: { payload: BundleId }, { call, select }) {
      yield* call(persist, (yield* select(selectTooth)).form);
    },

    /**
     * takeLeading: a double tap sends once. getOrderWechatPageCode is captcha-gated by the request layer, which
     * opens the picture captcha itself; its cancel ("请输入图片验证码") is a toast. The countdown starts on success.
     */
    sendCode: [
      function* (_: unknown, { call, put, select }) {
        const { form } = yield* select(selectTooth);
        const problem = phoneProblem(form.phone, true);
        if (problem) {
          yield* put(own.setForm({ phoneError: problem }));
          return false;
        }
        try {
          yield* call(billApi.getOrderWechatPageCode, { phone: form.phone });
        } catch (e) {
          if (placeOf(e) === 'code') yield* put(own.setForm({ codeError: { text: messageOf(e) } }));
          else yield* toast(messageOf(e), 'fail');
          return false;
        }
        yield* put(own.setForm({ sentAt: yield* call(Date.now), sentTo: form.phone, codeError: undefined }));
        yield* toast(t('recharge.tooth.sent', { phone: maskPhone(form.phone) }), 'success');
        return true;
      },
      { type: 'takeLeading' },
    ],

    /**
     * takeLeading: pays once. Checked first, in order: the number, a bundle, the campaign open, the pre-check, and
     * the SMS code when the number needs one. Then the order (orderSubmitBlack, type promo, with the token; one
     * idempotency key per number and bundle, so paying again after a cancel reuses the order) and the payment with
     * the code. Refusals show at their field, a bad token goes to /tip/error; nothing typed is lost.
     */
    submit: [
      function* (_: unknown, fx) {
        const { call, put, select, putResolve } = fx;
        const state = yield* select((s: Root) => s);
        const { form, check, token } = state.tooth;
        const phoneError = phoneProblem(form.phone, true);
        const bundleError: Problem | undefined = form.bundle ? undefined : { key: 'recharge.tooth.choose' };
        const needsSms = selectNeedsSms(state);
        const codeError = needsSms && !phoneError ? codeProblem(form.code) : undefined;
        if (phoneError || bundleError || codeError) {
          yield* put(own.setForm({ phoneError, bundleError, codeError }));
          return false;
        }
        if (selectAvailability(state).kind !== 'open') return false;
        yield* put(own.tick(yield* call(Date.now)));
        if (selectToothMaintenance(yield* select((s: Root) => s))) return false;
        const bundle = TOOTH_BUNDLES[form.bundle as BundleId];
        const info =
          check.status === 'done' && check.phone === form.phone
            ? check.info
            : yield* call(checkPhone, fx, own.setCheck, form.phone);
        if (!info) return false;
        if (!info.canRecharge) {
          yield* put(
            own.setForm({ phoneError: info.reason ? { text: info.reason } : { key: 'recharge.form.refused' } }),
          );
          return false;
        }
        yield* put(own.setFlags({ cancelled: false }));
        const draft = draftKey(form.phone, bundle.id);
        let orderId: string;
        try {
          const idempotencyKey = yield* call(idempotencyKeyFor, draft);
          const order = yield* call(
            configApi.orderSubmitBlack,
            {
              phone: form.phone,
              faceFen: bundle.creditFen,
              type: 'promo' as const,
              bundleCode: bundle.code,
              ...(token !== undefined ? { token } : {}),
            },
            { idempotencyKey },
          );
          orderId = order.orderId;
        } catch (e) {
          yield* call(refused, own, e);
          return false;
        }
        if (!orderId) {
          // The server took the order without naming it: the top-up records show it, ready to pay.
          yield* call(releaseIdempotencyKey, draft);
          yield* toast(t('recharge.order.placed'), 'success');
          yield* put(push(HISTORY_PATH));
          return true;
        }
        try {
          yield* putResolve(
            payment.actions.pay({ orderId, returnPath: toothPath(token), ...(needsSms ? { smsCode: form.code } : {}) }),
          );
        } catch (e) {
          if (e instanceof EffectCancelledError) return false;
          const code = codeOf(e);
          if (code === 'E_SMS_REQUIRED') {
            yield* put(own.setFlags({ smsFor: form.phone }));
            yield* put(own.setForm({ codeError: { key: 'recharge.tooth.codeRequired' } }));
          } else if (code === 'E_ORDER_EXPIRED' || code === 'E_ORDER_CANCELLED') {
            yield* call(releaseIdempotencyKey, draft); // the next tap orders afresh
            yield* toast(messageOf(e), 'fail');
          } else {
            yield* call(refused, own, e);
          }
          return false;
        }
        return true;
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default tooth;
