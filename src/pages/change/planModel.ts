// PlanChange (PAGES.md template 17): `/modifyPackage` lists the current plan (querySetMealaAlowance), the target
// plans (getProductList type=plan) and the pending change (queryUserProductInfo, a plan-change record still
// pending), each section loading and failing alone; `/modifyPackage/detail?plan=` compares one target with the
// current plan and reads the customer's standing for it (queryActiveInfo: the server's refusals with their codes).
// The change goes through busi/handle without smsCode (the request layer's SMS gate), once (takeLeading, one
// idempotency key per target reused across retries), and takes effect on the 1st of next month. A pending change
// is cancelled with an SMS code (getBusiSms, then cancelUserProductInfo). The chosen target is kept in
// sessionStorage (never codes), so a re-login comes back to it.
import type { Action } from 'redux';
import { all, call, put } from 'typed-redux-saga';
import { defineModel, push } from '../../core';
import { t } from '../../locales';
import ui from '../../models/ui';
import * as billApi from '../../services/api/bill';
import * as configApi from '../../services/api/config';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { ActiveInfo, Allowance, EcsProduct, HandleResult, UserProductRecord } from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError } from '../../services/request';
import { clearDraft, saveDraft } from '../shared/draft';
import { handledSince, sendConfirmed } from '../shared/outcome';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';

export interface PlanState {
  current: Load<Allowance>;
  plans: Load<EcsProduct[]>;
  /** Plan-change records (source handle, a plan's code): the pending one and this month's. */
  changes: Load<UserProductRecord[]>;
  /** The standing for the target of the detail page. */
  standing: Load<ActiveInfo>;
  changing: boolean;
  changeError?: string;
  cancel: { recordId?: string; sentAt: number | null; busy: boolean; error?: string };
}

const initial: PlanState = {
  current: IDLE,
  plans: IDLE,
  changes: IDLE,
  standing: IDLE,
  changing: false,
  cancel: { sentAt: null, busy: false },
};

export const DRAFT = 'change:plan';
/** One idempotency key per target: a retry after a failure sends the same. */
export const changeKey = (code: string) => `planChange:${code}`;
export const cancelKey = (recordId: string) => `planCancel:${recordId}`;

export const selectPlan = (s: { changePlan: PlanState }) => s.changePlan;

/** The pending plan change among the records (the server keeps at most one). */
export const pendingOf = (records: UserProductRecord[], plans: EcsProduct[]): UserProductRecord | undefined =>
  records.find((r) => r.status === 'pending' && plans.some((p) => p.code === r.productCode));

/** A plan change was made this month (pending or done): the list is read-only until next month. */
export function changedThisMonth(records: UserProductRecord[], plans: EcsProduct[], serverMonth: string): boolean {
  return records.some(
    (r) =>
      r.status !== 'cancelled' &&
      r.status !== 'failed' &&
      plans.some((p) => p.code === r.productCode) &&
      r.createdAt.slice(0, 7) === serverMonth,
  );
}

/** A plan move: up (more per month), down, or level. */
export function direction(from: EcsProduct | undefined, to: EcsProduct): 'up' | 'down' | 'same' {
  if (!from || from.code === to.code) return 'same';
  return to.monthlyFen > from.monthlyFen ? 'up' : to.monthlyFen < from.monthlyFen ? 'down' : 'same';
}

const planRecords = (records: UserProductRecord[], plans: EcsProduct[]) =>
  records.filter((r) => plans.some((p) => p.code === r.productCode));

/** The creators the list's read needs (a model's effects cannot name their own model's effects). */
interface ListSetters {
  setCurrent: (p: Load<Allowance>) => Action;
  setPlans: (p: Load<EcsProduct[]>) => Action;
  setChanges: (p: Load<UserProductRecord[]>) => Action;
}

/** The list's three sections, in parallel, each failing alone; the records need the plans' codes. */
function* readList(own: ListSetters) {
  yield* put(own.setCurrent(LOADING));
  yield* put(own.setPlans(LOADING));
  yield* put(own.setChanges(LOADING));
  yield* all([
    call(function* () {
      try {
        yield* put(own.setCurrent(ready(yield* call(billApi.querySetMealaAlowance))));
      } catch (e) {
        yield* put(own.setCurrent(failed(e)));
      }
    }),
    call(function* () {
      try {
        const plans = yield* call(configApi.getProductList, { type: 'plan' as const });
        yield* put(own.setPlans(ready(plans)));
        try {
          const page = yield* call(handlebusiApi.queryUserProductInfo, { source: 'handle' as const });
          yield* put(own.setChanges(ready(planRecords(page.list, plans))));
        } catch (e) {
          yield* put(own.setChanges(failed(e)));
        }
      } catch (e) {
        yield* put(own.setPlans(failed(e)));
        yield* put(own.setChanges(failed(e)));
      }
    }),
  ]);
}

