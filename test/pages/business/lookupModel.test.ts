// The order lookup of a customer without a bound number: the code to the contact phone (captcha-gated by the
// request layer), the order asked with the phone and the code; a refusal stays above the button, the fields kept.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as billApi from '../../../src/services/api/bill';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import type { TradeInfo } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import orderLookup, { type LookupState } from '../../../src/pages/business/lookupModel';

const reducer = combineReducers({ orderLookup: orderLookup.reducer });
const run = () => expectSaga(orderLookup.saga).withReducer(reducer);
const slice = (s: ReturnType<typeof reducer>): LookupState => orderLookup.select(s);

const LI = '15508750002';
const trade: TradeInfo = {
  orderNo: 'ORD202611260001',
  stateCode: 6,
  items: [{ name: '30元卡', quantity: 1, fen: 0 }],
  totalFen: 0,
  timeline: [{ at: '2026-11-26T10:00:00+08:00', text: '订单已提交' }],
  createdAt: '2026-11-26T10:00:00+08:00',
};

beforeEach(() => window.sessionStorage.clear());

describe('orderLookup.sendCode', () => {
  it('sends the business code to the contact phone (no login needed) and counts down for that phone', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(handlebusiApi.getBusiSmsNotLogin), { resendAfter: 60 }]])
      .dispatch(orderLookup.actions.sendCode({ phone: LI }))
      .call(handlebusiApi.getBusiSmsNotLogin, { phone: LI })
      .silentRun(30);
    expect(slice(storeState)).toMatchObject({ sentAt: expect.any(Number), sentTo: LI });
  });

  it('a refused send says why and starts no countdown', async () => {
    const refused = new RequestError('business', '验证码发送过于频繁', { code: 'E_SMS_FREQUENT' });
    const { storeState } = await run()
      .provide([[matchers.call.fn(handlebusiApi.getBusiSmsNotLogin), throwError(refused)]])
      .dispatch(orderLookup.actions.sendCode({ phone: LI }))
      .silentRun(30);
    expect(slice(storeState).sentAt).toBeNull();
    expect(slice(storeState).refusal).toBe('验证码发送过于频繁');
  });
});

describe('orderLookup.find', () => {
  it('asks the order with the contact phone and the code, and shows it', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(billApi.getTradebhInfoCbss), trade]])
      .dispatch(orderLookup.actions.find({ orderNo: trade.orderNo, phone: LI, smsCode: '123456' }))
      .call(billApi.getTradebhInfoCbss, { orderNo: trade.orderNo, phone: LI, smsCode: '123456' })
      .silentRun(30);
    expect(slice(storeState).found).toEqual(trade);
    expect(slice(storeState).refusal).toBeUndefined();
  });

  it('refused (a wrong code, no such order for that phone): the reason shows, nothing is found', async () => {
    const wrong = new RequestError('business', '订单不存在', { code: 'E_ORDER_NOT_FOUND' });
    const { storeState } = await run()
      .provide([[matchers.call.fn(billApi.getTradebhInfoCbss), throwError(wrong)]])
      .dispatch(orderLookup.actions.find({ orderNo: trade.orderNo, phone: LI, smsCode: '000000' }))
      .silentRun(30);
    expect(slice(storeState).found).toBeUndefined();
    expect(slice(storeState).refusal).toBe('订单不存在');
  });

  it('a failure that is no refusal reaches the error hook, the form stays', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(billApi.getTradebhInfoCbss), throwError(new RequestError('timeout', '请求超时'))]])
      .dispatch(orderLookup.actions.find({ orderNo: trade.orderNo, phone: LI, smsCode: '123456' }))
      .put.actionType('orderLookup/find/@@error')
      .silentRun(30);
    expect(slice(storeState).found).toBeUndefined();
    expect(slice(storeState).refusal).toBeUndefined();
  });

  it('again: the form once more, the countdown kept', () => {
    const s = reducer(
      { orderLookup: { sentAt: 1, sentTo: LI, found: trade, refusal: 'x' } },
      orderLookup.actions.again(),
    );
    expect(slice(s)).toEqual({ sentAt: 1, sentTo: LI, found: undefined, refusal: undefined });
  });
});
