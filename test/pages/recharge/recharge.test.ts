// The standard top-up's model: the number as typed, the pre-check, the order, the payment's return, the wait for
// the credit, and the refusals (blacklist, daily cap, maintenance, other operator, network) as expectSaga flows.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { CALL_HISTORY_METHOD, EffectCancelledError, push, replace } from '../../../src/core';
import { addMessages } from '../../../src/locales';
import global from '../../../src/models/global';
import payment, { CASHIER_REFUSED, type PaymentState } from '../../../src/models/payment';
import payOrder from '../../../src/models/payOrder';
import ui from '../../../src/models/ui';
import * as billApi from '../../../src/services/api/bill';
import * as configApi from '../../../src/services/api/config';
import type { PayOrder, PayOrderStatus, PreCheckInfo } from '../../../src/services/api/types';
import { RequestError, idempotencyKeyFor } from '../../../src/services/request';
import recharge, { DRAFT, draftKey, type RechargeState } from '../../../src/pages/recharge/recharge';
import { UNPAID_RETRIES, UNPAID_RETRY_MS } from '../../../src/pages/recharge/recharge/checkout';
import { readDraft, saveDraft } from '../../../src/pages/recharge/topup';
import { dropDraftMemory } from '../../../src/pages/shared/draft';
import { messages } from '../../../src/pages/recharge/messages';
import { precheckOf } from '../../support/precheck';

addMessages(messages);

const WANG = '18687120001';
const ORDER_ID = '20261122083000123456';
/** 2026-11-22 10:00 China time; and the 1st of the month, when 100 costs 98. */
const NOV_22 = Date.parse('2026-11-22T10:00:00+08:00');
const DEC_1 = Date.parse('2026-12-01T10:00:00+08:00');
const AT_23 = Date.parse('2026-11-22T23:00:00+08:00');

const info = (over: Partial<PreCheckInfo> = {}): PreCheckInfo => precheckOf(WANG, over);
const order = (status: PayOrderStatus, over: Partial<PayOrder> = {}): PayOrder => ({
  orderId: ORDER_ID,
  type: 'topup',
  msisdn: WANG,
  faceFen: 5000,
  payFen: 5000,
  status,
  title: '话费充值50元',
  createdAt: '2026-11-22T10:00:00+08:00',
  expiresAt: '2026-11-22T10:30:00+08:00',
  ...over,
});
const WANG_50 = { phone: WANG, faceFen: 5000 };
const biz = (code: string, msg: string) => new RequestError('business', msg, { code });

type Slice = Partial<RechargeState>;
const precheck = matchers.putResolve.actionType(global.actions.preCheckToPhone.type);

/** The model's saga over a root of recharge (+ the payment slice when given) and a router. */
function run(slice: Slice = {}, paymentSlice?: PaymentState) {
  const reducer = combineReducers({
    recharge: recharge.reducer as never,
    ...(paymentSlice ? { payment: payment.reducer as never } : {}),
    router: ((s: unknown) => s ?? null) as never,
  });
  const initial = {
    recharge: { ...recharge.state, clock: NOV_22, ...slice },
    ...(paymentSlice ? { payment: paymentSlice } : {}),
    router: {
      location: { pathname: '/newRecharge/index2', search: '', hash: '', state: null, key: 'k' },
      action: 'POP',
    },
  };
  return expectSaga(recharge.saga).withReducer(reducer as never, initial);
}

const state = (storeState: unknown) => (storeState as { recharge: RechargeState }).recharge;
const root = (s: RechargeState) => ({ recharge: s });

const filled = (phone = WANG, faceFen: number | undefined = 5000, checked = true): Slice => ({
  form: { phone, faceFen },
  check: checked ? { status: 'done', phone, info: info({ phone }) } : { status: 'idle' },
});

