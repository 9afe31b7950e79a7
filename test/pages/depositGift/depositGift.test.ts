// The deposit-gift model: eligibility (reception), the agreement, the order, the payment and the signature, as
// expectSaga flows over the model's reducer with the API provided; the final state read through the selectors.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { push, replace } from '../../../src/core';
import { addMessages, t } from '../../../src/locales';
import payment, { type PaymentState } from '../../../src/models/payment';
import session from '../../../src/models/session';
import ui from '../../../src/models/ui';
import { api } from '../../../src/services/api';
import type { AgreementInfo, GiftTier, PayOrder, ReceptionResult } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import depositGift from '../../../src/pages/depositGift/depositGift';
import {
  initialState,
  moneyOf,
  stateOf,
  tierOfMoney,
  tierView,
  withParams,
  type DepositGiftState,
} from '../../../src/pages/depositGift/offer';
import { messages } from '../../../src/pages/depositGift/messages';

addMessages(messages);

const WANG = '18687120001';
const CFSF: GiftTier[] = [
  { tier: 1, payFen: 6500, creditFen: 0, giftFen: 10000, months: 10, monthlyFen: 1000 },
  { tier: 2, payFen: 13000, creditFen: 0, giftFen: 20000, months: 10, monthlyFen: 2000 },
  { tier: 3, payFen: 26000, creditFen: 0, giftFen: 40000, months: 10, monthlyFen: 4000 },
];
const LYH: GiftTier[] = [
  { tier: 1, payFen: 5000, creditFen: 5000, giftFen: 5000, months: 10, monthlyFen: 500 },
  { tier: 2, payFen: 10000, creditFen: 10000, giftFen: 10000, months: 10, monthlyFen: 1000 },
];

const reception = (over: Partial<ReceptionResult> = {}): ReceptionResult => ({
  actId: 'cfsf',
  status: 'active',
  joined: false,
  tiers: CFSF,
  eligible: true,
  reasons: [],
  phone: WANG,
  serverTime: '2025-06-15T10:00:00+08:00',
  startAt: '2025-06-01T00:00:00+08:00',
  endAt: '2025-07-01T00:00:00+08:00',
  ...over,
});

const agreement = (over: Partial<AgreementInfo> = {}): AgreementInfo => ({
  actId: 'cfsf',
  title: '存费最低6.5折活动协议',
  text: '《存费最低6.5折活动协议》\n一、活动内容',
  signed: false,
  schedule: [{ month: '202507', fen: 1000, status: 'pending' }],
  ...over,
});

const payOrder = (over: Partial<PayOrder> = {}): PayOrder => ({
  orderId: 'P1',
  type: 'depositGift',
  msisdn: WANG,
  faceFen: 10000,
  payFen: 5000,
  status: 'unpaid',
  title: '存50送50（支付50元）',
  createdAt: '2025-06-15T10:00:00+08:00',
  expiresAt: '2025-06-15T10:30:00+08:00',
  ...over,
});

const biz = (code: string, msg: string) => new RequestError('business', msg, { code });

/** The saga over a root of the model, the payment model (afterPay reads it) and the router. */
function run(slice: Partial<DepositGiftState> = {}, paid: PaymentState = { status: 'idle' }) {
  const reducer = combineReducers({
    depositGift: depositGift.reducer as never,
    payment: payment.reducer as never,
    router: ((s: unknown) => s ?? null) as never,
  });
  const initial = {
    depositGift: { ...initialState, ...slice },
    payment: paid,
    router: { location: { pathname: '/', search: '', hash: '', state: null, key: 'k' }, action: 'POP' },
  };
  return expectSaga(depositGift.saga).withReducer(reducer, initial);
}

/** The first arguments of every call to `fn` the saga made. */
const argsOf = (effects: any, fn: unknown): any[] =>
  (effects.call ?? []).filter((c: any) => c.payload.fn === fn).map((c: any) => c.payload.args[0]);
const optsOf = (effects: any, fn: unknown): any[] =>
  (effects.call ?? []).filter((c: any) => c.payload.fn === fn).map((c: any) => c.payload.args[1]);

/** The state of a page whose offer is loaded. */
const ready = (r: ReceptionResult = reception(), over: Partial<DepositGiftState> = {}): Partial<DepositGiftState> => ({
  actId: r.actId,
  offer: { status: 'ready', data: { ...r, offsetMs: 0 } },
  tier: r.tiers[0]?.tier,
  ...over,
});

/** The offer as the reception told it, with the server's clock `offsetMs` ahead of the phone's. */
const toldOffset = (offsetMs: number): DepositGiftState['offer'] => ({
  status: 'ready',
  data: { ...reception(), offsetMs },
});

const logged: [matchers.Matcher, null] = [matchers.call.fn(api.activity.addOsActOperateInfo), null];

/** The names of the API functions the saga called (the runtime's own wrappers left out). */
const API_FNS = new Map<unknown, string>(
  Object.entries(api).flatMap(([domain, fns]) =>
    Object.entries(fns as object).map(([name, fn]) => [fn, `${domain}.${name}`] as [unknown, string]),
  ),
);
const apiCalls = (effects: any): string[] =>
  (effects.call ?? []).map((c: any) => API_FNS.get(c.payload.fn)).filter(Boolean);

