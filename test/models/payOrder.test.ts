import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import payOrder, { selectPayOrder, type PayOrderState } from '../../src/models/payOrder';
import { api } from '../../src/services/api';
import type { PayOrder, PayOrderStatus } from '../../src/services/api/types';
import { RequestError } from '../../src/services/request';

const order = (status: PayOrderStatus): PayOrder => ({
  orderId: '20261121103000123456',
  type: 'topup',
  msisdn: '18687120001',
  faceFen: 5000,
  payFen: 5000,
  status,
  title: '话费充值50元',
  createdAt: '2026-11-21 10:30:00',
  expiresAt: '2026-11-21 11:00:00',
});
const read = (s: unknown) => selectPayOrder({ payOrder: s as PayOrderState });
/** The function behind redux-saga's delay: its waits are provided at once, so the polls do not depend on how fast
 *  the machine is (the loop counts its waits, not the wall clock). */
const waitFn = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;
const noWait: [matchers.Matcher, undefined] = [matchers.call.fn(waitFn as () => void), undefined];

describe('payOrder.watch', () => {
  it('polls while the order is moving and stops once it is credited', async () => {
    const answers = [order('paid'), order('crediting'), order('credited')];
    const { storeState, effects } = await expectSaga(payOrder.saga)
      .withReducer(payOrder.reducer as never)
      .provide({
        call: (effect, next) =>
          effect.fn === api.bill.orderWechatGetById
            ? (answers.shift() ?? order('credited'))
            : effect.fn === waitFn
              ? undefined
              : next(),
      })
      .dispatch(payOrder.actions.watch({ orderId: 'X', everyMs: 5, maxMs: 1000 }))
      .silentRun(100);
    expect(read(storeState)).toMatchObject({ status: 'ready', timedOut: false, order: { status: 'credited' } });
    const reads = (effects.call ?? []).filter((c: any) => c.payload.fn === api.bill.orderWechatGetById);
    expect(reads).toHaveLength(3);
  });

  it('gives up after the time limit and says the credit will come later', async () => {
    const { storeState } = await expectSaga(payOrder.saga)
      .withReducer(payOrder.reducer as never)
      .provide([[matchers.call.fn(api.bill.orderWechatGetById), order('crediting')], noWait])
      .dispatch(payOrder.actions.watch({ orderId: 'X', everyMs: 5, maxMs: 20 }))
      .silentRun(150);
    expect(read(storeState)).toMatchObject({ timedOut: true, order: { status: 'crediting' } });
  });

  it('does not poll a settled order', async () => {
    const { effects } = await expectSaga(payOrder.saga)
      .withReducer(payOrder.reducer as never)
      .provide([[matchers.call.fn(api.bill.orderWechatGetById), order('failed')]])
      .dispatch(payOrder.actions.watch({ orderId: 'X', everyMs: 5, maxMs: 100 }))
      .silentRun(60);
    expect((effects.call ?? []).filter((c: any) => c.payload.fn === api.bill.orderWechatGetById)).toHaveLength(1);
  });

  it('shows a failed first read on the page, without a toast', async () => {
    const { storeState } = await expectSaga(payOrder.saga)
      .withReducer(payOrder.reducer as never)
      .provide([
        [
          matchers.call.fn(api.bill.orderWechatGetById),
          throwError(new RequestError('http', '请求失败，资源不存在', { status: 404 })),
        ],
      ])
      .dispatch(payOrder.actions.watch({ orderId: 'X' }))
      .silentRun(30);
    expect(read(storeState)).toMatchObject({ status: 'error', message: '请求失败，资源不存在' });
  });
});
