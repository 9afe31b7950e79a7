// The flash sale: the session the page shows and each item's state (the shared state machine on the server's
// clock), and the model's grab as expectSaga flows: won (the pay sheet), sold out, already won, not eligible, a
// visitor asked to log in, a WeChat user sent to bind, and a burst of taps sending one grab with one key.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { push } from '../../../src/core';
import payment from '../../../src/models/payment';
import type { SessionState } from '../../../src/models/session';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import type { ActiveInfo, SaleInfo } from '../../../src/services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError } from '../../../src/services/request';
import { currentSession, ineligibleReasons, itemState, sessionState } from '../../../src/pages/sale/seckill';
import saleSeckill, { grabKey, initialState, type SeckillState } from '../../../src/pages/sale/seckillModel';

const at = (hm: string) => `2025-06-15T${hm}:00+08:00`;
const ms = (hm: string) => Date.parse(at(hm));

const sale = (left = 200, won = false): SaleInfo => ({
  serverTime: at('14:05'),
  sessions: ['10:00', '14:00', '20:00'].map((hm) => ({
    at: at(hm),
    endAt: at(`${String(Number(hm.slice(0, 2)) + 1).padStart(2, '0')}:00`),
    items: [{ itemId: 'sk_5g7d', name: '5GB通用流量7天包', priceFen: 100, origFen: 1500, stock: 200, left, won }],
  })),
});

const act = (over: Partial<ActiveInfo> = {}): ActiveInfo => ({
  actId: 'seckill',
  status: 'active',
  serverTime: at('14:05'),
  startAt: '2025-06-12T00:00:00+08:00',
  endAt: '2025-07-15T00:00:00+08:00',
  eligible: true,
  reasons: [],
  joined: false,
  quotaLeft: 1,
  ...over,
});

const WANG: SessionState = {
  status: 'identified',
  user: { openid: 'o_sim_001', userPhone: '18687120001' } as SessionState['user'],
};
const biz = (code: string, msg: string) => new RequestError('business', msg, { code });

function run(slice: Partial<SeckillState> = {}, who: SessionState = WANG) {
  const reducer = combineReducers({
    saleSeckill: saleSeckill.reducer as never,
    session: ((s: unknown) => s ?? who) as never,
    payment: payment.reducer as never,
  });
  const sessionAt = at('14:00');
  const loaded: SeckillState = {
    ...initialState,
    sale: { status: 'ready', data: { ...sale(), offsetMs: 0 } },
    act: { status: 'ready', data: act() },
    ...slice,
  };
  return {
    sessionAt,
    saga: expectSaga(saleSeckill.saga).withReducer(reducer, {
      saleSeckill: loaded,
      session: who,
      payment: { status: 'idle' },
    }),
  };
}

const grabbing = { itemId: 'sk_5g7d', sessionAt: at('14:00'), name: '5GB通用流量7天包' };
const leftOf = (s: SeckillState, hm: string) =>
  s.sale.status === 'ready' ? s.sale.data.sessions.find((x) => x.at === at(hm))?.items[0] : undefined;