describe("the nightly pause is judged by the server's time, whatever the phone's clock says", () => {
  /** The form opened with a saved number: the pre-check answers at `serverTime`, the phone's clock says `phone`. */
  const opened = (phone: number, serverTime: string) =>
    run({ form: { phone: WANG, faceFen: 5000 }, check: { status: 'idle' } })
      .provide([
        [matchers.call.fn(Date.now), phone],
        [precheck, info({ serverTime })],
      ])
      .dispatch(recharge.actions.open())
      .silentRun(30);

  it('the phone says 10:00, the server 23:00: the banner shows and the button waits', async () => {
    const { storeState } = await opened(NOV_22, '2026-11-22 23:00:00');
    expect(recharge.select.maintenance(root(state(storeState)))).toBe(true);
  });

  it('the phone says 23:00, the server 10:00: the form is open', async () => {
    const { storeState } = await opened(AT_23, '2026-11-22T10:00:00+08:00');
    expect(recharge.select.maintenance(root(state(storeState)))).toBe(false);
  });

  it("the day's offers are the server's day too (the 1st: 100 costs 98)", async () => {
    const { storeState } = await opened(NOV_22, '2026-12-01 10:00:00');
    expect(recharge.select.priceTable(root(state(storeState))).find((r) => r.faceFen === 10000)?.payFen).toBe(9800);
  });

  it("an answer without the server's time leaves the phone's clock", async () => {
    const { storeState } = await run({ form: { phone: WANG }, check: { status: 'idle' } })
      .provide([
        [matchers.call.fn(Date.now), AT_23],
        [precheck, info()],
      ])
      .dispatch(recharge.actions.open())
      .silentRun(30);
    expect(state(storeState).offsetMs).toBe(0);
    expect(recharge.select.maintenance(root(state(storeState)))).toBe(true);
  });
});

describe('the number, checked as typed', () => {
  it('says nothing until 11 digits, then pre-checks through the global model and shows "云南 昆明 联通"', async () => {
    const asked: string[] = [];
    const { storeState } = await run()
      .provide({
        put: (effect, next) =>
          effect.action.type === 'global/preCheckToPhone' ? (asked.push(effect.action.payload.phone), info()) : next(),
      })
      .dispatch(recharge.actions.editPhone('1868712'))
      .dispatch(recharge.actions.editPhone(WANG))
      .putResolve(global.actions.preCheckToPhone({ phone: WANG }))
      .silentRun(30);
    expect(asked).toEqual([WANG]);
    const s = state(storeState);
    expect(s.form).toMatchObject({ phone: WANG, phoneError: undefined });
    const status = recharge.select.phoneStatus(root(s));
    expect(status.kind).toBe('ok');
    expect(status.kind === 'ok' && status.info.cityName).toBe('昆明市');
    expect(readDraft(DRAFT)).toEqual({ phone: WANG }); // this page typed it
    dropDraftMemory(); // a reload
    expect(readDraft(DRAFT)).toEqual({ phone: '' }); // not the bound number: asked again after a reload
    window.localStorage.setItem('wechatUser_phone', WANG);
    expect(readDraft(DRAFT)).toEqual({ phone: WANG });
  });

  it('an impossible prefix is refused at the field and never reaches the server', async () => {
    const { storeState } = await run()
      .dispatch(recharge.actions.editPhone('12345678901'))
      .not.putResolve.actionType(global.actions.preCheckToPhone.type)
      .silentRun(30);
    expect(state(storeState).form.phoneError).toEqual({ key: 'recharge.form.phoneInvalid' });
  });

  it('keeps only digits, up to 11 (a pasted "+86 186 8712 0001" fits)', () => {
    const s = recharge.reducer(recharge.state, recharge.actions.editPhone('+86 186 8712 0001'));
    expect(s.form.phone).toBe(WANG);
  });

  it("another operator's number shows the pre-check's reason under the field", async () => {
    const other = info({
      phone: '13800138000',
      operator: 'mobile',
      isLocal: false,
      provinceName: '广东',
      cityName: '广州',
      canRecharge: false,
      reason: '非本网号码（移动），暂不支持该号码充值',
    });
    const { storeState } = await run()
      .provide([[precheck, other]])
      .dispatch(recharge.actions.editPhone('13800138000'))
      .silentRun(30);
    expect(recharge.select.phoneStatus(root(state(storeState)))).toEqual({ kind: 'refused', info: other });
  });

  it("a failed pre-check is kept with its message, for the field's retry", async () => {
    const { storeState } = await run()
      .provide([[precheck, throwError(new RequestError('network', '网络异常，请检查网络后重试'))]])
      .dispatch(recharge.actions.editPhone(WANG))
      .silentRun(30);
    expect(recharge.select.phoneStatus(root(state(storeState)))).toEqual({
      kind: 'error',
      message: '网络异常，请检查网络后重试',
    });
  });

  it('a check superseded by a newer one leaves no error behind', async () => {
    const { storeState } = await run()
      .provide([[precheck, throwError(new EffectCancelledError())]])
      .dispatch(recharge.actions.editPhone(WANG))
      .silentRun(30);
    expect(state(storeState).check).toEqual({ status: 'checking', phone: WANG });
  });

  it('leaving a short number says so; leaving an empty field says nothing', () => {
    const short = recharge.reducer({ ...recharge.state, form: { phone: '1868' } }, recharge.actions.blurPhone());
    expect(short.form.phoneError).toEqual({ key: 'recharge.form.phoneShort' });
    const empty = recharge.reducer(recharge.state, recharge.actions.blurPhone());
    expect(empty.form.phoneError).toBeUndefined();
  });
});

