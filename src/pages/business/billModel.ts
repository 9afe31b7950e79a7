// BillView (PAGES.md template 19): `/mobileBusiness/billQuery` (a number's bill: this month live, five issued
// months), `/mobileBusiness/costDetail` (the usage detail behind an SMS second verification, valid 30 minutes),
// `/mobileBusiness/customerBill` and `customerBillDetail` (an account's bill per member, through mixMember). Each
// section loads and fails alone; the month list follows the server's month (the current bill's), never the phone's.
import { call } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import * as broadbandApi from '../../services/api/broadband';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { AccountBill, MixAccount, UsageDetail, UsageKind, UserBill } from '../../services/api/types';
import { readSession, writeSession } from '../../utils/browser';
import { codeOf } from '../shared/errors';
import { IDLE, loadInto, messageOf, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';
import { sendRefusable } from './refusableSend';

/** Bills are kept for six months, the current one included (SPEC). */
export const MONTHS = 6;
/** The second verification holds this long (the server's rule; the page counts it too, to ask again in time). */
export const VERIFY_MS = 30 * 60_000;
/** Usage rows shown per page. */
export const USAGE_PAGE = 20;
const VERIFIED_KEY = 'sms2_business_verified';

/** 'yyyyMM' of a time in China (UTC+8). */
export const monthOf = (ms: number): string => new Date(ms + 8 * 3600_000).toISOString().slice(0, 7).replace('-', '');

/** The month and the `n - 1` before it, newest first: '202611' -> ['202611', '202610', ...]. */
export function monthsFrom(current: string, n = MONTHS): string[] {
  const y = Number(current.slice(0, 4));
  const m = Number(current.slice(4, 6));
  if (!/^\d{6}$/.test(current) || m < 1 || m > 12) return [];
  return Array.from({ length: n }, (_x, i) => {
    const k = y * 12 + (m - 1) - i;
    return `${Math.floor(k / 12)}${String((k % 12) + 1).padStart(2, '0')}`;
  });
}

/** A month's bill, or the server saying it is not issued yet (last month before the 3rd). */
export type MonthBill = { kind: 'bill'; bill: UserBill } | { kind: 'notIssued'; message: string };

export interface BillState {
  /** The server's current month, once known. */
  current?: string;
  month?: string;
  bill: Load<MonthBill>;
  accounts: Load<MixAccount[]>;
  accountId?: string;
  accountBill: Load<AccountBill>;
  more: Load<AccountBill[]>;
  /** Date.now() until which the second verification holds (also in sessionStorage for a reload). */
  verifiedUntil?: number;
  sentAt: number | null;
  /** The server's refusal of the code (its send or the verification), at the code field. */
  verifyError?: string;
  usage: Load<UsageDetail>;
  usageMonth?: string;
  usageKind: UsageKind;
  shown: number;
}

const storedVerified = (): number | undefined => {
  const at = Number(readSession(VERIFIED_KEY));
  return Number.isFinite(at) && at > Date.now() ? at : undefined;
};

const initial = (): BillState => ({
  bill: IDLE,
  accounts: IDLE,
  accountBill: IDLE,
  more: IDLE,
  sentAt: null,
  usage: IDLE,
  usageKind: 'voice',
  shown: USAGE_PAGE,
});

/** A month's bill: the live one without a month; a month not issued yet is the server's words, not a failure. */
function* readBill(month: string | undefined, current: string | undefined): Generator<unknown, MonthBill, unknown> {
  try {
    if (!month || month === current) return { kind: 'bill', bill: yield* call(broadbandApi.queryCurrentUserBill) };
    const answer = yield* call(broadbandApi.queryUserBill, { month });
    if (isUsage(answer)) throw new Error(messageOf(undefined));
    return { kind: 'bill', bill: answer };
  } catch (e) {
    if (codeOf(e) === 'E_BILL_NOT_READY') return { kind: 'notIssued', message: messageOf(e) };
    throw e;
  }
}

/** Whether the second verification still holds at `now`. */
export const isVerified = (s: Pick<BillState, 'verifiedUntil'>, now = Date.now()): boolean =>
  s.verifiedUntil !== undefined && s.verifiedUntil > now;

const isUsage = (a: UserBill | UsageDetail): a is UsageDetail => 'records' in a;

const set = setterOf<BillState>();

const businessBill = defineModel({
  namespace: 'businessBill',
  state: initial(),
  reducers: {
    setCurrent: set('current'),
    setAccounts: set('accounts'),
    setMore: set('more'),
    setBill(state, { payload }: { payload: { month?: string; bill: Load<MonthBill> } }) {
      return { ...state, month: payload.month ?? state.month, bill: payload.bill };
    },
    setAccountBill(state, { payload }: { payload: { accountId: string; month: string; bill: Load<AccountBill> } }) {
      return { ...state, accountId: payload.accountId, month: payload.month, accountBill: payload.bill };
    },
    restoreVerified(state) {
      return { ...state, verifiedUntil: storedVerified() };
    },
    setVerified(state, { payload }: { payload: number | undefined }) {
      writeSession(VERIFIED_KEY, payload === undefined ? undefined : String(payload));
      return { ...state, verifiedUntil: payload };
    },
    setSent: set('sentAt'),
    /** The server's refusal of the code (undefined when a verification starts). */
    setVerifyError: set('verifyError'),
    setUsage(state, { payload }: { payload: { month: string; kind: UsageKind; usage: Load<UsageDetail> } }) {
      return { ...state, usageMonth: payload.month, usageKind: payload.kind, usage: payload.usage, shown: USAGE_PAGE };
    },
    showMore(state) {
      return { ...state, shown: state.shown + USAGE_PAGE };
    },
  },
  effects: (own) => ({
    /** takeLatest: a month's bill of the number; without a month, this month's live bill (which tells the month). */
    loadBill: [
      function* ({ payload }: { payload: { month?: string } }, { put }) {
        const { current } = yield* own.select();
        const month = payload.month;
        const live = (bill: Load<MonthBill>) =>
          bill.status === 'ready' && bill.data.kind === 'bill' && (!month || month === current)
            ? bill.data.bill.month
            : month;
        const got = yield* loadInto(
          (bill: Load<MonthBill>) => own.setBill({ month: live(bill), bill }),
          readBill(month, current),
        );
        if (got?.kind === 'bill' && (!month || month === current)) yield* put(own.setCurrent(got.bill.month));
        // The month list needs a month: the phone's, when the server could not tell it.
        else if (!month && !current) yield* put(own.setCurrent(monthOf(Date.now())));
      },
      { type: 'takeLatest' },
    ],
    /** takeLatest: the billing accounts, then the chosen (or first) account's bill of a month (last month by default). */
    loadAccounts: [
      function* ({ payload }: { payload: { accountId?: string; month?: string } }, { put }) {
        const accounts = yield* loadInto(own.setAccounts, call(broadbandApi.queryAccountUser));
        const account = accounts?.find((a) => a.accountId === payload.accountId) ?? accounts?.[0];
        if (!account) return;
        let { current } = yield* own.select();
        if (!current) {
          try {
            current = (yield* call(broadbandApi.queryCurrentUserBill)).month;
          } catch {
            current = monthOf(Date.now());
          }
          yield* put(own.setCurrent(current));
        }
        const month = payload.month ?? monthsFrom(current)[1] ?? current;
        yield* call(loadAccountBill, own.setAccountBill, account.accountId, month);
      },
      { type: 'takeLatest' },
    ],
    /** takeLatest: another account or month. */
    loadAccountBill: [
      function* ({ payload }: { payload: { accountId: string; month: string } }) {
        yield* call(loadAccountBill, own.setAccountBill, payload.accountId, payload.month);
      },
      { type: 'takeLatest' },
    ],
    /** takeLatest: the account's earlier bills, per member and category. */
    loadMore: [
      function* ({ payload }: { payload: { accountId: string } }) {
        yield* loadInto(own.setMore, call(broadbandApi.queryMoreAccountBill, { accountId: payload.accountId }));
      },
      { type: 'takeLatest' },
    ],
    /**
     * takeLeading: the verification code to the bound number (getBusiSms; the request layer asks the picture captcha
     * first). Resolves true when sent; a refusal is the server's message on the field; any other failure the toast.
     */
    sendCode: [
      function* ({ payload }: { payload: { phone: string } }) {
        return yield* sendRefusable(call(handlebusiApi.getBusiSms, { phone: payload.phone }), own.setVerifyError, () =>
          own.setSent(Date.now()),
        );
      },
      { type: 'takeLeading' },
    ],
    /**
     * submit: the second verification: the usage detail asked with the SMS code. Accepted, the detail shows and the
     * verification holds 30 minutes; refused, the server's reason stays on the field with the code typed; any other
     * failure (an answer that is no detail) is the failure toast.
     */
    verify: submit(
      function* ({ payload }: { payload: { month: string; kind: UsageKind; smsCode: string } }, { put }) {
        const answer = yield* call(broadbandApi.queryUserBill, {
          month: payload.month,
          detail: 'usage' as const,
          usageKind: payload.kind,
          smsCode: payload.smsCode,
        });
        if (!isUsage(answer)) throw new Error(messageOf(undefined));
        yield* put(own.setVerified(Date.now() + VERIFY_MS));
        yield* put(
          own.setUsage({ month: payload.month, kind: payload.kind, usage: { status: 'ready', data: answer } }),
        );
        return true;
      },
      { intent: ({ month, kind }) => `bill:verify:${month}:${kind}`, refused: own.setVerifyError },
    ),
    /** takeLatest: another month or kind once verified; the server asking again (30 minutes passed) ends it. */
    loadUsage: [
      function* ({ payload }: { payload: { month: string; kind: UsageKind } }, { put }) {
        yield* loadInto(
          (usage: Load<UsageDetail | null>) =>
            own.setUsage({
              ...payload,
              usage: usage.status === 'ready' && !usage.data ? IDLE : (usage as Load<UsageDetail>),
            }),
          (function* () {
            try {
              const answer = yield* call(broadbandApi.queryUserBill, {
                month: payload.month,
                detail: 'usage' as const,
                usageKind: payload.kind,
              });
              if (!isUsage(answer)) throw new Error(messageOf(undefined));
              return answer;
            } catch (e) {
              if (codeOf(e) !== 'E_VERIFY_REQUIRED') throw e;
              // The verification has ended: the page asks for a code again.
              yield* put(own.setVerified(undefined));
              return null;
            }
          })(),
        );
      },
      { type: 'takeLatest' },
    ],
  }),
});

/** One account's bill of a month. */
export function* loadAccountBill(
  set: (p: { accountId: string; month: string; bill: Load<AccountBill> }) => { type: string },
  accountId: string,
  month: string,
) {
  yield* loadInto(
    (bill: Load<AccountBill>) => set({ accountId, month, bill }),
    call(broadbandApi.queryAccountBillAndMixMembers, { accountId, month }),
  );
}

export default businessBill;
