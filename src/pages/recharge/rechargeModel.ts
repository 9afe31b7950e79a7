// The standard top-up (PAGES.md §2.7): the hub's balance and banners; the form (number checked as typed, then
// pre-checked through the `global` model; amounts and the offers that price them); the order (orderSubmitBlack,
// one idempotency key per draft); the checkout's order and what the payment brought back; the wait for the credit.
// Paying is the `payment` model's, polling the `payOrder` model's; the promotional top-up is toothModel.ts.
import { createSelector } from 'reselect';
import { call, put } from 'typed-redux-saga';
import {
  defineModel,
  EffectCancelledError,
  push,
  replace,
  type PayloadCreator,
  type EffectsCommandMap,
} from '../../core';
import global from '../../models/global';
import payment, { type PayOutcome } from '../../models/payment';
import payOrder from '../../models/payOrder';
import ui from '../../models/ui';
import * as billApi from '../../services/api/bill';
import * as configApi from '../../services/api/config';
import * as shellApi from '../../services/api/shell';
import type {
  Balance,
  ConfigItem,
  Fen,
  OrderCreated,
  PayOrder,
  PayOrderStatus,
  PreCheckInfo,
} from '../../services/api/types';
import { releaseIdempotencyKey } from '../../services/request';
import { t, type MessageKey } from '../../locales';
import { chinaDayOfMonth, inMaintenance, phoneProblem, placeOf, readDraft, saveDraft, storedPhone } from './topup';
import { codeOf } from '../shared/errors';
import { messageOf, type Load } from '../shared/load';
import { cannotConfirm, sendConfirmed } from '../shared/outcome';
import { cleanPhone, PHONE_LENGTH, type Problem } from '../shared/phone';
import { selectOutcomeLogged } from '../shared/payOutcome';
import { takePrefetched } from '../../models/prefetch';

// ---------------------------------------------------------------- types and data

/** The standard amounts (PAGES.md §2.7), in fen. */
export const AMOUNTS_FEN: readonly Fen[] = [1000, 2000, 3000, 5000, 10000, 20000, 30000, 50000];

/** A price below face value on a day of the month (China time). The server prices the order; this is the menu. */
export interface Offer {
  faceFen: Fen;
  payFen: Fen;
  day: number;
  note: MessageKey;
}

export const OFFERS: readonly Offer[] = [{ faceFen: 10000, payFen: 9800, day: 1, note: 'recharge.form.offerNote' }];

export interface PriceRow {
  faceFen: Fen;
  payFen: Fen;
  offer?: Offer;
}

export interface RechargeForm {
  phone: string;
  faceFen?: Fen;
  phoneError?: Problem;
  amountError?: Problem;
}

/** The pre-check of the number in the field: its region and operator, or why it cannot be topped up. */
export type PhoneCheck =
  | { status: 'idle' }
  | { status: 'checking'; phone: string }
  | { status: 'done'; phone: string; info: PreCheckInfo }
  | { status: 'error'; phone: string; message: string };

export interface Checkout {
  status: 'idle' | 'loading' | 'ready' | 'error';
  orderId?: string;
  order?: PayOrder;
  message?: string;
  /** The customer cancelled the payment: the order stays payable. */
  cancelled?: boolean;
}

export interface RechargeState {
  form: RechargeForm;
  check: PhoneCheck;
  offers: readonly Offer[];
  /** Date.now() when the form opened: the day's offers and the maintenance window are judged by it. */
  clock: number;
  /** The server refused for its nightly maintenance. */
  maintenance: boolean;
  balance: Load<Balance>;
  banners: Load<ConfigItem[]>;
  checkout: Checkout;
}

export const DRAFT = 'recharge';
export const CHECKOUT_PATH = '/newRecharge/recharge';
const PAID: readonly PayOrderStatus[] = ['paid', 'crediting', 'credited'];
const FAILED: readonly PayOrderStatus[] = ['failed', 'refunded'];
/** After WeChat Pay says success the operator may not know yet: ask again for up to 5 × 2 s. */
export const UNPAID_RETRIES = 5;
export const UNPAID_RETRY_MS = 2000;

