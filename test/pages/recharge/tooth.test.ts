// The promotional top-up's model: eligibility with the campaign token (ok / invalid), the SMS check of a number that
// is not the customer's own, the order and payment, the refusals, and the way back from the cashier.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { CALL_HISTORY_METHOD, replace } from '../../../src/core';
import { addMessages } from '../../../src/locales';
import global from '../../../src/models/global';
import payment from '../../../src/models/payment';
import session, { type SessionState } from '../../../src/models/session';
import ui from '../../../src/models/ui';
import * as activityApi from '../../../src/services/api/activity';
import * as billApi from '../../../src/services/api/bill';
import * as configApi from '../../../src/services/api/config';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import type { ActiveInfo, Merchant, PayOrder, PreCheckInfo } from '../../../src/services/api/types';
import { RequestError, idempotencyKeyFor } from '../../../src/services/request';
import tooth, { selectAvailability, selectNeedsSms, type ToothState } from '../../../src/pages/recharge/tooth';
import { TOKEN_ERROR_PATH, draftKey } from '../../../src/pages/recharge/toothRules';
import { messages } from '../../../src/pages/recharge/messages';
import { clockFrom } from '../../support/clock';
import { precheckOf } from '../../support/precheck';

addMessages(messages);

// The maintenance window (22:50–00:50 China time) is judged by the clock (`call(Date.now)`): the tests run at noon
// China time, whatever the hour the suite runs; the window's own tests provide their moment.
const NOON = Date.UTC(2026, 10, 22, 4, 0, 0);
beforeEach(() => {
  clockFrom(NOON);
});
afterEach(() => jest.restoreAllMocks());

const WANG = '18687120001';
const ZHANG = '13211880003';
const ORDER_ID = '20261122090000654321';

const active = (over: Partial<ActiveInfo> = {}): ActiveInfo => ({
  actId: 'tooth',
  status: 'active',
  serverTime: '2026-11-22T09:00:00+08:00',
  startAt: '2026-10-23T09:00:00+08:00',
  endAt: '2027-01-21T09:00:00+08:00',
  eligible: true,
  reasons: [],
  joined: false,
  quotaLeft: 1,
  ...over,
});
const info = (phone = WANG): PreCheckInfo => precheckOf(phone);
const clinics: Merchant[] = [
  {
    merchantId: 'm_clinic_01',
    name: '昆明雅致口腔（翠湖店）',
    kind: 'clinic',
    address: '昆明市五华区翠湖南路18号',
    hours: '09:00-18:00',
    areaCode: '530102',
  },
];
const paidOrder = (faceFen: number): PayOrder => ({
  orderId: ORDER_ID,
  type: 'promoTopup',
  msisdn: WANG,
  faceFen,
  payFen: faceFen,
  status: 'paid',
  title: '',
  createdAt: '',
  expiresAt: '',
});
const WANG_88 = { phone: WANG, bundle: '88' as const };
const biz = (code: string, msg: string) => new RequestError('business', msg, { code });
const wang: SessionState = {
  status: 'identified',
  user: { openid: 'o_sim_001', userPhone: WANG, subscribe: true },
};
const unbound: SessionState = {
  status: 'identified',
  user: { openid: 'o_sim_new', subscribe: true },
};
const paying = matchers.putResolve.actionType(payment.actions.pay.type);
const precheck = matchers.putResolve.actionType(global.actions.preCheckToPhone.type);

function run(slice: Partial<ToothState> = {}, who: SessionState = wang) {
  const reducer = combineReducers({
    tooth: tooth.reducer as never,
    session: session.reducer as never,
    router: ((s: unknown) => s ?? null) as never,
  });
  const initial = {
    tooth: { ...tooth.state, ...slice },
    session: who,
    router: {
      location: { pathname: '/newRecharge/tooth', search: '', hash: '', state: null, key: 'k' },
      action: 'POP',
    },
  };
  return expectSaga(tooth.saga).withReducer(reducer as never, initial);
}
const state = (storeState: unknown) => (storeState as { tooth: ToothState }).tooth;
const root = (t: ToothState, who: SessionState = wang) => ({ tooth: t, session: who });