describe('opening the form', () => {
  it('prefills the saved number (wechatUser_phone) and pre-checks it', async () => {
    window.localStorage.setItem('wechatUser_phone', WANG);
    const { storeState } = await run({ clock: 0 })
      .provide([
        [precheck, info()],
        [matchers.call.fn(Date.now), NOV_22],
      ])
      .dispatch(recharge.actions.open())
      .putResolve(global.actions.preCheckToPhone({ phone: WANG }))
      .silentRun(30);
    expect(state(storeState).form.phone).toBe(WANG);
    expect(state(storeState).check.status).toBe('done');
  });

  it('the draft wins over the saved number, with its amount', async () => {
    window.localStorage.setItem('wechatUser_phone', WANG);
    window.sessionStorage.setItem(
      'sms2_draft_recharge',
      JSON.stringify({ owner: '', at: Date.now(), value: { phone: '186****0001', faceFen: 10000 } }),
    );
    const { storeState } = await run()
      .provide([[precheck, info()]])
      .dispatch(recharge.actions.open())
      .silentRun(30);
    expect(state(storeState).form).toMatchObject({ phone: WANG, faceFen: 10000 });
  });

  it('a number of the draft that is not the bound one is asked again (it is stored masked)', async () => {
    window.localStorage.setItem('wechatUser_phone', WANG);
    saveDraft(DRAFT, { phone: '13211880003', faceFen: 10000 });
    dropDraftMemory(); // a reload
    expect(window.sessionStorage.getItem('sms2_draft_recharge')).toContain('132****0003');
    const { storeState } = await run()
      .provide([[precheck, info()]])
      .dispatch(recharge.actions.open())
      .silentRun(30);
    expect(state(storeState).form).toMatchObject({ phone: WANG, faceFen: 10000 });
  });
});