describe('load: eligibility and the state it gives', () => {
  it('eligible: the tiers, the first tier chosen, the rules; the state is active', async () => {
    const { storeState, effects } = await run()
      .provide([
        [matchers.call.fn(api.activity.payGiveFeeReception), reception()],
        [matchers.call.fn(api.activity.queryhandleProductXy), agreement()],
        logged,
      ])
      .dispatch(depositGift.actions.load({ actId: 'cfsf', api: 'reception', rules: true }))
      .silentRun(50);
    expect(argsOf(effects, api.activity.payGiveFeeReception)).toEqual([{ actId: 'cfsf' }]);
    expect(depositGift.select.activityState(storeState)).toBe('active');
    expect(depositGift.select.tiers(storeState).map((x) => [x.tier, x.payFen, x.discount])).toEqual([
      [1, 6500, 6.5],
      [2, 13000, 6.5],
      [3, 26000, 6.5],
    ]);
    expect(depositGift.select.chosenTier(storeState)?.tier).toBe(1);
    expect(depositGift.select(storeState).rules).toEqual({ status: 'ready', data: agreement() });
  });

  it('ineligible: the reasons stay with the offer, the state is ineligible', async () => {
    const { storeState } = await run()
      .provide([
        [
          matchers.call.fn(api.activity.payGiveFeeReception),
          reception({ eligible: false, reasons: ['仅限保山地区号码参与'] }),
        ],
        logged,
      ])
      .dispatch(depositGift.actions.load({ actId: 'baoshan50', api: 'reception' }))
      .silentRun(50);
    expect(depositGift.select.activityState(storeState)).toBe('ineligible');
    expect(depositGift.select.offer(storeState)?.reasons).toEqual(['仅限保山地区号码参与']);
  });

  it('ended: lclyh asks lcReception, and after its end the state is ended', async () => {
    const ended = reception({
      actId: 'lclyh',
      status: 'ended',
      eligible: false,
      reasons: ['活动已结束'],
      serverTime: '2025-06-15T10:00:00+08:00',
      startAt: '2022-01-01T00:00:00+08:00',
      endAt: '2023-01-01T00:00:00+08:00',
    });
    const { storeState, effects } = await run()
      .provide([[matchers.call.fn(api.activity.payGiveFeeLcReception), ended], logged])
      .dispatch(depositGift.actions.load({ actId: 'lclyh', api: 'lc' }))
      .silentRun(50);
    expect(argsOf(effects, api.activity.payGiveFeeLcReception)).toEqual([{ actId: 'lclyh' }]);
    expect(argsOf(effects, api.activity.payGiveFeeReception)).toEqual([]);
    expect(depositGift.select.activityState(storeState)).toBe('ended');
  });

  it('sold out today: the state is soldOut, even though the server also says "not eligible"', async () => {
    const { storeState } = await run()
      .provide([
        [
          matchers.call.fn(api.activity.payGiveFeeReception),
          reception({ status: 'soldOut', eligible: false, reasons: ['今日名额已抢完，明天再来'] }),
        ],
        logged,
      ])
      .dispatch(depositGift.actions.load({ actId: 'lyh100', api: 'reception' }))
      .silentRun(50);
    expect(depositGift.select.activityState(storeState)).toBe('soldOut');
  });

  it('joined: the state is joined', async () => {
    const { storeState } = await run()
      .provide([
        [
          matchers.call.fn(api.activity.payGiveFeeReception),
          reception({ joined: true, eligible: false, reasons: ['您已参加过本活动'] }),
        ],
        logged,
      ])
      .dispatch(depositGift.actions.load({ actId: 'pay100', api: 'reception' }))
      .silentRun(50);
    expect(depositGift.select.activityState(storeState)).toBe('joined');
  });

  it('the multi-tier hub asks payGiveFeeActMany; a route with `only` shows only its tiers', async () => {
    const { storeState, effects } = await run()
      .provide([
        [matchers.call.fn(api.activity.payGiveFeeManyReception), reception({ actId: 'lyh', tiers: LYH })],
        logged,
      ])
      .dispatch(depositGift.actions.load({ actId: 'lyh', api: 'many', only: [2] }))
      .silentRun(50);
    expect(argsOf(effects, api.activity.payGiveFeeManyReception)).toEqual([{ actId: 'lyh' }]);
    expect(depositGift.select.tiers(storeState).map((x) => x.tier)).toEqual([2]);
    expect(depositGift.select.chosenTier(storeState)?.tier).toBe(2);
  });

  it('a single-tier answer with an activity order keeps it for that tier', async () => {
    const { storeState } = await run()
      .provide([
        [
          matchers.call.fn(api.activity.payGiveFeeReception),
          reception({ actId: 'lyh50', tiers: [LYH[0]], actOrderId: 'ACT1' }),
        ],
        logged,
      ])
      .dispatch(depositGift.actions.load({ actId: 'lyh50', api: 'reception', only: [1] }))
      .silentRun(50);
    expect(depositGift.select(storeState).order).toEqual({ tier: 1, actOrderId: 'ACT1' });
  });

  it('index2: the tier of the address is asked for and its order kept; an unknown tier falls back to the activity', async () => {
    const { storeState, effects } = await run()
      .provide([[matchers.call.fn(api.activity.payGiveFeeReception), reception({ actOrderId: 'ACT2' })], logged])
      .dispatch(depositGift.actions.load({ actId: 'cfsf', api: 'reception', tier: 2 }))
      .silentRun(50);
    expect(argsOf(effects, api.activity.payGiveFeeReception)).toEqual([{ actId: 'cfsf', tier: 2 }]);
    expect(depositGift.select(storeState).order).toEqual({ tier: 2, actOrderId: 'ACT2' });
    expect(depositGift.select.chosenTier(storeState)?.tier).toBe(2);

    const fallback = await run()
      .provide({
        // The first call (tier 9) is refused; the second, without a tier, answers.
        call(effect, next) {
          if (effect.fn === api.activity.addOsActOperateInfo) return null;
          if (effect.fn !== api.activity.payGiveFeeReception) return next();
          if ((effect.args[0] as { tier?: number }).tier === 9) throw biz('E_PARAM', '档位不存在');
          return reception();
        },
      })
      .dispatch(depositGift.actions.load({ actId: 'cfsf', api: 'reception', tier: 9 }))
      .silentRun(50);
    expect(depositGift.select.activityState(fallback.storeState)).toBe('active');
    expect(depositGift.select.chosenTier(fallback.storeState)?.tier).toBe(1);
    expect(depositGift.select(fallback.storeState).order).toBeUndefined();
  });

  it('nobody logged in (401) on a cfsf page: to its login page, without a toast', async () => {
    const loggedOut = new RequestError('http', '无权限', { status: 401 });
    const { storeState } = await run()
      .provide([[matchers.call.fn(api.activity.payGiveFeeReception), throwError(loggedOut)], logged])
      .dispatch(
        depositGift.actions.load({ actId: 'cfsf', api: 'reception', loginPath: '/cfsf/login?redirect=%2Fcfsf' }),
      )
      .put(replace('/cfsf/login?redirect=%2Fcfsf'))
      .silentRun(50);
    expect(depositGift.select(storeState).offer).toMatchObject({ status: 'error', problem: 'login' });
  });

  it('an activity the server does not know: the preview goes to /down', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(api.activity.payGiveFeeReception), throwError(biz('E_ACT_NOT_FOUND', '活动不存在或已下线'))],
        logged,
      ])
      .dispatch(depositGift.actions.load({ actId: 'nope', api: 'reception', notFoundPath: '/down' }))
      .put(replace('/down'))
      .silentRun(50);
    expect(depositGift.select(storeState).offer).toMatchObject({ status: 'error', problem: 'notFound' });
  });

  it('any other failure stays on the page with its message', async () => {
    const { storeState } = await run()
      .provide([
        [
          matchers.call.fn(api.activity.payGiveFeeReception),
          throwError(new RequestError('timeout', '请求超时，请稍后重试')),
        ],
        logged,
      ])
      .dispatch(depositGift.actions.load({ actId: 'cfsf', api: 'reception' }))
      .silentRun(50);
    expect(depositGift.select(storeState).offer).toEqual({
      status: 'error',
      problem: 'failed',
      message: '请求超时，请稍后重试',
    });
  });
});