const changePlan = defineModel({
  namespace: 'changePlan',
  state: initial,
  reducers: {
    setCurrent(state, { payload }: { payload: Load<Allowance> }) {
      return { ...state, current: payload };
    },
    setPlans(state, { payload }: { payload: Load<EcsProduct[]> }) {
      return { ...state, plans: payload };
    },
    setChanges(state, { payload }: { payload: Load<UserProductRecord[]> }) {
      return { ...state, changes: payload };
    },
    setStanding(state, { payload }: { payload: Load<ActiveInfo> }) {
      return { ...state, standing: payload };
    },
    setChanging(state, { payload }: { payload: { changing: boolean; error?: string } }) {
      return { ...state, changing: payload.changing, changeError: payload.error };
    },
    setCancel(state, { payload }: { payload: Partial<PlanState['cancel']> }) {
      return { ...state, cancel: { ...state.cancel, ...payload } };
    },
  },
  effects: (own) => ({
    /** takeLatest: the three sections of the list, in parallel, each failing alone. */
    loadList: [
      function* () {
        yield* readList(own);
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: the detail of one target: the current plan, the catalogue and the standing, in parallel. */
    loadDetail: [
      function* ({ payload }: { payload: { code: string } }, { put }) {
        yield* put(own.setStanding(LOADING));
        yield* put(own.setCurrent(LOADING));
        yield* put(own.setPlans(LOADING));
        yield* all([
          call(function* () {
            try {
              yield* put(own.setCurrent(ready(yield* call(billApi.querySetMealaAlowance))));
            } catch (e) {
              yield* put(own.setCurrent(failed(e)));
            }
          }),
          call(function* () {
            try {
              yield* put(own.setPlans(ready(yield* call(configApi.getProductList, { type: 'plan' as const }))));
            } catch (e) {
              yield* put(own.setPlans(failed(e)));
            }
          }),
          call(function* () {
            try {
              const info = yield* call(handlebusiApi.queryActiveInfo, { actId: payload.code });
              yield* put(own.setStanding(ready(info)));
            } catch (e) {
              yield* put(own.setStanding(failed(e)));
            }
          }),
        ]);
      },
      { type: 'takeLatest' },
    ],

    /**
     * takeLeading: changes to `code`. busi/handle without smsCode: the request layer asks phone, captcha and SMS
     * code. Cancelled → nothing changes; refused (wrong code, one a month, ineligible) → the server's reason on the
     * page, the standing read again; accepted → the success page, effective the 1st of next month.
     */
    change: [
      function* ({ payload }: { payload: { code: string } }, { put }) {
        const { code } = payload;
        yield* put(own.setChanging({ changing: true }));
        yield* call(saveDraft, DRAFT, { code });
        const key = changeKey(code);
        try {
          // A lost answer is confirmed in the records (a pending change) before anything is said.
          const result = yield* sendConfirmed<HandleResult>({
            draft: key,
            *send(idempotencyKey) {
              return yield* call(handlebusiApi.handle, { productCode: code }, { idempotencyKey });
            },
            confirm: handledSince(code),
          });
          yield* call(clearDraft, DRAFT);
          yield* put(own.setChanging({ changing: false }));
          const q = new URLSearchParams({ type: 'planChange', next: '/modifyPackage' });
          if (result.effectiveAt) q.set('effectiveAt', result.effectiveAt);
          yield* put(push(`/tip/success?${q.toString()}`));
          return true;
        } catch (e) {
          if (e instanceof RequestError && e.kind === 'cancelled') {
            yield* put(own.setChanging({ changing: false }));
            return false;
          }
          yield* put(own.setChanging({ changing: false, error: messageOf(e) }));
          try {
            yield* put(own.setStanding(ready(yield* call(handlebusiApi.queryActiveInfo, { actId: code }))));
          } catch {
            // The refusal's reason is on the page already; the standing stays as read.
          }
          return false;
        }
      },
      { type: 'takeLeading' },
    ],

    /** takeLeading: the code that confirms cancelling the pending change (the request layer asks the captcha). */
    sendCancelCode: [
      function* ({ payload }: { payload: { phone: string; recordId: string } }, { put }) {
        yield* put(own.setCancel({ recordId: payload.recordId, error: undefined }));
        try {
          yield* call(handlebusiApi.getBusiSms, { phone: payload.phone });
        } catch (e) {
          yield* put(own.setCancel({ error: messageOf(e) }));
          return false;
        }
        yield* put(own.setCancel({ sentAt: Date.now() }));
        void (yield* put(ui.actions.toast({ text: t('request.smsSent'), kind: 'success' })));
        return true;
      },
      { type: 'takeLeading' },
    ],

    /**
     * takeLeading: cancels the pending change with the SMS code (the same key across retries). Refused → the
     * server's reason at the code, the code kept; done → the records read again (the banner leaves).
     */
    cancel: [
      function* ({ payload }: { payload: { recordId: string; smsCode: string } }, { put }) {
        const key = cancelKey(payload.recordId);
        yield* put(own.setCancel({ busy: true, error: undefined }));
        try {
          const idempotencyKey = yield* call(idempotencyKeyFor, key);
          yield* call(
            handlebusiApi.cancelUserProductInfo,
            { recordId: payload.recordId, smsCode: payload.smsCode },
            { idempotencyKey },
          );
        } catch (e) {
          yield* put(own.setCancel({ busy: false, error: messageOf(e) }));
          return false;
        }
        yield* call(releaseIdempotencyKey, key);
        yield* put(own.setCancel({ busy: false, recordId: undefined, sentAt: null }));
        yield* readList(own);
        return true;
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default changePlan;