describe('submit: number check → pre-check → order → checkout', () => {
  it("orders with the draft's idempotency key and goes to the checkout", async () => {
    const key = idempotencyKeyFor(draftKey(WANG, 5000));
    await run(filled())
      .provide([
        [
          matchers.call.fn(configApi.orderSubmitBlack),
          { orderId: ORDER_ID, payFen: 5000, expiresAt: '2026-11-22T10:30:00+08:00' },
        ],
      ])
      .dispatch(recharge.actions.submit(WANG_50))
      .call(configApi.orderSubmitBlack, { phone: WANG, faceFen: 5000, type: 'standard' }, { idempotencyKey: key })
      .put(push(`/newRecharge/recharge?orderId=${ORDER_ID}`))
      .silentRun(30);
    // Released once the order exists: the next order of the same draft is a new one.
    expect(idempotencyKeyFor(draftKey(WANG, 5000))).not.toBe(key);
  });

  it('pre-checks first when the number was not checked yet', async () => {
    await run(filled(WANG, 5000, false))
      .provide([
        [precheck, info()],
        [matchers.call.fn(configApi.orderSubmitBlack), { orderId: ORDER_ID, payFen: 5000, expiresAt: '' }],
      ])
      .dispatch(recharge.actions.submit(WANG_50))
      .putResolve(global.actions.preCheckToPhone({ phone: WANG }))
      .call.fn(configApi.orderSubmitBlack)
      .put(push(`/newRecharge/recharge?orderId=${ORDER_ID}`))
      .silentRun(30);
  });

  it('asks for the number and the amount at their fields, and calls nothing', async () => {
    const { storeState } = await run()
      .dispatch(recharge.actions.submit({ phone: '' }))
      .not.putResolve.actionType(global.actions.preCheckToPhone.type)
      .not.call.fn(configApi.orderSubmitBlack)
      .silentRun(30);
    expect(state(storeState).form).toMatchObject({
      phoneError: { key: 'recharge.form.phoneRequired' },
      amountError: { key: 'recharge.form.amountRequired' },
    });
  });

  it('a number the pre-check refuses (blacklisted) is not ordered: the reason shows at the number', async () => {
    const refused = info({
      phone: '18587126666',
      canRecharge: false,
      reason: '该号码暂不支持在线充值，请到营业厅办理',
    });
    const { storeState } = await run({
      form: { phone: '18587126666', faceFen: 5000 },
      check: { status: 'done', phone: '18587126666', info: refused },
    })
      .dispatch(recharge.actions.submit({ phone: '18587126666', faceFen: 5000 }))
      .not.call.fn(configApi.orderSubmitBlack)
      .silentRun(30);
    expect(state(storeState).form.phoneError).toEqual({ text: '该号码暂不支持在线充值，请到营业厅办理' });
  });

  it.each([
    [
      'the blacklist',
      biz('E_BLACKLIST', '该号码暂不支持在线充值，请到营业厅办理'),
      { phoneError: { text: '该号码暂不支持在线充值，请到营业厅办理' } },
    ],
    [
      'another operator',
      biz('E_NOT_OUR_NUMBER', '非本网号码（移动），暂不支持该号码充值'),
      { phoneError: { text: '非本网号码（移动），暂不支持该号码充值' } },
    ],
    [
      'the ¥5,000 daily cap',
      biz('E_DAILY_CAP', '单个号码每日充值金额不能超过5000元，今日还可充值0元'),
      { amountError: { text: '单个号码每日充值金额不能超过5000元，今日还可充值0元' } },
    ],
  ])('a refusal for %s shows at its field, and nothing typed is lost', async (_, error, expected) => {
    const { storeState } = await run(filled())
      .provide([[matchers.call.fn(configApi.orderSubmitBlack), throwError(error)]])
      .dispatch(recharge.actions.submit(WANG_50))
      .not.put.actionType(CALL_HISTORY_METHOD)
      .silentRun(30);
    expect(state(storeState).form).toMatchObject({ phone: WANG, faceFen: 5000, ...expected });
  });

  it('the maintenance window shows the banner (and the submit is disabled by it)', async () => {
    const { storeState } = await run(filled())
      .provide([
        [
          matchers.call.fn(configApi.orderSubmitBlack),
          throwError(biz('E_MAINTENANCE', '22:50-00:50系统维护，暂不能充值，请稍后再试')),
        ],
      ])
      .dispatch(recharge.actions.submit(WANG_50))
      .silentRun(30);
    expect(state(storeState).maintenance).toBe(true);
    expect(recharge.select.maintenance(root(state(storeState)))).toBe(true);
    expect(state(storeState).form).toMatchObject({ phone: WANG, faceFen: 5000 });
  });

  it('a lost answer is no failure: it is being confirmed, then reaches onError; the form and the key stay', async () => {
    const key = idempotencyKeyFor(draftKey(WANG, 5000));
    const keys: string[] = [];
    const { storeState } = await run(filled())
      .provide({
        call: (effect, next) => {
          if (effect.fn !== configApi.orderSubmitBlack) return next();
          keys.push((effect.args[1] as { idempotencyKey: string }).idempotencyKey);
          throw new RequestError('timeout', '请求超时，请稍后重试');
        },
      })
      .dispatch(recharge.actions.submit(WANG_50))
      .put(ui.actions.toast({ text: '结果确认中…', kind: 'loading' }))
      .put.actionType('recharge/submit/@@error')
      .not.put(ui.actions.toast({ text: '请求超时，请稍后重试', kind: 'fail' }))
      .dispatch(recharge.actions.submit(WANG_50))
      .silentRun(60);
    expect(state(storeState).form).toEqual({ phone: WANG, faceFen: 5000 });
    expect(keys).toEqual([key, key]);
    expect(idempotencyKeyFor(draftKey(WANG, 5000))).toBe(key);
  });

  it('a refusal that belongs to no field shows above the button, not as a toast; the key is released', async () => {
    const key = idempotencyKeyFor(draftKey(WANG, 5000));
    const { storeState } = await run(filled())
      .provide([[matchers.call.fn(configApi.orderSubmitBlack), throwError(biz('E_RISK', '交易存在风险，请稍后再试'))]])
      .dispatch(recharge.actions.submit(WANG_50))
      .not.put.actionType('recharge/submit/@@error')
      .not.put.actionType(ui.actions.toast.type)
      .silentRun(30);
    expect(state(storeState).form).toMatchObject({ phone: WANG, faceFen: 5000, refusal: '交易存在风险，请稍后再试' });
    expect(idempotencyKeyFor(draftKey(WANG, 5000))).not.toBe(key);
  });

  it('a closed SMS or captcha gate is a cancel: nothing said, the key kept', async () => {
    const key = idempotencyKeyFor(draftKey(WANG, 5000));
    const { storeState } = await run(filled())
      .provide([
        [matchers.call.fn(configApi.orderSubmitBlack), throwError(new RequestError('cancelled', '请完成验证'))],
      ])
      .dispatch(recharge.actions.submit(WANG_50))
      .not.put.actionType('recharge/submit/@@error')
      .not.put.actionType(CALL_HISTORY_METHOD)
      .silentRun(30);
    expect(state(storeState).form.refusal).toBeUndefined();
    expect(idempotencyKeyFor(draftKey(WANG, 5000))).toBe(key);
  });
});