/** A form ready to pay: the campaign open, the number checked. */
const ready = (phone = WANG, over: Partial<ToothState['form']> = {}): Partial<ToothState> => ({
  token: 'tk_dental_01',
  activity: { status: 'ready', data: active() },
  form: { phone, bundle: '88', code: '', sentAt: null, ...over },
  check: { status: 'done', phone, info: info(phone) },
});

describe('eligibility before anything is paid', () => {
  it("with a valid token: the campaign, the clinics and the number's check", async () => {
    window.localStorage.setItem('wechatUser_phone', WANG);
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(handlebusiApi.queryActiveInfo), active({ tokenValid: true })],
        [matchers.call.fn(activityApi.merchantInfo), clinics],
        [precheck, info()],
      ])
      .dispatch(tooth.actions.open({ token: 'tk_dental_01' }))
      .call.like({ fn: handlebusiApi.queryActiveInfo, args: [{ actId: 'tooth', token: 'tk_dental_01' }] })
      .not.put.actionType(CALL_HISTORY_METHOD)
      .silentRun(30);
    const t = state(storeState);
    expect(t.token).toBe('tk_dental_01');
    expect(t.merchants).toEqual({ status: 'ready', data: clinics });
    expect(t.form.phone).toBe(WANG);
    expect(selectAvailability(root(t))).toEqual({ kind: 'open' });
  });

  it('a bad or expired token goes to /tip/error?code=tokenInvalid', async () => {
    await run()
      .provide([
        [
          matchers.call.fn(handlebusiApi.queryActiveInfo),
          active({ eligible: false, reasons: ['活动链接已过期'], tokenValid: false }),
        ],
        [matchers.call.fn(activityApi.merchantInfo), clinics],
      ])
      .dispatch(tooth.actions.open({ token: 'tk_old' }))
      .put(replace(TOKEN_ERROR_PATH))
      .silentRun(30);
  });

  it('without a token nothing is sent about one', async () => {
    const asked: unknown[] = [];
    await run()
      .provide([
        [matchers.call.fn(activityApi.merchantInfo), clinics],
        {
          call: (effect: any, next: () => unknown) =>
            effect.fn === handlebusiApi.queryActiveInfo ? (asked.push(effect.args[0]), active()) : next(),
        },
      ] as never)
      .dispatch(tooth.actions.open({}))
      .silentRun(30);
    expect(asked).toEqual([{ actId: 'tooth' }]);
  });

  it('a failed eligibility read shows with its retry; the clinics fail on their own', async () => {
    const { storeState } = await run()
      .provide([
        [
          matchers.call.fn(handlebusiApi.queryActiveInfo),
          throwError(new RequestError('timeout', '请求超时，请稍后重试')),
        ],
        [
          matchers.call.fn(activityApi.merchantInfo),
          throwError(new RequestError('http', '抱歉，发生错误，请稍后重试', { status: 500 })),
        ],
      ])
      .dispatch(tooth.actions.open({}))
      .silentRun(30);
    expect(selectAvailability(root(state(storeState)))).toEqual({ kind: 'error', message: '请求超时，请稍后重试' });
    expect(state(storeState).merchants.status).toBe('error');
  });

  it.each([
    ['ended', active({ status: 'ended' }), { key: 'recharge.tooth.ended' }],
    ['not started', active({ status: 'notStarted' }), { key: 'recharge.tooth.notStarted' }],
    ['sold out today', active({ status: 'soldOut' }), { key: 'recharge.tooth.soldOut' }],
    ['already joined', active({ joined: true }), { key: 'recharge.tooth.joined' }],
    [
      'not eligible',
      active({ eligible: false, reasons: ['很抱歉，您暂不符合参与条件'] }),
      { text: '很抱歉，您暂不符合参与条件' },
    ],
  ])('%s: closed, with the reason', (_, data, reason) => {
    const a = selectAvailability(root({ ...tooth.state, activity: { status: 'ready', data } }));
    expect(a).toMatchObject({ kind: 'closed', reason });
  });

  it('a WeChat user without a number is offered the binding', () => {
    const data = active({ eligible: false, reasons: ['请先登录'] });
    expect(selectAvailability(root({ ...tooth.state, activity: { status: 'ready', data } }, unbound))).toMatchObject({
      kind: 'closed',
      bind: true,
    });
  });
});

