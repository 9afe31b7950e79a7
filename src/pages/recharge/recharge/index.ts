// The standard top-up (PAGES.md §2.7): the hub's balance and banners; the form (number checked as typed, then
// pre-checked through the `global` model, phoneCheck.ts; amounts and the offers that price them, topup.ts); the
// order (orderSubmitBlack, a `submit` with one key per number and amount); the checkout's order, what the payment
// brought back and the wait for the credit (checkout.ts). The promotional top-up is the `tooth` model.
import { createSelector } from 'reselect';
import { call } from 'typed-redux-saga';
import { defineModel, push, submit } from '../../../core';
import * as billApi from '../../../services/api/bill';
import * as configApi from '../../../services/api/config';
import type { Fen } from '../../../services/api/types';
import {
  AMOUNTS_FEN,
  chinaDayOfMonth,
  inMaintenance,
  phoneProblem,
  priceTable,
  readDraft,
  saveDraft,
  storedPhone,
} from '../topup';
import { checkPhone, phoneEffects, phoneStatusOf, serverClock } from '../phoneCheck';
import { loadInto } from '../../shared/load';
import { cleanPhone, PHONE_LENGTH } from '../../shared/phone';
import { awaitCredit, openCheckout, payCheckout } from './checkout';
import { orderTopup } from './order';
import { rechargeSlice, type RechargeForm, type RechargeState } from './slice';

export type { RechargeForm, RechargeState } from './slice';

export const DRAFT = 'recharge';

/** The idempotency key's intent: one per number and amount, so a retry of the same order sends the same key. */
export const draftKey = (phone: string, faceFen: Fen) => `recharge:${phone}:${faceFen}`;

/** The slice, for the model's own sagas (pages and tests read `recharge.select`). */
const slice = (s: { recharge: RechargeState }) => s.recharge;

// Before the form has opened (clock 0: the state a pre-rendered page starts from) the day is unknown: no offer, so no
// day's price shows on another day; the day's offers come once `open` has read the clock.
const todaysPrices = createSelector(
  [(s: RechargeState) => s.offers, (s: RechargeState) => (s.clock ? chinaDayOfMonth(serverClock(s)) : 0)],
  priceTable,
);

const persist = (form: RechargeForm) =>
  saveDraft(DRAFT, { phone: form.phone, ...(form.faceFen ? { faceFen: form.faceFen } : {}) });

/** The form's values a submission orders. */
export interface OrderInput {
  phone: string;
  faceFen?: Fen;
}

// ---------------------------------------------------------------- the model

const recharge = defineModel({
  ...rechargeSlice,
  selectors: {
    /** Every amount with what it costs today. */
    priceTable: todaysPrices,
    /** The chosen amount's row, if one is chosen. */
    chosen: (s: RechargeState) => todaysPrices(s).find((r) => r.faceFen === s.form.faceFen),
    /** What the number field says under itself. */
    phoneStatus: createSelector([(s: RechargeState) => s.form, (s: RechargeState) => s.check], phoneStatusOf),
    /** The nightly pause: the window by the server's clock, or the server's refusal. */
    maintenance: (s: RechargeState) => s.maintenance || inMaintenance(serverClock(s)),
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
        const { form, check } = yield* select(slice);
        if (!form.phone) {
          const draft = yield* call(readDraft, DRAFT);
          const phone = draft?.phone || (yield* call(storedPhone));
          const faceFen = draft?.faceFen && AMOUNTS_FEN.includes(draft.faceFen) ? draft.faceFen : form.faceFen;
          yield* put(own.setForm({ phone, faceFen }));
        }
        const { form: filled } = yield* select(slice);
        const fresh = check.status === 'done' && check.phone === filled.phone;
        if (filled.phone.length === PHONE_LENGTH && !phoneProblem(filled.phone) && !fresh)
          yield* call(checkPhone, own.setCheck, filled.phone);
      },
      { type: 'takeLatest' },
    ],

    ...phoneEffects(own, slice, persist),

    /** takeEvery (runs after the reducer of the same name): the choice is kept in the draft. */
    chooseAmount: function* (_: { payload: Fen }, { call, select }) {
      yield* call(persist, (yield* select(slice)).form);
    },

    /**
     * submit: the form's number and amount (a double tap orders once, `recharge.loading('submit')`). Nothing
     * reaches the server unchecked: the number's format, an amount, and a pre-check that allows a top-up. Then
     * orderSubmitBlack with the intent's key (the same on a retry); its refusals show at the number (blacklist,
     * other operator), at the amount (daily cap), as the maintenance banner, or above the button; a failure is the
     * failure toast. Nothing typed is lost (the form saves as it is typed). Success goes to the checkout.
     */
    submit: submit(
      function* (_: { payload: OrderInput }, fx, submission) {
        return yield* fx.call(orderTopup, yield* fx.select(slice), submission);
      },
      { intent: ({ phone, faceFen }) => draftKey(phone, faceFen ?? 0), refused: own.orderRefused },
    ),

    /** takeLatest: the checkout of `orderId`, or what the payment brought back (`payResult`): checkout.ts. */
    openCheckout: [
      function* ({ payload }: { payload: { orderId: string; payResult?: string } }, { call }) {
        yield* call(openCheckout, payload.orderId, payload.payResult);
      },
      { type: 'takeLatest' },
    ],

    /**
     * submit: 微信支付 (checkout.ts), once at a time (`recharge.loading('pay')`), with the order's payment key; the
     * server's refusal shows on the checkout, a failure is the failure toast; the order stays.
     */
    pay: submit(
      function* ({ payload }: { payload: { orderId: string } }, fx, submission) {
        return yield* fx.call(payCheckout, payload.orderId, submission);
      },
      { intent: ({ orderId }) => `pay:${orderId}`, refused: own.payRefused },
    ),

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

    /** takeLatest: paySuccess waits for the credit (checkout.ts). */
    awaitCredit: [
      function* ({ payload }: { payload: { orderId: string; payResult?: string } }, { call }) {
        yield* call(awaitCredit, payload.orderId, payload.payResult);
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: a read. The balance card fails on its own, with its own retry (no toast). */
    loadBalance: [
      function* () {
        yield* loadInto(own.setBalance, call(billApi.queryUserBalance));
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: a read. The hub's banners are a bonus: a failure hides them. */
    loadBanners: [
      function* () {
        yield* loadInto(own.setBanners, call(configApi.list, { kind: 'banner' as const, page: 'newRecharge' }));
      },
      { type: 'takeLatest' },
    ],
  }),
});

export default recharge;
