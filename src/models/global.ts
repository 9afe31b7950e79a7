// The app-wide state of spec §3: progress, the third-party user's phone, the phone pre-check and the user lookup.
import { defineModel, setterOf } from '../core';
// Domain modules one by one (not the `api` object), so the entry carries only the calls it makes.
import * as shellApi from '../services/api/shell';
import type { CustomerProfile, PreCheckInfo } from '../services/api/types';

export interface GlobalState {
  progressPercent: number;
  thirdUserPhone: string;
  preCheckInfo?: PreCheckInfo;
  userInfo?: CustomerProfile;
  /**
   * How many times the page came back from the back-forward cache (`pageshow` with `persisted`: back from WeChat's
   * pay sheet, the authorize page, another app). The pages are keyed by it (app.tsx), so each reads its state again
   * instead of showing what it had before.
   */
  revisits: number;
}

const initial: GlobalState = { progressPercent: 0, thirdUserPhone: '', revisits: 0 };

const set = setterOf<GlobalState>();

const global = defineModel({
  namespace: 'global',
  state: initial,
  reducers: {
    setProgressPercent(state, { payload }: { payload: number }) {
      return { ...state, progressPercent: Math.max(0, Math.min(100, payload)) };
    },
    setThirdUserPhone: set('thirdUserPhone'),
    savePreCheckInfo: set('preCheckInfo'),
    saveUserInfo: set('userInfo'),
    revisit(state) {
      return { ...state, revisits: state.revisits + 1 };
    },
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
  subscriptions: {
    /** A page restored from the back-forward cache is read again (once, in one place for every page). */
    backForwardCache({ dispatch }) {
      const restored = (e: PageTransitionEvent) => {
        if (e.persisted) dispatch(revisit());
      };
      window.addEventListener('pageshow', restored);
      return () => window.removeEventListener('pageshow', restored);
    },
  },
});

/** The creator of the revisit (the subscription is written before the model's `actions` exist). */
const revisit = () => global.actions.revisit();

export default global;

export const selectGlobal = (s: { global: GlobalState }) => s.global;
export const selectPreCheckInfo = (s: { global: GlobalState }) => s.global.preCheckInfo;
export const selectUserInfo = (s: { global: GlobalState }) => s.global.userInfo;
export const selectRevisits = (s: { global: GlobalState }) => s.global.revisits;
