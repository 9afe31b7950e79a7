// `/summer` (暑期保持联系, TopupForm in school mode): students of the school platform top up ¥50 → +10 GB or
// ¥100 → +30 GB while the activity runs. Every call is a school-platform request (the request layer sends
// wxPublicAccountId 5, and on this page `mall_token` with token type stToken). The order (schoolRechargeJM/attendAct,
// a submit effect, an idempotency key kept across retries) is paid through the payment model (the top-up family's flow:
// WeChat Pay, or the cashier outside WeChat, back to /summer with payResult); once paid, completePay and the
// records read again. States: not school platform (E_NOT_SCHOOL), joined, ended.
import { all, call, delay, put } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import { t } from '../../locales';
import { selectGlobal } from '../../models/global';
import payment, { PAY_READ_EVERY_MS, PAY_READ_MAX_MS, type PayOutcome } from '../../models/payment';
import { selectBoundPhone } from '../../models/session';
import ui from '../../models/ui';
import * as activityApi from '../../services/api/activity';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { ActiveInfo, SchoolRecord } from '../../services/api/types';
import { refusalOf } from '../../services/request';
import { date } from '../../utils/format';
import { clockOffset } from '../shared/activityState';
import { codeOf } from '../shared/errors';
import { failed, IDLE, loadInto, LOADING, messageOf, ready, type Load } from '../shared/load';
import { selectOutcomeLogged } from '../shared/payOutcome';
import { setterOf } from '../shared/setter';

export const SUMMER_ACT = 'summer';
export const SUMMER_PATH = '/summer';
/** The amounts and their data gifts (fen → GB), as the activity offers them. */
export const SUMMER_AMOUNTS = [
  { faceFen: 5000, giftGb: 10 },
  { faceFen: 10000, giftGb: 30 },
] as const;

export interface SummerState {
  info: Load<ActiveInfo>;
  offsetMs: number;
  records: Load<SchoolRecord[]>;
  /** The number is not a student of the school platform (the server's E_NOT_SCHOOL). */
  notSchool: boolean;
  /** WeChat said paid and the server has not recorded it yet (a late notify): 支付处理中 until it has. */
  confirming: boolean;
  faceFen: number;
  error?: string;
}

const initial: SummerState = {
  info: IDLE,
  offsetMs: 0,
  records: IDLE,
  notSchool: false,
  confirming: false,
  faceFen: 5000,
};

/** After WeChat's ok, completePay is asked again every PAY_READ_EVERY_MS while the server says not paid yet. */
export const COMPLETE_TRIES = Math.ceil(PAY_READ_MAX_MS / PAY_READ_EVERY_MS);

/** The intent of an order: one order per amount until it succeeds (keys are kept per customer). */
export const orderDraft = (faceFen: number) => `summer:${faceFen}`;

/** Joined: a record paid or gifted (the activity is once per number). */
export const hasJoined = (records: readonly SchoolRecord[]): boolean =>
  records.some((r) => r.status === 'paid' || r.status === 'gifted');

const set = setterOf<SummerState>();

