// My flash-sale orders: each row's kind (待支付, 已完成, 已取消 after 30 minutes unpaid), and the model as expectSaga
// flows: the list with the server clock, an expired window read again, coming back paid (watched until done),
// cancelled at the cashier (logged, said), and paying an order in its window.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { replace } from '../../../src/core';
import payment from '../../../src/models/payment';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import type { UserProductPage, UserProductRecord } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import orders, { initialState, kindOf } from '../../../src/pages/sale/seckillOrdersModel';

const row = (over: Partial<UserProductRecord> = {}): UserProductRecord => ({
  recordId: 'rec_1',
  orderNo: 'O1',
  productCode: 'SK_5G7D',
  name: '5GB通用流量7天包（秒杀）',
  source: 'seckill',
  status: 'pending',
  stateCode: 1,
  feeFen: 100,
  createdAt: '2025-06-15T14:05:00+08:00',
  cancellable: true,
  payBy: '2025-06-15T14:35:00+08:00',
  ...over,
});
const pageOf = (...list: UserProductRecord[]): UserProductPage => ({ list, total: list.length, page: 1, pageSize: 20 });

function run() {
  const reducer = combineReducers({
    saleSeckillOrders: orders.reducer as never,
    payment: payment.reducer as never,
  });
  return expectSaga(orders.saga).withReducer(reducer, {
    saleSeckillOrders: initialState,
    payment: { status: 'idle' },
  });
}

describe('order kinds', () => {
  it('待支付, 已完成, 已取消 (unpaid 30 minutes)', () => {
    expect(kindOf(row())).toBe('toPay');
    expect(kindOf(row({ status: 'done', stateCode: 8 }))).toBe('done');
    expect(kindOf(row({ status: 'cancelled', stateCode: 18 }))).toBe('cancelled');
  });
});

describe('load', () => {
  it('reads the flash-sale orders (source seckill) and the server clock side by side', async () => {
    const { storeState, effects } = await run()
      .provide([
        [matchers.call.fn(handlebusiApi.queryUserProductInfo), pageOf(row())],
        [matchers.call.fn(handlebusiApi.queryActiveInfo), { serverTime: '2025-06-15T14:10:00+08:00' } as never],
        [matchers.call.fn(Date.now), Date.parse('2025-06-15T14:09:00+08:00')],
      ])
      .dispatch(orders.actions.load())
      .silentRun(50);
    const args = (effects.call ?? []).find((c: any) => c.payload.fn === handlebusiApi.queryUserProductInfo)?.payload
      .args[0];
    expect(args).toEqual({ source: 'seckill', page: 1, pageSize: 20 });
    const s = orders.select(storeState);
    expect(s.offsetMs).toBe(60_000);
    expect(s.data.status === 'ready' && s.data.data.list).toHaveLength(1);
  });

  it('an empty list and a failure with its message', async () => {
    const empty = await run()
      .provide([
        [matchers.call.fn(handlebusiApi.queryUserProductInfo), pageOf()],
        [matchers.call.fn(handlebusiApi.queryActiveInfo), throwError(new Error('x'))],
      ])
      .dispatch(orders.actions.load())
      .silentRun(50);
    expect(orders.select(empty.storeState).data).toEqual({ status: 'ready', data: pageOf() });
    const failed = await run()
      .provide([
        [
          matchers.call.fn(handlebusiApi.queryUserProductInfo),
          throwError(new RequestError('http', '系统繁忙', { status: 500 })),
        ],
        [matchers.call.fn(handlebusiApi.queryActiveInfo), throwError(new Error('x'))],
      ])
      .dispatch(orders.actions.load())
      .silentRun(50);
    expect(orders.select(failed.storeState).data).toEqual({ status: 'error', message: '系统繁忙' });
  });

  it('a window run out (pay timeout): read again, the order shows cancelled', async () => {
    const { storeState } = await run()
      .provide([
        [
          matchers.call.fn(handlebusiApi.queryUserProductInfo),
          pageOf(row({ status: 'cancelled', stateCode: 18, cancellable: false, payBy: undefined })),
        ],
      ])
      .dispatch(orders.actions.reload())
      .silentRun(50);
    const s = orders.select(storeState);
    expect(s.data.status === 'ready' && kindOf(s.data.data.list[0])).toBe('cancelled');
  });
});

describe('back from paying', () => {
  it('paid: the address cleaned, the order read until it is done', async () => {
    let n = 0;
    const { storeState } = await run()
      .provide({
        call(effect, next) {
          if (effect.fn === handlebusiApi.queryUserProductInfo) {
            n += 1;
            return pageOf(n < 2 ? row() : row({ status: 'done', stateCode: 8, payBy: undefined }));
          }
          return next();
        },
      })
      .put(replace('/seckillNew/myOrder'))
      .dispatch(orders.actions.returned({ orderId: 'P1', orderNo: 'O1', outcome: 'success' }))
      .silentRun(3000);
    expect(n).toBe(2);
    const s = orders.select(storeState);
    expect(s.data.status === 'ready' && kindOf(s.data.data.list[0])).toBe('done');
    expect(s.settling).toBeUndefined();
  });

  it('cancelled at the cashier: logged (WeChat Pay did not), said; the order stays to pay', async () => {
    await run()
      .put(replace('/seckillNew/myOrder'))
      .put.like({ action: { type: payment.actions.logOutcome.type, payload: { orderId: 'O1', outcome: 'cancel' } } })
      .dispatch(orders.actions.returned({ orderId: 'O1', outcome: 'cancel' }))
      .silentRun(50);
  });

  it('pays an order in its window through the payment flow, back to this page', async () => {
    await run()
      .provide([[matchers.put.actionType(payment.actions.pay.type), 'redirected']])
      .put.like({
        action: {
          type: payment.actions.pay.type,
          payload: { orderId: 'O1', returnPath: '/seckillNew/myOrder?orderNo=O1' },
        },
      })
      .dispatch(orders.actions.pay({ orderNo: 'O1' }))
      .silentRun(50);
  });
});
