// The deposit-gift family's model (PAGES.md §2.2): the activity and its eligibility (reception), the agreement
// (queryhandleProductXy, ticked before paying), the order (the activity order, or cfshd/submit on the cfsf
// checkout), the payment (the app's `payment` model) and, once paid, the signature (handleProductXy).
// The pay order itself is the app's `payOrder` model, which the result pages watch.
import { createSelector } from 'reselect';
import { call, put, select } from 'typed-redux-saga';
import { defineModel, replace, type PayloadCreator } from '../../core';
import { t, type MessageKey } from '../../locales';
import payment, { type PayOutcome } from '../../models/payment';
import session from '../../models/session';
import ui from '../../models/ui';
import * as activityApi from '../../services/api/activity';
import * as billApi from '../../services/api/bill';
import * as configApi from '../../services/api/config';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { Endpoint } from '../../services/api/define';
import type {
  AgreementInfo,
  Balance,
  CfsfPayer,
  GiftTier,
  ReceptionReq,
  ReceptionResult,
} from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError } from '../../services/request';
import { cleanCode, cleanPhone, codeProblem, phoneProblem, RESEND_S, type Problem } from '../shared/phone';
import { selectOutcomeLogged } from '../shared/payOutcome';
import { codeOf, isLoggedOut, placeOf } from '../shared/errors';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';
import { messageOf, type Load } from '../shared/load';
import { activityState, type ActivityState } from '../shared/activityState';
import type { ReceptionApi } from './config';

// ---------------------------------------------------------------- types

/** The reception's answer, with the server clock's offset from the phone's (countdowns use the server's time). */
export interface Offer extends ReceptionResult {
  offsetMs: number;
}

/** Why an offer could not be shown: nobody logged in, a bad shared link, an activity the server does not know. */
export type OfferProblem = 'login' | 'invalidLink' | 'notFound' | 'failed';
export type OfferLoad =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; data: Offer }
  | { status: 'error'; problem: OfferProblem; message: string };

/** lyh2: a visitor verifies a number by SMS in the page. */
export interface VisitorForm {
  phone: string;
  code: string;
  sentAt: number | null;
  sentTo?: string;
  phoneError?: Problem;
  codeError?: Problem;
}

export interface DepositGiftState {
  actId?: string;
  offer: OfferLoad;
  /** The activity's rules and agreement text (no order yet). */
  rules: Load<AgreementInfo>;
  /** The route's tiers by number (all the server's when absent). */
  only?: number[];
  tier?: number;
  /** The activity order opened for a tier (reception with that tier). */
  order?: { tier: number; actOrderId: string };
  /** The agreement sheet. */
  sheet: { open: boolean; agreement: Load<AgreementInfo> };
  /** "已阅读并同意" per activity: ticked on the offer, still ticked on its checkout. */
  accepted: Record<string, boolean>;
  /** A payment was asked for without the agreement ticked. */
  agreementError: boolean;
  /** Why the last payment did not start. */
  payError?: string;
  /** Paid, but the agreement could not be signed (handleProductXy): retry. */
  signError?: string;
  /** The share sheet and its link. */
  share?: { link: string };
  visitor: VisitorForm;
  result: { agreement: Load<AgreementInfo>; balance: Load<Balance> };
}

export type RootSlice = { depositGift: DepositGiftState };

const idle = { status: 'idle' } as const;
const loading = { status: 'loading' } as const;
const emptyVisitor: VisitorForm = { phone: '', code: '', sentAt: null };

export const initialState: DepositGiftState = {
  offer: idle,
  rules: idle,
  sheet: { open: false, agreement: idle },
  accepted: {},
  agreementError: false,
  visitor: emptyVisitor,
  result: { agreement: idle, balance: idle },
};

// ---------------------------------------------------------------- pure helpers

/** A tier as the page shows it: what it costs, what it gives, and the discount that makes. */
export interface TierView extends GiftTier {
  /** Credit at once plus the gift over the months. */
  totalFen: number;
  /** 6.5 for "6.5折" (pay 65 for 100); absent when it is no discount. */
  discount?: number;
}

