// `/mobileBusiness/orderTracking` for a customer without a bound number (a new customer who ordered a card or
// broadband): an order is found by its number and the contact phone given with it, which a business SMS code proves
// (getBusiSmsNotLogin; the request layer asks the picture captcha first, as for every SMS). The server remembers the
// proof for the session, so a second order of the same phone needs no new code.
import { call } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import * as billApi from '../../services/api/bill';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { TradeInfo } from '../../services/api/types';
import { setterOf } from '../shared/setter';
import { sendRefusable } from './refusableSend';

export interface LookupState {
  /** When the last code was sent (the SMS button counts down from it), and to which phone. */
  sentAt: number | null;
  sentTo?: string;
  /** The server's refusal (a wrong code, no such order), shown above the button; the fields are kept. */
  refusal?: string;
  /** The order found. */
  found?: TradeInfo;
}

const initial: LookupState = { sentAt: null };

export interface LookupQuery {
  orderNo: string;
  phone: string;
  smsCode: string;
}

const set = setterOf<LookupState>();

const orderLookup = defineModel({
  namespace: 'orderLookup',
  state: initial,
  reducers: {
    setRefusal: set('refusal'),
    setFound: set('found'),
    sent(state, { payload }: { payload: { at: number; phone: string } }) {
      return { ...state, sentAt: payload.at, sentTo: payload.phone, refusal: undefined };
    },
    /** Another order: the form again, the code sent kept counting. */
    again(state) {
      return { ...state, found: undefined, refusal: undefined };
    },
  },
  effects: (own) => ({
    /**
     * takeLeading: the code to the contact phone. Resolves true when sent; a refusal (too frequent, locked) is the
     * server's message above the button; any other failure the toast.
     */
    sendCode: [
      function* ({ payload }: { payload: { phone: string } }) {
        return yield* sendRefusable(
          call(handlebusiApi.getBusiSmsNotLogin, { phone: payload.phone }),
          own.setRefusal,
          () => own.sent({ at: Date.now(), phone: payload.phone }),
        );
      },
      { type: 'takeLeading' },
    ],
    /** submit: the order asked with the phone and its code; a refusal stays above the button, the fields kept. */
    find: submit(
      function* ({ payload }: { payload: LookupQuery }, { put }) {
        const trade = yield* call(billApi.getTradebhInfoCbss, {
          orderNo: payload.orderNo,
          phone: payload.phone,
          ...(payload.smsCode ? { smsCode: payload.smsCode } : {}),
        });
        yield* put(own.setFound(trade));
        return trade;
      },
      { intent: ({ orderNo }) => `business:lookup:${orderNo}`, refused: own.setRefusal },
    ),
  }),
});

export default orderLookup;