describe('the checkout and what the payment brings back', () => {
  it('loads the unpaid order', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(billApi.orderWechatGetById), order('unpaid')]])
      .dispatch(recharge.actions.openCheckout({ orderId: ORDER_ID }))
      .silentRun(30);
    expect(state(storeState).checkout).toMatchObject({
      status: 'ready',
      orderId: ORDER_ID,
      order: { status: 'unpaid' },
    });
  });

  it('an order already paid goes to its result; a failed one to the fail page', async () => {
    await run()
      .provide([[matchers.call.fn(billApi.orderWechatGetById), order('crediting')]])
      .dispatch(recharge.actions.openCheckout({ orderId: ORDER_ID }))
      .put(replace(`/newRecharge/paySuccess?orderId=${ORDER_ID}`))
      .silentRun(30);
    await run()
      .provide([[matchers.call.fn(billApi.orderWechatGetById), order('refunded')]])
      .dispatch(recharge.actions.openCheckout({ orderId: ORDER_ID }))
      .put(replace(`/newRecharge/fail?orderId=${ORDER_ID}`))
      .silentRun(30);
  });

  it('a failed read shows on the page with its message', async () => {
    const { storeState } = await run()
      .provide([
        [
          matchers.call.fn(billApi.orderWechatGetById),
          throwError(new RequestError('http', '请求失败，资源不存在', { status: 404 })),
        ],
      ])
      .dispatch(recharge.actions.openCheckout({ orderId: ORDER_ID }))
      .silentRun(30);
    expect(state(storeState).checkout).toMatchObject({ status: 'error', message: '请求失败，资源不存在' });
  });

  it('payResult=success goes on to paySuccess', async () => {
    await run()
      .dispatch(recharge.actions.openCheckout({ orderId: ORDER_ID, payResult: 'success' }))
      .put(replace(`/newRecharge/paySuccess?orderId=${ORDER_ID}`))
      .not.call.fn(billApi.orderWechatGetById)
      .silentRun(30);
  });

  it('payResult=cancel is logged, keeps the order payable with "支付已取消", and drops payResult from the address', async () => {
    const { storeState } = await run({}, { status: 'idle' })
      .dispatch(recharge.actions.openCheckout({ orderId: ORDER_ID, payResult: 'cancel' }))
      .put(payment.actions.logOutcome({ orderId: ORDER_ID, outcome: 'cancel' }))
      .put(replace(`/newRecharge/recharge?orderId=${ORDER_ID}`))
      .silentRun(30);
    expect(state(storeState).checkout).toMatchObject({ orderId: ORDER_ID, cancelled: true });
    // The checkout opened again (without payResult) keeps the note.
    const reopened = recharge.reducer(state(storeState), recharge.actions.checkoutLoading(ORDER_ID));
    expect(reopened.checkout.cancelled).toBe(true);
  });

  it('a cancel WeChat Pay already logged is not logged twice', async () => {
    await run({}, { status: 'cancelled', orderId: ORDER_ID })
      .dispatch(recharge.actions.openCheckout({ orderId: ORDER_ID, payResult: 'cancel' }))
      .put(replace(`/newRecharge/recharge?orderId=${ORDER_ID}`))
      .not.put.actionType(payment.actions.logOutcome.type)
      .silentRun(30);
  });

  it('payResult=fail is logged and goes to the fail page', async () => {
    await run({}, { status: 'idle' })
      .dispatch(recharge.actions.openCheckout({ orderId: ORDER_ID, payResult: 'fail' }))
      .put(payment.actions.logOutcome({ orderId: ORDER_ID, outcome: 'fail' }))
      .put(replace(`/newRecharge/fail?orderId=${ORDER_ID}`))
      .silentRun(30);
  });

  it('微信支付 asks the payment model to pay, coming back to the checkout', async () => {
    await run({ checkout: { status: 'ready', orderId: ORDER_ID, order: order('unpaid'), cancelled: true } })
      .provide([[matchers.putResolve.actionType(payment.actions.pay.type), 'redirected']])
      .dispatch(recharge.actions.pay({ orderId: ORDER_ID }))
      .putResolve.like({ action: payment.actions.pay({ orderId: ORDER_ID, returnPath: '/newRecharge/recharge' }) })
      .silentRun(30);
  });

  it('paying an order that timed out meanwhile shows it as timed out', async () => {
    const { storeState } = await run({ checkout: { status: 'ready', orderId: ORDER_ID, order: order('unpaid') } })
      .provide([
        [
          matchers.putResolve.actionType(payment.actions.pay.type),
          throwError(biz('E_ORDER_EXPIRED', '订单已超时，请重新下单')),
        ],
        [matchers.call.fn(billApi.orderWechatGetById), order('expired')],
      ])
      .dispatch(recharge.actions.pay({ orderId: ORDER_ID }))
      .silentRun(30);
    expect(state(storeState).checkout.order?.status).toBe('expired');
  });

  it('a payment start whose answer was lost is confirmed by the order: paid is the success, never a failure', async () => {
    await run({ checkout: { status: 'ready', orderId: ORDER_ID, order: order('unpaid') } })
      .provide([
        [matchers.putResolve.actionType(payment.actions.pay.type), throwError(new RequestError('timeout', '请求超时'))],
        [matchers.call.fn(billApi.orderWechatGetById), order('paid')],
      ])
      .dispatch(recharge.actions.pay({ orderId: ORDER_ID }))
      .put(ui.actions.toast({ text: '结果确认中…', kind: 'loading' }))
      .put(push(`/newRecharge/recharge?orderId=${ORDER_ID}&payResult=success`))
      .not.put.actionType('recharge/pay/@@error')
      .silentRun(30);
  });

  /** The payment model's pay, answered in turn by `answers` (an error is thrown); the keys it was sent with. */
  function payAnswers(answers: unknown[]) {
    const keys: string[] = [];
    const put = (effect: { action: { type: string; payload?: unknown } }, next: () => unknown) => {
      if (effect.action.type !== payment.actions.pay.type) return next();
      keys.push((effect.action.payload as { idempotencyKey: string }).idempotencyKey);
      const answer = answers[keys.length - 1];
      if (answer instanceof Error) throw answer;
      return answer;
    };
    return { keys, put };
  }
  const unpaidRead = (effect: { fn: unknown }, next: () => unknown) =>
    effect.fn === billApi.orderWechatGetById ? order('unpaid') : next();

  it('a lost payment start, the order unpaid: sent once more with the same key, on to the cashier; no failure', async () => {
    const pay = payAnswers([new RequestError('timeout', '请求超时'), 'redirected']);
    await run({ checkout: { status: 'ready', orderId: ORDER_ID, order: order('unpaid') } })
      .provide({ put: pay.put, call: unpaidRead })
      .dispatch(recharge.actions.pay({ orderId: ORDER_ID }))
      .put(ui.actions.toast({ text: '结果确认中…', kind: 'loading' }))
      .not.put.actionType('recharge/pay/@@error')
      .silentRun(60);
    expect(pay.keys).toHaveLength(2);
    expect(pay.keys[1]).toBe(pay.keys[0]);
    expect(window.localStorage.getItem(`sms2_idem_pay:${ORDER_ID}`)).toBeNull(); // a definite answer: released
  });

  it('a success without the payment in it ({status:1}) is confirmed the same way, never a failure', async () => {
    const pay = payAnswers([new RequestError('shape', '抱歉，发生错误，请稍后重试'), 'redirected']);
    await run({ checkout: { status: 'ready', orderId: ORDER_ID, order: order('unpaid') } })
      .provide({ put: pay.put, call: unpaidRead })
      .dispatch(recharge.actions.pay({ orderId: ORDER_ID }))
      .put(ui.actions.toast({ text: '结果确认中…', kind: 'loading' }))
      .not.put.actionType('recharge/pay/@@error')
      .silentRun(60);
    expect(pay.keys).toEqual([pay.keys[0], pay.keys[0]]);
  });

  it('lost again: the outcome is unknown (said neutrally), the key kept; the next tap confirms, then sends the same key', async () => {
    const lost = new RequestError('network', '网络异常');
    const pay = payAnswers([lost, lost, 'redirected']);
    const { effects } = await run({ checkout: { status: 'ready', orderId: ORDER_ID, order: order('unpaid') } })
      .provide({ put: pay.put, call: unpaidRead })
      .dispatch(recharge.actions.pay({ orderId: ORDER_ID }))
      .put.actionType('recharge/pay/@@error')
      .silentRun(60);
    expect(pay.keys).toHaveLength(2);
    const stored = JSON.parse(window.localStorage.getItem(`sms2_idem_pay:${ORDER_ID}`) ?? '{}') as { key?: string };
    expect(stored.key).toBe(pay.keys[0]);
    const reads = (effects.call ?? []).filter((c: any) => c.payload.fn === billApi.orderWechatGetById);
    expect(reads).toHaveLength(1);
    await run({ checkout: { status: 'ready', orderId: ORDER_ID, order: order('unpaid') } })
      .provide({ put: pay.put, call: unpaidRead })
      .dispatch(recharge.actions.pay({ orderId: ORDER_ID }))
      .not.put.actionType('recharge/pay/@@error')
      .silentRun(60);
    expect(pay.keys).toEqual([pay.keys[0], pay.keys[0], pay.keys[0]]);
  });

  it('a cashier address the app would not follow is its own answer: the failure at once, nothing confirmed or resent', async () => {
    const refused = new RequestError('shape', '抱歉，发生错误，请稍后重试', { code: CASHIER_REFUSED });
    const pay = payAnswers([refused]);
    const { effects } = await run({ checkout: { status: 'ready', orderId: ORDER_ID, order: order('unpaid') } })
      .provide({ put: pay.put, call: unpaidRead })
      .dispatch(recharge.actions.pay({ orderId: ORDER_ID }))
      .put.actionType('recharge/pay/@@error')
      .not.put(ui.actions.toast({ text: '结果确认中…', kind: 'loading' }))
      .silentRun(60);
    expect(pay.keys).toHaveLength(1);
    expect((effects.call ?? []).filter((c: any) => c.payload.fn === billApi.orderWechatGetById)).toHaveLength(0);
  });

  it('the resend refused (the order closed meanwhile): the checkout reads it again and shows it', async () => {
    const pay = payAnswers([new RequestError('timeout', '请求超时'), biz('E_ORDER_EXPIRED', '订单已超时，请重新下单')]);
    let reads = 0;
    const { storeState } = await run({ checkout: { status: 'ready', orderId: ORDER_ID, order: order('unpaid') } })
      .provide({
        put: pay.put,
        call: (effect, next) =>
          effect.fn === billApi.orderWechatGetById ? order((reads += 1) === 1 ? 'unpaid' : 'expired') : next(),
      })
      .dispatch(recharge.actions.pay({ orderId: ORDER_ID }))
      .not.put.actionType('recharge/pay/@@error')
      .silentRun(60);
    expect(state(storeState).checkout.order?.status).toBe('expired');
  });

  it("the server's refusal to start the payment shows on the checkout; the order stays", async () => {
    const { storeState } = await run({ checkout: { status: 'ready', orderId: ORDER_ID, order: order('unpaid') } })
      .provide([
        [
          matchers.putResolve.actionType(payment.actions.pay.type),
          throwError(biz('E_PAY_LIMIT', '今日支付次数已达上限')),
        ],
      ])
      .dispatch(recharge.actions.pay({ orderId: ORDER_ID }))
      .not.put.actionType('recharge/pay/@@error')
      .silentRun(30);
    expect(state(storeState).checkout).toMatchObject({ refusal: '今日支付次数已达上限', order: { status: 'unpaid' } });
  });

  it('a payment that cannot start for another reason reaches onError (the failure toast); the order stays', async () => {
    const { storeState } = await run({ checkout: { status: 'ready', orderId: ORDER_ID, order: order('unpaid') } })
      .provide([
        [
          matchers.putResolve.actionType(payment.actions.pay.type),
          throwError(new RequestError('network', '网络异常，请检查网络后重试')),
        ],
        [matchers.call.fn(billApi.orderWechatGetById), order('unpaid')],
      ])
      .dispatch(recharge.actions.pay({ orderId: ORDER_ID }))
      .put.actionType('recharge/pay/@@error')
      .silentRun(30);
    expect(state(storeState).checkout.order?.status).toBe('unpaid');
  });

  it('"重新下单" goes back to the form with the number and amount kept, never in the address', async () => {
    const { storeState } = await run()
      .dispatch(recharge.actions.again({ phone: WANG, faceFen: 3000 }))
      .put(push('/newRecharge/index2'))
      .silentRun(30);
    expect(state(storeState).form).toMatchObject({ phone: WANG, faceFen: 3000 });
    window.localStorage.setItem('wechatUser_phone', WANG);
    expect(readDraft(DRAFT)).toEqual({ phone: WANG, faceFen: 3000 });
  });
});

