import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from 'redux';
import { push } from '../../src/core';
import payment, { orderPath, resultPath, selectPayment, serverOutcome } from '../../src/models/payment';
import { releaseIdempotencyKey } from '../../src/services/request';
import { brandWCPay } from '../../src/services/wxPay';
import { isWeChat } from '../../src/services/wechat';
import { api } from '../../src/services/api';
import { RequestError, idempotencyKeyFor, requestDigest } from '../../src/services/request';
import { leaveFor } from '../../src/services/wechat';

const params = {
  orderId: 'R1',
  appId: 'wx8a2b3c4d5e6f7a02',
  timeStamp: '1763700000',
  nonceStr: 'n',
  package: 'prepay_id=p1',
  signType: 'RSA' as const,
  paySign: 's',
  cashierUrl: '/sms2-api/__sim/cashier?orderId=R1',
};
const run = () => expectSaga(payment.saga).withReducer(combineReducers({ payment: payment.reducer as never }));

describe('payment.pay', () => {
  it('outside WeChat asks for the payment with the return address and one idempotency key, then leaves for the cashier', async () => {
    await run()
      .provide([
        [matchers.call.fn(api.bill.orderWechatPage), params],
        [matchers.call.fn(leaveFor), undefined],
      ])
      .dispatch(payment.actions.pay({ orderId: 'R1', returnPath: '/newRecharge/recharge' }))
      .call(
        api.bill.orderWechatPage,
        { orderId: 'R1', returnUrl: 'http://localhost/sms2/newRecharge/recharge' },
        { idempotencyKey: idempotencyKeyFor('pay:R1') },
      )
      .call(leaveFor, '/sms2-api/__sim/cashier?orderId=R1')
      .silentRun(30);
  });

  it('one key per order and request: the same payment again sends the same key, another return address another', async () => {
    const keys: string[] = [];
    const lost = new RequestError('timeout', '请求超时，请稍后重试');
    const sending = {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn !== api.bill.orderWechatPage) return next();
        keys.push((effect.args[1] as { idempotencyKey: string }).idempotencyKey);
        throw lost;
      },
    };
    const pay = (returnPath: string, smsCode?: string) =>
      run()
        .provide(sending)
        .dispatch(payment.actions.pay({ orderId: 'R9', returnPath, ...(smsCode ? { smsCode } : {}) }))
        .silentRun(30);
    await pay('/newRecharge/recharge', '111111');
    // A retry after the lost answer (a reload, a re-login, a new SMS code): the same request, the same key.
    await pay('/newRecharge/recharge', '222222');
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toBe(
      idempotencyKeyFor(
        'pay:R9',
        requestDigest({ orderId: 'R9', returnUrl: 'http://localhost/sms2/newRecharge/recharge' }),
      ),
    );
    // Paid from another page: another request, which the first key never goes with.
    await pay('/sale/seckill/orders?orderNo=R9');
    expect(keys[2]).not.toBe(keys[0]);
  });

  it.each(['javascript:alert(document.domain)', 'https://evil.example.com/pay'])(
    'never follows a cashier address that is no cashier host (%s): the generic message, logged',
    async (cashierUrl) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { storeState, effects } = await run()
        .provide([
          [matchers.call.fn(api.bill.orderWechatPage), { ...params, cashierUrl }],
          [matchers.call.fn(leaveFor), undefined],
        ])
        .dispatch(payment.actions.pay({ orderId: 'R1', returnPath: '/newRecharge/recharge' }))
        .silentRun(30);
      expect((effects.call ?? []).some((c: any) => c.payload.fn === leaveFor)).toBe(false);
      expect(selectPayment(storeState)).toMatchObject({ status: 'failed', message: '抱歉，发生错误，请稍后重试' });
      expect(warn).toHaveBeenCalledWith('[sms2] refused server url', 'cashier', expect.any(String), expect.any(String));
      warn.mockRestore();
    },
  );

  it('a success that carries no payment ({status:1} without data) starts nothing: an unreadable answer for the caller to confirm', async () => {
    const empty = {
      orderId: '',
      appId: '',
      timeStamp: '',
      nonceStr: '',
      package: '',
      signType: 'RSA' as const,
      paySign: '',
    };
    const { storeState, effects } = await run()
      .provide([
        [matchers.call.fn(api.bill.orderWechatPage), empty],
        [matchers.call.fn(leaveFor), undefined],
      ])
      .dispatch(payment.actions.pay({ orderId: 'R1', returnPath: '/newRecharge/recharge' }))
      .put.actionType('payment/pay/@@error')
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .silentRun(30);
    expect((effects.call ?? []).some((c: any) => c.payload.fn === leaveFor)).toBe(false);
    expect(selectPayment(storeState)).toMatchObject({ status: 'failed', message: '抱歉，发生错误，请稍后重试' });
  });

  it('a refused payment is kept as failed with its message and rethrown for the caller', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(api.bill.orderWechatPage), throwError(new RequestError('business', '订单已超时'))]])
      .dispatch(payment.actions.pay({ orderId: 'R1', returnPath: '/newRecharge/recharge' }))
      .silentRun(30);
    expect(selectPayment(storeState)).toMatchObject({ status: 'failed', message: '订单已超时' });
  });

  it('logs a cancel that came back from the cashier', async () => {
    const { storeState, effects } = await run()
      .provide([[matchers.call.fn(api.bill.logtransactive), null]])
      .dispatch(payment.actions.logOutcome({ orderId: 'R1', outcome: 'cancel' }))
      .silentRun(30);
    const logged = (effects.call ?? [])
      .filter((c: any) => c.payload.fn === api.bill.logtransactive)
      .map((c: any) => c.payload.args[0]);
    expect(logged).toEqual([{ orderId: 'R1', action: 'cancel' }]);
    expect(selectPayment(storeState).status).toBe('cancelled');
  });

  it('builds the result address the cashier would return to', () => {
    expect(resultPath('/newRecharge/recharge', 'R1', 'success')).toBe(
      '/newRecharge/recharge?orderId=R1&payResult=success',
    );
    expect(resultPath('/cfsf/index2?tier=1', 'R2', 'cancel')).toBe('/cfsf/index2?tier=1&orderId=R2&payResult=cancel');
  });
});