describe('submit: order, then pay', () => {
  it("the customer's own number: orders the bundle with the token, then pays without an SMS code", async () => {
    await run(ready())
      .provide([
        [matchers.call.fn(configApi.orderSubmitBlack), { orderId: ORDER_ID, payFen: 8800, expiresAt: '' }],
        [paying, 'redirected'],
      ])
      .dispatch(tooth.actions.submit(WANG_88))
      .call.like({
        fn: configApi.orderSubmitBlack,
        args: [{ phone: WANG, faceFen: 8800, type: 'promo', bundleCode: 'TOOTH_88', token: 'tk_dental_01' }],
      })
      .call.like({ fn: idempotencyKeyFor, args: [draftKey(WANG, '88')] })
      .putResolve.like({
        action: payment.actions.pay({ orderId: ORDER_ID, returnPath: '/newRecharge/tooth/tk_dental_01' }),
      })
      .silentRun(30);
  });

  it('another number needs its SMS code first: asked at the field, nothing ordered', async () => {
    const { storeState } = await run(ready(ZHANG))
      .dispatch(tooth.actions.submit(WANG_88))
      .not.call.fn(configApi.orderSubmitBlack)
      .silentRun(30);
    expect(state(storeState).form.codeError).toEqual({ key: 'recharge.tooth.codeRequired' });
    expect(selectNeedsSms(root(state(storeState)))).toBe(true);
  });

  it('with the code, the code goes to the payment', async () => {
    await run(ready(ZHANG, { code: '123456' }))
      .provide([
        [matchers.call.fn(configApi.orderSubmitBlack), { orderId: ORDER_ID, payFen: 8800, expiresAt: '' }],
        [paying, 'redirected'],
      ])
      .dispatch(tooth.actions.submit(WANG_88))
      .putResolve.like({
        action: payment.actions.pay({
          orderId: ORDER_ID,
          returnPath: '/newRecharge/tooth/tk_dental_01',
          smsCode: '123456',
        }),
      })
      .silentRun(30);
  });

  it('the server asking for the code anyway shows the code field for that number', async () => {
    const { storeState } = await run(ready())
      .provide([
        [matchers.call.fn(configApi.orderSubmitBlack), { orderId: ORDER_ID, payFen: 8800, expiresAt: '' }],
        [paying, throwError(biz('E_SMS_REQUIRED', '请先验证充值号码'))],
      ])
      .dispatch(tooth.actions.submit(WANG_88))
      .silentRun(30);
    expect(state(storeState).smsFor).toBe(WANG);
    expect(selectNeedsSms(root(state(storeState)))).toBe(true);
    expect(state(storeState).form).toMatchObject({
      phone: WANG,
      bundle: '88',
      codeError: { key: 'recharge.tooth.codeRequired' },
    });
  });

  it("a wrong code shows the server's words at the code field; the number and bundle stay", async () => {
    const { storeState } = await run(ready(ZHANG, { code: '000000' }))
      .provide([
        [matchers.call.fn(configApi.orderSubmitBlack), { orderId: ORDER_ID, payFen: 8800, expiresAt: '' }],
        [paying, throwError(biz('E_SMS_WRONG', '短信验证码错误，您还可以尝试4次'))],
      ])
      .dispatch(tooth.actions.submit(WANG_88))
      .silentRun(30);
    expect(state(storeState).form).toMatchObject({
      phone: ZHANG,
      bundle: '88',
      code: '000000',
      codeError: { text: '短信验证码错误，您还可以尝试4次' },
    });
  });

  it('a token that expired meanwhile goes to /tip/error', async () => {
    await run(ready())
      .provide([[matchers.call.fn(configApi.orderSubmitBlack), throwError(biz('E_TOKEN_EXPIRED', '活动链接已过期'))]])
      .dispatch(tooth.actions.submit(WANG_88))
      .put(replace(TOKEN_ERROR_PATH))
      .not.putResolve.actionType(payment.actions.pay.type)
      .silentRun(30);
  });

  it('once per number: the refusal shows at the number', async () => {
    const { storeState } = await run(ready())
      .provide([[matchers.call.fn(configApi.orderSubmitBlack), throwError(biz('E_PROMO_ONCE', '每个号码限参加1次'))]])
      .dispatch(tooth.actions.submit(WANG_88))
      .silentRun(30);
    expect(state(storeState).form.phoneError).toEqual({ text: '每个号码限参加1次' });
  });

  it('the campaign ending meanwhile closes the form', async () => {
    const { storeState } = await run(ready())
      .provide([[matchers.call.fn(configApi.orderSubmitBlack), throwError(biz('E_ACT_ENDED', '活动已结束'))]])
      .dispatch(tooth.actions.submit(WANG_88))
      .silentRun(30);
    expect(selectAvailability(root(state(storeState)))).toMatchObject({
      kind: 'closed',
      reason: { key: 'recharge.tooth.ended' },
    });
  });

  it('a refusal for no field shows above the button (no toast); a failure reaches onError', async () => {
    const refused = await run(ready())
      .provide([[matchers.call.fn(configApi.orderSubmitBlack), throwError(biz('E_RISK', '交易存在风险，请稍后再试'))]])
      .dispatch(tooth.actions.submit(WANG_88))
      .not.put.actionType('tooth/submit/@@error')
      .not.put.actionType(ui.actions.toast.type)
      .silentRun(30);
    expect(state(refused.storeState).refusal).toBe('交易存在风险，请稍后再试');
    await run(ready())
      .provide([
        [matchers.call.fn(configApi.orderSubmitBlack), { orderId: ORDER_ID, payFen: 8800, expiresAt: '' }],
        [paying, throwError(new RequestError('network', '网络异常，请检查网络后重试'))],
        [matchers.call.fn(billApi.orderWechatGetById), { ...paidOrder(8800), status: 'unpaid' }],
      ])
      .dispatch(tooth.actions.submit(WANG_88))
      .put.actionType('tooth/submit/@@error')
      .silentRun(30);
  });

  it('paying again after a cancelled payment pays the same order: no second order', async () => {
    await run({ ...ready(), cancelled: true, unpaid: { orderId: ORDER_ID, phone: WANG, bundle: '88' } })
      .provide([[paying, 'redirected']])
      .dispatch(tooth.actions.submit(WANG_88))
      .not.call.fn(configApi.orderSubmitBlack)
      .putResolve.like({
        action: payment.actions.pay({ orderId: ORDER_ID, returnPath: '/newRecharge/tooth/tk_dental_01' }),
      })
      .silentRun(30);
  });

  it('asks for a bundle, and orders nothing while the campaign is closed', async () => {
    const noBundle = await run(ready(WANG, { bundle: undefined }))
      .dispatch(tooth.actions.submit(WANG_88))
      .not.call.fn(configApi.orderSubmitBlack)
      .silentRun(30);
    expect(state(noBundle.storeState).form.bundleError).toEqual({ key: 'recharge.tooth.choose' });
    await run({ ...ready(), activity: { status: 'ready', data: active({ status: 'ended' }) } })
      .dispatch(tooth.actions.submit(WANG_88))
      .not.call.fn(configApi.orderSubmitBlack)
      .silentRun(30);
  });
});

