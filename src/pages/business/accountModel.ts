// The read-only sections of the business hall (PAGES.md templates 1 Hub and 20 AccountView): balance and month
// spend, the allowance meters, the member profile, the points. Each section loads and fails alone, with its retry;
// the hub's first two are started by the entry ahead of the chunk (src/layouts/firstData.ts) and taken here.
import { call } from 'typed-redux-saga';
import { defineModel } from '../../core';
import global from '../../models/global';
import { takePrefetched } from '../../models/prefetch';
import * as billApi from '../../services/api/bill';
import * as shellApi from '../../services/api/shell';
import * as userApi from '../../services/api/user';
import type { Allowance, BalanceAndSum, CustomerProfile, OperatorUserInfo, ScoreInfo } from '../../services/api/types';
import { IDLE, loadInto, type Load } from '../shared/load';

export interface AccountSections {
  balance: BalanceAndSum;
  allowance: Allowance;
  profile: CustomerProfile;
  operator: OperatorUserInfo;
  score: ScoreInfo;
}
export type SectionName = keyof AccountSections;
export type AccountState = { [K in SectionName]: Load<AccountSections[K]> };

const initial: AccountState = { balance: IDLE, allowance: IDLE, profile: IDLE, operator: IDLE, score: IDLE };

/** Each section's call, and the key of the same call started ahead of the page (the hub's). */
const SOURCES: {
  [K in SectionName]: { ask: () => Promise<AccountSections[K]>; ahead?: () => Promise<AccountSections[K]> | undefined };
} = {
  balance: {
    ask: () => billApi.queryUserBalanceAndSum(),
    ahead: () => takePrefetched('business/balance', billApi.queryUserBalanceAndSum),
  },
  allowance: {
    ask: () => billApi.querySetMealaAlowance(),
    ahead: () => takePrefetched('business/allowance', billApi.querySetMealaAlowance),
  },
  profile: { ask: () => shellApi.getUserInfo() },
  operator: { ask: () => userApi.queryUserInfo() },
  score: { ask: () => userApi.qryScoreInfo() },
};

const businessAccount = defineModel({
  namespace: 'businessAccount',
  state: initial,
  reducers: {
    setSection(state, { payload }: { payload: { name: SectionName; load: Load<unknown> } }) {
      return { ...state, [payload.name]: payload.load };
    },
  },
  effects: (own) => ({
    /** takeEvery: each section on its own; a retry asks the server again, never the answer fetched ahead. */
    load: function* ({ payload }: { payload: { name: SectionName; retry?: boolean } }, { put }) {
      const { name, retry } = payload;
      const source = SOURCES[name];
      const ahead = retry ? undefined : source.ahead?.();
      const data = yield* loadInto(
        (load: Load<unknown>) => own.setSection({ name, load }),
        call((): Promise<unknown> => ahead ?? source.ask()),
      );
      // The user lookup is the global model's userInfo too (spec §3).
      if (name === 'profile' && data !== undefined) yield* put(global.actions.saveUserInfo(data as CustomerProfile));
    },
  }),
});

export default businessAccount;
