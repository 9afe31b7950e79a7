// The flash sale (`/seckillNew` and its compact widgets, PAGES.md template Seckill): today's sessions with their
// live stock (querySaleInfo) and the customer's standing (queryActiveInfo), side by side; the server clock's
// offset keeps the countdowns right on a phone with a wrong clock. A grab is one request however often the button
// is tapped (takeLeading, one idempotency key per session and item, reused on a retry); a visitor is asked to log
// in, a WeChat user without a number to bind one; a win opens the pay sheet (30 minutes), paid through the app's
// payment flow, which comes back to the customer's orders.
import { all, call, put } from 'typed-redux-saga';
import { defineModel, push } from '../../core';
import payment from '../../models/payment';
import { selectSession } from '../../models/session';
import ui from '../../models/ui';
import * as activityApi from '../../services/api/activity';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { ActiveInfo, OrderSubmitted, SaleInfo } from '../../services/api/types';
import { releaseIdempotencyKey } from '../../services/request';
import { clockOffset } from '../shared/activityState';
import { codeOf, isLoggedOut } from '../shared/errors';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';
import { sendConfirmed } from '../shared/outcome';
import { ORDERS_PATH, SECKILL_ACT, SECKILL_PATH } from './seckill';

/** Today's sessions, with the server clock's offset from the phone's. */
export interface Sale extends SaleInfo {
  offsetMs: number;
}

/** A grab that won: the order to pay within 30 minutes. */
export interface Won {
  orderNo: string;
  name: string;
  payFen: number;
  payBy?: string;
}

export interface SeckillState {
  sale: Load<Sale>;
  /** The customer's standing (eligibility and its reasons); a failure here leaves the sale readable. */
  act: Load<ActiveInfo>;
  /** The item a grab is under way for (its button spins; the others wait). */
  grabbing?: string;
  /** The server's word on the last refused grab, by item. */
  refusal?: { itemId: string; text: string };
  /** The pay sheet of a win. */
  won?: Won;
  paying: boolean;
  payError?: string;
  /** The share sheet (outside WeChat: the link to copy). */
  share?: { link: string };
}

export const initialState: SeckillState = { sale: IDLE, act: IDLE, paying: false };

export const selectSeckill = (s: { saleSeckill: SeckillState }) => s.saleSeckill;

/** Reads show their own errors on the page: nothing is toasted. */
const quiet = { onFail: () => undefined };

/** One key per session and item: a retry of the same grab replays, another session's grab is new. */
export const grabKey = (sessionAt: string, itemId: string) => `seckill:${sessionAt}:${itemId}`;

/** What a grab came to: won (the pay sheet is open), refused (said on the item), or the login / bind to do. */
export type GrabOutcome = 'won' | 'refused' | 'login' | 'bind' | 'failed';