describe('load: a friend opens a shared link', () => {
  const share = { shareOpenId: 'o_sim_001', money: 130 };

  it("asks reception with the link, shows the sharer's masked number and the tier of the money", async () => {
    const { storeState, effects } = await run()
      .provide([[matchers.call.fn(api.activity.payGiveFeeReception), reception({ phone: '186****0001' })], logged])
      .dispatch(depositGift.actions.load({ actId: 'cfsf', api: 'reception', share, selfPath: '/cfsf/index2' }))
      .silentRun(50);
    expect(argsOf(effects, api.activity.payGiveFeeReception)).toEqual([
      { actId: 'cfsf', shareOpenId: 'o_sim_001', money: 130 },
    ]);
    expect(depositGift.select.offer(storeState)?.phone).toBe('186****0001');
    expect(depositGift.select.chosenTier(storeState)?.tier).toBe(2);
  });

  it('a link whose money matches no tier is invalid', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(api.activity.payGiveFeeReception), reception()], logged])
      .dispatch(
        depositGift.actions.load({ actId: 'cfsf', api: 'reception', share: { shareOpenId: 'o_sim_001', money: 66 } }),
      )
      .silentRun(50);
    expect(depositGift.select(storeState).offer).toEqual({
      status: 'error',
      problem: 'invalidLink',
      message: t('depositGift.friend.badMoney'),
    });
  });

  it('a link the server refuses is invalid, with its message', async () => {
    const { storeState } = await run()
      .provide([
        [
          matchers.call.fn(api.activity.payGiveFeeReception),
          throwError(biz('E_SHARE_INVALID', '分享链接无效或已失效')),
        ],
        logged,
      ])
      .dispatch(depositGift.actions.load({ actId: 'cfsf', api: 'reception', share }))
      .silentRun(50);
    expect(depositGift.select(storeState).offer).toEqual({
      status: 'error',
      problem: 'invalidLink',
      message: '分享链接无效或已失效',
    });
  });

  it('the sharer opening their own link goes to index2 with its money', async () => {
    await run()
      .provide([
        [
          matchers.call.fn(api.activity.payGiveFeeReception),
          throwError(biz('E_SHARE_SELF', '这是您自己的分享链接，请直接支付')),
        ],
        logged,
      ])
      .dispatch(depositGift.actions.load({ actId: 'cfsf', api: 'reception', share, selfPath: '/cfsf/index2' }))
      .put(replace('/cfsf/index2?money=130'))
      .silentRun(50);
  });

  it("index2 from one's own link picks the tier by money", async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(api.activity.payGiveFeeReception), reception()], logged])
      .dispatch(depositGift.actions.load({ actId: 'cfsf', api: 'reception', money: 260 }))
      .silentRun(50);
    expect(depositGift.select.chosenTier(storeState)?.tier).toBe(3);
  });
});