describe('the maintenance window (22:50–00:50 China time), shared with the top-up form', () => {
  const night = Date.parse('2026-11-22T23:10:00+08:00');
  const day = Date.parse('2026-11-22T09:00:00+08:00');

  it('is judged by the clock: the banner shows and nothing is ordered', async () => {
    const { storeState } = await run(ready())
      .provide([[matchers.call.fn(Date.now), night]])
      .dispatch(tooth.actions.submit(WANG_88))
      .not.call.fn(configApi.orderSubmitBlack)
      .silentRun(30);
    expect(tooth.select.maintenance(root(state(storeState)))).toBe(true);
  });

  it("is judged by the server's time: the campaign's answer at 23:10, the phone's clock at 09:00", async () => {
    window.localStorage.setItem('wechatUser_phone', WANG);
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(Date.now), day],
        [matchers.call.fn(handlebusiApi.queryActiveInfo), active({ serverTime: '2026-11-22 23:10:00' })],
        [matchers.call.fn(activityApi.merchantInfo), clinics],
        [precheck, info()],
      ])
      .dispatch(tooth.actions.open({}))
      .silentRun(30);
    expect(tooth.select.maintenance(root(state(storeState)))).toBe(true);
  });

  it("a submit on a phone whose clock is off orders nothing in the server's pause", async () => {
    await run({ ...ready(), offsetMs: night - day })
      .provide([[matchers.call.fn(Date.now), day]])
      .dispatch(tooth.actions.submit(WANG_88))
      .not.call.fn(configApi.orderSubmitBlack)
      .silentRun(30);
  });

  it("the phone's clock at 23:10 but the server's at 09:00: the page is open", async () => {
    window.localStorage.setItem('wechatUser_phone', WANG);
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(Date.now), night],
        [matchers.call.fn(handlebusiApi.queryActiveInfo), active({ serverTime: '2026-11-22T09:00:00+08:00' })],
        [matchers.call.fn(activityApi.merchantInfo), clinics],
        [precheck, { ...info(), serverTime: '2026-11-22T09:00:00+08:00' }],
      ])
      .dispatch(tooth.actions.open({}))
      .silentRun(30);
    expect(tooth.select.maintenance(root(state(storeState)))).toBe(false);
  });

  it('outside the window the page is open', () => {
    expect(tooth.select.maintenance(root({ ...tooth.state, clock: day }))).toBe(false);
    expect(tooth.select.maintenance(root({ ...tooth.state, clock: night }))).toBe(true);
  });
});