describe('paySuccess: waiting for the credit', () => {
  const watched = matchers.putResolve.actionType(payOrder.actions.watch.type);

  it('credited → the success page', async () => {
    await run()
      .provide([[watched, order('credited')]])
      .dispatch(recharge.actions.awaitCredit({ orderId: ORDER_ID }))
      .putResolve(payOrder.actions.watch({ orderId: ORDER_ID }))
      .put(replace(`/newRecharge/success?orderId=${ORDER_ID}`))
      .silentRun(30);
  });

  it('failed → the fail page', async () => {
    await run()
      .provide([[watched, order('failed')]])
      .dispatch(recharge.actions.awaitCredit({ orderId: ORDER_ID }))
      .put(replace(`/newRecharge/fail?orderId=${ORDER_ID}`))
      .silentRun(30);
  });

  it('still crediting when polling gives up → stays (the page says "预计10分钟内到账")', async () => {
    await run()
      .provide([[watched, order('crediting')]])
      .dispatch(recharge.actions.awaitCredit({ orderId: ORDER_ID }))
      .not.put.actionType(CALL_HISTORY_METHOD)
      .silentRun(30);
  });

  it('not yet known as paid → asks again a few times, then says it will arrive later', async () => {
    let watches = 0;
    await run()
      .provide([
        [matchers.call.like({ args: [UNPAID_RETRY_MS] }), undefined],
        {
          put: (effect: any, next: () => unknown) =>
            effect.action.type === 'payOrder/watch' ? ((watches += 1), order('unpaid')) : next(),
        },
      ] as never)
      .dispatch(recharge.actions.awaitCredit({ orderId: ORDER_ID }))
      .put(payOrder.actions.timeOut())
      .not.put.actionType(CALL_HISTORY_METHOD)
      .silentRun(50);
    expect(watches).toBe(UNPAID_RETRIES + 1);
  });

  it('a cashier that came back here cancelled hands over to the checkout', async () => {
    await run()
      .dispatch(recharge.actions.awaitCredit({ orderId: ORDER_ID, payResult: 'cancel' }))
      .put(replace(`/newRecharge/recharge?orderId=${ORDER_ID}&payResult=cancel`))
      .silentRun(30);
  });
});