describe('the agreement sheet', () => {
  it("opens the chosen tier's activity order first, then reads that order's agreement", async () => {
    const { storeState, effects } = await run(ready(reception({ actId: 'lyh', tiers: LYH }), { tier: 2 }))
      .provide([
        [
          matchers.call.fn(api.activity.payGiveFeeManyReception),
          reception({ actId: 'lyh', tiers: LYH, actOrderId: 'ACT9' }),
        ],
        [matchers.call.fn(api.activity.queryhandleProductXy), agreement({ actId: 'lyh', actOrderId: 'ACT9' })],
      ])
      .dispatch(depositGift.actions.openSheet({ actId: 'lyh', api: 'many', withOrder: true }))
      .silentRun(50);
    expect(argsOf(effects, api.activity.payGiveFeeManyReception)).toEqual([{ actId: 'lyh', tier: 2 }]);
    expect(argsOf(effects, api.activity.queryhandleProductXy)).toEqual([{ actId: 'lyh', actOrderId: 'ACT9' }]);
    const { sheet, order } = depositGift.select(storeState);
    expect(sheet).toEqual({
      open: true,
      agreement: { status: 'ready', data: agreement({ actId: 'lyh', actOrderId: 'ACT9' }) },
    });
    expect(order).toEqual({ tier: 2, actOrderId: 'ACT9' });
  });

  it('says why when no order can be opened', async () => {
    const { storeState, effects } = await run(ready())
      .provide([
        [
          matchers.call.fn(api.activity.payGiveFeeReception),
          reception({ eligible: false, reasons: ['您的号码已欠费停机，请先缴清欠费'] }),
        ],
      ])
      .dispatch(depositGift.actions.openSheet({ actId: 'cfsf', api: 'reception', withOrder: true }))
      .silentRun(50);
    expect(argsOf(effects, api.activity.queryhandleProductXy)).toEqual([]);
    expect(depositGift.select(storeState).sheet.agreement).toEqual({
      status: 'error',
      message: '您的号码已欠费停机，请先缴清欠费',
    });
  });

  it('ticking is kept per activity; a new page keeps the ticks', () => {
    const r = depositGift.reducer as (s: DepositGiftState | undefined, a: unknown) => DepositGiftState;
    let s = r({ ...initialState, agreementError: true }, depositGift.actions.accept({ actId: 'cfsf', value: true }));
    expect(s.accepted).toEqual({ cfsf: true });
    expect(s.agreementError).toBe(false);
    s = r(s, depositGift.actions.begin({ actId: 'cfsf' }));
    expect(s.accepted).toEqual({ cfsf: true });
    expect(s.offer).toEqual({ status: 'loading' });
  });

  it('the tick of a payment under way survives the page loading anew (a re-login); another activity is not ticked', async () => {
    window.sessionStorage.clear();
    const provide = run(ready(reception(), { tier: 2, accepted: { cfsf: true } }))
      .provide([
        [matchers.call.fn(api.config.cfshdSubmit), throwError(new RequestError('http', 'x', { status: 401 }))],
        logged,
      ])
      .dispatch(
        depositGift.actions.submit({
          actId: 'cfsf',
          api: 'reception',
          returnPath: '/cfsf/index2?tier=2',
          checkout: { kind: 'cfshd', payer: 'self', phone: WANG },
        }),
      );
    await provide.silentRun(50);
    const load = (actId: string) =>
      run()
        .provide([
          [matchers.call.fn(api.activity.payGiveFeeReception), reception({ actId })],
          [matchers.call.fn(api.activity.queryhandleProductXy), agreement()],
          logged,
        ])
        .dispatch(depositGift.actions.load({ actId, api: 'reception', rules: true }))
        .silentRun(50);
    expect(depositGift.select((await load('cfsf')).storeState).accepted).toEqual({ cfsf: true });
    expect(depositGift.select((await load('lyh')).storeState).accepted).toEqual({});
  });
});

describe('submit: the agreement must be ticked', () => {
  it('without the tick nothing is ordered or paid, and the page is told', async () => {
    const { storeState, returnValue, effects } = await run(
      ready(reception({ actId: 'lyh50', tiers: [LYH[0]] }), { order: { tier: 1, actOrderId: 'ACT1' } }),
    )
      .dispatch(
        depositGift.actions.submit({
          actId: 'lyh50',
          api: 'reception',
          returnPath: '/lyh50',
          checkout: { kind: 'order' },
        }),
      )
      .not.putResolve.like({ action: payment.actions.pay({ orderId: 'P1', returnPath: '/lyh50?actOrderId=ACT1' }) })
      .silentRun(50);
    expect(apiCalls(effects)).toEqual([]);
    expect(depositGift.select(storeState).agreementError).toBe(true);
    expect(returnValue).toBeUndefined(); // the run's value; the dispatch promise resolves 'agreement' in the app
  });
});

describe('submit: pay on the offer (the activity order)', () => {
  const lyh50 = (over: Partial<DepositGiftState> = {}) =>
    ready(reception({ actId: 'lyh50', tiers: [LYH[0]] }), { accepted: { lyh50: true }, ...over });

  it('finds the pay order of the activity order and pays it, coming back with the activity order', async () => {
    const { effects } = await run(lyh50({ order: { tier: 1, actOrderId: 'ACT1' } }))
      .provide([[matchers.call.fn(api.bill.orderWechatGetById), payOrder()], logged])
      .dispatch(
        depositGift.actions.submit({
          actId: 'lyh50',
          api: 'reception',
          returnPath: '/lyh50?wxPublicAccountId=3',
          checkout: { kind: 'order' },
        }),
      )
      .putResolve.like({
        action: payment.actions.pay({ orderId: 'P1', returnPath: '/lyh50?wxPublicAccountId=3&actOrderId=ACT1' }),
      })
      .silentRun(50);
    expect(argsOf(effects, api.bill.orderWechatGetById)).toEqual([{ orderId: 'ACT1' }]);
    expect(argsOf(effects, api.activity.payGiveFeeReception)).toEqual([]);
  });

  it('opens the order of the chosen tier when there is none yet', async () => {
    const { effects } = await run(ready(reception({ actId: 'lyh', tiers: LYH }), { tier: 2, accepted: { lyh: true } }))
      .provide([
        [
          matchers.call.fn(api.activity.payGiveFeeManyReception),
          reception({ actId: 'lyh', tiers: LYH, actOrderId: 'ACT2' }),
        ],
        [matchers.call.fn(api.bill.orderWechatGetById), payOrder({ orderId: 'P2', payFen: 10000 })],
        logged,
      ])
      .dispatch(
        depositGift.actions.submit({ actId: 'lyh', api: 'many', returnPath: '/lyh', checkout: { kind: 'order' } }),
      )
      .putResolve.like({ action: payment.actions.pay({ orderId: 'P2', returnPath: '/lyh?actOrderId=ACT2' }) })
      .silentRun(50);
    expect(argsOf(effects, api.activity.payGiveFeeManyReception)).toEqual([{ actId: 'lyh', tier: 2 }]);
  });

  it('an order that timed out is not paid: the page says so', async () => {
    const { storeState } = await run(lyh50({ order: { tier: 1, actOrderId: 'ACT1' } }))
      .provide([[matchers.call.fn(api.bill.orderWechatGetById), payOrder({ status: 'expired' })], logged])
      .dispatch(
        depositGift.actions.submit({
          actId: 'lyh50',
          api: 'reception',
          returnPath: '/lyh50',
          checkout: { kind: 'order' },
        }),
      )
      .not.putResolve.like({ action: payment.actions.pay({ orderId: 'P1', returnPath: '/lyh50?actOrderId=ACT1' }) })
      .silentRun(50);
    expect(depositGift.select(storeState).payError).toBe(t('depositGift.pay.status.closed'));
  });
});

