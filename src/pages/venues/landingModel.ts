// The venue and festival landings (ActivityLanding): the activity's window from saleInfo/queryActiveInfo (with the
// server's clock, so countdowns run on the server's time), the configuration from config/list?page=<actId> (its
// sections built and checked item by item, see venueConfig.ts), each product floor from omoweb/productList/list on
// its own. Each part loads and fails alone, with its own retry: a configuration the schema refuses leaves the title
// and the countdown standing. Taps on products are logged, best effort (shares: shareModel.ts).
import { defineModel } from '../../core';
import * as configApi from '../../services/api/config';
import * as handlebusiApi from '../../services/api/handlebusi';
import * as omowebApi from '../../services/api/omoweb';
import type { ActiveInfo, ConfigItem, ProductItem } from '../../services/api/types';
import { clockOffset } from '../shared/activityState';
import { failed, IDLE, LOADING, ready, type Load } from '../shared/load';

export interface LandingState {
  actId?: string;
  info: Load<ActiveInfo>;
  /** The server clock minus the phone's, when the window was read. */
  offsetMs: number;
  /** The items config/list answered; the page checks each again for its section (venueConfig.ts). */
  config: Load<ConfigItem[]>;
  floors: Record<string, Load<ProductItem[]>>;
}

const initial: LandingState = { info: IDLE, offsetMs: 0, config: IDLE, floors: {} };

export const selectLanding = (s: { venuesLanding: LandingState }) => s.venuesLanding;

const quiet = { onFail: () => undefined };

const venuesLanding = defineModel({
  namespace: 'venuesLanding',
  state: initial,
  reducers: {
    setInfo(state, { payload }: { payload: { actId: string; info: Load<ActiveInfo>; offsetMs?: number } }) {
      // Another venue's answers are not this one's: a new activity starts clean.
      const base = state.actId === payload.actId ? state : { ...initial, actId: payload.actId };
      return { ...base, info: payload.info, offsetMs: payload.offsetMs ?? base.offsetMs };
    },
    setConfig(state, { payload }: { payload: Load<ConfigItem[]> }) {
      return { ...state, config: payload };
    },
    setFloor(state, { payload }: { payload: { actCode: string; floor: Load<ProductItem[]> } }) {
      return { ...state, floors: { ...state.floors, [payload.actCode]: payload.floor } };
    },
  },
  effects: (own) => ({
    /** takeLatest: the activity's window and state, with the server clock's offset. */
    loadInfo: [
      function* ({ payload }: { payload: { actId: string } }, { call, put }) {
        yield* put(own.setInfo({ actId: payload.actId, info: LOADING }));
        try {
          const info = yield* call(handlebusiApi.queryActiveInfo, { actId: payload.actId }, quiet);
          const offsetMs = clockOffset(info.serverTime, yield* call(Date.now));
          yield* put(own.setInfo({ actId: payload.actId, info: ready(info), offsetMs }));
        } catch (e) {
          yield* put(own.setInfo({ actId: payload.actId, info: failed(e) }));
        }
      },
      { type: 'takeLatest' },
    ],
    /** takeLatest: the venue's configuration (hero, tiles, floors, rules). */
    loadConfig: [
      function* ({ payload }: { payload: { actId: string } }, { call, put }) {
        yield* put(own.setConfig(LOADING));
        try {
          const items = yield* call(configApi.list, { page: payload.actId }, quiet);
          yield* put(own.setConfig(ready(items)));
        } catch (e) {
          yield* put(own.setConfig(failed(e)));
        }
      },
      { type: 'takeLatest' },
    ],
    /** takeEvery: one product floor (floors load side by side, each fails alone). */
    loadFloor: function* ({ payload }: { payload: { actCode: string } }, { call, put }) {
      yield* put(own.setFloor({ actCode: payload.actCode, floor: LOADING }));
      try {
        const page = yield* call(omowebApi.productList, { actCode: payload.actCode }, quiet);
        yield* put(own.setFloor({ actCode: payload.actCode, floor: ready(page.list) }));
      } catch (e) {
        yield* put(own.setFloor({ actCode: payload.actCode, floor: failed(e) }));
      }
    },
    /** A tap on a product (recordClick): counted or not, the customer goes on. */
    click: function* ({ payload }: { payload: { productId: string; actCode: string } }, { call }) {
      try {
        yield* call(omowebApi.recordClick, payload, quiet);
      } catch {
        /* best effort */
      }
    },
  }),
});

export default venuesLanding;