const initial: RechargeState = {
  form: { phone: '' },
  check: { status: 'idle' },
  offers: OFFERS,
  clock: 0,
  maintenance: false,
  balance: { status: 'idle' },
  banners: { status: 'idle' },
  checkout: { status: 'idle' },
};

/** The top-up records, where an order is paid when its answer did not name it. */
export const HISTORY_PATH = '/newRecharge/history';
const path = (route: string, orderId: string) => `/newRecharge/${route}?orderId=${encodeURIComponent(orderId)}`;
/** The idempotency key's draft: one per number and amount, so a retry of the same order sends the same key. */
export const draftKey = (phone: string, faceFen: Fen) => `recharge:${phone}:${faceFen}`;
const quiet = { onFail: () => undefined };

// ---------------------------------------------------------------- selectors

export const selectRecharge = (s: { recharge: RechargeState }) => s.recharge;
const selectOffers = (s: { recharge: RechargeState }) => s.recharge.offers;
const selectDay = (s: { recharge: RechargeState }) => chinaDayOfMonth(s.recharge.clock);
const selectForm = (s: { recharge: RechargeState }) => s.recharge.form;
const selectCheck = (s: { recharge: RechargeState }) => s.recharge.check;

/** Every amount with what it costs today. */
export const selectPriceTable = createSelector([selectOffers, selectDay], (offers, day): PriceRow[] =>
  AMOUNTS_FEN.map((faceFen) => {
    const offer = offers.find((o) => o.faceFen === faceFen && o.day === day);
    return offer ? { faceFen, payFen: offer.payFen, offer } : { faceFen, payFen: faceFen };
  }),
);

/** The chosen amount's row, if one is chosen. */
export const selectChosen = createSelector([selectPriceTable, selectForm], (table, form) =>
  table.find((r) => r.faceFen === form.faceFen),
);

/** What the number field says under itself: checking, the region, a refusal, or a failed check (with retry). */
export type PhoneStatus =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'ok'; info: PreCheckInfo }
  | { kind: 'refused'; info: PreCheckInfo }
  | { kind: 'error'; message: string };

/** The status of a form's number against its check (stale checks, and numbers with a message, say nothing). */
export function phoneStatusOf(form: { phone: string; phoneError?: Problem }, check: PhoneCheck): PhoneStatus {
  if (check.status === 'idle' || check.phone !== form.phone || form.phoneError) return { kind: 'none' };
  if (check.status === 'checking') return { kind: 'checking' };
  if (check.status === 'error') return { kind: 'error', message: check.message };
  return check.info.canRecharge ? { kind: 'ok', info: check.info } : { kind: 'refused', info: check.info };
}

export const selectPhoneStatus = createSelector([selectForm, selectCheck], phoneStatusOf);

export const selectMaintenance = (s: { recharge: RechargeState }) =>
  s.recharge.maintenance || inMaintenance(s.recharge.clock);

// ---------------------------------------------------------------- sagas shared by effects

/** The form's creator, for the message at the number. */
export type SetPhoneError = PayloadCreator<{ phoneError?: Problem }>;

const takeAheadCheck = (phone: string): Promise<PreCheckInfo> | undefined =>
  takePrefetched(`preCheck:${phone}`, shellApi.preCheckToPhone);

/**
 * The pre-check the entry started for the saved number (src/layouts/firstData.ts), kept as the `global` model
 * keeps its own; undefined when none was started or it failed (then the model asks, as without it).
 */
export function* aheadCheck(phone: string) {
  const ahead = yield* call(takeAheadCheck, phone);
  if (!ahead) return undefined;
  try {
    const info: PreCheckInfo = yield* call(() => ahead);
    yield* put(global.actions.savePreCheckInfo(info));
    return info;
  } catch {
    return undefined; // asked again, through the model, which shows its failure
  }
}