describe("the hub's balance", () => {
  it('loads it; a failure stays on the card (no toast)', async () => {
    const balance = { phone: WANG, balanceFen: 3650, realtimeFeeFen: 0, queryTime: '2026-11-22T10:00:00+08:00' };
    const ok = await run()
      .provide([[matchers.call.fn(billApi.queryUserBalance), balance]])
      .dispatch(recharge.actions.loadBalance())
      .silentRun(30);
    expect(state(ok.storeState).balance).toEqual({ status: 'ready', data: balance });
    const failed = await run()
      .provide([
        [
          matchers.call.fn(billApi.queryUserBalance),
          throwError(new RequestError('http', '抱歉，发生错误，请稍后重试', { status: 500 })),
        ],
      ])
      .dispatch(recharge.actions.loadBalance())
      .not.put.actionType(ui.actions.toast.type)
      .silentRun(30);
    expect(state(failed.storeState).balance).toEqual({ status: 'error', message: '抱歉，发生错误，请稍后重试' });
  });
});

describe('selectors', () => {
  it('prices every amount; on the 1st, 100 costs 98', () => {
    const table = recharge.select.priceTable(root({ ...recharge.state, clock: NOV_22 }));
    expect(table.map((r) => r.faceFen)).toEqual([1000, 2000, 3000, 5000, 10000, 20000, 30000, 50000]);
    expect(table.every((r) => r.payFen === r.faceFen && !r.offer)).toBe(true);
    const first = recharge.select.priceTable(root({ ...recharge.state, clock: DEC_1 }));
    expect(first.find((r) => r.faceFen === 10000)).toMatchObject({
      payFen: 9800,
      offer: { note: 'recharge.form.offerNote' },
    });
    expect(first.filter((r) => r.offer)).toHaveLength(1);
  });

  it('keeps the price table while the day stays the same (memoised)', () => {
    const a = recharge.select.priceTable(root({ ...recharge.state, clock: NOV_22 }));
    const b = recharge.select.priceTable(root({ ...recharge.state, clock: NOV_22 + 60_000 }));
    expect(b).toBe(a);
  });

  it("the chosen amount's row", () => {
    expect(
      recharge.select.chosen(root({ ...recharge.state, clock: DEC_1, form: { phone: '', faceFen: 10000 } })),
    ).toMatchObject({
      payFen: 9800,
    });
    expect(recharge.select.chosen(root({ ...recharge.state, form: { phone: '' } }))).toBeUndefined();
  });

  it('a check of another number says nothing about this one', () => {
    const s: RechargeState = {
      ...recharge.state,
      form: { phone: '18687120002' },
      check: { status: 'done', phone: WANG, info: info() },
    };
    expect(recharge.select.phoneStatus(root(s))).toEqual({ kind: 'none' });
  });

  it('the maintenance window 22:50–00:50, China time', () => {
    expect(recharge.select.maintenance(root({ ...recharge.state, clock: AT_23 }))).toBe(true);
    expect(recharge.select.maintenance(root({ ...recharge.state, clock: NOV_22 }))).toBe(false);
  });

  it('an amount not on the list is not taken', () => {
    const s = recharge.reducer(recharge.state, recharge.actions.chooseAmount(4200));
    expect(s.form.faceFen).toBeUndefined();
  });
});