describe('sessions and item states (server clock)', () => {
  const sessions = sale().sessions;
  it('shows the live session, else the next, else the last', () => {
    expect(currentSession(sessions, ms('14:05'))?.at).toBe(at('14:00'));
    expect(currentSession(sessions, ms('12:00'))?.at).toBe(at('14:00'));
    expect(currentSession(sessions, ms('09:00'))?.at).toBe(at('10:00'));
    expect(currentSession(sessions, ms('21:30'))?.at).toBe(at('20:00'));
  });

  it('maps each item through the state machine: not started, live, sold out, won, not eligible, ended', () => {
    const s14 = sessions[1];
    if (!s14) throw new Error('no session');
    const item = { left: 10, won: false };
    expect(itemState(s14, item, act(), ms('13:59'))).toBe('notStarted');
    expect(itemState(s14, item, act(), ms('14:00'))).toBe('active');
    expect(itemState(s14, { left: 0, won: false }, act(), ms('14:30'))).toBe('soldOut');
    expect(itemState(s14, { left: 0, won: true }, act(), ms('14:30'))).toBe('joined');
    expect(itemState(s14, item, act({ eligible: false, reasons: ['仅限在网满1年的用户参与'] }), ms('14:30'))).toBe(
      'ineligible',
    );
    expect(itemState(s14, item, act(), ms('15:00'))).toBe('ended');
    expect(itemState(s14, item, act({ status: 'ended' }), ms('14:30'))).toBe('ended');
    // A visitor is not "not eligible": the grab asks for the login.
    expect(itemState(s14, item, act({ eligible: false, reasons: ['请先登录'] }), ms('14:30'))).toBe('active');
    expect(ineligibleReasons(act({ eligible: false, reasons: ['请先登录'] }))).toEqual([]);
    expect(sessionState(s14, act(), ms('14:10'))).toBe('active');
    expect(sessionState({ ...s14, items: [{ ...s14.items[0], left: 0 }] }, act(), ms('14:10'))).toBe('soldOut');
  });
});

describe('load', () => {
  it('keeps the sessions with the server clock offset and the standing, side by side', async () => {
    const { storeState } = await run({ sale: { status: 'idle' }, act: { status: 'idle' } })
      .saga.provide([
        [matchers.call.fn(handlebusiApi.querySaleInfo), sale()],
        [matchers.call.fn(handlebusiApi.queryActiveInfo), act()],
        [matchers.call.fn(Date.now), ms('14:05') - 60_000],
      ])
      .dispatch(saleSeckill.actions.load({}))
      .silentRun(50);
    const s = saleSeckill.select(storeState);
    expect(s.sale.status === 'ready' && s.sale.data.offsetMs).toBe(60_000);
    expect(s.act.status).toBe('ready');
  });

  it('shows a failure of the sessions with its message; a silent refresh keeps the page', async () => {
    const failed = await run({ sale: { status: 'idle' } })
      .saga.provide([
        [
          matchers.call.fn(handlebusiApi.querySaleInfo),
          throwError(new RequestError('http', '系统繁忙', { status: 500 })),
        ],
        [matchers.call.fn(handlebusiApi.queryActiveInfo), act()],
      ])
      .dispatch(saleSeckill.actions.load({}))
      .silentRun(50);
    expect(saleSeckill.select(failed.storeState).sale).toEqual({ status: 'error', message: '系统繁忙' });
    const kept = await run()
      .saga.provide([
        [
          matchers.call.fn(handlebusiApi.querySaleInfo),
          throwError(new RequestError('http', '系统繁忙', { status: 500 })),
        ],
        [matchers.call.fn(handlebusiApi.queryActiveInfo), act()],
      ])
      .dispatch(saleSeckill.actions.load({ silent: true }))
      .silentRun(50);
    expect(saleSeckill.select(kept.storeState).sale.status).toBe('ready');
  });

  it('a silent refresh with nothing shown yet says its failure, never an endless 加载中', async () => {
    const { storeState } = await run({ sale: { status: 'loading' }, act: { status: 'loading' } })
      .saga.provide([
        [
          matchers.call.fn(handlebusiApi.querySaleInfo),
          throwError(new RequestError('http', '系统繁忙', { status: 500 })),
        ],
        [matchers.call.fn(handlebusiApi.queryActiveInfo), act()],
      ])
      .dispatch(saleSeckill.actions.load({ silent: true }))
      .silentRun(50);
    expect(saleSeckill.select(storeState).sale).toEqual({ status: 'error', message: '系统繁忙' });
    expect(saleSeckill.select(storeState).act.status).toBe('ready');
  });
});

