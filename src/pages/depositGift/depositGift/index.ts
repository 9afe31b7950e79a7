// The deposit-gift family's model (PAGES.md §2.2): the activity and its eligibility (reception), the agreement
// (queryhandleProductXy, ticked before paying), the order (the activity order, or cfshd/submit on the cfsf
// checkout), the payment (the app's `payment` model) and, once paid, the signature (handleProductXy). Its facts and
// rules are offer.ts; its sagas reception.ts (the offer), pay.ts (paying) and visitor.ts (lyh2's visitor). The pay
// order itself is the app's `payOrder` model, which the result pages watch.
import { createSelector } from 'reselect';
import { call } from 'typed-redux-saga';
import { defineModel, submit } from '../../../core';
import * as activityApi from '../../../services/api/activity';
import * as billApi from '../../../services/api/bill';
import { RequestError } from '../../../services/request';
import type { AgreementInfo } from '../../../services/api/types';
import { loadInto, type Load } from '../../shared/load';
import type { ActivityState } from '../../shared/activityState';
import {
  idle,
  loading,
  stateOf,
  tierView,
  type AfterPayInput,
  type DepositGiftState,
  type LoadInput,
  type Offer,
  type SheetInput,
  type SubmitInput,
  type TierView,
} from '../offer';
import { afterPayment, payIntent, startPayment, tickKept } from './pay';
import { ensureOrder, loadReception, loadRules } from './reception';
import { sendVisitorCode, verifyVisitor } from './visitor';
import { depositGiftSlice, own } from './slice';

const offerOf = (s: DepositGiftState): Offer | undefined => (s.offer.status === 'ready' ? s.offer.data : undefined);
const tiersOf = createSelector([offerOf, (s: DepositGiftState) => s.only], (offer, only): TierView[] =>
  offer ? offer.tiers.filter((x) => !only || only.includes(x.tier)).map(tierView) : [],
);

