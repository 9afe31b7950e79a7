// The `tooth` model's state and reducers (defineSlice): `own`, its typed creators and its slice, which its order
// (order.ts) imports; the model is index.ts, its bundles, links and rules ../toothRules.ts.
import { defineSlice, setterOf } from '../../../core';
import { cleanCode } from '../../shared/phone';
import { phoneChecked, phoneEdited, phoneLeft, type PhoneCheck } from '../phoneCheck';
import { isBundleId, type BundleId, type ToothForm, type ToothState } from '../toothRules';

const initial: ToothState = {
  activity: { status: 'idle' },
  merchants: { status: 'idle' },
  form: { phone: '', code: '', sentAt: null },
  check: { status: 'idle' },
  maintenance: false,
  clock: 0,
  offsetMs: 0,
  ended: false,
  cancelled: false,
};

const set = setterOf<ToothState>();

export const toothSlice = defineSlice({
  namespace: 'tooth',
  state: initial,
  reducers: {
    setToken: set('token'),
    setActivity: set('activity'),
    setMerchants: set('merchants'),
    setCheck(state, { payload }: { payload: PhoneCheck }) {
      return phoneChecked(state, payload);
    },
    /** The server's clock less the phone's, told by an answer (the campaign's, the pre-check's). */
    setOffset: set('offsetMs'),
    setForm(state, { payload }: { payload: Partial<ToothForm> }) {
      return { ...state, form: { ...state.form, ...payload } };
    },
    tick: set('clock'),
    setFlags(
      state,
      { payload }: { payload: Partial<Pick<ToothState, 'maintenance' | 'ended' | 'cancelled' | 'smsFor' | 'unpaid'>> },
    ) {
      return { ...state, ...payload };
    },
    /** Typing (which clears the code's message too) and leaving the number (phoneCheck.ts). */
    editPhone(state, { payload }: { payload: string }) {
      return phoneEdited(state, payload, { codeError: undefined });
    },
    blurPhone: phoneLeft<ToothState>,
    chooseBundle(state, { payload }: { payload: BundleId }) {
      return isBundleId(payload)
        ? { ...state, form: { ...state.form, bundle: payload, bundleError: undefined } }
        : state;
    },
    /** The server's refusal of an order for no field (undefined as an order starts). */
    setRefusal: set('refusal'),
    editCode(state, { payload }: { payload: string }) {
      return { ...state, form: { ...state.form, code: cleanCode(payload), codeError: undefined } };
    },
  },
});

/** The reducer creators and `own.select()`, as the model's effects have them. */
export const { own } = toothSlice;