export function tierView(t: GiftTier): TierView {
  const totalFen = t.creditFen + t.giftFen;
  const ratio = totalFen > 0 ? t.payFen / totalFen : 1;
  return { ...t, totalFen, ...(ratio < 1 ? { discount: Math.round(ratio * 100) / 10 } : {}) };
}

/** The shared link's `money` (yuan, or fen as some old links have it) names a tier. */
export const tierOfMoney = (tiers: readonly GiftTier[], money: number): GiftTier | undefined =>
  tiers.find((t) => Math.round(money * 100) === t.payFen) ?? tiers.find((t) => money === t.payFen);

/** The `money` a shared link carries: yuan, as the friend reads it. */
export const moneyOf = (t: Pick<GiftTier, 'payFen'>): string => String(t.payFen / 100);

/** The state machine's facts from a reception answer. A sold-out answer means no places left today. */
export const stateOf = (offer: ReceptionResult): ActivityState =>
  activityState({
    serverTime: offer.serverTime,
    startAt: offer.startAt,
    endAt: offer.endAt,
    stockLeft: offer.status === 'soldOut' ? 0 : undefined,
    eligible: offer.eligible,
    joined: offer.joined,
  });

/** `path` with `params` set (or removed when undefined), other parameters kept. */
export function withParams(path: string, params: Record<string, string | number | undefined>): string {
  const [base, query = ''] = path.split('?');
  const q = new URLSearchParams(query);
  Object.entries(params).forEach(([k, v]) => (v === undefined ? q.delete(k) : q.set(k, String(v))));
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}

export const selectDepositGift = (s: RootSlice) => s.depositGift;

/** Reads show their own errors on the page: nothing is toasted. */
const quiet = { onFail: () => undefined };

/** The reception call of an api kind, looked up when called (so a test's stub of the api module is seen). */
function receptionCall(api: ReceptionApi): Endpoint<ReceptionReq, ReceptionResult> {
  if (api === 'many') return activityApi.payGiveFeeManyReception;
  if (api === 'lc') return activityApi.payGiveFeeLcReception;
  // 'notLogin': a visitor verifies with receptionNotLogin (visitorVerify); once a number is known it is the usual call.
  return activityApi.payGiveFeeReception;
}

/** A toast through the `ui` model (typed-redux-saga's put: the toast's own promise is not ours to wait for). */
function* toast(text: string, kind: 'success' | 'fail' | 'info') {
  yield* put(ui.actions.toast({ text, kind }));
}

/** A cancel or failure the cashier brought back: logged by the payment model (best effort, not awaited). */
function* logPayOutcome(orderId: string, outcome: PayOutcome) {
  yield* put(payment.actions.logOutcome({ orderId, outcome }));
}

/** Best effort: a lost operation log never stops the customer. */
function* logOperation(actId: string, operateType: 'view' | 'click' | 'share' | 'pay') {
  try {
    yield* call(activityApi.addOsActOperateInfo, { actId, operateType }, quiet);
  } catch {
    /* counted or not, the page goes on */
  }
}

// ---------------------------------------------------------------- effect inputs

export interface ShareParams {
  shareOpenId: string;
  money: number;
}

export interface LoadInput {
  actId: string;
  api: ReceptionApi;
  /** The tier to open an activity order for (index2), or to preselect. */
  tier?: number;
  /** The route's tiers. */
  only?: number[];
  /** A friend's view of a shared link (index3): the tier comes from `money`. */
  share?: ShareParams;
  /** index2 reached from a shared link of one's own: the tier comes from `money`. */
  money?: number;
  /** Also load the rules text. */
  rules?: boolean;
  /** Where a visitor without a session logs in (cfsf pages). */
  loginPath?: string;
  /** Where an activity the server does not know goes (testPage: /down). */
  notFoundPath?: string;
  /** Where the sharer's own link leads (index2). */
  selfPath?: string;
}

export interface SheetInput {
  actId: string;
  api: ReceptionApi;
  /** Open the activity order of the chosen tier first, so the text and schedule are the order's. */
  withOrder: boolean;
  share?: ShareParams;
}

