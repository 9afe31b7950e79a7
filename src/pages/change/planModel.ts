// PlanChange (PAGES.md template 17): `/modifyPackage` lists the current plan (querySetMealaAlowance), the target
// plans (getProductList type=plan) and the pending change (queryUserProductInfo, a plan-change record still
// pending), each section loading and failing alone; `/modifyPackage/detail?plan=` compares one target with the
// current plan and reads the customer's standing for it (queryActiveInfo: the server's refusals with their codes).
// The change goes through busi/handle without smsCode (the request layer's SMS gate), once (a `submit`, one
// idempotency key per target reused across retries), and takes effect on the 1st of next month. A pending change
// is cancelled through the SMS gate too (cancelUserProductInfo: the gate sends the cancel its own code). The chosen target is kept in
// sessionStorage (never codes), so a re-login comes back to it.
import type { Action } from 'redux';
import { all, call, put } from 'typed-redux-saga';
import { defineModel, push, submit } from '../../core';
import * as billApi from '../../services/api/bill';
import * as configApi from '../../services/api/config';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { ActiveInfo, Allowance, EcsProduct, HandleResult, UserProductRecord } from '../../services/api/types';
import { refusalOf } from '../../services/request';
import { handledSince } from '../shared/outcome';
import { IDLE, LOADING, loadInto, ready, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';

export interface PlanState {
  current: Load<Allowance>;
  plans: Load<EcsProduct[]>;
  /** Plan-change records (source handle, a plan's code): the pending one and this month's. */
  changes: Load<UserProductRecord[]>;
  /** The standing for the target of the detail page. */
  standing: Load<ActiveInfo>;
  /** The server's refusal of the last change, shown on the detail page (undefined when a change starts). */
  changeError?: string;
  /** The cancel of the pending change: its confirmation open for `recordId`, the server's refusal. */
  cancel: { recordId?: string; error?: string };
}

const initial: PlanState = {
  current: IDLE,
  plans: IDLE,
  changes: IDLE,
  standing: IDLE,
  cancel: {},
};

export const DRAFT = 'change:plan';
/** One idempotency key per target: a retry after a failure sends the same. */
export const changeKey = (code: string) => `planChange:${code}`;
export const cancelKey = (recordId: string) => `planCancel:${recordId}`;

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
  yield* put(own.setChanges(LOADING));
  yield* all([
    call(function* () {
      yield* loadInto(own.setCurrent, call(billApi.querySetMealaAlowance));
    }),
    call(function* () {
      const plans = yield* loadInto(own.setPlans, call(configApi.getProductList, { type: 'plan' as const }));
      // Without the plans no record can be told a plan change: the plans' section says why, with its retry.
      if (!plans) return void (yield* put(own.setChanges(IDLE)));
      yield* loadInto(own.setChanges, call(handlebusiApi.queryUserProductInfo, { source: 'handle' as const }), (page) =>
        planRecords(page.list, plans),
      );
    }),
  ]);
}

/** After a refused change, the standing read again; when that read fails too, the page keeps what it shows. */
function* rereadStanding(code: string, setStanding: (p: Load<ActiveInfo>) => Action) {
  try {
    yield* put(setStanding(ready(yield* call(handlebusiApi.queryActiveInfo, { actId: code }))));
  } catch {
    // The refusal's reason is on the page already; the standing stays as read.
  }
}

const set = setterOf<PlanState>();

const changePlan = defineModel({
  namespace: 'changePlan',
  state: initial,
  reducers: {
    setCurrent: set('current'),
    setPlans: set('plans'),
    setChanges: set('changes'),
    setStanding: set('standing'),
    setChangeError: set('changeError'),
    /** The server's refusal of the last cancel, at its code (undefined when a cancel starts). */
    setCancelError(state, { payload }: { payload?: string }) {
      return { ...state, cancel: { ...state.cancel, error: payload } };
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
      function* ({ payload }: { payload: { code: string } }) {
        yield* all([
          call(function* () {
            yield* loadInto(own.setCurrent, call(billApi.querySetMealaAlowance));
          }),
          call(function* () {
            yield* loadInto(own.setPlans, call(configApi.getProductList, { type: 'plan' as const }));
          }),
          call(function* () {
            yield* loadInto(own.setStanding, call(handlebusiApi.queryActiveInfo, { actId: payload.code }));
          }),
        ]);
      },
      { type: 'takeLatest' },
    ],

    /**
     * submit: changes to `code`. busi/handle without smsCode: the request layer asks phone, captcha and SMS code.
     * Cancelled → nothing changes; refused (wrong code, one a month, ineligible) → the server's reason on the page,
     * the standing read again; a lost answer is confirmed in the records first; accepted → the success page,
     * effective the 1st of next month. The target is the draft until the change is made.
     */
    change: submit(
      function* ({ payload }: { payload: { code: string } }, { put }, { send }) {
        const { code } = payload;
        let result: HandleResult;
        try {
          const req = { productCode: code };
          result = yield* send(
            req,
            function* (idempotencyKey) {
              return yield* call(handlebusiApi.handle, req, { idempotencyKey });
            },
            { confirm: handledSince(code) },
          );
        } catch (e) {
          if (refusalOf(e) !== undefined) yield* rereadStanding(code, own.setStanding);
          throw e;
        }
        const q = new URLSearchParams({ type: 'planChange', next: '/modifyPackage' });
        if (result.effectiveAt) q.set('effectiveAt', result.effectiveAt);
        yield* put(push(`/tip/success?${q.toString()}`));
        return true;
      },
      { intent: ({ code }) => changeKey(code), refused: own.setChangeError, draft: DRAFT },
    ),

    /**
     * submit: cancels the pending change (the page's confirm said yes). cancelUserProductInfo through the request
     * layer's SMS gate (phone, captcha, a code of its own, with its resend), the same key across retries. Refused →
     * the server's reason on the banner; done → the records read again (the banner leaves).
     */
    cancel: submit(
      function* ({ payload }: { payload: { recordId: string; phone?: string } }, { put }, { keyFor }) {
        const { recordId, phone } = payload;
        yield* put(own.setCancel({ recordId }));
        const req = phone ? { recordId, phone } : { recordId };
        yield* call(handlebusiApi.cancelUserProductInfo, req, { idempotencyKey: yield* keyFor(req), smsGate: true });
        yield* put(own.setCancel({ recordId: undefined }));
        yield* readList(own);
        return true;
      },
      { intent: ({ recordId }) => cancelKey(recordId), refused: own.setCancelError },
    ),
  }),
});

export default changePlan;
