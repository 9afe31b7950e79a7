// The business bills: the month list from the server's month, a month not yet issued, the SMS second verification
// of the usage detail (accepted, refused with the code kept, ended by the server after 30 minutes).
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as broadbandApi from '../../../src/services/api/broadband';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import type { UsageDetail, UserBill } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import { t } from '../../../src/locales';
import ui from '../../../src/models/ui';
import businessBill, { isVerified, monthsFrom, VERIFY_MS, type BillState } from '../../../src/pages/business/billModel';

const reducer = combineReducers({ businessBill: businessBill.reducer });
const run = () => expectSaga(businessBill.saga).withReducer(reducer);
const slice = (s: ReturnType<typeof reducer>): BillState => businessBill.select(s);

const live: UserBill = {
  phone: '18687120001',
  month: '202611',
  totalFen: 6480,
  paid: false,
  issued: false,
  lines: [{ category: 'plan', name: '套餐', fen: 5900 }],
};
const usage: UsageDetail = {
  phone: '18687120001',
  month: '202611',
  records: [{ kind: 'voice', at: '2026-11-02T10:00:00+08:00', peer: '139****0000', seconds: 62, fen: 0 }],
};

beforeEach(() => window.sessionStorage.clear());

describe('monthsFrom', () => {
  it('gives the month and the five before it, across a year', () => {
    expect(monthsFrom('202602')).toEqual(['202602', '202601', '202512', '202511', '202510', '202509']);
  });
  it('gives nothing for a month it cannot read', () => {
    expect(monthsFrom('2026-2')).toEqual([]);
  });
});

describe('businessBill.loadBill', () => {
  it("asks this month's live bill and learns the server's month from it", async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(broadbandApi.queryCurrentUserBill), live]])
      .dispatch(businessBill.actions.loadBill({}))
      .call(broadbandApi.queryCurrentUserBill)
      .silentRun(30);
    expect(slice(storeState).current).toBe('202611');
    expect(slice(storeState).bill).toEqual({ status: 'ready', data: { kind: 'bill', bill: live } });
  });

  it('asks an earlier month by its month', async () => {
    const last = { ...live, month: '202610', issued: true, paid: true };
    const { storeState } = await run()
      .provide([[matchers.call.fn(broadbandApi.queryUserBill), last]])
      .dispatch(businessBill.actions.loadBill({ month: '202610' }))
      .call(broadbandApi.queryUserBill, { month: '202610' })
      .silentRun(30);
    expect(slice(storeState).month).toBe('202610');
    expect(slice(storeState).bill).toEqual({ status: 'ready', data: { kind: 'bill', bill: last } });
  });

  it("says a month is not issued yet, with the server's words, rather than failing", async () => {
    const notReady = new RequestError('business', '上月账单将于本月3日出账，请稍后查询', { code: 'E_BILL_NOT_READY' });
    const { storeState } = await run()
      .provide([[matchers.call.fn(broadbandApi.queryUserBill), throwError(notReady)]])
      .dispatch(businessBill.actions.loadBill({ month: '202610' }))
      .silentRun(30);
    expect(slice(storeState).bill).toEqual({
      status: 'ready',
      data: { kind: 'notIssued', message: '上月账单将于本月3日出账，请稍后查询' },
    });
  });

  it('keeps any other failure as an error to retry', async () => {
    const down = new RequestError('http', '系统繁忙', { status: 500 });
    const { storeState } = await run()
      .provide([[matchers.call.fn(broadbandApi.queryUserBill), throwError(down)]])
      .dispatch(businessBill.actions.loadBill({ month: '202610' }))
      .silentRun(30);
    expect(slice(storeState).bill).toEqual({ status: 'error', message: '系统繁忙' });
  });
});