/**
 * Pre-checks a number through the `global` model (which keeps it as preCheckInfo) and keeps the answer for the
 * field through `setCheck` (the form model's). A newer check supersedes this one: its answer counts, so a
 * cancelled one leaves no trace.
 */
export function* checkPhone(
  { put, putResolve }: EffectsCommandMap,
  setCheck: PayloadCreator<PhoneCheck>,
  phone: string,
) {
  yield* put(setCheck({ status: 'checking', phone }));
  try {
    const info = (yield* call(aheadCheck, phone)) ?? (yield* putResolve(global.actions.preCheckToPhone({ phone })));
    yield* put(setCheck({ status: 'done', phone, info }));
    return info;
  } catch (e) {
    if (e instanceof EffectCancelledError) return undefined;
    yield* put(setCheck({ status: 'error', phone, message: messageOf(e) }));
    return undefined;
  }
}

/**
 * A typed number, after the form's reducer took it: under 11 digits nothing is judged; then the format, shown at
 * the field (`setForm`); then the pre-check (`setCheck`), unless this number's check is already done or under way.
 */
export function* phoneTyped(
  fx: EffectsCommandMap,
  own: { setForm: SetPhoneError; setCheck: PayloadCreator<PhoneCheck> },
  form: { phone: string },
  check: PhoneCheck,
) {
  if (form.phone.length < PHONE_LENGTH) return;
  const problem = phoneProblem(form.phone);
  if (problem) {
    yield* fx.put(own.setForm({ phoneError: problem }));
    return;
  }
  if (check.status !== 'idle' && check.phone === form.phone && check.status !== 'error') return;
  yield* fx.call(checkPhone, fx, own.setCheck, form.phone);
}

/** The "重新查询" of a failed pre-check: a number of the right form is checked again. */
export function* recheckPhone(fx: EffectsCommandMap, setCheck: PayloadCreator<PhoneCheck>, phone: string) {
  if (!phoneProblem(phone, true)) yield* fx.call(checkPhone, fx, setCheck, phone);
}

function* toastFail(error: unknown) {
  yield* put(ui.actions.toast({ text: messageOf(error), kind: 'fail' }));
}

interface CheckoutCreators {
  checkoutLoading: PayloadCreator<string>;
  checkoutLoaded: PayloadCreator<PayOrder>;
  checkoutFailed: PayloadCreator<string>;
}

function* loadCheckout(own: CheckoutCreators, orderId: string) {
  yield* put(own.checkoutLoading(orderId));
  let order: PayOrder;
  try {
    order = yield* call(billApi.orderWechatGetById, { orderId }, quiet);
  } catch (e) {
    yield* put(own.checkoutFailed(messageOf(e)));
    return;
  }
  yield* put(own.checkoutLoaded(order));
  if (PAID.includes(order.status)) yield* put(replace(path('paySuccess', orderId)));
  else if (FAILED.includes(order.status)) yield* put(replace(path('fail', orderId)));
}

const persist = (form: RechargeForm) =>
  saveDraft(DRAFT, { phone: form.phone, ...(form.faceFen ? { faceFen: form.faceFen } : {}) });

// ---------------------------------------------------------------- the model

