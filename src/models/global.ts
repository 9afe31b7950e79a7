// The app-wide state of spec §3: progress, the third-party user's phone, the phone pre-check and the user lookup.
import { defineModel, settersOf, setterOf } from '../core';
// Domain modules one by one (not the `api` object), so the entry carries only the calls it makes.
import * as shellApi from '../services/api/shell';
import type { CustomerProfile, PreCheckInfo } from '../services/api/types';

export interface GlobalState {
  progressPercent: number;
  thirdUserPhone: string;
  preCheckInfo?: PreCheckInfo;
  userInfo?: CustomerProfile;
}

const initial: GlobalState = { progressPercent: 0, thirdUserPhone: '' };

const set = setterOf<GlobalState>();

const global = defineModel({
  namespace: 'global',
  state: initial,
  reducers: {
    setProgressPercent(state, { payload }: { payload: number }) {
      return { ...state, progressPercent: Math.max(0, Math.min(100, payload)) };
    },
    ...settersOf<GlobalState>()('thirdUserPhone'),
    savePreCheckInfo: set('preCheckInfo'),
    saveUserInfo: set('userInfo'),
  },
  effects: (own) => ({
    /** takeLatest: a read; a newer lookup makes an older one moot. */
    fetchUserInfo: [
      function* (_: unknown, { call, put }) {
        const info = yield* call(shellApi.getUserInfo);
        yield* put(own.saveUserInfo(info));
        return info;
      },
      { type: 'takeLatest' },
    ],
    /** takeLatest: the number being typed changes; only the last check counts. Kept as preCheckInfo. */
    preCheckToPhone: [
      function* ({ payload }: { payload: { phone: string } }, { call, put }) {
        yield* put(own.savePreCheckInfo(undefined));
        const info = yield* call(shellApi.preCheckToPhone, { phone: payload.phone });
        yield* put(own.savePreCheckInfo(info));
        return info;
      },
      { type: 'takeLatest' },
    ],
  }),
});

export default global;

export const selectGlobal = (s: { global: GlobalState }) => s.global;
export const selectPreCheckInfo = (s: { global: GlobalState }) => s.global.preCheckInfo;
export const selectUserInfo = (s: { global: GlobalState }) => s.global.userInfo;