describe('submit: the cfsf checkout', () => {
  const draft = 'sms2_idem_cfshd:cfsf:2:self:18687120001';
  const cfshdSelf = {
    actId: 'cfsf',
    tier: 2,
    api: 'reception' as const,
    returnPath: '/cfsf/index2',
    checkout: { kind: 'cfshd' as const, payer: 'self' as const, phone: WANG },
  };

  it('pays for myself: cfshd/submit with my number and an idempotency key, released once it succeeded', async () => {
    const { effects } = await run(ready(reception(), { tier: 2, accepted: { cfsf: true } }))
      .provide([
        [
          matchers.call.fn(api.config.cfshdSubmit),
          { orderId: 'P5', actOrderId: 'ACT5', payFen: 13000, expiresAt: '2025-06-15T10:30:00+08:00' },
        ],
        logged,
      ])
      .dispatch(
        depositGift.actions.submit({
          actId: 'cfsf',
          api: 'reception',
          returnPath: '/cfsf/index2?tier=2',
          checkout: { kind: 'cfshd', payer: 'self', phone: WANG },
        }),
      )
      .putResolve.like({
        action: payment.actions.pay({ orderId: 'P5', returnPath: '/cfsf/index2?tier=2&actOrderId=ACT5' }),
      })
      .silentRun(50);
    expect(argsOf(effects, api.config.cfshdSubmit)).toEqual([{ actId: 'cfsf', tier: 2, payer: 'self', phone: WANG }]);
    expect(optsOf(effects, api.config.cfshdSubmit)[0].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(window.localStorage.getItem(draft)).toBeNull(); // released: the intent is done
  });

  it("a refusal says why on the page (no toast) and releases the key: the server's answer is definite", async () => {
    const refused = biz('E_INELIGIBLE', '本月已参加，下月再来');
    const first = await run(ready(reception(), { tier: 2, accepted: { cfsf: true } }))
      .provide([[matchers.call.fn(api.config.cfshdSubmit), throwError(refused)], logged])
      .dispatch(depositGift.actions.submit(cfshdSelf))
      .not.put.actionType('depositGift/submit/@@error')
      .silentRun(50);
    expect(depositGift.select(first.storeState).payError).toBe('本月已参加，下月再来');
    expect(window.localStorage.getItem(draft)).toBeNull();
  });

  it("cfsf2 takes no deposit in the nightly pause (22:50–00:50 China time): the top-up form's words, nothing sent", async () => {
    const { storeState } = await run(ready(reception(), { tier: 2, accepted: { cfsf: true } }))
      .provide([[matchers.call.fn(Date.now), Date.parse('2025-06-15T23:00:00+08:00')], logged])
      .dispatch(depositGift.actions.submit({ ...cfshdSelf, deposit: true }))
      .not.call.fn(api.config.cfshdSubmit)
      .not.put.actionType(payment.actions.pay.type)
      .silentRun(50);
    expect(depositGift.select(storeState).payError).toBe('22:50–00:50系统维护，暂不能充值，请稍后再试');
  });

  it("cfsf2 judges the pause by the server's time: a phone an hour behind (22:00) at 23:00 server time sends nothing", async () => {
    const { storeState } = await run(
      ready(reception(), { tier: 2, accepted: { cfsf: true }, offer: toldOffset(3_600_000) }),
    )
      .provide([[matchers.call.fn(Date.now), Date.parse('2025-06-15T22:00:00+08:00')], logged])
      .dispatch(depositGift.actions.submit({ ...cfshdSelf, deposit: true }))
      .not.call.fn(api.config.cfshdSubmit)
      .not.put.actionType(payment.actions.pay.type)
      .silentRun(50);
    expect(depositGift.select(storeState).payError).toBe('22:50–00:50系统维护，暂不能充值，请稍后再试');
  });

  it("cfsf2 takes a deposit at 23:00 on a phone an hour ahead when the server's time is 22:00", async () => {
    await run(ready(reception(), { tier: 2, accepted: { cfsf: true }, offer: toldOffset(-3_600_000) }))
      .provide([
        [matchers.call.fn(Date.now), Date.parse('2025-06-15T23:00:00+08:00')],
        [
          matchers.call.fn(api.config.cfshdSubmit),
          { orderId: 'P5', actOrderId: 'ACT5', payFen: 13000, expiresAt: '2025-06-15T22:30:00+08:00' },
        ],
        logged,
      ])
      .dispatch(depositGift.actions.submit({ ...cfshdSelf, deposit: true }))
      .call.fn(api.config.cfshdSubmit)
      .silentRun(50);
  });

  it('a closed captcha or SMS gate is a cancel: nothing said, the key kept', async () => {
    const { storeState } = await run(ready(reception(), { tier: 2, accepted: { cfsf: true } }))
      .provide([
        [matchers.call.fn(api.config.cfshdSubmit), throwError(new RequestError('cancelled', '请完成验证'))],
        logged,
      ])
      .dispatch(depositGift.actions.submit(cfshdSelf))
      .not.put.actionType('depositGift/submit/@@error')
      .not.put.actionType(payment.actions.pay.type)
      .silentRun(50);
    expect(depositGift.select(storeState).payError).toBeUndefined();
    expect(window.localStorage.getItem(draft)).not.toBeNull();
  });

  it('a failure (lost twice) reaches onError and keeps the key beyond the tab; the retry sends the same key', async () => {
    const lost = new RequestError('network', '网络异常，请检查网络后重试');
    const first = await run(ready(reception(), { tier: 2, accepted: { cfsf: true } }))
      .provide([[matchers.call.fn(api.config.cfshdSubmit), throwError(lost)], logged])
      .dispatch(depositGift.actions.submit(cfshdSelf))
      .put.actionType('depositGift/submit/@@error')
      .silentRun(50);
    expect(depositGift.select(first.storeState).payError).toBeUndefined();
    const key = optsOf(first.effects, api.config.cfshdSubmit)[0].idempotencyKey;
    // Kept beyond the tab: localStorage, with its customer and day.
    expect((JSON.parse(window.localStorage.getItem(draft) ?? '{}') as { key?: string }).key).toBe(key);
    const again = await run(ready(reception(), { tier: 2, accepted: { cfsf: true } }))
      .provide([[matchers.call.fn(api.config.cfshdSubmit), throwError(lost)], logged])
      .dispatch(depositGift.actions.submit(cfshdSelf))
      .silentRun(50);
    expect(optsOf(again.effects, api.config.cfshdSubmit)[0].idempotencyKey).toBe(key);
  });

  const placed = { orderId: 'P5', actOrderId: 'ACT5', payFen: 13000, expiresAt: '2025-06-15T10:30:00+08:00' };
  /** cfshd/submit answered in turn by `answers` (an error is thrown). */
  const cfshdAnswers = (answers: unknown[]) => {
    let n = 0;
    return (effect: { fn: unknown }, next: () => unknown) => {
      if (effect.fn === api.config.cfshdSubmit) {
        const answer = answers[n++];
        if (answer instanceof Error) throw answer;
        return answer;
      }
      if (effect.fn === api.activity.addOsActOperateInfo) return null;
      if (effect.fn === api.bill.orderWechatGetById) return payOrder({ orderId: 'P5', status: 'unpaid' });
      return next();
    };
  };
  const withOrder = () =>
    ready(reception(), { tier: 2, accepted: { cfsf: true }, order: { tier: 2, actOrderId: 'ACT5' } });

  it('a lost answer: "结果确认中…", the order read, sent once more with the same key, and the payment goes on', async () => {
    const { effects } = await run(withOrder())
      .provide({ call: cfshdAnswers([new RequestError('timeout', '请求超时，请稍后重试'), placed]) })
      .dispatch(depositGift.actions.submit(cfshdSelf))
      .put(ui.actions.toast({ text: '结果确认中…', kind: 'loading' }))
      .call(api.bill.orderWechatGetById, { orderId: 'ACT5' })
      .putResolve.like({ action: payment.actions.pay({ orderId: 'P5', returnPath: '/cfsf/index2?actOrderId=ACT5' }) })
      .not.put.actionType('depositGift/submit/@@error')
      .silentRun(50);
    const keys = optsOf(effects, api.config.cfshdSubmit).map((o) => o.idempotencyKey);
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it('a success that names no order ({status:1}) is confirmed the same way, never a failure', async () => {
    const nothing = { orderId: '', actOrderId: '', payFen: 0, expiresAt: '' };
    const { effects } = await run(withOrder())
      .provide({ call: cfshdAnswers([nothing, placed]) })
      .dispatch(depositGift.actions.submit(cfshdSelf))
      .putResolve.like({ action: payment.actions.pay({ orderId: 'P5', returnPath: '/cfsf/index2?actOrderId=ACT5' }) })
      .not.put.actionType('depositGift/submit/@@error')
      .silentRun(50);
    expect(optsOf(effects, api.config.cfshdSubmit)).toHaveLength(2);
  });

  it('lost again: the outcome is unknown (said neutrally), no payment started, the key kept for the retry', async () => {
    const lost = new RequestError('network', '网络异常，请检查网络后重试');
    const { effects, storeState } = await run(withOrder())
      .provide({ call: cfshdAnswers([lost, lost]) })
      .dispatch(depositGift.actions.submit(cfshdSelf))
      .put.actionType('depositGift/submit/@@error')
      .not.put.actionType(payment.actions.pay.type)
      .silentRun(50);
    expect(depositGift.select(storeState).payError).toBeUndefined();
    const keys = optsOf(effects, api.config.cfshdSubmit).map((o) => o.idempotencyKey);
    expect(keys).toEqual([keys[0], keys[0]]);
    expect((JSON.parse(window.localStorage.getItem(draft) ?? '{}') as { key?: string }).key).toBe(keys[0]);
  });

  it('the order found paid (from another tab): its return, as the cashier gives it; nothing sent again', async () => {
    await run(withOrder())
      .provide({
        call(effect, next) {
          if (effect.fn === api.config.cfshdSubmit) throw new RequestError('timeout', '请求超时，请稍后重试');
          if (effect.fn === api.bill.orderWechatGetById) return payOrder({ orderId: 'P5', status: 'paid' });
          if (effect.fn === api.activity.addOsActOperateInfo) return null;
          return next();
        },
      })
      .dispatch(depositGift.actions.submit(cfshdSelf))
      .put(push('/cfsf/index2?actOrderId=ACT5&orderId=P5&payResult=success'))
      .not.put.actionType(payment.actions.pay.type)
      .not.put.actionType('depositGift/submit/@@error')
      .silentRun(50);
  });

  it("a friend pays from the shared link: the sharer's masked number, the open id and the money", async () => {
    const { effects } = await run(ready(reception({ phone: '186****0001' }), { tier: 1, accepted: { cfsf: true } }))
      .provide([
        [
          matchers.call.fn(api.config.cfshdSubmit),
          { orderId: 'P6', actOrderId: 'ACT6', payFen: 6500, expiresAt: '2025-06-15T10:30:00+08:00' },
        ],
        logged,
      ])
      .dispatch(
        depositGift.actions.submit({
          actId: 'cfsf',
          api: 'reception',
          returnPath: '/cfsf/index3?shareOpenId=o_sim_001&money=65',
          checkout: { kind: 'cfshd', payer: 'friend', phone: '186****0001', shareOpenId: 'o_sim_001', money: 65 },
        }),
      )
      .putResolve.like({
        action: payment.actions.pay({
          orderId: 'P6',
          returnPath: '/cfsf/index3?shareOpenId=o_sim_001&money=65&actOrderId=ACT6',
        }),
      })
      .silentRun(50);
    expect(argsOf(effects, api.config.cfshdSubmit)).toEqual([
      { actId: 'cfsf', tier: 1, payer: 'friend', phone: '186****0001', shareOpenId: 'o_sim_001', money: 65 },
    ]);
  });
});

describe('afterPay: the payment came back', () => {
  const base = {
    actId: 'pay100',
    orderId: 'P1',
    actOrderId: 'ACT1',
    successPath: '/payGift/success100',
    stayPath: '/payGift/pay100',
  };

  it('paid: signs the agreement (handleProductXy) with the order, then the success page with both', async () => {
    const { storeState, effects } = await run({ accepted: { pay100: true } })
      .provide([[matchers.call.fn(api.activity.handleProductXy), agreement({ signed: true })]])
      .dispatch(depositGift.actions.afterPay({ ...base, outcome: 'success', sign: true }))
      .put(replace('/payGift/success100?orderId=P1&actOrderId=ACT1'))
      .silentRun(50);
    expect(argsOf(effects, api.activity.handleProductXy)).toEqual([{ actOrderId: 'ACT1', orderId: 'P1' }]);
    expect(depositGift.select(storeState).accepted.pay100).toBe(false);
  });

  it('paid but not signed: stays with the error (and a retry), never the success page', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(api.activity.handleProductXy), throwError(biz('E_NOT_PAID', '订单尚未支付成功'))]])
      .dispatch(depositGift.actions.afterPay({ ...base, outcome: 'success', sign: true }))
      .not.put(replace('/payGift/success100?orderId=P1&actOrderId=ACT1'))
      .silentRun(50);
    expect(depositGift.select(storeState).signError).toBe('订单尚未支付成功');
  });

  it("a friend's payment is not theirs to sign: straight to the success page, as a friend", async () => {
    const { effects } = await run()
      .dispatch(
        depositGift.actions.afterPay({
          ...base,
          actId: 'cfsf',
          outcome: 'success',
          sign: false,
          successPath: '/cfsf/success',
          payer: 'friend',
        }),
      )
      .put(replace('/cfsf/success?orderId=P1&actOrderId=ACT1&payer=friend'))
      .silentRun(50);
    expect(argsOf(effects, api.activity.handleProductXy)).toEqual([]);
  });

  it('cancelled at the cashier: logged, said, and the page stays with the agreement still ticked', async () => {
    const { storeState } = await run()
      .dispatch(depositGift.actions.afterPay({ ...base, outcome: 'cancel', sign: true }))
      .put(payment.actions.logOutcome({ orderId: 'P1', outcome: 'cancel' }))
      .put(ui.actions.toast({ text: t('depositGift.pay.cancelled'), kind: 'info' }))
      .put(replace('/payGift/pay100'))
      .silentRun(50);
    expect(depositGift.select(storeState).accepted.pay100).toBe(true);
  });

  it('a failure WeChat Pay already logged is not logged twice', async () => {
    await run({}, { status: 'failed', orderId: 'P1' })
      .dispatch(depositGift.actions.afterPay({ ...base, outcome: 'fail', sign: true }))
      .not.put(payment.actions.logOutcome({ orderId: 'P1', outcome: 'fail' }))
      .put(ui.actions.toast({ text: t('depositGift.pay.failed'), kind: 'fail' }))
      .put(replace('/payGift/pay100'))
      .silentRun(50);
  });
});