describe('businessBill second verification', () => {
  it('sends the code to the number (getBusiSms) and starts the countdown', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(handlebusiApi.getBusiSms), { resendAfter: 60 }]])
      .dispatch(businessBill.actions.sendCode({ phone: '18687120001' }))
      .call(handlebusiApi.getBusiSms, { phone: '18687120001' })
      .silentRun(30);
    expect(slice(storeState).sentAt).toEqual(expect.any(Number));
  });

  it('a send whose success carries no data (null) starts the countdown and says it was sent', async () => {
    const sent = handlebusiApi.getBusiSms.check(null);
    expect(sent).toEqual({ resendAfter: 60 });
    const { storeState } = await run()
      .provide([[matchers.call.fn(handlebusiApi.getBusiSms), sent]])
      .dispatch(businessBill.actions.sendCode({ phone: '18687120001' }))
      .put(ui.actions.toast({ text: t('request.smsSent'), kind: 'success' }))
      .silentRun(30);
    expect(slice(storeState).sentAt).toEqual(expect.any(Number));
    expect(slice(storeState).verifyError).toBeUndefined();
  });

  it('a refused send shows the reason and starts no countdown', async () => {
    const refused = new RequestError('business', '验证码发送过于频繁', { code: 'E_SMS_FREQUENT' });
    const { storeState } = await run()
      .provide([[matchers.call.fn(handlebusiApi.getBusiSms), throwError(refused)]])
      .dispatch(businessBill.actions.sendCode({ phone: '18687120001' }))
      .silentRun(30);
    expect(slice(storeState).sentAt).toBeNull();
    expect(slice(storeState).verifyError).toBe('验证码发送过于频繁');
  });

  it('accepted: the usage detail shows and the verification holds 30 minutes (kept for a reload)', async () => {
    const before = Date.now();
    const { storeState } = await run()
      .provide([[matchers.call.fn(broadbandApi.queryUserBill), usage]])
      .dispatch(businessBill.actions.verify({ month: '202611', kind: 'voice', smsCode: '123456' }))
      .call(broadbandApi.queryUserBill, { month: '202611', detail: 'usage', usageKind: 'voice', smsCode: '123456' })
      .silentRun(30);
    const s = slice(storeState);
    expect(s.usage).toEqual({ status: 'ready', data: usage });
    expect(s.verifiedUntil).toBeGreaterThanOrEqual(before + VERIFY_MS);
    expect(isVerified(s)).toBe(true);
    expect(isVerified(s, before + VERIFY_MS + 60_000)).toBe(false);
    expect(Number(window.sessionStorage.getItem('sms2_business_verified'))).toBe(s.verifiedUntil);
  });

  it('refused: the reason stays on the field, nothing is verified', async () => {
    const wrong = new RequestError('business', '验证码错误', { code: 'E_SMS_WRONG' });
    const { storeState } = await run()
      .provide([[matchers.call.fn(broadbandApi.queryUserBill), throwError(wrong)]])
      .dispatch(businessBill.actions.verify({ month: '202611', kind: 'voice', smsCode: '000000' }))
      .silentRun(30);
    const s = slice(storeState);
    expect(s.verifyError).toBe('验证码错误');
    expect(isVerified(s)).toBe(false);
    expect(s.usage.status).toBe('idle');
  });

  it('an answer that is a bill, not a detail, is the failure toast (onError), not a refusal at the field', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(broadbandApi.queryUserBill), live]])
      .dispatch(businessBill.actions.verify({ month: '202611', kind: 'voice', smsCode: '123456' }))
      .put.actionType('businessBill/verify/@@error')
      .silentRun(30);
    expect(isVerified(slice(storeState))).toBe(false);
    expect(slice(storeState).verifyError).toBeUndefined();
  });

  it('a send that fails (no refusal) is the failure toast (onError); the field says nothing', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(handlebusiApi.getBusiSms), throwError(new RequestError('timeout', '请求超时'))]])
      .dispatch(businessBill.actions.sendCode({ phone: '18687120001' }))
      .put.actionType('businessBill/sendCode/@@error')
      .silentRun(30);
    expect(slice(storeState).sentAt).toBeNull();
    expect(slice(storeState).verifyError).toBeUndefined();
  });

  it('a usage read that fails keeps the verification and shows the error with its retry', async () => {
    const { storeState } = await run()
      .withState({
        businessBill: { ...slice(reducer(undefined, { type: '@@init' })), verifiedUntil: Date.now() + 60_000 },
      })
      .provide([[matchers.call.fn(broadbandApi.queryUserBill), throwError(new RequestError('timeout', '请求超时'))]])
      .dispatch(businessBill.actions.loadUsage({ month: '202611', kind: 'data' }))
      .silentRun(30);
    expect(isVerified(slice(storeState))).toBe(true);
    expect(slice(storeState).usage).toEqual({ status: 'error', message: '请求超时' });
  });

  it('another kind once verified asks without a code; the server asking again ends the verification', async () => {
    const again = new RequestError('business', '查询详单需要短信验证，请获取验证码', { code: 'E_VERIFY_REQUIRED' });
    const { storeState } = await run()
      .withState({
        businessBill: { ...slice(reducer(undefined, { type: '@@init' })), verifiedUntil: Date.now() + 1000 },
      })
      .provide([[matchers.call.fn(broadbandApi.queryUserBill), throwError(again)]])
      .dispatch(businessBill.actions.loadUsage({ month: '202611', kind: 'data' }))
      .call(broadbandApi.queryUserBill, { month: '202611', detail: 'usage', usageKind: 'data' })
      .silentRun(30);
    const s = slice(storeState);
    expect(isVerified(s)).toBe(false);
    expect(s.usage.status).toBe('idle');
    expect(s.usageKind).toBe('data');
  });
});
