// CapRelease (PAGES.md template 14): `/flowCaps` lifts the monthly cap, `/flowCaps2` buys the day's full-speed
// pack. On load the allowance (usage against the cap or the throttle threshold) and the standing of the product
// (CAP_LIFT or SPEED_5: already lifted, no cap, not throttled) are read in parallel. The order is busi/handle
// without smsCode (the SMS gate asks), one idempotency key per product reused on retry, takeLeading.
import { all, call } from 'typed-redux-saga';
import { defineModel, push } from '../../core';
import * as billApi from '../../services/api/bill';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { ActiveInfo, Allowance } from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError } from '../../services/request';
import { codeOf } from '../shared/errors';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';

export type CapMode = 'liftCap' | 'restoreSpeed';

export const CAP_PRODUCT: Record<CapMode, string> = { liftCap: 'CAP_LIFT', restoreSpeed: 'SPEED_5' };
const SUCCESS: Record<CapMode, string> = { liftCap: '/flowCaps/success', restoreSpeed: '/flowCaps2/success' };

export interface CapView {
  allowance: Allowance;
  info: ActiveInfo;
}

export interface CapState {
  mode?: CapMode;
  view: Load<CapView>;
  ordering: boolean;
  /** The server's reason of a refused order, shown on the page (the speed restore: on its fail page). */
  orderError?: string;
}

const initial: CapState = { view: IDLE, ordering: false };

export const capDraftKey = (mode: CapMode) => `cap:${CAP_PRODUCT[mode]}`;

export const selectCap = (s: { dataPacksCap: CapState }) => s.dataPacksCap;

/** The general data used and the cap (or throttle threshold) it is measured against, in KB. */
export function usageOf(allowance: Allowance): { usedKb: number; limitKb?: number } {
  const general = allowance.buckets.find((b) => b.type === 'general');
  return { usedKb: general?.used ?? 0, limitKb: allowance.capKb };
}

const dataPacksCap = defineModel({
  namespace: 'dataPacksCap',
  state: initial,
  reducers: {
    setView(state, { payload }: { payload: { mode: CapMode; view: Load<CapView> } }) {
      const same = state.mode === payload.mode;
      return { ...state, ...payload, orderError: same ? state.orderError : undefined };
    },
    setOrdering(state, { payload }: { payload: { ordering: boolean; error?: string } }) {
      return { ...state, ordering: payload.ordering, orderError: payload.error };
    },
  },
  effects: (own) => ({
    /** takeLatest: the allowance and the product's standing, in parallel. */
    load: [
      function* ({ payload }: { payload: { mode: CapMode } }, { put }) {
        yield* put(own.setView({ mode: payload.mode, view: LOADING }));
        try {
          const { allowance, info } = yield* all({
            allowance: call(billApi.querySetMealaAlowance),
            info: call(handlebusiApi.queryActiveInfo, { actId: CAP_PRODUCT[payload.mode] }),
          });
          yield* put(own.setView({ mode: payload.mode, view: ready({ allowance, info }) }));
        } catch (e) {
          yield* put(own.setView({ mode: payload.mode, view: failed(e) }));
        }
      },
      { type: 'takeLatest' },
    ],

    /**
     * takeLeading: lifts the cap or restores the speed. Cancelled in the SMS dialog → nothing changes; refused →
     * the cap lift shows the reason on the page, the speed restore goes to its fail page (the code in its address,
     * the reason in the store); done →
     * the success page.
     */
    order: [
      function* ({ payload }: { payload: { mode: CapMode; phone?: string } }, { put }) {
        const { mode, phone } = payload;
        const productCode = CAP_PRODUCT[mode];
        const key = capDraftKey(mode);
        yield* put(own.setOrdering({ ordering: true }));
        try {
          const idempotencyKey = yield* call(idempotencyKeyFor, key);
          yield* call(handlebusiApi.handle, phone ? { productCode, phone } : { productCode }, { idempotencyKey });
        } catch (e) {
          if (e instanceof RequestError && e.kind === 'cancelled') {
            yield* put(own.setOrdering({ ordering: false }));
            return false;
          }
          yield* put(own.setOrdering({ ordering: false, error: messageOf(e) }));
          // The fail page shows the reason from the store; the address carries the code alone, never a text.
          if (mode === 'restoreSpeed') yield* put(push(`/flowCaps2/fail?code=${encodeURIComponent(codeOf(e))}`));
          return false;
        }
        yield* call(releaseIdempotencyKey, key);
        yield* put(own.setOrdering({ ordering: false }));
        yield* put(push(SUCCESS[mode]));
        return true;
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default dataPacksCap;
