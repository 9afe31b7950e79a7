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
import { IDLE, loadInto, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';

export interface LandingState {
  actId?: string;
  info: Load<ActiveInfo>;
  /** The server clock minus the phone's, when the window was read. */
  offsetMs: number;
  /** The items config/list answered; the page checks each again for its section (venueConfig.ts). */
  config: Load<ConfigItem[]>;
  floors: Record<string, Load<ProductItem[]>>;
  /** The build's snapshot of a venue (a pre-rendered page): shown until the server's answers come. */
  snapshot?: VenueSnapshot;
}

/** A venue as the build read it (src/server.tsx, the page's `prerender`), at `at` (the server's time then). */
export interface VenueSnapshot {
  actId: string;
  at: number;
  info: ActiveInfo;
  config: ConfigItem[];
  floors: Record<string, ProductItem[]>;
}

const initial: LandingState = { info: IDLE, offsetMs: 0, config: IDLE, floors: {} };

const set = setterOf<LandingState>();

const venuesLanding = defineModel({
  namespace: 'venuesLanding',
  state: initial,
  reducers: {
    setConfig: set('config'),
    setOffsetMs: set('offsetMs'),
    setInfo(state, { payload }: { payload: { actId: string; info: Load<ActiveInfo> } }) {
      // Another venue's answers are not this one's: a new activity starts clean (the build's snapshot stays).
      const base =
        state.actId === payload.actId ? state : { ...initial, actId: payload.actId, snapshot: state.snapshot };
      return { ...base, info: payload.info };
    },
    /** The build's snapshot of a venue (src/server.tsx, the page's `prerender`). */
    setSnapshot: set('snapshot'),
    setFloor(state, { payload }: { payload: { actCode: string; floor: Load<ProductItem[]> } }) {
      return { ...state, floors: { ...state.floors, [payload.actCode]: payload.floor } };
    },
  },
  effects: (own) => ({
    /** takeLatest: the activity's window and state, with the server clock's offset. */
    loadInfo: [
      function* ({ payload }: { payload: { actId: string } }, { call, put }) {
        const { actId } = payload;
        const info = yield* loadInto(
          (load: Load<ActiveInfo>) => own.setInfo({ actId, info: load }),
          call(handlebusiApi.queryActiveInfo, { actId }),
        );
        if (info) yield* put(own.setOffsetMs(clockOffset(info.serverTime, yield* call(Date.now))));
      },
      { type: 'takeLatest' },
    ],
    /** takeLatest: the venue's configuration (hero, tiles, floors, rules). */
    loadConfig: [
      function* ({ payload }: { payload: { actId: string } }, { call }) {
        yield* loadInto(own.setConfig, call(configApi.list, { page: payload.actId }));
      },
      { type: 'takeLatest' },
    ],
    /** takeEvery: one product floor (floors load side by side, each fails alone). */
    loadFloor: function* ({ payload }: { payload: { actCode: string } }, { call }) {
      const { actCode } = payload;
      yield* loadInto(
        (floor: Load<ProductItem[]>) => own.setFloor({ actCode, floor }),
        call(omowebApi.productList, { actCode }),
        (page) => page.list,
      );
    },
    /** takeEvery: a tap on a product is counted (recordClick); background work: a failed count is told to nobody. */
    click: [
      function* ({ payload }: { payload: { productId: string; actCode: string } }, { call }) {
        yield* call(omowebApi.recordClick, payload);
      },
      { type: 'takeEvery', role: 'background' },
    ],
  }),
});

export default venuesLanding;
