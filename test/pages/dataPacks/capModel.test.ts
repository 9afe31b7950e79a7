// CapRelease's model: the allowance and the product's standing on load; lifting the cap and restoring the speed
// through the SMS gate: done, cancelled, refused (on the page for the cap, the fail page for the speed).
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { push } from '../../../src/core';
import * as billApi from '../../../src/services/api/bill';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import type { ActiveInfo, Allowance } from '../../../src/services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError, requestDigest } from '../../../src/services/request';
import dataPacksCap, { capDraftKey, usageOf, type CapState } from '../../../src/pages/dataPacks/capModel';
import { inTurn } from '../../support/saga';

const reducer = combineReducers({ dataPacksCap: dataPacksCap.reducer });
const run = (saga = dataPacksCap.saga) => expectSaga(saga).withReducer(reducer);
const slice = (storeState: ReturnType<typeof reducer>): CapState => dataPacksCap.select(storeState);

const GB = 1024 * 1024;
const allowance: Allowance = {
  phone: '13211880003',
  planCode: 'WK19',
  planName: '腾讯王卡19元套餐',
  is5G: false,
  buckets: [{ type: 'general', name: '通用流量', total: 40 * GB, used: 41.2 * GB, unit: 'KB' }],
  capKb: 40 * GB,
  capped: true,
  throttled: true,
  queryTime: '2026-11-22T10:00:00+08:00',
};
const info: ActiveInfo = {
  actId: 'CAP_LIFT',
  status: 'active',
  serverTime: '2026-11-22T10:00:00+08:00',
  startAt: '2025-11-22T10:00:00+08:00',
  endAt: '2027-11-22T10:00:00+08:00',
  eligible: true,
  reasons: [],
  joined: false,
  quotaLeft: 1,
};
const KEY = 'idem-cap';

describe('dataPacksCap.load', () => {
  it('reads the allowance and the standing of the product of the mode', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(billApi.querySetMealaAlowance), allowance],
        [matchers.call.fn(handlebusiApi.queryActiveInfo), info],
      ])
      .dispatch(dataPacksCap.actions.load({ mode: 'restoreSpeed' }))
      .call(handlebusiApi.queryActiveInfo, { actId: 'SPEED_5' })
      .silentRun(30);
    expect(slice(storeState)).toMatchObject({
      mode: 'restoreSpeed',
      view: { status: 'ready', data: { allowance, info } },
    });
    expect(usageOf(allowance)).toEqual({ usedKb: 41.2 * GB, limitKb: 40 * GB });
  });

  it('keeps a failure with its retry', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(billApi.querySetMealaAlowance), throwError(new RequestError('http', '系统繁忙'))],
        [matchers.call.fn(handlebusiApi.queryActiveInfo), info],
      ])
      .dispatch(dataPacksCap.actions.load({ mode: 'liftCap' }))
      .silentRun(30);
    expect(slice(storeState).view).toEqual({ status: 'error', message: '系统繁忙' });
  });
});

describe('dataPacksCap.order', () => {
  const done = { orderNo: '20261122100000123456', status: 'success' as const };

  it('lifts the cap with the key of the draft and shows the success page', async () => {
    await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.handle), done],
      ])
      .dispatch(dataPacksCap.actions.order({ mode: 'liftCap', phone: '13211880003' }))
      .call(idempotencyKeyFor, capDraftKey('liftCap'), requestDigest({ productCode: 'CAP_LIFT', phone: '13211880003' }))
      .call(handlebusiApi.handle, { productCode: 'CAP_LIFT', phone: '13211880003' }, { idempotencyKey: KEY })
      .call(releaseIdempotencyKey, capDraftKey('liftCap'))
      .put(push('/flowCaps/success'))
      .silentRun(30);
  });

  it('changes nothing when the SMS dialog is cancelled', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.handle), throwError(new RequestError('cancelled', '请完成验证'))],
      ])
      .dispatch(dataPacksCap.actions.order({ mode: 'restoreSpeed' }))
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .not.put.actionType('dataPacksCap/order/@@error')
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(30);
    expect(slice(storeState)).toMatchObject({ orderError: undefined });
  });

  it("shows a refused cap lift's reason on the page and releases the key (a definite answer)", async () => {
    const refused = new RequestError('business', '本月已解除封顶', { code: 'E_JOINED' });
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.handle), throwError(refused)],
      ])
      .dispatch(dataPacksCap.actions.order({ mode: 'liftCap' }))
      .call(releaseIdempotencyKey, capDraftKey('liftCap'))
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .not.put.actionType('dataPacksCap/order/@@error')
      .silentRun(30);
    expect(slice(storeState)).toMatchObject({ orderError: '本月已解除封顶' });
  });

  it('sends a refused speed restore to its fail page with the code; the reason stays in the store', async () => {
    const refused = new RequestError('business', '余额不足，订购需5.00元，请先充值', { code: 'E_BALANCE' });
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.handle), throwError(refused)],
      ])
      .dispatch(dataPacksCap.actions.order({ mode: 'restoreSpeed' }))
      .put(push('/flowCaps2/fail?code=E_BALANCE'))
      .silentRun(30);
    expect(slice(storeState)).toMatchObject({ orderError: '余额不足，订购需5.00元，请先充值' });
  });

  it('a failure is the failure toast (onError): nothing at the page, the key kept and sent again on the retry', async () => {
    const keys: string[] = [];
    let first = true;
    const order = dataPacksCap.actions.order({ mode: 'restoreSpeed' });
    const { storeState } = await run(inTurn(dataPacksCap, order, order))
      .provide([
        [
          matchers.call.fn(handlebusiApi.handle),
          dynamic(({ args }: { args: [unknown, { idempotencyKey: string }] }) => {
            keys.push(args[1].idempotencyKey);
            if (first) {
              first = false;
              throw new RequestError('timeout', '网络超时');
            }
            return done;
          }),
        ],
      ])
      .put.actionType('dataPacksCap/order/@@error')
      .not.put(push('/flowCaps2/fail?code=timeout'))
      .put(push('/flowCaps2/success'))
      .silentRun(3000);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(slice(storeState).orderError).toBeUndefined();
  });

  it('orders once on a double tap', async () => {
    let calls = 0;
    await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [
          matchers.call.fn(handlebusiApi.handle),
          dynamic(() => {
            calls += 1;
            return new Promise((resolve) => setTimeout(() => resolve(done), 10));
          }),
        ],
      ])
      .dispatch(dataPacksCap.actions.order({ mode: 'liftCap' }))
      .dispatch(dataPacksCap.actions.order({ mode: 'liftCap' }))
      .silentRun(50);
    expect(calls).toBe(1);
  });
});
