// CapRelease (PAGES.md template 14): `/flowCaps` lifts the monthly cap, `/flowCaps2` buys the day's full-speed
// pack. On load the allowance (usage against the cap or the throttle threshold) and the standing of the product
// (CAP_LIFT or SPEED_5: already lifted, no cap, not throttled) are read in parallel. The order is busi/handle
// without smsCode (the SMS gate asks), a `submit`: one at a time, one idempotency key per product reused on retry.
import { all, call } from 'typed-redux-saga';
import { defineModel, push, submit } from '../../core';
import * as billApi from '../../services/api/bill';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { ActiveInfo, Allowance } from '../../services/api/types';
import { refusalOf } from '../../services/request';
import { codeOf } from '../shared/errors';
import { IDLE, loadInto, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';

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
  /** The server's reason of a refused order, shown on the page (the speed restore: on its fail page). */
  orderError?: string;
}

const initial: CapState = { view: IDLE };

export const capDraftKey = (mode: CapMode) => `cap:${CAP_PRODUCT[mode]}`;

/** The general data used and the cap (or throttle threshold) it is measured against, in KB. */
export function usageOf(allowance: Allowance): { usedKb: number; limitKb?: number } {
  const general = allowance.buckets.find((b) => b.type === 'general');
  return { usedKb: general?.used ?? 0, limitKb: allowance.capKb };
}

const set = setterOf<CapState>();

const dataPacksCap = defineModel({
  namespace: 'dataPacksCap',
  state: initial,
  reducers: {
    setView(state, { payload }: { payload: { mode: CapMode; view: Load<CapView> } }) {
      const same = state.mode === payload.mode;
      return { ...state, ...payload, orderError: same ? state.orderError : undefined };
    },
    /** The server's refusal of the last order (undefined when an order starts). */
    setOrderError: set('orderError'),
  },
  effects: (own) => ({
    /** takeLatest: the allowance and the product's standing, in parallel. */
    load: [
      function* ({ payload }: { payload: { mode: CapMode } }) {
        const { mode } = payload;
        yield* loadInto(
          (view: Load<CapView>) => own.setView({ mode, view }),
          all({
            allowance: call(billApi.querySetMealaAlowance),
            info: call(handlebusiApi.queryActiveInfo, { actId: CAP_PRODUCT[mode] }),
          }),
        );
      },
      { type: 'takeLatest' },
    ],

    /**
     * submit: lifts the cap or restores the speed. Cancelled in the SMS dialog → nothing changes; refused → the
     * reason in the store: the cap lift shows it on the page, the speed restore on its fail page (the code in its
     * address, never a text); done → the success page. Any other failure is the failure toast, the key kept.
     */
    order: submit(
      function* ({ payload }: { payload: { mode: CapMode; phone?: string } }, { put }, { keyFor }) {
        const { mode, phone } = payload;
        const productCode = CAP_PRODUCT[mode];
        const req = phone ? { productCode, phone } : { productCode };
        try {
          yield* call(handlebusiApi.handle, req, { idempotencyKey: yield* keyFor(req) });
        } catch (e) {
          if (mode === 'restoreSpeed' && refusalOf(e) !== undefined)
            yield* put(push(`/flowCaps2/fail?code=${encodeURIComponent(codeOf(e))}`));
          throw e;
        }
        yield* put(push(SUCCESS[mode]));
        return true;
      },
      { intent: ({ mode }) => capDraftKey(mode), refused: own.setOrderError },
    ),
  }),
});

export default dataPacksCap;