export type Checkout =
  { kind: 'order' } | { kind: 'cfshd'; payer: CfsfPayer; phone: string; shareOpenId?: string; money?: number };

export interface SubmitInput {
  actId: string;
  api: ReceptionApi;
  /** The page the payment comes back to; the activity order is added to it. */
  returnPath: string;
  checkout: Checkout;
  share?: ShareParams;
}

export interface AfterPayInput {
  actId: string;
  orderId: string;
  outcome: PayOutcome;
  actOrderId?: string;
  /** Sign the agreement (handleProductXy) once paid: the customer's own order. */
  sign: boolean;
  successPath: string;
  /** This page without the payment's parameters. */
  stayPath: string;
  payer?: CfsfPayer;
}

// ---------------------------------------------------------------- model

interface OfferCreators {
  saveOffer: PayloadCreator<{ offer: Offer; tier?: number }>;
  saveOrder: PayloadCreator<{ tier: number; actOrderId: string }>;
  offerFailed: PayloadCreator<{ problem: OfferProblem; message: string }>;
  setRules: PayloadCreator<Load<AgreementInfo>>;
}

/** Stores a reception answer and picks the tier; an answer with an activity order keeps it. */
function* saveOffer(own: OfferCreators, r: ReceptionResult, input: { tier?: number; money?: number; only?: number[] }) {
  const offered = input.only ? r.tiers.filter((x) => input.only?.includes(x.tier)) : r.tiers;
  const byMoney = input.money !== undefined ? tierOfMoney(offered, input.money) : undefined;
  const tier = offered.find((x) => x.tier === input.tier)?.tier ?? byMoney?.tier ?? offered[0]?.tier;
  const offsetMs = Date.parse(r.serverTime) - (yield* call(Date.now));
  yield* put(own.saveOffer({ offer: { ...r, offsetMs: Number.isNaN(offsetMs) ? 0 : offsetMs }, tier }));
  // The server opened an order for the tier it was given, or for the only tier there is.
  const orderTier = input.tier ?? (r.tiers.length === 1 ? r.tiers[0]?.tier : undefined);
  if (r.actOrderId && orderTier !== undefined) yield* put(own.saveOrder({ tier: orderTier, actOrderId: r.actOrderId }));
}

function* loadRules(own: OfferCreators, actId: string) {
  yield* put(own.setRules(loading));
  try {
    const data = yield* call(activityApi.queryhandleProductXy, { actId }, quiet);
    yield* put(own.setRules({ status: 'ready', data }));
  } catch (e) {
    yield* put(own.setRules({ status: 'error', message: messageOf(e) }));
  }
}

function* loadReception(own: OfferCreators, input: LoadInput) {
  const { actId, api, share } = input;
  const req: ReceptionReq = {
    actId,
    ...(input.tier !== undefined && !share ? { tier: input.tier } : {}),
    ...(share ?? {}),
  };
  let r: ReceptionResult;
  let asked = req;
  try {
    try {
      r = yield* call(receptionCall(api), req, quiet);
    } catch (e) {
      // A tier from the address the activity does not have: the activity without it (the first tier is chosen).
      if (codeOf(e) !== 'E_PARAM' || req.tier === undefined) throw e;
      asked = { actId, ...(share ?? {}) };
      r = yield* call(receptionCall(api), asked, quiet);
    }
  } catch (e) {
    const code = codeOf(e);
    if (isLoggedOut(e)) {
      yield* put(own.offerFailed({ problem: 'login', message: messageOf(e) }));
      if (input.loginPath) yield* put(replace(input.loginPath));
      return;
    }
    if (code === 'E_SHARE_SELF' && input.selfPath && share) {
      yield* put(replace(withParams(input.selfPath, { money: share.money })));
      return;
    }
    if (code === 'E_ACT_NOT_FOUND') {
      yield* put(own.offerFailed({ problem: 'notFound', message: messageOf(e) }));
      if (input.notFoundPath) yield* put(replace(input.notFoundPath));
      return;
    }
    const problem: OfferProblem = code === 'E_SHARE_INVALID' ? 'invalidLink' : 'failed';
    yield* put(own.offerFailed({ problem, message: messageOf(e) }));
    return;
  }
  if (share && !tierOfMoney(input.only ? r.tiers.filter((x) => input.only?.includes(x.tier)) : r.tiers, share.money)) {
    yield* put(own.offerFailed({ problem: 'invalidLink', message: t('depositGift.friend.badMoney') }));
    return;
  }
  yield* call(saveOffer, own, r, { tier: asked.tier, money: share?.money ?? input.money, only: input.only });
}

