// `/mobileBusiness/orderDetails`: an order of 王强 against the operator simulator: its details with the record's
// flags, 取消订单 (done, refused once shipped), 去支付 through the payment model to the cashier and back (paid →
// 待发货), and a payment refused because the window closed (the order shows 已取消).
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { setupSimulatorServer } from '../../../mocks/msw';
import businessOrder, { cancelKey, orderPath, type OrderState } from '../../../src/pages/business/orderModel';
import payment from '../../../src/models/payment';
import { dataOf } from '../../../src/pages/shared/load';
import * as billApi from '../../../src/services/api/bill';
import { idempotencyKeyFor, RequestError } from '../../../src/services/request';
import { logInAs } from '../../support/app';
import { inTurn, runToEnd, together } from '../../support/saga';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const reducer = combineReducers({ businessOrder: businessOrder.reducer, payment: payment.reducer });
const both = together(businessOrder, payment);
const run = (saga = both.saga) => expectSaga(saga).withReducer(reducer);
const slice = (s: ReturnType<typeof reducer>): OrderState => businessOrder.select(s);

/** The seeded order of 王强 in state `code`. */
const orderIn = (code: number) => {
  const o = Object.values(sim.db.productOrders).find((x) => x.phone === '18687120001' && x.stateCode === code);
  if (!o) throw new Error(`no order in state ${code}`);
  return o;
};

async function load(orderNo: string) {
  const { storeState } = await runToEnd(run().dispatch(businessOrder.actions.load({ orderNo })), 5000);
  return slice(storeState);
}

describe('businessOrder.load', () => {
  it('reads an unpaid order with its record: cancellable, a payment deadline', async () => {
    await logInAs('o_sim_001');
    const o = orderIn(1);
    const d = dataOf((await load(o.orderNo)).detail);
    expect(d?.trade).toMatchObject({ orderNo: o.orderNo, stateCode: 1, totalFen: 5000 });
    expect(d?.record).toMatchObject({ orderNo: o.orderNo, cancellable: true });
    expect(d?.record?.payBy).toBeDefined();
  });

  it('reads a shipped order with its logistics; another customer is told it does not exist', async () => {
    await logInAs('o_sim_001');
    const o = orderIn(7);
    const d = dataOf((await load(o.orderNo)).detail);
    expect(d?.trade.logistics?.steps.length).toBe(3);
    expect(d?.record?.cancellable).toBe(false);
    await logInAs('o_sim_002');
    expect((await load(o.orderNo)).detail).toEqual({ status: 'error', message: '订单不存在' });
  });
});

describe('businessOrder.cancel', () => {
  it('cancels an unpaid order: it reads 已取消 (18) and its number is released', async () => {
    await logInAs('o_sim_001');
    const o = orderIn(1);
    const rec = sim.db.productRecords.find((r) => r.orderNo === o.orderNo);
    const { storeState } = await runToEnd(
      run().dispatch(businessOrder.actions.cancel({ orderNo: o.orderNo, recordId: rec?.recordId ?? '' })),
      5000,
    );
    const s = slice(storeState);
    expect(s.notice).toEqual({ ok: true, text: 'cancelled' });
    expect(dataOf(s.detail)?.trade.stateCode).toBe(18);
    expect(dataOf(s.detail)?.record?.cancellable).toBe(false);
  });

  it('is refused once the order has shipped: the reason, the key released (a definite answer)', async () => {
    await logInAs('o_sim_001');
    const o = orderIn(6);
    const rec = sim.db.productRecords.find((r) => r.orderNo === o.orderNo);
    const key = idempotencyKeyFor(cancelKey(o.orderNo));
    const { storeState } = await runToEnd(
      run().dispatch(businessOrder.actions.cancel({ orderNo: o.orderNo, recordId: rec?.recordId ?? '' })),
      5000,
    );
    expect(slice(storeState).notice).toEqual({ ok: false, text: '当前订单状态不可取消' });
    expect(dataOf(slice(storeState).detail)?.trade.stateCode).toBe(6);
    expect(idempotencyKeyFor(cancelKey(o.orderNo))).not.toBe(key);
  });
});

describe('businessOrder.pay', () => {
  const paying = matchers.putResolve.actionType(payment.actions.pay.type);

  it('asks the payment model to pay, coming back here; paid at the cashier, the order reads 待发货', async () => {
    await logInAs('o_sim_001');
    const o = orderIn(1);
    await runToEnd(
      run()
        .provide([[paying, 'redirected']])
        .dispatch(businessOrder.actions.pay({ orderNo: o.orderNo }))
        .putResolve(payment.actions.pay({ orderId: o.orderNo, returnPath: orderPath(o.orderNo) }))
        .not.put.actionType('businessOrder/pay/@@error'),
      5000,
    );
    // The cashier's 支付 (what the customer does there).
    const res = await fetch('http://localhost/sms2-api/__sim/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: o.payOrderId, outcome: 'success' }),
    });
    expect(res.ok).toBe(true);
    sim.setClock({ advanceMs: 5_000 }); // crediting takes a few seconds
    expect(dataOf((await load(o.orderNo)).detail)?.trade.stateCode).toBe(6);
  });

  it('after the payment window the server refuses: the order is read again (已取消), no error shown', async () => {
    await logInAs('o_sim_001');
    const o = orderIn(1);
    sim.setClock({ advanceMs: 31 * 60_000 });
    const refusal = await billApi
      .orderWechatPage({ orderId: o.orderNo, returnUrl: 'http://localhost/sms2/' }, { onFail: () => undefined })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(refusal).toBeInstanceOf(RequestError);
    const { storeState } = await runToEnd(
      run()
        .provide([[paying, throwError(refusal as RequestError)]])
        .dispatch(businessOrder.actions.pay({ orderNo: o.orderNo })),
      5000,
    );
    const s = slice(storeState);
    expect(dataOf(s.detail)?.trade.stateCode).toBe(18);
    expect(s.notice).toBeUndefined();
  });

  it('a payment that cannot start is the failure toast (onError), not a notice; the order stays to pay', async () => {
    await logInAs('o_sim_001');
    const o = orderIn(1);
    const { storeState } = await run(
      inTurn(
        both,
        businessOrder.actions.load({ orderNo: o.orderNo }),
        businessOrder.actions.pay({ orderNo: o.orderNo }),
      ),
    )
      .provide([[paying, throwError(new RequestError('timeout', '网络超时'))]])
      .put.actionType('businessOrder/pay/@@error')
      .silentRun(3000);
    expect(slice(storeState).notice).toBeUndefined();
    expect(dataOf(slice(storeState).detail)?.trade.stateCode).toBe(1);
  });
});
