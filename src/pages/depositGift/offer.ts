// The deposit-gift family's facts (PAGES.md §2.2): the offer and its tiers, the state of the page, the inputs of the
// model's effects, and the pure rules (a tier's discount, the tier a shared link names, the activity's state, an
// address with parameters). No store and no requests here: the model (depositGift/) holds those.
import type { MessageKey } from '../../locales';
import type { PayOutcome } from '../../models/payment';
import type { AgreementInfo, Balance, CfsfPayer, GiftTier, ReceptionResult } from '../../services/api/types';
import type { Problem } from '../shared/phone';
import type { Load } from '../shared/load';
import { activityState, type ActivityState } from '../shared/activityState';
import type { ReceptionApi } from './config';

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
  visitor: VisitorForm;
  result: { agreement: Load<AgreementInfo>; balance: Load<Balance> };
}

export const idle = { status: 'idle' } as const;
export const loading = { status: 'loading' } as const;
export const emptyVisitor: VisitorForm = { phone: '', code: '', sentAt: null };

export const initialState: DepositGiftState = {
  offer: idle,
  rules: idle,
  sheet: { open: false, agreement: idle },
  accepted: {},
  agreementError: false,
  visitor: emptyVisitor,
  result: { agreement: idle, balance: idle },
};

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
  /** The chosen tier: with the checkout, who pays and the number, the intent whose key the order is sent with. */
  tier?: number;
  /** A deposit onto the balance (cfsf2): none in the nightly pause (pages/shared/nightlyPause.ts). */
  deposit?: boolean;
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

/** The words of a state, for the notice and the disabled button. */
export const STATE_TEXT: Record<Exclude<ActivityState, 'active'>, { title: MessageKey; button: MessageKey }> = {
  notStarted: { title: 'depositGift.state.notStarted', button: 'depositGift.button.notStarted' },
  ended: { title: 'depositGift.state.ended', button: 'depositGift.button.ended' },
  soldOut: { title: 'depositGift.state.soldOut', button: 'depositGift.button.soldOut' },
  joined: { title: 'depositGift.state.joined', button: 'depositGift.button.joined' },
  ineligible: { title: 'depositGift.state.ineligible', button: 'depositGift.button.ineligible' },
};