/** The activity order of the chosen tier: the one we have, or a new one from reception with that tier. */
function* ensureOrder(own: OfferCreators, actId: string, api: ReceptionApi, share?: ShareParams) {
  const s = yield* select(selectDepositGift);
  const tier = s.tier;
  if (tier === undefined) throw new Error(t('depositGift.pay.chooseTier'));
  if (s.order && s.order.tier === tier) return s.order.actOrderId;
  const r = yield* call(receptionCall(api), { actId, tier, ...(share ?? {}) }, quiet);
  if (!r.actOrderId) throw new Error(r.reasons[0] ?? t('depositGift.state.ineligible'));
  yield* put(own.saveOrder({ tier, actOrderId: r.actOrderId }));
  return r.actOrderId;
}

/**
 * The agreement tick of a payment under way: kept in the tab when the customer pays, so that it survives the re-login
 * of a session that ended on the way (the page is loaded anew), and forgotten once paid.
 */
const TICK_DRAFT = 'cfsf_tick';
const isTick = (v: Record<string, unknown>): v is { actId: string } => typeof v.actId === 'string';

const depositGift = defineModel({
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
    setRules(state, { payload }: { payload: Load<AgreementInfo> }) {
      return { ...state, rules: payload };
    },
    /** Another tier: its own order and agreement, and the last error goes. */
    selectTier(state, { payload }: { payload: number }) {
      if (state.tier === payload) return state;
      return { ...state, tier: payload, sheet: { open: false, agreement: idle }, payError: undefined };
    },
    saveOrder(state, { payload }: { payload: { tier: number; actOrderId: string } }) {
      return { ...state, order: payload };
    },
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
    setAgreementError(state, { payload }: { payload: boolean }) {
      return { ...state, agreementError: payload };
    },
    setPayError(state, { payload }: { payload: string | undefined }) {
      return { ...state, payError: payload };
    },
    setSignError(state, { payload }: { payload: string | undefined }) {
      return { ...state, signError: payload };
    },
    openShare(state, { payload }: { payload: string }) {
      return { ...state, share: { link: payload } };
    },
    closeShare(state) {
      return { ...state, share: undefined };
    },
    editVisitor(state, { payload }: { payload: { field: 'phone' | 'code'; value: string } }) {
      const visitor =
        payload.field === 'phone'
          ? { ...state.visitor, phone: cleanPhone(payload.value), phoneError: undefined }
          : { ...state.visitor, code: cleanCode(payload.value), codeError: undefined };
      return { ...state, visitor };
    },
    setVisitor(state, { payload }: { payload: Partial<VisitorForm> }) {
      return { ...state, visitor: { ...state.visitor, ...payload } };
    },
    setResult(state, { payload }: { payload: Partial<DepositGiftState['result']> }) {
      return { ...state, result: { ...state.result, ...payload } };
    },
  },
  effects: (own) => ({
    /**
     * takeLatest: a read; a newer page or tier supersedes it. Reception (eligibility, tiers, window, and the
     * activity order when a tier is known) and, for offers, the rules text, side by side; a view is logged.
     * A visitor without a session goes to the login page (cfsf), an unknown activity to `notFoundPath`, the
     * sharer's own link to the self checkout. Other failures show on the page with a retry.
     */
    load: [
      function* ({ payload }: { payload: LoadInput }, { all, call, put }) {
        yield* put(own.begin({ actId: payload.actId, only: payload.only }));
        const tick = yield* call(readDraft<{ actId: string }>, TICK_DRAFT, isTick);
        if (tick?.actId === payload.actId) yield* put(own.accept({ actId: payload.actId, value: true }));
        yield* all([
          call(loadReception, own, payload),
          ...(payload.rules ? [call(loadRules, own, payload.actId)] : []),
          call(logOperation, payload.actId, 'view' as const),
        ]);
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: the rules again, after their own "retry". */
    reloadRules: [
      function* ({ payload }: { payload: string }, { call }) {
        yield* call(loadRules, own, payload);
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
        try {
          const actOrderId = payload.withOrder
            ? yield* call(ensureOrder, own, payload.actId, payload.api, payload.share)
            : undefined;
          const data = yield* call(
            activityApi.queryhandleProductXy,
            { actId: payload.actId, ...(actOrderId ? { actOrderId } : {}) },
            quiet,
          );
          yield* put(own.setSheet({ open: true, agreement: { status: 'ready', data } }));
        } catch (e) {
          yield* put(
            own.setSheet({
              open: true,
              agreement: { status: 'error', message: e instanceof Error && e.message ? e.message : messageOf(e) },
            }),
          );
        }
      },
      { type: 'takeLatest' },
    ],

    /**
     * takeLeading: a double tap pays once. The agreement must be ticked. Then the order: the tier's activity
     * order (its pay order found with orderWechatGetById), or the cfsf checkout (cfshd/submit, with an
     * idempotency key kept until it succeeds). Then `payment.pay`, which comes back to `returnPath` with the
     * outcome (afterPay). Resolves 'agreement' when the tick is missing, false on a failure shown on the page,
     * else the payment's outcome ('redirected' to the cashier outside WeChat).
     */
    submit: [
      function* ({ payload }: { payload: SubmitInput }, { call, put, putResolve, select }) {
        const s = yield* select(selectDepositGift);
        if (!s.accepted[payload.actId]) {
          yield* put(own.setAgreementError(true));
          return 'agreement' as const;
        }
        if (s.tier === undefined) {
          yield* put(own.setPayError(t('depositGift.pay.chooseTier')));
          return false as const;
        }
        yield* call(saveDraft, TICK_DRAFT, { actId: payload.actId });
        yield* put(own.setPayError(undefined));
        yield* call(logOperation, payload.actId, 'pay' as const);
        let orderId: string;
        let actOrderId: string;
        try {
          if (payload.checkout.kind === 'order') {
            actOrderId = yield* call(ensureOrder, own, payload.actId, payload.api, payload.share);
            const order = yield* call(billApi.orderWechatGetById, { orderId: actOrderId }, quiet);
            if (order.status !== 'unpaid')
              throw new Error(
                t(
                  `depositGift.pay.status.${order.status === 'expired' || order.status === 'cancelled' ? 'closed' : 'done'}`,
                ),
              );
            orderId = order.orderId;
          } else {
            const c = payload.checkout;
            const draft = `cfshd:${payload.actId}:${s.tier}:${c.payer}:${c.phone}`;
            const idempotencyKey = yield* call(idempotencyKeyFor, draft);
            const res = yield* call(
              configApi.cfshdSubmit,
              {
                actId: payload.actId,
                tier: s.tier,
                payer: c.payer,
                phone: c.phone,
                ...(c.shareOpenId ? { shareOpenId: c.shareOpenId } : {}),
                ...(c.money !== undefined ? { money: c.money } : {}),
              },
              { ...quiet, idempotencyKey },
            );
            yield* call(releaseIdempotencyKey, draft);
            orderId = res.orderId;
            actOrderId = res.actOrderId;
          }
        } catch (e) {
          yield* put(own.setPayError(e instanceof Error && e.message ? e.message : messageOf(e)));
          return false as const;
        }
        try {
          return yield* putResolve(
            payment.actions.pay({ orderId, returnPath: withParams(payload.returnPath, { actOrderId }) }),
          );
        } catch (e) {
          yield* put(own.setPayError(messageOf(e)));
          return false as const;
        }
      },
      { type: 'takeLeading' },
    ],

    /**
     * takeLeading: the payment came back. Paid: sign the customer's own agreement (handleProductXy), then the
     * success route with the order. A failed signature stays here with a retry (the money is safe: the order is
     * paid). Cancelled or failed: logged (unless WeChat Pay already did), said, and the page stays.
     */
    afterPay: [
      function* ({ payload }: { payload: AfterPayInput }, { call, put, select }) {
        const { orderId, outcome, actOrderId } = payload;
        if (outcome === 'success') {
          yield* put(own.setSignError(undefined));
          if (payload.sign && actOrderId) {
            try {
              yield* call(activityApi.handleProductXy, { actOrderId, orderId }, quiet);
            } catch (e) {
              yield* put(own.setSignError(messageOf(e)));
              return false;
            }
          }
          yield* put(own.accept({ actId: payload.actId, value: false }));
          yield* call(clearDraft, TICK_DRAFT);
          yield* put(
            replace(
              withParams(payload.successPath, {
                orderId,
                actOrderId,
                payer: payload.payer === 'friend' ? 'friend' : undefined,
              }),
            ),
          );
          return true;
        }
        // WeChat Pay logged its own cancel or failure before coming back here; the cashier did not.
        const logged = yield* select(selectOutcomeLogged(orderId));
        if (!logged) yield* call(logPayOutcome, orderId, outcome);
        // A payment starts only once the agreement is ticked: coming back from the cashier, it still is.
        yield* put(own.accept({ actId: payload.actId, value: true }));
        yield* toast(
          t(outcome === 'cancel' ? 'depositGift.pay.cancelled' : 'depositGift.pay.failed'),
          outcome === 'cancel' ? 'info' : 'fail',
        );
        yield* put(replace(payload.stayPath));
        return false;
      },
      { type: 'takeLeading' },
    ],

    /** takeEvery: each share is counted (shareRecord/insert and the activity's operation log), best effort. */
    logShare: function* (
      { payload }: { payload: { actId: string; link: string; channel: 'friend' | 'timeline' | 'copyLink' } },
      { call },
    ) {
      try {
        yield* call(
          activityApi.shareRecordInsert,
          { actId: payload.actId, channel: payload.channel, link: payload.link },
          quiet,
        );
      } catch {
        /* counting is best effort */
      }
      yield* call(logOperation, payload.actId, 'share' as const);
    },

    /** takeLeading: lyh2's visitor asks for a code (business SMS, behind the picture-captcha gate). */
    visitorSend: [
      function* (_: unknown, { call, put, select }) {
        const { visitor } = yield* select(selectDepositGift);
        const problem = phoneProblem(visitor.phone);
        if (problem) {
          yield* put(own.setVisitor({ phoneError: problem }));
          return false;
        }
        try {
          yield* call(handlebusiApi.getBusiSms, { phone: visitor.phone }, quiet);
        } catch (e) {
          const place = placeOf(e);
          if (place === 'toast') yield* toast(messageOf(e), 'fail');
          else yield* put(own.setVisitor({ [place === 'phone' ? 'phoneError' : 'codeError']: { text: messageOf(e) } }));
          const wait =
            e instanceof RequestError ? (e.data as { resendAfter?: number } | undefined)?.resendAfter : undefined;
          if (wait && wait > 0 && wait <= RESEND_S)
            yield* put(
              own.setVisitor({ sentAt: (yield* call(Date.now)) - (RESEND_S - wait) * 1000, sentTo: visitor.phone }),
            );
          return false;
        }
        yield* put(own.setVisitor({ sentAt: yield* call(Date.now), sentTo: visitor.phone, codeError: undefined }));
        yield* toast(t('request.smsSent'), 'success');
        return true;
      },
      { type: 'takeLeading' },
    ],

    /**
     * takeLeading: the visitor's number and code go to receptionNotLogin, which checks eligibility and logs the
     * visitor in; the offer then shows as for a customer, and the session is read again.
     */
    visitorVerify: [
      function* ({ payload }: { payload: { actId: string; only?: number[] } }, { call, put, putResolve, select }) {
        const { visitor, tier } = yield* select(selectDepositGift);
        const phoneError = phoneProblem(visitor.phone);
        const codeError = codeProblem(visitor.code);
        if (phoneError || codeError) {
          yield* put(own.setVisitor({ phoneError, codeError }));
          return false;
        }
        let r: ReceptionResult;
        try {
          r = yield* call(
            activityApi.payGiveFeeReceptionNotLogin,
            {
              actId: payload.actId,
              phone: visitor.phone,
              smsCode: visitor.code,
              ...(tier !== undefined ? { tier } : {}),
            },
            quiet,
          );
        } catch (e) {
          const place = placeOf(e);
          if (place === 'toast') yield* toast(messageOf(e), 'fail');
          else yield* put(own.setVisitor({ [place === 'phone' ? 'phoneError' : 'codeError']: { text: messageOf(e) } }));
          return false;
        }
        yield* put(own.begin({ actId: payload.actId, only: payload.only }));
        yield* call(saveOffer, own, r, { tier, only: payload.only });
        yield* put(own.setVisitor({ ...emptyVisitor }));
        try {
          yield* putResolve(session.actions.load());
        } catch {
          /* the offer is shown; the next page asks again */
        }
        yield* call(loadRules, own, payload.actId);
        return true;
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
        { all, call, put },
      ) {
        yield* put(
          own.setResult({ agreement: payload.agreement ? loading : idle, balance: payload.balance ? loading : idle }),
        );
        function* agreement() {
          try {
            const data = yield* call(
              activityApi.queryhandleProductXy,
              { actId: payload.actId, ...(payload.actOrderId ? { actOrderId: payload.actOrderId } : {}) },
              quiet,
            );
            yield* put(own.setResult({ agreement: { status: 'ready', data } }));
          } catch (e) {
            yield* put(own.setResult({ agreement: { status: 'error', message: messageOf(e) } }));
          }
        }
        function* balance() {
          try {
            const data = yield* call(billApi.queryUserBalance, undefined, quiet);
            yield* put(own.setResult({ balance: { status: 'ready', data } }));
          } catch (e) {
            yield* put(own.setResult({ balance: { status: 'error', message: messageOf(e) } }));
          }
        }
        yield* all([...(payload.agreement ? [call(agreement)] : []), ...(payload.balance ? [call(balance)] : [])]);
      },
      { type: 'takeLatest' },
    ],
  }),
});

export default depositGift;

// ---------------------------------------------------------------- selectors

export const selectOffer = createSelector([(s: RootSlice) => s.depositGift.offer], (o): Offer | undefined =>
  o.status === 'ready' ? o.data : undefined,
);

/** The route's tiers with their prices and discounts. */
export const selectTiers = createSelector(
  [selectOffer, (s: RootSlice) => s.depositGift.only],
  (offer, only): TierView[] => (offer ? offer.tiers.filter((x) => !only || only.includes(x.tier)).map(tierView) : []),
);

export const selectChosenTier = createSelector([selectTiers, (s: RootSlice) => s.depositGift.tier], (tiers, n) =>
  tiers.find((x) => x.tier === n),
);

/** notStarted | active | soldOut | joined | ineligible | ended, once the reception has answered. */
export const selectActivityState = createSelector([selectOffer], (offer): ActivityState | undefined =>
  offer ? stateOf(offer) : undefined,
);

/** The words of a state, for the notice and the disabled button. */
export const STATE_TEXT: Record<Exclude<ActivityState, 'active'>, { title: MessageKey; button: MessageKey }> = {
  notStarted: { title: 'depositGift.state.notStarted', button: 'depositGift.button.notStarted' },
  ended: { title: 'depositGift.state.ended', button: 'depositGift.button.ended' },
  soldOut: { title: 'depositGift.state.soldOut', button: 'depositGift.button.soldOut' },
  joined: { title: 'depositGift.state.joined', button: 'depositGift.button.joined' },
  ineligible: { title: 'depositGift.state.ineligible', button: 'depositGift.button.ineligible' },
};