describe('lyh2: a visitor verifies in the page', () => {
  it('asks for both fields before calling anything', async () => {
    const { storeState, effects } = await run()
      .dispatch(depositGift.actions.visitorVerify({ actId: 'lyh2' }))
      .silentRun(50);
    expect(apiCalls(effects)).toEqual([]);
    expect(depositGift.select(storeState).visitor).toMatchObject({
      phoneError: { key: 'login.form.phoneRequired' },
      codeError: { key: 'login.form.codeRequired' },
    });
  });

  it('sends the code through the business SMS (captcha gate) and starts the countdown', async () => {
    const { storeState, effects } = await run({ visitor: { phone: '15508750002', code: '', sentAt: null } })
      .provide([[matchers.call.fn(api.handlebusi.getBusiSms), { resendAfter: 60 }]])
      .dispatch(depositGift.actions.visitorSend())
      .silentRun(50);
    expect(argsOf(effects, api.handlebusi.getBusiSms)).toEqual([{ phone: '15508750002' }]);
    expect(depositGift.select(storeState).visitor).toMatchObject({ sentTo: '15508750002', sentAt: expect.any(Number) });
  });

  it('receptionNotLogin checks the number and logs in: the offer shows, the session is read again', async () => {
    const { storeState, effects } = await run({
      visitor: { phone: '15508750002', code: '123456', sentAt: 1, sentTo: '15508750002' },
    })
      .provide([
        [
          matchers.call.fn(api.activity.payGiveFeeReceptionNotLogin),
          reception({ actId: 'lyh2', phone: '15508750002', tiers: [LYH[1]], actOrderId: 'ACT7' }),
        ],
        [matchers.call.fn(api.activity.queryhandleProductXy), agreement({ actId: 'lyh2' })],
      ])
      .dispatch(depositGift.actions.visitorVerify({ actId: 'lyh2', only: [2] }))
      .putResolve(session.actions.load())
      .silentRun(50);
    expect(argsOf(effects, api.activity.payGiveFeeReceptionNotLogin)).toEqual([
      { actId: 'lyh2', phone: '15508750002', smsCode: '123456' },
    ]);
    expect(depositGift.select.activityState(storeState)).toBe('active');
    expect(depositGift.select(storeState).order).toEqual({ tier: 2, actOrderId: 'ACT7' });
    expect(depositGift.select(storeState).visitor.code).toBe('');
  });

  it('a wrong code shows at the code field and keeps what was typed', async () => {
    const { storeState } = await run({
      visitor: { phone: '15508750002', code: '111111', sentAt: 1, sentTo: '15508750002' },
    })
      .provide([
        [
          matchers.call.fn(api.activity.payGiveFeeReceptionNotLogin),
          throwError(biz('E_SMS_WRONG', '短信验证码错误，您还可以尝试4次')),
        ],
      ])
      .dispatch(depositGift.actions.visitorVerify({ actId: 'lyh2' }))
      .silentRun(50);
    expect(depositGift.select(storeState).visitor).toMatchObject({
      phone: '15508750002',
      code: '111111',
      codeError: { text: '短信验证码错误，您还可以尝试4次' },
    });
    expect(depositGift.select(storeState).offer).toEqual({ status: 'idle' });
  });
});