describe('the SMS code', () => {
  it('is sent through the captcha-gated call; the countdown starts and a toast says where it went', async () => {
    const { storeState } = await run(ready(ZHANG))
      .provide([
        [matchers.call.fn(billApi.getOrderWechatPageCode), { resendAfter: 60 }],
        [matchers.call.fn(Date.now), 1_700_000_000_000],
      ])
      .dispatch(tooth.actions.sendCode())
      .call(billApi.getOrderWechatPageCode, { phone: ZHANG })
      .put(ui.actions.toast({ text: '验证码已发送至132****0003', kind: 'success' }))
      .silentRun(30);
    expect(state(storeState).form).toMatchObject({ sentAt: 1_700_000_000_000, sentTo: ZHANG });
  });

  it('a cancelled captcha is a toast, and the countdown does not start', async () => {
    const { storeState } = await run(ready(ZHANG))
      .provide([
        [
          matchers.call.fn(billApi.getOrderWechatPageCode),
          throwError(new RequestError('cancelled', '请输入图片验证码')),
        ],
      ])
      .dispatch(tooth.actions.sendCode())
      .put(ui.actions.toast({ text: '请输入图片验证码', kind: 'fail' }))
      .silentRun(30);
    expect(state(storeState).form.sentAt).toBeNull();
  });
});

describe('back from the cashier', () => {
  it("success: the bundle's own result page, found from the order", async () => {
    await run()
      .provide([[matchers.call.fn(billApi.orderWechatGetById), paidOrder(21800)]])
      .dispatch(tooth.actions.open({ token: 'tk_dental_01', orderId: ORDER_ID, payResult: 'success' }))
      .put(replace(`/newRecharge/toothSuccess218?orderId=${ORDER_ID}`))
      .not.call.fn(handlebusiApi.queryActiveInfo)
      .silentRun(30);
  });

  it('cancel: logged, the form kept with a note, payResult dropped from the address', async () => {
    const { storeState } = await run(ready())
      .dispatch(tooth.actions.open({ token: 'tk_dental_01', orderId: ORDER_ID, payResult: 'cancel' }))
      .put(payment.actions.logOutcome({ orderId: ORDER_ID, outcome: 'cancel' }))
      .put(replace('/newRecharge/tooth/tk_dental_01'))
      .silentRun(30);
    expect(state(storeState).cancelled).toBe(true);
    expect(state(storeState).form).toMatchObject({ phone: WANG, bundle: '88' });
  });

  it('fail: logged, the fail page', async () => {
    await run()
      .dispatch(tooth.actions.open({ orderId: ORDER_ID, payResult: 'fail' }))
      .put(payment.actions.logOutcome({ orderId: ORDER_ID, outcome: 'fail' }))
      .put(replace(`/newRecharge/fail?orderId=${ORDER_ID}`))
      .silentRun(30);
  });
});
