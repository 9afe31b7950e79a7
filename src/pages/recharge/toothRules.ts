// The promotional top-up's rules (PAGES.md §2.7, TopupForm promo): its bundles, its links, when it takes orders and
// when a number needs its SMS code. No store and no requests here: the `tooth` model (tooth/) holds the state and the sagas.
import type { Fen } from '../../services/api/types';
import type { ActiveInfo, Merchant } from '../../services/api/types';
import type { PhoneCheck } from './phoneCheck';
import type { MessageKey } from '../../locales';
import { PHONE_LENGTH, type Problem } from '../shared/phone';
import type { Load } from '../shared/load';
import { phoneProblem } from './topup';

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

export const toothPath = (token?: string) =>
  token ? `/newRecharge/tooth/${encodeURIComponent(token)}` : '/newRecharge/tooth';
/** The order's intent: one key per number and bundle, so a retry of the same order sends the same key. */
export const draftKey = (phone: string, bundle: BundleId) => `tooth:${phone}:${TOOTH_BUNDLES[bundle].code}`;

/** Whether the campaign takes orders, and if not, why (and whether binding a number would help). */
export type Availability =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'open' }
  | { kind: 'closed'; reason: Problem; bind?: boolean };

/** Whether the campaign takes orders: the window, the stock, the customer's standing (`bound`: a number is bound). */
export function availabilityOf(activity: Load<ActiveInfo>, ended: boolean, bound: string | undefined): Availability {
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
}

/** A complete number that is not the one logged in (or that the server asked about) is verified by SMS. */
export const needsSmsFor = (phone: string, smsFor: string | undefined, bound: string | undefined) =>
  phone.length === PHONE_LENGTH && !phoneProblem(phone) && (phone !== bound || smsFor === phone);

/** When the SMS button counts from: only for the number the code went to. */
export const countingSince = (form: ToothForm): number | null =>
  form.sentAt !== null && form.sentTo === form.phone ? form.sentAt : null;

export interface ToothState {
  token?: string;
  activity: Load<ActiveInfo>;
  merchants: Load<Merchant[]>;
  form: ToothForm;
  check: PhoneCheck;
  /** The server asked for this number's SMS code although the page thought it was the customer's own. */
  smsFor?: string;
  maintenance: boolean;
  /** Date.now() when the page opened; with `offsetMs` the server's time, by which the maintenance window is judged,
   *  as on the top-up form. */
  clock: number;
  /** The server's clock less the phone's, from the last answer that told it (the campaign's, the pre-check's). */
  offsetMs: number;
  /** The server said the campaign ended while the page was open. */
  ended: boolean;
  /** The customer cancelled the payment: everything is kept, pay again. */
  cancelled: boolean;
  /** The order whose payment was cancelled: paying again pays it (no second order), until it expires. */
  unpaid?: { orderId: string; phone: string; bundle: BundleId };
  /** The server's refusal of the last order that belongs to no field, shown above the button. */
  refusal?: string;
}