describe('the operation log and share counts: background work', () => {
  it('a share is counted twice (shareRecord/insert and the operation log), both sent though one fails', async () => {
    const { effects } = await run()
      .provide([
        [matchers.call.fn(api.activity.shareRecordInsert), throwError(new RequestError('http', '系统繁忙'))],
        logged,
      ])
      .dispatch(depositGift.actions.logShare({ actId: 'cfsf', link: 'https://x/cfsf', channel: 'friend' }))
      .dispatch(depositGift.actions.logOperation({ actId: 'cfsf', operateType: 'view' }))
      .silentRun(50);
    expect(argsOf(effects, api.activity.shareRecordInsert)).toEqual([
      { actId: 'cfsf', channel: 'friend', link: 'https://x/cfsf' },
    ]);
    expect(argsOf(effects, api.activity.addOsActOperateInfo)).toEqual([
      { actId: 'cfsf', operateType: 'share' },
      { actId: 'cfsf', operateType: 'view' },
    ]);
    expect(depositGift.failures.logShare).toEqual({ role: 'background' });
    expect(depositGift.failures.logOperation).toEqual({ role: 'background' });
  });
});

describe("the result pages' extras", () => {
  it('reads the agreement of the order (its credit schedule) and the balance, each on its own', async () => {
    const { storeState, effects } = await run()
      .provide([
        [matchers.call.fn(api.activity.queryhandleProductXy), agreement({ actOrderId: 'ACT1', signed: true })],
        [matchers.call.fn(api.bill.queryUserBalance), throwError(new RequestError('timeout', '请求超时'))],
      ])
      .dispatch(depositGift.actions.loadResult({ actId: 'cfsf', actOrderId: 'ACT1', agreement: true, balance: true }))
      .silentRun(50);
    expect(argsOf(effects, api.activity.queryhandleProductXy)).toEqual([{ actId: 'cfsf', actOrderId: 'ACT1' }]);
    const { result } = depositGift.select(storeState);
    expect(result.agreement).toEqual({ status: 'ready', data: agreement({ actOrderId: 'ACT1', signed: true }) });
    expect(result.balance).toEqual({ status: 'error', message: '请求超时' });
  });
});