describe('grab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('won: one request with the idempotency key, the item marked won and one place fewer, the pay sheet open', async () => {
    const { saga } = run();
    const { storeState, effects } = await saga
      .provide([
        [
          matchers.call.fn(handlebusiApi.submitOrder),
          { orderNo: '20250615140501000001', payFen: 100, payBy: at('14:35') },
        ],
      ])
      .dispatch(saleSeckill.actions.grab(grabbing))
      .silentRun(50);
    const calls = (effects.call ?? []).filter((c: any) => c.payload.fn === handlebusiApi.submitOrder);
    expect(calls).toHaveLength(1);
    expect(calls[0].payload.args[0]).toEqual({ productCode: 'sk_5g7d', actId: 'seckill', itemId: 'sk_5g7d' });
    expect(calls[0].payload.args[1].idempotencyKey).toEqual(expect.any(String));
    const s = saleSeckill.select(storeState);
    expect(leftOf(s, '14:00')).toMatchObject({ left: 199, won: true });
    expect(leftOf(s, '20:00')?.won).toBe(true); // one win per item, whatever the session
    expect(s.won).toEqual({
      orderNo: '20250615140501000001',
      name: '5GB通用流量7天包',
      payFen: 100,
      payBy: at('14:35'),
    });
  });

  it('sold out: said on the item, the item shows no places left, the key is let go', async () => {
    const key = idempotencyKeyFor(grabKey(grabbing.sessionAt, grabbing.itemId));
    const { storeState } = await run()
      .saga.provide([
        [matchers.call.fn(handlebusiApi.submitOrder), throwError(biz('E_SOLD_OUT', '手慢了，本场已抢光'))],
      ])
      .dispatch(saleSeckill.actions.grab(grabbing))
      .silentRun(50);
    const s = saleSeckill.select(storeState);
    expect(s.refusal).toEqual({ itemId: 'sk_5g7d', text: '手慢了，本场已抢光' });
    expect(leftOf(s, '14:00')?.left).toBe(0);
    expect(s.won).toBeUndefined();
    expect(idempotencyKeyFor(grabKey(grabbing.sessionAt, grabbing.itemId))).not.toBe(key);
  });

  it('already won: said, and the item shows as won', async () => {
    const { storeState } = await run()
      .saga.provide([[matchers.call.fn(handlebusiApi.submitOrder), throwError(biz('E_JOINED', '您已参加过本次秒杀'))]])
      .dispatch(saleSeckill.actions.grab(grabbing))
      .silentRun(50);
    const s = saleSeckill.select(storeState);
    expect(s.refusal?.text).toBe('您已参加过本次秒杀');
    expect(leftOf(s, '14:00')?.won).toBe(true);
  });

  it('not eligible: the reason said, and the standing read again', async () => {
    const { storeState } = await run()
      .saga.provide([
        [matchers.call.fn(handlebusiApi.submitOrder), throwError(biz('E_INELIGIBLE', '仅限在网满1年的用户参与'))],
        [matchers.call.fn(handlebusiApi.querySaleInfo), sale()],
        [
          matchers.call.fn(handlebusiApi.queryActiveInfo),
          act({ eligible: false, reasons: ['仅限在网满1年的用户参与'] }),
        ],
      ])
      .dispatch(saleSeckill.actions.grab(grabbing))
      .call.fn(handlebusiApi.queryActiveInfo)
      .silentRun(50);
    const s = saleSeckill.select(storeState);
    expect(s.refusal?.text).toBe('仅限在网满1年的用户参与');
    expect(s.act.status === 'ready' && s.act.data.eligible).toBe(false);
  });

  it('a visitor: no request, the page is told to log in', async () => {
    const { saga } = run({}, { status: 'anonymous' });
    const { effects } = await saga
      .provide([[matchers.call.fn(handlebusiApi.submitOrder), { orderNo: 'x', payFen: 100 }]])
      .dispatch(saleSeckill.actions.grab(grabbing))
      .silentRun(50);
    expect((effects.call ?? []).some((c: any) => c.payload.fn === handlebusiApi.submitOrder)).toBe(false);
  });

  it('a visitor found out by the server (401): told to log in; a WeChat user without a number binds one', async () => {
    const logged = await run({}, { status: 'unknown' })
      .saga.provide([
        [matchers.call.fn(handlebusiApi.submitOrder), throwError(new RequestError('http', '未登录', { status: 401 }))],
      ])
      .dispatch(saleSeckill.actions.grab(grabbing))
      .silentRun(50);
    expect(saleSeckill.select(logged.storeState).refusal).toBeUndefined();
    await run({}, { status: 'identified', user: { openid: 'o_sim_new' } as SessionState['user'] })
      .saga.put(push('/bindAccount?redirect=%2FseckillNew'))
      .dispatch(saleSeckill.actions.grab(grabbing))
      .silentRun(50);
  });

  it('a burst of taps sends one grab', async () => {
    let resolve: (v: { orderNo: string; payFen: number }) => void = () => undefined;
    const spy = jest
      .spyOn(handlebusiApi, 'submitOrder')
      .mockImplementation(() => new Promise((r) => (resolve = r)) as never);
    const { saga } = run();
    const running = saga
      .dispatch(saleSeckill.actions.grab(grabbing))
      .dispatch(saleSeckill.actions.grab(grabbing))
      .dispatch(saleSeckill.actions.grab(grabbing))
      .silentRun(80);
    setTimeout(() => resolve({ orderNo: 'O1', payFen: 100 }), 20);
    const { storeState } = await running;
    expect(spy).toHaveBeenCalledTimes(1);
    expect(saleSeckill.select(storeState).won?.orderNo).toBe('O1');
  });
});

