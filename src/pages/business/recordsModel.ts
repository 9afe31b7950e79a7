// The business hall's records (PAGES.md §2.9, RecordList and RecordDetail): my orders by the operator's state
// codes (`orderTracking`, with the broadband orders beside them), my subscribed products and value-added services
// (`businessQuery`, `seeDetail`) with 退订 where the server allows it, and my failed handling records
// (`ErrorRecords`, `recordDetail`) with their reason, refund and a retry. One read of the records serves every
// view; each section loads and fails alone.
import { call, put } from 'typed-redux-saga';
import { defineModel, submit, type PayloadCreator } from '../../core';
import * as broadbandApi from '../../services/api/broadband';
import * as handlebusiApi from '../../services/api/handlebusi';
import * as userApi from '../../services/api/user';
import type {
  BroadbandOrder,
  HandleResult,
  InternetService,
  OrderStateCode,
  UserProductRecord,
} from '../../services/api/types';
import { refusalOf } from '../../services/request';
import { clockOffset } from '../shared/activityState';
import type { Confirm } from '../shared/outcome';
import { IDLE, loadInto, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';

export type OrderTab = 'all' | 'unpaid' | 'processing' | 'done' | 'cancelled';
export const ORDER_TABS: readonly OrderTab[] = ['all', 'unpaid', 'processing', 'done', 'cancelled'];

/** Which tab an order state code belongs to: 1 待支付; 6, 7 处理中; 8, 12 已完成; 18 已取消 (21, 22, 27 in progress). */
export function tabOfCode(code: OrderStateCode | undefined): Exclude<OrderTab, 'all'> {
  if (code === 1) return 'unpaid';
  if (code === 8 || code === 12) return 'done';
  if (code === 18) return 'cancelled';
  return 'processing';
}

/** Which tab a broadband order belongs to. */
export function tabOfBroadband(status: BroadbandOrder['status']): Exclude<OrderTab, 'all'> {
  if (status === 'completed') return 'done';
  if (status === 'cancelled') return 'cancelled';
  return 'processing';
}

export type Section = 'records' | 'broadband' | 'services';

export interface RecordsState {
  /** Every record of the number: orders, seckill orders, subscriptions, handled packs, failures. */
  records: Load<UserProductRecord[]>;
  broadband: Load<BroadbandOrder[]>;
  services: Load<InternetService[]>;
  tab: OrderTab;
  /** The record of the last action (退订, 重新办理): its button is busy while the action runs, its notice is its. */
  target?: string;
  /** The last action's outcome, shown on its record. */
  notice?: { recordId: string; ok: boolean; text: string };
  /** Failed records handled again with success: the new order number. */
  retried: Record<string, string>;
  /** The server's clock less the phone's, from the records' answer (0 when it did not tell): ends are judged by it. */
  offsetMs: number;
}

const initial: RecordsState = { records: IDLE, broadband: IDLE, services: IDLE, tab: 'all', retried: {}, offsetMs: 0 };

/** A customer's records are few: one page of 100. */
export const RECORDS_QUERY = { pageSize: 100 } as const;

/** One section's read; the records' answer also tells the server's clock (`setOffset`). */
function* readSection(name: Section, setOffset: PayloadCreator<number>) {
  if (name === 'records') {
    const answer = yield* call(handlebusiApi.queryUserProductInfo, RECORDS_QUERY);
    yield* put(setOffset(clockOffset(answer.serverTime, yield* call(Date.now))));
    return answer.list;
  }
  if (name === 'broadband') return (yield* call(broadbandApi.queryNewOrderList, BROADBAND_QUERY)).list;
  return yield* call(userApi.queryInternetService);
}

export const BROADBAND_QUERY = { pageSize: 100 } as const;

/** One idempotency key per record and action: a retry after a failure sends the same. */
export const actionKey = (action: 'unsubscribe' | 'retry', recordId: string) => `business:${action}:${recordId}`;

/**
 * The confirm step of 退订 after a lost answer: the record read back; cancelled, the service was unsubscribed (its
 * end, when the record tells it, is the answer's `effectiveAt`).
 */
export function unsubscribedRecord(recordId: string, phone?: string): Confirm<HandleResult> {
  return function* () {
    const page = yield* call(handlebusiApi.queryUserProductInfo, phone ? { ...RECORDS_QUERY, phone } : RECORDS_QUERY);
    const r = (page?.list ?? []).find((x) => x.recordId === recordId && x.status === 'cancelled');
    if (!r) return undefined;
    const result: HandleResult = {
      orderNo: r.orderNo ?? r.recordId,
      status: 'accepted',
      ...(r.expiresAt ? { effectiveAt: r.expiresAt } : {}),
    };
    return result;
  };
}

/** Why the number cannot order `productCode` now (the server's first reason); undefined when it can or cannot tell. */
export function* ineligibility(productCode: string) {
  try {
    const info = yield* call(handlebusiApi.queryActiveInfo, { actId: productCode });
    return info.eligible ? undefined : info.reasons[0];
  } catch {
    return undefined; // the order itself asks the server, which checks again
  }
}

/** Orders (and seckill orders) among the records, newest first as the server sends them. */
export const ordersOf = (list: readonly UserProductRecord[]) =>
  list.filter((r) => r.source === 'order' || r.source === 'seckill');
/** Subscribed products and packs in force, and the services unsubscribed (they end with the month). */
export const subscriptionsOf = (list: readonly UserProductRecord[]) =>
  list.filter(
    (r) =>
      ((r.source === 'subscription' || r.source === 'handle') && r.status === 'active') ||
      (r.source === 'subscription' && r.status === 'cancelled'),
  );
/** Failed handling records. */
export const failuresOf = (list: readonly UserProductRecord[]) => list.filter((r) => r.status === 'failed');

/**
 * The record that redid a failed one: the same product handled with success at or after its failure. Read from the
 * records themselves, so that a failure redone (here or on its pack) no longer offers 重新办理 after a reload.
 */
export function redoneBy(list: readonly UserProductRecord[], failed: UserProductRecord): UserProductRecord | undefined {
  const since = Date.parse(failed.createdAt);
  return list.find(
    (r) =>
      r.recordId !== failed.recordId &&
      r.productCode === failed.productCode &&
      r.source === 'handle' &&
      (r.status === 'active' || r.status === 'done' || r.status === 'pending') &&
      !(Date.parse(r.createdAt) < since),
  );
}

const set = setterOf<RecordsState>();

const businessRecords = defineModel({
  namespace: 'businessRecords',
  state: initial,
  reducers: {
    setTab: set('tab'),
    setTarget: set('target'),
    setNotice: set('notice'),
    setOffsetMs: set('offsetMs'),
    /** A section's state; `quietly`, a read again keeps what is shown until its answer comes. */
    setSection(state, { payload }: { payload: { name: Section; load: Load<unknown>; quietly?: boolean } }) {
      if (payload.quietly && payload.load.status === 'loading') return state;
      return { ...state, [payload.name]: payload.load };
    },
    /** The server's refusal of the last action, on its record (none when an action starts). */
    setRefusal(state, { payload }: { payload?: string }) {
      const notice =
        payload !== undefined && state.target ? { recordId: state.target, ok: false, text: payload } : undefined;
      return { ...state, notice };
    },
    setRetried(state, { payload }: { payload: { recordId: string; orderNo: string } }) {
      return { ...state, retried: { ...state.retried, [payload.recordId]: payload.orderNo } };
    },
  },
  effects: (own) => {
    /** Reads one section; `quietly` keeps what is shown until the answer comes. */
    function* read(name: Section, quietly?: boolean) {
      yield* loadInto(
        (load: Load<unknown>) => own.setSection({ name, load, quietly }),
        readSection(name, own.setOffsetMs),
      );
    }
    return {
      /** takeEvery: each section on its own; a failure stays in its section with its retry. */
      load: function* ({ payload }: { payload: { name: Section; quietly?: boolean } }) {
        yield* read(payload.name, payload.quietly);
      },

      /**
       * submit: 退订 a product (the page's confirm said yes). cancelUserProductInfo through the SMS gate (phone,
       * captcha, code); a cancelled dialog changes nothing; a refusal (code wrong, not cancellable) shows its reason
       * on the record; a lost answer is confirmed by the record read back; done says from when, and the records
       * and services are read again. One key per record.
       */
      unsubscribe: submit(
        function* ({ payload }: { payload: { recordId: string; phone?: string } }, { put }, { send }) {
          const { recordId, phone } = payload;
          yield* put(own.setTarget(recordId));
          // A lost answer is confirmed by the record read back before anything is said.
          const req = phone ? { recordId, phone } : { recordId };
          const result = yield* send(
            req,
            function* (idempotencyKey) {
              return yield* call(handlebusiApi.cancelUserProductInfo, req, { idempotencyKey, smsGate: true });
            },
            { confirm: unsubscribedRecord(recordId, phone) },
          );
          yield* put(own.setNotice({ recordId, ok: true, text: result.effectiveAt ?? '' }));
          yield* read('records', true);
          yield* read('services', true);
          return true;
        },
        { intent: ({ recordId }) => actionKey('unsubscribe', recordId), refused: own.setRefusal },
      ),

      /**
       * submit: 重新办理 a failed record: its eligibility first (refused at once, before any gate), then the same
       * product through busi/handle and its SMS gate. Refused again
       * (balance, a conflicting pack) → the server's reason on the record and the records read again; done → the
       * new order number on the record and the records read again. One key per failed record, reused on a retry.
       */
      retry: submit(
        function* ({ payload }: { payload: { recordId: string; productCode: string } }, { put }, { keyFor }) {
          const { recordId, productCode } = payload;
          yield* put(own.setTarget(recordId));
          // Eligibility before any gate: a product the number cannot order now (ordered this month, a 5G pack on a
          // 4G plan) is refused on the record at once, with the server's reason, without a captcha or SMS code.
          const reason = yield* call(ineligibility, productCode);
          if (reason) {
            yield* put(own.setRefusal(reason));
            return false;
          }
          let result: HandleResult;
          try {
            const req = { productCode };
            result = yield* call(handlebusiApi.handle, req, { idempotencyKey: yield* keyFor(req) });
          } catch (e) {
            if (refusalOf(e) !== undefined) yield* read('records', true);
            throw e;
          }
          yield* put(own.setRetried({ recordId, orderNo: result.orderNo }));
          yield* put(own.setNotice({ recordId, ok: true, text: result.orderNo }));
          yield* read('records', true);
          return true;
        },
        { intent: ({ recordId }) => actionKey('retry', recordId), refused: own.setRefusal },
      ),
    };
  },
});

export default businessRecords;