describe('pure helpers and selectors', () => {
  it("a tier's total and discount: 65 for 100 is 6.5折; no discount when paying the full value", () => {
    expect(tierView(CFSF[0])).toMatchObject({ totalFen: 10000, discount: 6.5 });
    expect(tierView({ tier: 1, payFen: 8000, creditFen: 10000, giftFen: 0, months: 0, monthlyFen: 0 }).discount).toBe(
      8,
    );
    expect(
      tierView({ tier: 1, payFen: 10000, creditFen: 10000, giftFen: 0, months: 10, monthlyFen: 0, monthlyKb: 2097152 })
        .discount,
    ).toBeUndefined();
  });

  it("the shared link's money is yuan (or fen, from old links)", () => {
    expect(moneyOf(CFSF[1])).toBe('130');
    expect(tierOfMoney(CFSF, 130)?.tier).toBe(2);
    expect(tierOfMoney(CFSF, 26000)?.tier).toBe(3);
    expect(tierOfMoney(CFSF, 1)).toBeUndefined();
  });

  it('a sold-out answer reads as no places left', () => {
    expect(stateOf(reception({ status: 'soldOut', eligible: false }))).toBe('soldOut');
    expect(stateOf(reception())).toBe('active');
  });

  it('sets and removes address parameters, keeping the others', () => {
    expect(
      withParams('/cfsf/index2?tier=1&orderId=P1&payResult=success', {
        orderId: undefined,
        payResult: undefined,
        actOrderId: 'A',
      }),
    ).toBe('/cfsf/index2?tier=1&actOrderId=A');
    expect(withParams('/lyh', { x: undefined })).toBe('/lyh');
  });

  it('selecting another tier drops the open sheet and the last error; the same tier changes nothing', () => {
    const r = depositGift.reducer as (s: DepositGiftState | undefined, a: unknown) => DepositGiftState;
    const before = {
      ...initialState,
      tier: 1,
      payError: 'x',
      sheet: { open: true, agreement: { status: 'loading' as const } },
    };
    expect(r(before, depositGift.actions.selectTier(1))).toBe(before);
    expect(r(before, depositGift.actions.selectTier(2))).toMatchObject({
      tier: 2,
      payError: undefined,
      sheet: { open: false, agreement: { status: 'idle' } },
    });
  });

  it('derived tiers are memoised: the same state gives the same array', () => {
    const state = { depositGift: { ...initialState, ...ready() } };
    expect(depositGift.select.tiers(state)).toBe(depositGift.select.tiers(state));
    expect(depositGift.select.tiers({ depositGift: initialState })).toEqual([]);
    expect(depositGift.select.activityState({ depositGift: initialState })).toBeUndefined();
  });
});
