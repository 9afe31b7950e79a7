// The top-up history: six months, 20 a page, the next page as the list scrolls; empty and failed months.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as billApi from '../../../src/services/api/bill';
import type { Page, PaymentRecord } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import history, { PAGE_SIZE, type HistoryState } from '../../../src/pages/recharge/historyModel';

const NOW = Date.parse('2026-11-22T10:00:00+08:00');
const MONTHS = ['202611', '202610', '202609', '202608', '202607', '202606'];

const record = (i: number): PaymentRecord => ({
  orderId: `2026111${String(i).padStart(17, '0')}`,
  msisdn: '18687120001',
  fen: 5000,
  channel: 'wechat',
  status: 'credited',
  at: '2026-11-10T10:00:00+08:00',
});
const page = (n: number, total: number, size = PAGE_SIZE): Page<PaymentRecord> => {
  const from = (n - 1) * size;
  return {
    list: Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => record(from + i)),
    total,
    page: n,
    pageSize: size,
  };
};

const run = (slice: Partial<HistoryState> = {}) =>
  expectSaga(history.saga).withReducer(
    combineReducers({ rechargeHistory: history.reducer as never }) as never,
    { rechargeHistory: { ...history.state, ...slice } } as never,
  );
const h = (storeState: unknown) => (storeState as { rechargeHistory: HistoryState }).rechargeHistory;
const root = (s: HistoryState) => ({ rechargeHistory: s });

describe('rechargeHistory', () => {
  it('opens on this month (China time) with the six months, first page of 20', async () => {
    const asked: unknown[] = [];
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(Date.now), NOW],
        {
          call: (e: any, next: () => unknown) =>
            e.fn === billApi.userPaymentRecords ? (asked.push(e.args[0]), page(1, 45)) : next(),
        },
      ] as never)
      .dispatch(history.actions.open())
      .silentRun(30);
    expect(asked).toEqual([{ month: '202611', page: 1, pageSize: 20 }]);
    expect(h(storeState)).toMatchObject({ months: MONTHS, month: '202611', status: 'ready', total: 45, page: 1 });
    expect(h(storeState).list).toHaveLength(20);
    expect(history.select.hasMore(root(h(storeState)))).toBe(true);
  });

  it('another month starts again from its first page', async () => {
    const asked: unknown[] = [];
    const { storeState } = await run({
      months: MONTHS,
      month: '202611',
      status: 'ready',
      list: [record(1)],
      page: 1,
      total: 1,
    })
      .provide([
        [matchers.call.fn(Date.now), NOW],
        {
          call: (e: any, next: () => unknown) =>
            e.fn === billApi.userPaymentRecords ? (asked.push(e.args[0]), page(1, 0)) : next(),
        },
      ] as never)
      .dispatch(history.actions.open({ month: '202606' }))
      .silentRun(30);
    expect(asked).toEqual([{ month: '202606', page: 1, pageSize: 20 }]);
    expect(h(storeState)).toMatchObject({ month: '202606', status: 'ready', list: [], total: 0 });
  });

  it('a month outside the six is not asked for', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(Date.now), NOW],
        [matchers.call.fn(billApi.userPaymentRecords), page(1, 0)],
      ])
      .dispatch(history.actions.open({ month: '202401' }))
      .silentRun(30);
    expect(h(storeState).month).toBe('202611');
  });

  it('scrolling adds the next page, and stops at the end', async () => {
    const first = page(1, 45);
    const { storeState } = await run({
      months: MONTHS,
      month: '202611',
      status: 'ready',
      list: first.list,
      page: 1,
      total: 45,
    })
      .provide({
        call: (e: any, next: () => unknown) =>
          e.fn === billApi.userPaymentRecords ? page(e.args[0].page, 45) : next(),
      })
      .dispatch(history.actions.loadMore())
      .dispatch(history.actions.loadMore())
      .dispatch(history.actions.loadMore())
      .silentRun(50);
    expect(h(storeState).list).toHaveLength(45);
    expect(new Set(h(storeState).list.map((r) => r.orderId)).size).toBe(45);
    expect(history.select.hasMore(root(h(storeState)))).toBe(false);
  });

  it('at the end, no further page is asked for', async () => {
    await run({ months: MONTHS, month: '202611', status: 'ready', list: [record(1)], page: 1, total: 1 })
      .dispatch(history.actions.loadMore())
      .not.call.fn(billApi.userPaymentRecords)
      .silentRun(30);
  });

  it('a failed month shows its error; a failed next page keeps the rows shown', async () => {
    const failed = await run()
      .provide([
        [matchers.call.fn(Date.now), NOW],
        [matchers.call.fn(billApi.userPaymentRecords), throwError(new RequestError('timeout', '请求超时，请稍后重试'))],
      ])
      .dispatch(history.actions.open())
      .silentRun(30);
    expect(h(failed.storeState)).toMatchObject({ status: 'error', message: '请求超时，请稍后重试' });

    const more = await run({
      months: MONTHS,
      month: '202611',
      status: 'ready',
      list: page(1, 45).list,
      page: 1,
      total: 45,
    })
      .provide([[matchers.call.fn(billApi.userPaymentRecords), throwError(new RequestError('network', '网络异常'))]])
      .dispatch(history.actions.loadMore())
      .silentRun(30);
    expect(h(more.storeState)).toMatchObject({ status: 'ready', more: 'error' });
    expect(h(more.storeState).list).toHaveLength(20);
  });

  it('lists top-ups alone: an order paid (handset, card, flash sale) is no credit; a row without a kind is a top-up', () => {
    const rows: PaymentRecord[] = [
      { ...record(1), kind: 'topup' },
      { ...record(2), fen: 80000, kind: 'device' },
      { ...record(3), kind: 'card' },
      { ...record(4), fen: 100, kind: 'seckill' },
      { ...record(5), kind: 'giftReturn' },
      record(6),
    ];
    const first = history.reducer(
      history.state,
      history.actions.loaded({ list: rows, total: 8, page: 1, pageSize: 6 }),
    );
    expect(first.list.map((r) => r.orderId)).toEqual([record(1), record(5), record(6)].map((r) => r.orderId));
    expect(first.total).toBe(5);
    expect(history.select.hasMore(root(first))).toBe(true);
    // The last page: one more top-up, one more order; the list is complete.
    const last = history.reducer(
      first,
      history.actions.loaded({
        list: [record(7), { ...record(8), kind: 'broadband' }],
        total: 8,
        page: 2,
        pageSize: 6,
      }),
    );
    expect(last.list).toHaveLength(4);
    expect(last.total).toBe(4);
    expect(history.select.hasMore(root(last))).toBe(false);
  });

  it('history.select reads the slice', () => {
    expect(history.select(root(history.state))).toBe(history.state);
  });
});
