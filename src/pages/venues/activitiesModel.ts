// `/onlineActivities` (Catalogue of activities): the configured activity list (config/list?page=activities), each
// with its window; the chips 进行中 / 即将开始 / 已结束 are judged on the server's clock, whose offset is read from
// the first activity's saleInfo/queryActiveInfo (the phone's own clock when that answer does not come). Pre-rendered
// (config/routes.ts `prerender`), the list starts from the build's snapshot of it (`snapshot`), shown until the
// server's answer comes.
import { defineModel } from '../../core';
import * as configApi from '../../services/api/config';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { ConfigItem } from '../../services/api/types';
import { clockOffset } from '../shared/activityState';
import { windowPhase, type WindowPhase } from '../shared/activityWindow';
import { IDLE, loadInto, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';

export type ActivityChip = WindowPhase;

export interface ActivitiesState {
  list: Load<ConfigItem[]>;
  offsetMs: number;
  /** The build's snapshot of the list (a pre-rendered page) and the time it was read at, its chips judged then. */
  snapshot?: { items: ConfigItem[]; at: number };
}

const initial: ActivitiesState = { list: IDLE, offsetMs: 0 };

/** Which chip an activity is under at `now` (server time): the shared window rule (no start is live, no end runs on). */
export const chipOf = (item: Pick<ConfigItem, 'startAt' | 'endAt'>, now: number): ActivityChip =>
  windowPhase(item, now);

/** The list's query: the page's, and the build's snapshot of it. */
export const ACTIVITIES_QUERY = { page: 'activities' };

const set = setterOf<ActivitiesState>();

const venuesActivities = defineModel({
  namespace: 'venuesActivities',
  state: initial,
  reducers: {
    setList: set('list'),
    setOffsetMs: set('offsetMs'),
    /** The build's snapshot of the list (src/server.tsx, the page's `prerender`). */
    setSnapshot: set('snapshot'),
  },
  effects: (own) => ({
    /** takeLatest: the list, then the server clock (best effort). */
    load: [
      function* (_: unknown, { call, put }) {
        const items = yield* loadInto(own.setList, call(configApi.list, ACTIVITIES_QUERY));
        const first = items?.find((i) => i.actCode);
        if (!first?.actCode) return;
        try {
          const info = yield* call(handlebusiApi.queryActiveInfo, { actId: first.actCode });
          yield* put(own.setOffsetMs(clockOffset(info.serverTime, yield* call(Date.now))));
        } catch {
          /* the phone's clock then */
        }
      },
      { type: 'takeLatest' },
    ],
  }),
});

export default venuesActivities;