describe('payment.pay inside WeChat', () => {
  const start = () => payment.actions.pay({ orderId: 'R1', returnPath: '/orderPage/success?orderNo=R1&pay=1' });

  it('the sheet said ok: confirming (the page reads the order), the key released, back with payResult=success', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(api.bill.orderWechatPage), params],
        [matchers.call.fn(isWeChat), true],
        [matchers.call.fn(brandWCPay), 'success'],
      ])
      .dispatch(start())
      .call(releaseIdempotencyKey, 'pay:R1')
      .put(push(resultPath('/orderPage/success?orderNo=R1&pay=1', 'R1', 'success')))
      .silentRun(50);
    expect(selectPayment(storeState)).toMatchObject({ status: 'confirming', orderId: 'R1' });
  });

  it('a cancel after the server recorded the payment: the result is success and no cancel is logged', async () => {
    const { effects } = await run()
      .provide([
        [matchers.call.fn(api.bill.orderWechatPage), params],
        [matchers.call.fn(isWeChat), true],
        [matchers.call.fn(brandWCPay), 'cancel'],
        [matchers.call.fn(serverOutcome), new Promise(() => undefined)],
        [matchers.call.fn(api.bill.orderWechatGetById), { orderId: 'R1', status: 'credited' }],
      ])
      .dispatch(start())
      .call(releaseIdempotencyKey, 'pay:R1')
      .put(push(resultPath('/orderPage/success?orderNo=R1&pay=1', 'R1', 'success')))
      .silentRun(50);
    expect((effects.call ?? []).some((c: any) => c.payload.fn === api.bill.logtransactive)).toBe(false);
  });

  it('a cancel the server confirms as unpaid is logged as a cancel and said', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(api.bill.orderWechatPage), params],
        [matchers.call.fn(isWeChat), true],
        [matchers.call.fn(brandWCPay), 'cancel'],
        [matchers.call.fn(serverOutcome), new Promise(() => undefined)],
        [matchers.call.fn(api.bill.orderWechatGetById), { orderId: 'R1', status: 'unpaid' }],
        [matchers.call.fn(api.bill.logtransactive), {}],
      ])
      .dispatch(start())
      .call(api.bill.logtransactive, { orderId: 'R1', action: 'cancel' })
      .put(push(resultPath('/orderPage/success?orderNo=R1&pay=1', 'R1', 'cancel')))
      .silentRun(50);
    expect(selectPayment(storeState).status).toBe('cancelled');
  });

  it('a callback lost: the server says paid while the sheet never answers, and the page goes on to the result', async () => {
    await run()
      .provide([
        [matchers.call.fn(api.bill.orderWechatPage), params],
        [matchers.call.fn(isWeChat), true],
        [matchers.call.fn(serverOutcome), 'success'],
      ])
      .dispatch(start())
      .put(push(resultPath('/orderPage/success?orderNo=R1&pay=1', 'R1', 'success')))
      .silentRun(50);
  });

  it('no word from WeChat nor a payment within the bound: the order is shown as it stands, never an endless spinner', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(api.bill.orderWechatPage), params],
        [matchers.call.fn(isWeChat), true],
        [matchers.call.fn(serverOutcome), 'unknown'],
      ])
      .dispatch(start())
      .put(push(orderPath('/orderPage/success?orderNo=R1&pay=1', 'R1')))
      .silentRun(50);
    expect(selectPayment(storeState).status).toBe('idle');
  });

  it('pay details refused for a paid order: no sheet, the key dropped, the order shown as the server has it', async () => {
    const paid = new RequestError('business', '订单已支付，请勿重复支付', { code: 'E_ORDER_PAID' });
    const { effects } = await run()
      .provide([[matchers.call.fn(api.bill.orderWechatPage), throwError(paid)]])
      .dispatch(start())
      .call(releaseIdempotencyKey, 'pay:R1')
      .put(push(orderPath('/orderPage/success?orderNo=R1&pay=1', 'R1')))
      .silentRun(50);
    expect((effects.call ?? []).some((c: any) => c.payload.fn === brandWCPay)).toBe(false);
  });

  it('reads the order while the sheet is open: paid is success, closed is closed, at most the bound', async () => {
    const outcome = async (status: string) =>
      (
        await expectSaga(serverOutcome, 'R1', 1, 5)
          .provide([[matchers.call.fn(api.bill.orderWechatGetById), { orderId: 'R1', status }]])
          .run(500)
      ).returnValue;
    expect(await outcome('crediting')).toBe('success');
    expect(await outcome('expired')).toBe('closed');
    expect(await outcome('unpaid')).toBe('unknown');
  });
});
