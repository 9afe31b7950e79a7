// The `recharge` model's state and reducers (defineSlice): `own`, its typed creators and its slice, which its effect
// modules (order.ts, checkout.ts) import; the model is index.ts.
import { defineSlice, setterOf } from '../../../core';
import type { Balance, ConfigItem, Fen, PayOrder } from '../../../services/api/types';
import type { Load } from '../../shared/load';
import { phoneChecked, phoneEdited, phoneLeft, type FormClock, type PhoneCheck } from '../phoneCheck';
import { AMOUNTS_FEN, OFFERS, type Offer } from '../topup';
import type { Checkout } from './checkout';
import type { OrderForm } from './order';

export interface RechargeForm extends OrderForm {
  /** The server's refusal of the last order that belongs to no field, shown above the button. */
  refusal?: string;
}

/** `clock` and `offsetMs`: the server's time when the form opened (the pre-check tells the offset), by which the
 *  day's offers and the maintenance window are judged, whatever the phone's clock says. */
export interface RechargeState extends FormClock {
  form: RechargeForm;
  check: PhoneCheck;
  offers: readonly Offer[];
  /** The server refused for its nightly maintenance. */
  maintenance: boolean;
  balance: Load<Balance>;
  banners: Load<ConfigItem[]>;
  checkout: Checkout;
}

const initial: RechargeState = {
  form: { phone: '' },
  check: { status: 'idle' },
  offers: OFFERS,
  clock: 0,
  offsetMs: 0,
  maintenance: false,
  balance: { status: 'idle' },
  banners: { status: 'idle' },
  checkout: { status: 'idle' },
};

const set = setterOf<RechargeState>();

export const rechargeSlice = defineSlice({
  namespace: 'recharge',
  state: initial,
  reducers: {
    tick: set('clock'),
    /** Typing and leaving the number (phoneCheck.ts). */
    editPhone(state, { payload }: { payload: string }) {
      return phoneEdited(state, payload);
    },
    blurPhone: phoneLeft<RechargeState>,
    chooseAmount(state, { payload }: { payload: Fen }) {
      return AMOUNTS_FEN.includes(payload)
        ? { ...state, form: { ...state.form, faceFen: payload, amountError: undefined } }
        : state;
    },
    setForm(state, { payload }: { payload: Partial<RechargeForm> }) {
      return { ...state, form: { ...state.form, ...payload } };
    },
    setCheck(state, { payload }: { payload: PhoneCheck }) {
      return phoneChecked(state, payload);
    },
    setMaintenance: set('maintenance'),
    setBalance: set('balance'),
    setBanners: set('banners'),
    /** A new order starts clean; the same order keeps its "cancelled" note while it reloads. */
    checkoutLoading(state, { payload }: { payload: string }) {
      const same = state.checkout.orderId === payload;
      const kept = same ? { order: state.checkout.order, cancelled: state.checkout.cancelled } : {};
      return { ...state, checkout: { status: 'loading' as const, orderId: payload, ...kept } };
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
    /** The server's refusal to start the payment (undefined as a payment starts). */
    payRefused(state, { payload }: { payload?: string }) {
      return { ...state, checkout: { ...state.checkout, refusal: payload } };
    },
    /** The server's refusal of an order that belongs to no field (undefined as an order starts). */
    orderRefused(state, { payload }: { payload?: string }) {
      return { ...state, form: { ...state.form, refusal: payload } };
    },
  },
});

/** The reducer creators and `own.select()`, as the model's effects have them. */
export const { own } = rechargeSlice;
