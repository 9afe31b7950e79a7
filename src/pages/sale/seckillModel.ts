// The flash sale (`/seckillNew` and its compact widgets, PAGES.md template Seckill): today's sessions with their
// live stock (querySaleInfo) and the customer's standing (queryActiveInfo), side by side; the server clock's
// offset keeps the countdowns right on a phone with a wrong clock. A grab is one request however often the button
// is tapped (a submit effect, one idempotency key per session and item, reused on a retry); a visitor is asked to log
// in, a WeChat user without a number to bind one; a win opens the pay sheet (30 minutes), paid through the app's
// payment flow, which comes back to the customer's orders.
import { all, call, put, select } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import payment from '../../models/payment';
import ui from '../../models/ui';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { ActiveInfo, SaleInfo } from '../../services/api/types';
import { refusalOf } from '../../services/request';
import { clockOffset } from '../shared/activityState';
import { codeOf } from '../shared/errors';
import { IDLE, ready, type Load } from '../shared/load';
import { OutcomeUnknownError } from '../shared/outcome';
import { refreshInto } from '../shared/refreshInto';
import { customerFirst, notYetOf } from './customerFirst';
import { liveRead, shareCount } from './saleEffects';
import { ORDERS_PATH, SECKILL_ACT, SECKILL_PATH } from './seckill';
import { setterOf } from '../shared/setter';

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
  /** The item of the last grab (its button spins while the grab runs; a refusal is said at it). */
  target?: string;
  /** The server's word on the last refused grab, by item. */
  refusal?: { itemId: string; text: string };
  /** The pay sheet of a win. */
  won?: Won;
  /** The server's refusal to start the payment, on the sheet. */
  payError?: string;
}

export const initialState: SeckillState = { sale: IDLE, act: IDLE };

/** The slice, for the model's own sagas (the model's `select` cannot be typed inside its own definition). */
const slice = (s: { saleSeckill: SeckillState }) => s.saleSeckill;

/** One key per session and item: a retry of the same grab replays, another session's grab is new. */
export const grabKey = (sessionAt: string, itemId: string) => `seckill:${sessionAt}:${itemId}`;

/** What a grab came to: won (the pay sheet is open), refused (said on the item), or the login / bind to do. */
export type GrabOutcome = 'won' | 'login' | 'bind';

const set = setterOf<SeckillState>();

const saleSeckill = defineModel({
  namespace: 'saleSeckill',
  state: initialState,
  reducers: {
    setSale: set('sale'),
    setAct: set('act'),
    setTarget: set('target'),
    /** The server's refusal of the last grab, at its item (undefined as a grab starts). */
    setRefusal(state, { payload }: { payload?: string }) {
      return { ...state, refusal: payload && state.target ? { itemId: state.target, text: payload } : undefined };
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
    /** The server's refusal to start the payment (undefined as one starts). */
    setPayError: set('payError'),
  },
  effects: (own) => {
    /** The sessions and the customer's standing, side by side; `silent` keeps what is shown on a failure. */
    function* read(silent: boolean) {
      const shown = yield* select(slice);
      function* sale() {
        const data = yield* call(handlebusiApi.querySaleInfo, { actId: SECKILL_ACT });
        return { ...data, offsetMs: clockOffset(data.serverTime, yield* call(Date.now)) };
      }
      yield* all([
        call(refreshInto, own.setSale, sale(), { silent, shown: shown.sale }),
        call(refreshInto, own.setAct, call(handlebusiApi.queryActiveInfo, { actId: SECKILL_ACT }), {
          silent,
          shown: shown.act,
        }),
      ]);
    }
    return {
      /**
       * takeLatest: the sessions and the customer's standing. `silent` (the live stock refreshed while a session
       * runs, or at a session's start) keeps what is shown until the answer comes.
       */
      load: liveRead(read),

      /**
       * submit: a burst of taps sends one grab. A visitor logs in first ('login', the page starts it), a WeChat user
       * without a number binds one. Won: the item is marked, the pay sheet opens. Refused: sold out, already won, not
       * eligible or not live, said on the item and the item (or the page) brought up to date. A failure on the way
       * keeps the key, so the retry cannot win twice, and reaches onError; a lost answer the records cannot confirm
       * either is said as a neutral "结果确认中" (a loading toast, never the red failure toast).
       */
      grab: submit(
        function* ({ payload }: { payload: { itemId: string; sessionAt: string; name: string } }, { select }, sub) {
          const first = yield* customerFirst(SECKILL_PATH);
          if (first) return first;
          const { itemId, sessionAt } = payload;
          yield* put(own.setTarget(itemId));
          try {
            // A lost answer is confirmed in the records: the unpaid grab of this item (one per customer and item).
            const req = { productCode: itemId, actId: SECKILL_ACT, itemId };
            const order = yield* sub.send(
              req,
              function* (idempotencyKey) {
                return yield* call(handlebusiApi.submitOrder, req, { idempotencyKey });
              },
              {
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
                // A success without the order (its number, its amount) is read back, never shown as ¥0.00.
                complete: (o) => o.orderNo.trim() !== '',
              },
            );
            const s = yield* select(slice);
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
            const notYet = yield* notYetOf(e, SECKILL_PATH);
            if (notYet) return notYet;
            const code = codeOf(e);
            if (refusalOf(e) !== undefined) {
              if (code === 'E_SOLD_OUT') yield* put(own.patchItem({ itemId, sessionAt, left: 0 }));
              else if (code === 'E_JOINED') yield* put(own.patchItem({ itemId, sessionAt, won: true }));
              else if (code === 'E_NOT_LIVE' || code?.startsWith('E_ACT_') || code === 'E_INELIGIBLE')
                yield* call(read, true);
            }
            if (e instanceof OutcomeUnknownError) {
              // Not a failure: the grab may have won. Said neutrally; the key stays, the retry confirms first.
              yield* put(ui.actions.toast({ text: e.message, kind: 'loading' }));
              e.handled = true;
            }
            throw e;
          }
        },
        { intent: ({ itemId, sessionAt }) => grabKey(sessionAt, itemId), refused: own.setRefusal },
      ),

      /**
       * submit: pays the won order through the app's payment flow (WeChat Pay, or the cashier outside WeChat),
       * which comes back to the orders with the outcome; one at a time (`model.loading('pay')`). A refusal to start
       * stays on the sheet with its reason; any other failure reaches onError.
       */
      pay: submit(
        function* ({ payload }: { payload: { orderNo: string } }, { putResolve }) {
          const returnPath = `${ORDERS_PATH}?orderNo=${encodeURIComponent(payload.orderNo)}`;
          return yield* putResolve(payment.actions.pay({ orderId: payload.orderNo, returnPath }));
        },
        { intent: ({ orderNo }) => `seckill-pay:${orderNo}`, refused: own.setPayError },
      ),

      /** takeEvery: a share of the page is counted, best effort. */
      logShare: shareCount(SECKILL_ACT),
    };
  },
});

export default saleSeckill;