const depositGift = defineModel({
  ...depositGiftSlice,
  selectors: {
    offer: offerOf,
    /** The route's tiers with their prices and discounts. */
    tiers: tiersOf,
    chosenTier: (s: DepositGiftState) => tiersOf(s).find((x) => x.tier === s.tier),
    /** notStarted | active | soldOut | joined | ineligible | ended, once the reception has answered. */
    activityState: createSelector([offerOf], (offer): ActivityState | undefined =>
      offer ? stateOf(offer) : undefined,
    ),
  },
  effects: {
    /**
     * takeLatest: a read; a newer page or tier supersedes it. Reception (eligibility, tiers, window, and the
     * activity order when a tier is known) and, for offers, the rules text, side by side; a view is logged.
     * A visitor without a session goes to the login page (cfsf), an unknown activity to `notFoundPath`, the
     * sharer's own link to the self checkout. Other failures show on the page with a retry.
     */
    load: [
      function* ({ payload }: { payload: LoadInput }, { all, call, put }) {
        yield* put(own.begin({ actId: payload.actId, only: payload.only }));
        if (yield* call(tickKept, payload.actId)) yield* put(own.accept({ actId: payload.actId, value: true }));
        yield* all([call(loadReception, payload), ...(payload.rules ? [call(loadRules, payload.actId)] : [])]);
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: the rules again, after their own "retry". */
    reloadRules: [
      function* ({ payload }: { payload: string }, { call }) {
        yield* call(loadRules, payload);
      },
      { type: 'takeLatest' },
    ],

    /**
     * takeLatest: opens the agreement sheet and reads the agreement (text and credit schedule). With `withOrder`
     * the chosen tier's activity order is opened first, so the text and the months are that order's.
     */
    openSheet: [
      function* ({ payload }: { payload: SheetInput }, { call, put }) {
        yield* put(own.setSheet({ open: true, agreement: loading }));
        const setAgreement = (agreement: Load<AgreementInfo>) => own.setSheet({ open: true, agreement });
        function* read() {
          if (!payload.withOrder) return yield* call(activityApi.queryhandleProductXy, { actId: payload.actId });
          const opened = yield* call(ensureOrder, payload.actId, payload.api, payload.share);
          if (!opened.ok) throw new RequestError('business', opened.reason);
          const ids = { actId: payload.actId, actOrderId: opened.actOrderId };
          return yield* call(activityApi.queryhandleProductXy, ids);
        }
        yield* loadInto(setAgreement, read());
      },
      { type: 'takeLatest' },
    ],

    /**
     * submit: pays once (`depositGift.loading('submit')`). The agreement must be ticked. Then the order: the tier's
     * activity order (its pay order found with orderWechatGetById), or the cfsf checkout (cfshd/submit, with the
     * intent's key). Then `payment.pay`, which comes back to `returnPath` with the outcome (afterPay). Resolves
     * 'agreement' when the tick is missing, false when the order cannot be paid, else the payment's outcome
     * ('redirected' to the cashier outside WeChat); a refusal shows on the page, a failure reaches onError.
     */
    submit: submit(
      function* ({ payload }: { payload: SubmitInput }, fx, submission) {
        return yield* fx.call(startPayment, payload, submission);
      },
      { intent: payIntent, refused: own.setPayError },
    ),

    /** takeLeading: the payment came back (pay.ts): paid → signed, then the success route; else said, and stay. */
    afterPay: [
      function* ({ payload }: { payload: AfterPayInput }, { call }) {
        return yield* call(afterPayment, payload);
      },
      { type: 'takeLeading' },
    ],

    /**
     * takeEvery: the activity's operation log (addOsActOperateInfo), as the pages tell it: 'view' as an offer loads,
     * 'pay' at each tap of pay. Background work: a lost entry is told to nobody and never holds the customer back.
     */
    logOperation: [
      function* ({ payload }: { payload: { actId: string; operateType: 'view' | 'click' | 'pay' } }, { call }) {
        yield* call(activityApi.addOsActOperateInfo, payload);
      },
      { type: 'takeEvery', role: 'background' },
    ],

    /** takeEvery: each share is counted (shareRecord/insert and the activity's operation log); background work. */
    logShare: [
      function* (
        { payload }: { payload: { actId: string; link: string; channel: 'friend' | 'timeline' | 'copyLink' } },
        { all, call },
      ) {
        const { actId, channel, link } = payload;
        yield* all([
          call(activityApi.shareRecordInsert, { actId, channel, link }),
          call(activityApi.addOsActOperateInfo, { actId, operateType: 'share' as const }),
        ]);
      },
      { type: 'takeEvery', role: 'background' },
    ],

    /** takeLeading: lyh2's visitor asks for a code (visitor.ts). */
    visitorSend: [
      function* (_: unknown, { call }) {
        return yield* call(sendVisitorCode);
      },
      { type: 'takeLeading' },
    ],

    /** takeLeading: the visitor's number and code go to receptionNotLogin, which logs the visitor in (visitor.ts). */
    visitorVerify: [
      function* ({ payload }: { payload: { actId: string; only?: number[] } }, { call }) {
        return yield* call(verifyVisitor, payload);
      },
      { type: 'takeLeading' },
    ],

    /**
     * takeLatest: a result page's extras: the agreement with its credit schedule, and the new balance. Each shows
     * its own error; the order itself is the payOrder model's.
     */
    loadResult: [
      function* (
        { payload }: { payload: { actId: string; actOrderId?: string; agreement: boolean; balance: boolean } },
        { all, put },
      ) {
        yield* put(
          own.setResult({ agreement: payload.agreement ? loading : idle, balance: payload.balance ? loading : idle }),
        );
        const ids = { actId: payload.actId, ...(payload.actOrderId ? { actOrderId: payload.actOrderId } : {}) };
        const agreement = (agreement: DepositGiftState['result']['agreement']) => own.setResult({ agreement });
        const balance = (balance: DepositGiftState['result']['balance']) => own.setResult({ balance });
        yield* all([
          ...(payload.agreement ? [call(loadInto, agreement, call(activityApi.queryhandleProductXy, ids))] : []),
          ...(payload.balance ? [call(loadInto, balance, call(billApi.queryUserBalance))] : []),
        ]);
      },
      { type: 'takeLatest' },
    ],
  },
});

export default depositGift;