describe('grab: failures that are no refusal', () => {
  beforeEach(() => window.localStorage.clear());

  it('a lost answer the records cannot confirm: a neutral "结果确认中" toast, never the red one; the key kept', async () => {
    const { storeState } = await run()
      .saga.provide([
        [matchers.call.fn(handlebusiApi.submitOrder), throwError(new RequestError('timeout', '请求超时'))],
        [matchers.call.fn(handlebusiApi.queryUserProductInfo), throwError(new RequestError('network', '网络异常'))],
      ])
      .dispatch(saleSeckill.actions.grab(grabbing))
      .put.like({ action: { type: 'ui/toast', payload: { kind: 'loading' } } })
      .not.put.like({ action: { type: 'ui/toast', payload: { kind: 'fail' } } })
      .not.call(releaseIdempotencyKey, grabKey(grabbing.sessionAt, grabbing.itemId))
      .silentRun(50);
    const s = saleSeckill.select(storeState);
    expect(s.refusal).toBeUndefined();
    expect(s.won).toBeUndefined();
  });

  it('a refusal is said at the item, not toasted, and never reaches onError', async () => {
    await run()
      .saga.provide([
        [matchers.call.fn(handlebusiApi.submitOrder), throwError(biz('E_SOLD_OUT', '手慢了，本场已抢光'))],
      ])
      .dispatch(saleSeckill.actions.grab(grabbing))
      .not.put.actionType('saleSeckill/grab/@@error')
      .not.put.like({ action: { type: 'ui/toast', payload: { kind: 'fail' } } })
      .silentRun(50);
  });

  it('a plain failure reaches onError (the failure toast), the item says nothing', async () => {
    const { storeState } = await run()
      .saga.provide([
        [
          matchers.call.fn(handlebusiApi.submitOrder),
          throwError(new RequestError('http', '系统繁忙', { status: 400 })),
        ],
      ])
      .dispatch(saleSeckill.actions.grab(grabbing))
      .put.actionType('saleSeckill/grab/@@error')
      .silentRun(50);
    expect(saleSeckill.select(storeState).refusal).toBeUndefined();
  });
});

describe('pay', () => {
  it('pays the won order through the payment flow, coming back to the orders', async () => {
    await run()
      .saga.provide([[matchers.put.actionType(payment.actions.pay.type), 'redirected']])
      .put.like({
        action: {
          type: payment.actions.pay.type,
          payload: { orderId: 'O1', returnPath: '/seckillNew/myOrder?orderNo=O1' },
        },
      })
      .dispatch(saleSeckill.actions.pay({ orderNo: 'O1' }))
      .silentRun(50);
  });
});
