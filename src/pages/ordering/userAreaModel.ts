// `/userArea` (PAGES.md §2.1, FormPage): the home city and district, from the area dictionary
// (config/custAreaDict/list); saved on the device (homeArea.ts) as the default of number pools, broadband areas
// and regional offers, then back to `redirect` (a same-app path) when given.
import { call, put } from 'typed-redux-saga';
import { defineModel, replace } from '../../core';
import * as configApi from '../../services/api/config';
import type { AreaDict } from '../../services/api/types';
import { failed, IDLE, LOADING, ready, type Load } from '../shared/load';
import { DEFAULT_CITY, readHomeArea, saveHomeArea, type HomeArea } from './homeArea';

export interface UserAreaState {
  cityCode: string;
  districtCode: string;
  cities: Load<AreaDict[]>;
  districts: Load<AreaDict[]>;
  saved?: HomeArea;
  problem: boolean;
}

const initial: UserAreaState = { cityCode: '', districtCode: '', cities: IDLE, districts: IDLE, problem: false };

const selectUserArea = (s: { orderingUserArea: UserAreaState }) => s.orderingUserArea;

const nameOf = (load: Load<AreaDict[]>, code: string) =>
  (load.status === 'ready' ? load.data.find((a) => a.code === code)?.name : undefined) ?? '';

const orderingUserArea = defineModel({
  namespace: 'orderingUserArea',
  state: initial,
  reducers: {
    patch(state, { payload }: { payload: Partial<UserAreaState> }) {
      return { ...state, ...payload };
    },
  },
  effects: (own) => {
    function* districtsOf(cityCode: string) {
      yield* put(own.patch({ districts: LOADING }));
      try {
        yield* put(own.patch({ districts: ready(yield* call(configApi.custAreaDictList, { parentCode: cityCode })) }));
      } catch (e) {
        yield* put(own.patch({ districts: failed(e) }));
      }
    }
    return {
      /** takeLatest: the saved area (Kunming by default) and the cities and districts to choose from. */
      open: [
        function* (_, { call, put }) {
          const home = yield* call(readHomeArea);
          const cityCode = home?.cityCode ?? DEFAULT_CITY;
          yield* put(own.patch({ cityCode, districtCode: home?.districtCode ?? '', saved: home, problem: false }));
          yield* put(own.patch({ cities: LOADING }));
          try {
            yield* put(own.patch({ cities: ready(yield* call(configApi.custAreaDictList, { parentCode: '530000' })) }));
          } catch (e) {
            yield* put(own.patch({ cities: failed(e) }));
          }
          yield* call(districtsOf, cityCode);
        },
        { type: 'takeLatest' },
      ],
      /** takeLatest: another city: its districts (also the districts' retry). */
      chooseCity: [
        function* ({ payload }: { payload: string }, { call, put }) {
          yield* put(own.patch({ cityCode: payload, districtCode: '', problem: false }));
          yield* call(districtsOf, payload);
        },
        { type: 'takeLatest' },
      ],
      *chooseDistrict({ payload }: { payload: string }, { put }) {
        yield* put(own.patch({ districtCode: payload, problem: false }));
      },
      /** takeLeading: keeps the choice on the device, then back to `redirect` when given. */
      save: [
        function* ({ payload }: { payload: { redirect?: string } }, { call, put, select }) {
          const s = yield* select(selectUserArea);
          if (!/^\d{6}$/.test(s.cityCode) || !/^\d{6}$/.test(s.districtCode)) {
            yield* put(own.patch({ problem: true }));
            return false;
          }
          const area: HomeArea = {
            cityCode: s.cityCode,
            cityName: nameOf(s.cities, s.cityCode),
            districtCode: s.districtCode,
            districtName: nameOf(s.districts, s.districtCode),
          };
          yield* call(saveHomeArea, area);
          yield* put(own.patch({ saved: area }));
          if (payload.redirect) yield* put(replace(payload.redirect));
          return true;
        },
        { type: 'takeLeading' },
      ],
    };
  },
});

export default orderingUserArea;