const venuesSummer = defineModel({
  namespace: 'venuesSummer',
  state: initial,
  reducers: {
    patch(state, { payload }: { payload: Partial<SummerState> }) {
      return { ...state, ...payload };
    },
    /** What the page says of the order: the server's refusal, the payment's outcome (undefined as one starts). */
    setError: set('error'),
    choose(state, { payload }: { payload: number }) {
      return SUMMER_AMOUNTS.some((a) => a.faceFen === payload)
        ? { ...state, faceFen: payload, error: undefined }
        : state;
    },
  },
  effects: (own) => {
    /** The window (with the server clock) and my records, side by side; each section fails alone. */
    function* readAll() {
      yield* put(own.patch({ info: LOADING, records: LOADING }));
      yield* all([call(readInfo), call(readRecords)]);
    }
    function* readInfo() {
      const info = yield* loadInto(
        (load: Load<ActiveInfo>) => own.patch({ info: load }),
        call(handlebusiApi.queryActiveInfo, { actId: SUMMER_ACT }),
      );
      if (info) yield* put(own.patch({ offsetMs: clockOffset(info.serverTime, yield* call(Date.now)) }));
    }
    function* readRecords() {
      // Not a section read alone: the server's E_NOT_SCHOOL is the page's not-school state.
      try {
        const records = yield* call(activityApi.schoolListRecord);
        yield* put(own.patch({ records: ready(records), notSchool: false }));
      } catch (e) {
        if (codeOf(e) === 'E_NOT_SCHOOL') yield* put(own.patch({ records: ready([]), notSchool: true }));
        else yield* put(own.patch({ records: failed(e) }));
      }
    }
    return {
      /** takeLatest: the window and my records. */
      load: [readAll, { type: 'takeLatest' }],
      /**
       * submit: the school top-up order of the chosen amount, then its payment; one at a time, the intent's key kept
       * across retries until the server answers. A refusal stays on the page in words (not a student, joined, the
       * window: the records read again); a failure that is no refusal reaches onError.
       */
      order: submit(
        function* ({ payload }: { payload: { faceFen: number } }, { call, put, putResolve, select }, { keyFor }) {
          const { faceFen } = payload;
          const phone = (yield* select(selectBoundPhone)) ?? (yield* select(selectGlobal)).thirdUserPhone;
          if (!phone) {
            yield* put(own.setError(t('venues.summer.noNumber')));
            return false;
          }
          let orderId: string;
          try {
            const req = { phone, faceFen };
            ({ orderId } = yield* call(activityApi.schoolAttendAct, req, { idempotencyKey: yield* keyFor(req) }));
          } catch (e) {
            const code = refusalOf(e) === undefined ? '' : codeOf(e);
            if (code === 'E_NOT_SCHOOL') yield* put(own.patch({ notSchool: true }));
            if (code === 'E_JOINED' || code.startsWith('E_ACT_')) yield* call(readAll);
            throw e;
          }
          return yield* putResolve(payment.actions.pay({ orderId, returnPath: SUMMER_PATH }));
        },
        { intent: ({ faceFen }) => orderDraft(faceFen), refused: own.setError },
      ),
      /** takeLeading: back from the payment. Paid → completePay, my records again; else said (and logged once). */
      afterPay: [
        function* ({ payload }: { payload: { orderId: string; outcome: PayOutcome } }, { call, put, select }) {
          if (payload.outcome !== 'success') {
            if (!(yield* select(selectOutcomeLogged(payload.orderId))))
              void (yield* put(payment.actions.logOutcome({ orderId: payload.orderId, outcome: payload.outcome })));
            yield* put(
              own.setError(t(payload.outcome === 'cancel' ? 'venues.summer.cancelled' : 'venues.summer.payFailed')),
            );
            return false;
          }
          // WeChat's ok may come before the server has the payment (a late notify): completePay says E_NOT_PAID
          // then, and the page says 支付处理中 and asks again, never that the payment failed.
          for (let tries = 1; ; tries += 1) {
            try {
              yield* call(activityApi.schoolCompletePay, { orderId: payload.orderId });
              break;
            } catch (e) {
              if (codeOf(e) === 'E_NOT_PAID' && tries < COMPLETE_TRIES) {
                yield* put(own.patch({ confirming: true }));
                yield* delay(PAY_READ_EVERY_MS);
                continue;
              }
              yield* put(
                own.patch({
                  confirming: false,
                  error: codeOf(e) === 'E_NOT_PAID' ? t('venues.summer.unconfirmed') : messageOf(e),
                }),
              );
              yield* call(readAll);
              return false;
            }
          }
          yield* put(own.patch({ confirming: false }));
          void (yield* put(ui.actions.toast({ text: t('venues.summer.paid'), kind: 'success' })));
          yield* call(readAll);
          return true;
        },
        { type: 'takeLeading' },
      ],
    };
  },
});

export default venuesSummer;

/** The activity's dates as the server gives them (the page once said 7月1日—8月31日 whatever it ran); '' unread. */
export function windowText(info: { startAt: string; endAt: string }): string {
  const from = date(info.startAt);
  // The end is exclusive: a window ending at 00:00 runs through the day before.
  const end = Date.parse(info.endAt);
  const to = Number.isNaN(end) ? '' : date(end - 1);
  return from && to ? t('venues.summer.window', { from, to }) : '';
}