const recharge = defineModel({
  namespace: 'recharge',
  state: initial,
  reducers: {
    tick(state, { payload }: { payload: number }) {
      return { ...state, clock: payload };
    },
    /** Typing: only digits, up to 11; the field's message and a stale check go. */
    editPhone(state, { payload }: { payload: string }) {
      const phone = cleanPhone(payload);
      const check =
        state.check.status !== 'idle' && state.check.phone === phone ? state.check : { status: 'idle' as const };
      return { ...state, form: { ...state.form, phone, phoneError: undefined }, check };
    },
    /** Leaving the field judges what is there; an empty field is only asked for on submit. */
    blurPhone(state) {
      const { phone } = state.form;
      return phone ? { ...state, form: { ...state.form, phoneError: phoneProblem(phone, true) } } : state;
    },
    chooseAmount(state, { payload }: { payload: Fen }) {
      return AMOUNTS_FEN.includes(payload)
        ? { ...state, form: { ...state.form, faceFen: payload, amountError: undefined } }
        : state;
    },
    setForm(state, { payload }: { payload: Partial<RechargeForm> }) {
      return { ...state, form: { ...state.form, ...payload } };
    },
    setCheck(state, { payload }: { payload: PhoneCheck }) {
      return { ...state, check: payload };
    },
    setMaintenance(state, { payload }: { payload: boolean }) {
      return { ...state, maintenance: payload };
    },
    setBalance(state, { payload }: { payload: Load<Balance> }) {
      return { ...state, balance: payload };
    },
    setBanners(state, { payload }: { payload: Load<ConfigItem[]> }) {
      return { ...state, banners: payload };
    },
    /** A new order starts clean; the same order keeps its "cancelled" note while it reloads. */
    checkoutLoading(state, { payload }: { payload: string }) {
      const same = state.checkout.orderId === payload;
      return {
        ...state,
        checkout: {
          status: 'loading' as const,
          orderId: payload,
          order: same ? state.checkout.order : undefined,
          cancelled: same && state.checkout.cancelled,
        },
      };
    },
    checkoutLoaded(state, { payload }: { payload: PayOrder }) {
      return { ...state, checkout: { ...state.checkout, status: 'ready' as const, order: payload } };
    },
    checkoutFailed(state, { payload }: { payload: string }) {
      return { ...state, checkout: { ...state.checkout, status: 'error' as const, message: payload } };
    },
    checkoutCancelled(state, { payload }: { payload: string }) {
      return { ...state, checkout: { ...state.checkout, orderId: payload, cancelled: true } };
    },
    checkoutNoteCleared(state) {
      return { ...state, checkout: { ...state.checkout, cancelled: false } };
    },
  },
  effects: (own) => ({
    /**
     * takeLatest: opening the form. Starts the day's clock; an empty form takes the draft, then the saved number
     * (wechatUser_phone); a complete number is pre-checked at once.
     */
    open: [
      function* (_: unknown, fx) {
        const { call, put, select } = fx;
        yield* put(own.tick(yield* call(Date.now)));
        const { form, check } = yield* select(selectRecharge);
        if (!form.phone) {
          const draft = yield* call(readDraft, DRAFT);
          const phone = draft?.phone || (yield* call(storedPhone));
          const faceFen = draft?.faceFen && AMOUNTS_FEN.includes(draft.faceFen) ? draft.faceFen : form.faceFen;
          yield* put(own.setForm({ phone, faceFen }));
        }
        const { form: filled } = yield* select(selectRecharge);
        const fresh = check.status === 'done' && check.phone === filled.phone;
        if (filled.phone.length === PHONE_LENGTH && !phoneProblem(filled.phone) && !fresh)
          yield* call(checkPhone, fx, own.setCheck, filled.phone);
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest (runs after the reducer of the same name): at 11 digits the number is judged, then pre-checked. */
    editPhone: [
      function* (_: { payload: string }, fx) {
        const { form, check } = yield* fx.select(selectRecharge);
        yield* fx.call(persist, form);
        yield* fx.call(phoneTyped, fx, own, form, check);
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: the "重新查询" of a failed pre-check. */
    recheck: [
      function* (_: unknown, fx) {
        yield* fx.call(recheckPhone, fx, own.setCheck, (yield* fx.select(selectRecharge)).form.phone);
      },
      { type: 'takeLatest' },
    ],

    /** takeEvery (runs after the reducer of the same name): the choice is kept in the draft. */
    chooseAmount: function* (_: { payload: Fen }, { call, select }) {
      yield* call(persist, (yield* select(selectRecharge)).form);
    },

    /**
     * takeLeading: a double tap orders once. Nothing reaches the server unchecked: the number's format, an amount,
     * and a pre-check that allows a top-up. Then orderSubmitBlack with the draft's idempotency key (the same on a
     * retry); its refusals show at the number (blacklist, other operator), at the amount (daily cap) or as the
     * maintenance banner; the rest as a toast. Nothing typed is lost. Success goes to the checkout.
     */
    submit: [
      function* (_: unknown, fx) {
        const { call, put, select } = fx;
        const { form, check } = yield* select(selectRecharge);
        const phoneError = phoneProblem(form.phone, true);
        const amountError: Problem | undefined = form.faceFen ? undefined : { key: 'recharge.form.amountRequired' };
        if (phoneError || amountError) {
          yield* put(own.setForm({ phoneError, amountError }));
          return false;
        }
        const faceFen = form.faceFen as Fen;
        const info =
          check.status === 'done' && check.phone === form.phone
            ? check.info
            : yield* call(checkPhone, fx, own.setCheck, form.phone);
        if (!info) return false; // the failed check shows at the field, with its retry
        if (!info.canRecharge) {
          yield* put(
            own.setForm({ phoneError: info.reason ? { text: info.reason } : { key: 'recharge.form.refused' } }),
          );
          return false;
        }
        const draft = draftKey(form.phone, faceFen);
        let orderId: string;
        try {
          // A lost answer is no failure: no read lists an unpaid top-up, so the result is said to be confirming
          // and the retry's same key gets the order the server made.
          const order = yield* sendConfirmed<OrderCreated>({
            draft,
            *send(idempotencyKey) {
              return yield* call(
                configApi.orderSubmitBlack,
                { phone: form.phone, faceFen, type: 'standard' as const },
                { idempotencyKey },
              );
            },
            confirm: cannotConfirm,
          });
          orderId = order.orderId;
        } catch (e) {
          const place = placeOf(e);
          if (place === 'phone') yield* put(own.setForm({ phoneError: { text: messageOf(e) } }));
          else if (place === 'amount') yield* put(own.setForm({ amountError: { text: messageOf(e) } }));
          else if (place === 'maintenance') yield* put(own.setMaintenance(true));
          else yield* call(toastFail, e);
          return false;
        }
        yield* call(releaseIdempotencyKey, draft);
        if (!orderId) {
          // The server took the order without naming it: the top-up records show it, ready to pay.
          void (yield* put(ui.actions.toast({ text: t('recharge.order.placed'), kind: 'success' })));
          yield* put(push(HISTORY_PATH));
          return true;
        }
        yield* put(push(path('recharge', orderId)));
        return true;
      },
      { type: 'takeLeading' },
    ],

    /**
     * takeLatest: the checkout of `orderId`, or what the payment brought back (`payResult`). success → paySuccess;
     * fail → logged, then the fail page; cancel → logged, the order kept payable with a note (the address loses
     * `payResult`, so a reload does not log it twice). An order already paid or failed goes to its result.
     */
    openCheckout: [
      function* ({ payload }: { payload: { orderId: string; payResult?: string } }, { call, put, select }) {
        const { orderId, payResult } = payload;
        const outcome: PayOutcome | undefined =
          payResult === 'success' || payResult === 'cancel' || payResult === 'fail' ? payResult : undefined;
        if (outcome === 'success') {
          yield* put(replace(path('paySuccess', orderId)));
          return;
        }
        if (outcome) {
          // Inside WeChat the payment model logged it already, before it came back here.
          const logged = yield* select(selectOutcomeLogged(orderId));
          if (!logged) void (yield* put(payment.actions.logOutcome({ orderId, outcome }))); // best effort, never throws
          if (outcome === 'fail') {
            yield* put(replace(path('fail', orderId)));
            return;
          }
          yield* put(own.checkoutCancelled(orderId));
          yield* put(replace(path('recharge', orderId)));
          return; // the address without payResult opens the checkout again
        }
        yield* call(loadCheckout, own, orderId);
      },
      { type: 'takeLatest' },
    ],

    /**
     * takeLeading: 微信支付. The payment model pays (WeChat Pay inside WeChat, the cashier outside) and comes back to
     * the checkout with the outcome. A refusal: an expired or cancelled order shows as such, a paid one goes to
     * its result, anything else is a toast; the order stays.
     */
    pay: [
      function* ({ payload }: { payload: { orderId: string } }, { call, put, putResolve }) {
        yield* put(own.checkoutNoteCleared());
        try {
          yield* putResolve(payment.actions.pay({ orderId: payload.orderId, returnPath: CHECKOUT_PATH }));
        } catch (e) {
          if (e instanceof EffectCancelledError) return;
          const code = codeOf(e);
          if (code === 'E_ORDER_PAID') yield* put(replace(path('paySuccess', payload.orderId)));
          else if (code === 'E_ORDER_EXPIRED' || code === 'E_ORDER_CANCELLED')
            yield* call(loadCheckout, own, payload.orderId);
          else yield* call(toastFail, e);
        }
      },
      { type: 'takeLeading' },
    ],

    /** takeLeading: "重新下单"/"重新充值": back to the form with the number and amount kept (never in the address). */
    again: [
      function* ({ payload }: { payload: { phone: string; faceFen?: Fen } }, { call, put }) {
        const form: RechargeForm = {
          phone: cleanPhone(payload.phone),
          faceFen: payload.faceFen && AMOUNTS_FEN.includes(payload.faceFen) ? payload.faceFen : undefined,
        };
        yield* put(own.setForm({ ...form, phoneError: undefined, amountError: undefined }));
        yield* call(persist, form);
        yield* put(push('/newRecharge/index2'));
      },
      { type: 'takeLeading' },
    ],

    /**
     * takeLatest: paySuccess waits for the credit. payOrder polls every 2 s for up to 30 s; credited → success,
     * failed → fail; still moving → the page says "预计10分钟内到账". An order not yet known as paid (WeChat Pay
     * can answer before the operator hears) is asked again a few times.
     */
    awaitCredit: [
      function* ({ payload }: { payload: { orderId: string; payResult?: string } }, { put, putResolve, delay }) {
        if (payload.payResult === 'cancel' || payload.payResult === 'fail') {
          // A cashier that came back here with another outcome: the checkout knows what to do with it.
          yield* put(replace(`${path('recharge', payload.orderId)}&payResult=${payload.payResult}`));
          return;
        }
        let order: PayOrder | undefined;
        for (let attempt = 0; ; attempt += 1) {
          order = yield* putResolve(payOrder.actions.watch({ orderId: payload.orderId }));
          if (order?.status !== 'unpaid' || attempt >= UNPAID_RETRIES) break;
          yield* delay(UNPAID_RETRY_MS);
        }
        if (order?.status === 'credited') yield* put(replace(path('success', payload.orderId)));
        else if (order && FAILED.includes(order.status)) yield* put(replace(path('fail', payload.orderId)));
        else if (order?.status === 'unpaid') yield* put(payOrder.actions.timeOut()); // still unknown: "it will arrive later"
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: a read. The balance card fails on its own, with its own retry (no toast). */
    loadBalance: [
      function* (_: unknown, { call, put }) {
        yield* put(own.setBalance({ status: 'loading' }));
        try {
          const data = yield* call(billApi.queryUserBalance, undefined, quiet);
          yield* put(own.setBalance({ status: 'ready', data }));
        } catch (e) {
          yield* put(own.setBalance({ status: 'error', message: messageOf(e) }));
        }
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: a read. The hub's banners are a bonus: a failure hides them. */
    loadBanners: [
      function* (_: unknown, { call, put }) {
        yield* put(own.setBanners({ status: 'loading' }));
        try {
          const data = yield* call(configApi.list, { kind: 'banner' as const, page: 'newRecharge' }, quiet);
          yield* put(own.setBanners({ status: 'ready', data }));
        } catch (e) {
          yield* put(own.setBanners({ status: 'error', message: messageOf(e) }));
        }
      },
      { type: 'takeLatest' },
    ],
  }),
});

export default recharge;
