// The `depositGift` model's state and reducers (defineSlice): `own`, its typed creators and its slice, which the
// model's effect modules (reception.ts, pay.ts, visitor.ts) import; the model itself is index.ts.
import { defineSlice, setterOf } from '../../../core';
import type { AgreementInfo } from '../../../services/api/types';
import { editPhoneCode, type PhoneCodeEdit } from '../../../models/loginRules';
import type { Load } from '../../shared/load';
import {
  idle,
  initialState,
  loading,
  type DepositGiftState,
  type Offer,
  type OfferProblem,
  type VisitorForm,
} from '../offer';

const set = setterOf<DepositGiftState>();

export const depositGiftSlice = defineSlice({
  namespace: 'depositGift',
  state: initialState,
  reducers: {
    /** A page starts over for an activity; the ticks and the visitor's form stay. */
    begin(state, { payload }: { payload: { actId: string; only?: number[] } }) {
      return {
        ...initialState,
        accepted: state.accepted,
        visitor: state.visitor,
        result: state.result,
        actId: payload.actId,
        only: payload.only,
        offer: loading,
      };
    },
    saveOffer(state, { payload }: { payload: { offer: Offer; tier?: number } }) {
      return { ...state, offer: { status: 'ready' as const, data: payload.offer }, tier: payload.tier };
    },
    offerFailed(state, { payload }: { payload: { problem: OfferProblem; message: string } }) {
      return { ...state, offer: { status: 'error' as const, ...payload } };
    },
    setRules: set('rules'),
    /** Another tier: its own order and agreement, and the last error goes. */
    selectTier(state, { payload }: { payload: number }) {
      if (state.tier === payload) return state;
      return { ...state, tier: payload, sheet: { open: false, agreement: idle }, payError: undefined };
    },
    saveOrder: set('order'),
    setSheet(state, { payload }: { payload: { open: boolean; agreement?: Load<AgreementInfo> } }) {
      return { ...state, sheet: { open: payload.open, agreement: payload.agreement ?? state.sheet.agreement } };
    },
    closeSheet(state) {
      return { ...state, sheet: { ...state.sheet, open: false } };
    },
    accept(state, { payload }: { payload: { actId: string; value: boolean } }) {
      return {
        ...state,
        accepted: { ...state.accepted, [payload.actId]: payload.value },
        agreementError: payload.value ? false : state.agreementError,
      };
    },
    setAgreementError: set('agreementError'),
    /** Why the last payment did not start (undefined as one starts): the server's refusal, or the order's state. */
    setPayError: set('payError'),
    setSignError: set('signError'),
    editVisitor(state, { payload }: { payload: PhoneCodeEdit }) {
      return { ...state, visitor: editPhoneCode(state.visitor, payload) };
    },
    setVisitor(state, { payload }: { payload: Partial<VisitorForm> }) {
      return { ...state, visitor: { ...state.visitor, ...payload } };
    },
    setResult(state, { payload }: { payload: Partial<DepositGiftState['result']> }) {
      return { ...state, result: { ...state.result, ...payload } };
    },
  },
});

/** The reducer creators and `own.select()`, as the model's effects have them. */
export const { own } = depositGiftSlice;