const saleSeckill = defineModel({
  namespace: 'saleSeckill',
  state: initialState,
  reducers: {
    setSale(state, { payload }: { payload: Load<Sale> }) {
      return { ...state, sale: payload };
    },
    setAct(state, { payload }: { payload: Load<ActiveInfo> }) {
      return { ...state, act: payload };
    },
    setGrabbing(state, { payload }: { payload: string | undefined }) {
      return { ...state, grabbing: payload };
    },
    setRefusal(state, { payload }: { payload: SeckillState['refusal'] }) {
      return { ...state, refusal: payload };
    },
    /** The item as the server now has it: `left` places, won or not (a win or a refusal says so at once). */
    patchItem(state, { payload }: { payload: { itemId: string; sessionAt: string; left?: number; won?: boolean } }) {
      if (state.sale.status !== 'ready') return state;
      const sessions = state.sale.data.sessions.map((s) =>
        s.at !== payload.sessionAt
          ? s
          : {
              ...s,
              items: s.items.map((i) =>
                i.itemId !== payload.itemId ? i : { ...i, left: payload.left ?? i.left, won: payload.won ?? i.won },
              ),
            },
      );
      // One win per customer per item, whatever the session.
      const all =
        payload.won === undefined
          ? sessions
          : sessions.map((s) => ({
              ...s,
              items: s.items.map((i) => (i.itemId === payload.itemId ? { ...i, won: payload.won ?? i.won } : i)),
            }));
      return { ...state, sale: ready({ ...state.sale.data, sessions: all }) };
    },
    openPay(state, { payload }: { payload: Won }) {
      return { ...state, won: payload, payError: undefined };
    },
    closePay(state) {
      return { ...state, won: undefined, payError: undefined };
    },
    setPaying(state, { payload }: { payload: { paying: boolean; error?: string } }) {
      return { ...state, paying: payload.paying, payError: payload.error };
    },
    openShare(state, { payload }: { payload: string }) {
      return { ...state, share: { link: payload } };
    },
    closeShare(state) {
      return { ...state, share: undefined };
    },
  },
  effects: (own) => {
    /** The sessions and the customer's standing, side by side; `silent` keeps what is shown on a failure. */
    function* read(silent: boolean) {
      if (!silent) {
        yield* put(own.setSale(LOADING));
        yield* put(own.setAct(LOADING));
      }
      function* sale() {
        try {
          const data = yield* call(handlebusiApi.querySaleInfo, { actId: SECKILL_ACT }, quiet);
          const offsetMs = clockOffset(data.serverTime, yield* call(Date.now));
          yield* put(own.setSale(ready({ ...data, offsetMs })));
        } catch (e) {
          if (!silent) yield* put(own.setSale(failed(e)));
        }
      }
      function* act() {
        try {
          yield* put(own.setAct(ready(yield* call(handlebusiApi.queryActiveInfo, { actId: SECKILL_ACT }, quiet))));
        } catch (e) {
          if (!silent) yield* put(own.setAct(failed(e)));
        }
      }
      yield* all([call(sale), call(act)]);
    }
    return {
      /**
       * takeLatest: the sessions and the customer's standing. `silent` (the live stock refreshed while a session
       * runs, or at a session's start) keeps what is shown until the answer comes.
       */
      load: [
        function* ({ payload }: { payload: { silent?: boolean } }) {
          yield* call(read, !!payload.silent);
        },
        { type: 'takeLatest' },
      ],

      /**
       * takeLeading: a burst of taps sends one grab. A visitor logs in first ('login', the page starts it), a WeChat
       * user without a number binds one. Won: the item is marked, the pay sheet opens. Refused: sold out, already won,
       * not eligible or not live, said on the item and the item (or the page) brought up to date. A failure on the
       * way keeps the key, so the retry cannot win twice.
       */
      grab: [
        function* ({ payload }: { payload: { itemId: string; sessionAt: string; name: string } }, { select }) {
          const session = yield* select(selectSession);
          if (session.status === 'anonymous') return 'login';
          if (session.status === 'identified' && !session.user?.userPhone) {
            yield* put(push(`/bindAccount?redirect=${encodeURIComponent(SECKILL_PATH)}`));
            return 'bind';
          }
          const { itemId, sessionAt } = payload;
          const key = grabKey(sessionAt, itemId);
          yield* put(own.setGrabbing(itemId));
          yield* put(own.setRefusal(undefined));
          try {
            // A lost answer is confirmed in the records: the unpaid grab of this item (one per customer and item).
            const order = yield* sendConfirmed<OrderSubmitted>({
              draft: key,
              *send(idempotencyKey) {
                return yield* call(
                  handlebusiApi.submitOrder,
                  { productCode: itemId, actId: SECKILL_ACT, itemId },
                  { idempotencyKey, onFail: () => undefined },
                );
              },
              *confirm() {
                const page = yield* call(handlebusiApi.queryUserProductInfo, {
                  source: 'seckill' as const,
                  status: 'pending' as const,
                });
                const grabbed = (page?.list ?? []).find(
                  (r) => r.orderNo && (r.productCode === itemId || r.name.startsWith(payload.name)),
                );
                return grabbed?.orderNo
                  ? {
                      orderNo: grabbed.orderNo,
                      payFen: grabbed.feeFen,
                      ...(grabbed.payBy ? { payBy: grabbed.payBy } : {}),
                    }
                  : undefined;
              },
            });
            const s = yield* select(selectSeckill);
            const left =
              s.sale.status === 'ready'
                ? s.sale.data.sessions.find((x) => x.at === sessionAt)?.items.find((i) => i.itemId === itemId)?.left
                : undefined;
            yield* put(
              own.patchItem({ itemId, sessionAt, won: true, left: left === undefined ? undefined : left - 1 }),
            );
            yield* put(
              own.openPay({ orderNo: order.orderNo, name: payload.name, payFen: order.payFen, payBy: order.payBy }),
            );
            return 'won';
          } catch (e) {
            if (isLoggedOut(e)) return 'login';
            const code = codeOf(e);
            if (code === 'E_NOT_BOUND') {
              yield* put(push(`/bindAccount?redirect=${encodeURIComponent(SECKILL_PATH)}`));
              return 'bind';
            }
            const text = messageOf(e);
            if (code === 'E_SOLD_OUT') yield* put(own.patchItem({ itemId, sessionAt, left: 0 }));
            else if (code === 'E_JOINED') yield* put(own.patchItem({ itemId, sessionAt, won: true }));
            else if (code === 'E_NOT_LIVE' || code?.startsWith('E_ACT_') || code === 'E_INELIGIBLE')
              yield* call(read, true);
            const refused = !!code && code.startsWith('E_');
            if (refused) yield* call(releaseIdempotencyKey, key);
            yield* put(own.setRefusal({ itemId, text }));
            yield* put(ui.actions.toast({ text, kind: 'fail' }));
            return refused ? 'refused' : 'failed';
          } finally {
            yield* put(own.setGrabbing(undefined));
          }
        },
        { type: 'takeLeading' },
      ],

      /**
       * takeLeading: pays the won order through the app's payment flow (WeChat Pay, or the cashier outside WeChat),
       * which comes back to the orders with the outcome. A failure to start stays on the sheet with its reason.
       */
      pay: [
        function* ({ payload }: { payload: { orderNo: string } }, { put, putResolve }) {
          yield* put(own.setPaying({ paying: true }));
          const returnPath = `${ORDERS_PATH}?orderNo=${encodeURIComponent(payload.orderNo)}`;
          try {
            const outcome = yield* putResolve(payment.actions.pay({ orderId: payload.orderNo, returnPath }));
            yield* put(own.setPaying({ paying: false }));
            return outcome;
          } catch (e) {
            yield* put(own.setPaying({ paying: false, error: messageOf(e) }));
            return false;
          }
        },
        { type: 'takeLeading' },
      ],

      /** takeEvery: a share is counted (shareRecord/insert), best effort. */
      logShare: function* (
        { payload }: { payload: { link: string; channel: 'friend' | 'timeline' | 'copyLink' } },
        { call },
      ) {
        try {
          yield* call(activityApi.shareRecordInsert, { actId: SECKILL_ACT, ...payload }, quiet);
        } catch {
          /* counting is best effort */
        }
      },
    };
  },
});

export default saleSeckill;
