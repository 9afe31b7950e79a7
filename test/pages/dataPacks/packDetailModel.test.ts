// PackDetail's model: the tiers and their states (window, sold out, eligibility, already ordered) on load, and the
// order through the SMS gate: confirmed, cancelled, refused by the server, and a double tap that orders once.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type EffectProviders } from 'redux-saga-test-plan/providers';
import { push } from '../../../src/core';
import { addMessages } from '../../../src/locales';
// The app-wide ui model, loaded with the app: it says "结果确认中…" for the submit kind.
import ui from '../../../src/models/ui';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import * as omowebApi from '../../../src/services/api/omoweb';
import * as shellApi from '../../../src/services/api/shell';
import type { ActiveInfo, HandleResult, ProductItem, RewardRecord } from '../../../src/services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError, requestDigest } from '../../../src/services/request';
import { messages } from '../../../src/pages/dataPacks/messages';
import dataPacksPackDetail, {
  draftKey,
  stateOf,
  type Pack,
  type PackDetailState,
} from '../../../src/pages/dataPacks/packDetailModel';
import { inTurn } from '../../support/saga';

addMessages(messages);

const reducer = combineReducers({ dataPacksPackDetail: dataPacksPackDetail.reducer });
const run = (saga = dataPacksPackDetail.saga, state?: ReturnType<typeof reducer>) =>
  expectSaga(saga).withReducer(reducer, state);
const slice = (storeState: ReturnType<typeof reducer>): PackDetailState => dataPacksPackDetail.select(storeState);

const item = (code: string, over: Partial<ProductItem> = {}): ProductItem => ({
  productId: `pd_${code.toLowerCase()}`,
  code,
  name: `pack ${code}`,
  kind: 'pack',
  priceFen: 1000,
  volumeKb: 1048576,
  validity: '当月有效',
  detailPath: '/flowDetail/refuel',
  status: 'active',
  needs5G: true,
  ...over,
});
const info = (code: string, over: Partial<ActiveInfo> = {}): ActiveInfo => ({
  actId: code,
  status: 'active',
  serverTime: '2026-11-22T10:00:00+08:00',
  startAt: '2025-11-22T10:00:00+08:00',
  endAt: '2027-11-22T10:00:00+08:00',
  eligible: true,
  reasons: [],
  joined: false,
  quotaLeft: 1,
  ...over,
});
const pack = (code: string, i: Partial<ProductItem> = {}, a: Partial<ActiveInfo> = {}): Pack => ({
  item: item(code, i),
  info: info(code, a),
});
/** The catalogue and the standing of every code asked, as the simulator would answer; `over` per code. */
const world = (over: Record<string, Partial<ActiveInfo>> = {}, list?: ProductItem[]): EffectProviders => ({
  call: (effect, next) => {
    const arg = effect.args[0] as { productId?: string; actId?: string };
    if (effect.fn === omowebApi.productList) return { list: list ?? [item(arg.productId ?? '')], total: 1 };
    if (effect.fn === handlebusiApi.queryActiveInfo) return info(arg.actId ?? '', over[arg.actId ?? '']);
    return next();
  },
});

describe('dataPacksPackDetail.load', () => {
  it('reads every tier of the route, facts and standing, and picks the first open one', async () => {
    const { storeState } = await run()
      .provide(world({ REFUEL_10: { eligible: false, reasons: ['本月已订购，下月再来'] } }))
      .dispatch(dataPacksPackDetail.actions.load({ codes: ['REFUEL_10', 'REFUEL_20'] }))
      .call(omowebApi.productList, { productId: 'REFUEL_20' })
      .call(handlebusiApi.queryActiveInfo, { actId: 'REFUEL_20' })
      .silentRun(30);
    const s = slice(storeState);
    expect(s.packs.status === 'ready' && s.packs.data.map((p) => p.item.code)).toEqual(['REFUEL_10', 'REFUEL_20']);
    expect(s.chosen).toBe('REFUEL_20');
  });

  it('keeps a failure on the page, with its message', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(handlebusiApi.queryActiveInfo), throwError(new RequestError('http', '系统繁忙'))],
        world(),
      ])
      .dispatch(dataPacksPackDetail.actions.load({ codes: ['BINGJILING'] }))
      .silentRun(30);
    expect(slice(storeState).packs).toEqual({ status: 'error', message: '系统繁忙' });
  });

  it('coming back (after a top-up) drops the last refusal: the standing read now says what holds', async () => {
    const { storeState } = await run()
      .provide(world())
      .dispatch(dataPacksPackDetail.actions.setOrderErrorCode('E_BALANCE'))
      .dispatch(dataPacksPackDetail.actions.setOrderError('余额不足，订购需10.00元，请先充值'))
      .dispatch(dataPacksPackDetail.actions.load({ codes: ['BINGJILING'] }))
      .silentRun(30);
    const s = slice(storeState);
    expect(s.orderError).toBeUndefined();
    expect(s.orderErrorCode).toBeUndefined();
    expect(s.packs.status === 'ready' && stateOf(s.packs.data[0])).toEqual({ kind: 'open' });
  });

  it('fails the page when the catalogue does not hold the code', async () => {
    const { storeState } = await run()
      .provide(world({}, []))
      .dispatch(dataPacksPackDetail.actions.load({ codes: ['NOPE'] }))
      .silentRun(30);
    expect(slice(storeState).packs).toEqual({ status: 'error', message: '该流量包不存在或已下架' });
  });
});

describe('stateOf: what a tier lets the customer do', () => {
  it('is open when the server says eligible', () => expect(stateOf(pack('A'))).toEqual({ kind: 'open' }));
  it('is not yet open before the window, with its start', () =>
    expect(
      stateOf(pack('A', {}, { status: 'notStarted', eligible: false, startAt: '2027-04-03T00:00:00+08:00' })),
    ).toEqual({ kind: 'notStarted', startAt: '2027-04-03T00:00:00+08:00' }));
  it('is ended after the window', () =>
    expect(stateOf(pack('A', {}, { status: 'ended', eligible: false })).kind).toBe('ended'));
  it('is sold out when the stock is gone', () =>
    expect(stateOf(pack('A', { stockLeft: 0 }, { eligible: false, reasons: ['已抢光'] })).kind).toBe('soldOut'));
  it('is ordered for a non-stackable pack already running', () =>
    expect(
      stateOf(pack('A', { stackable: false }, { eligible: false, joined: true, reasons: ['您已订购该业务'] })).kind,
    ).toBe('ordered'));
  it('is not eligible with the reason, and offers the 5G upgrade when the reason is the plan', () =>
    expect(
      stateOf(pack('A', {}, { eligible: false, reasons: ['该流量包仅限5G套餐用户订购，可先订购5G升级包'] })),
    ).toEqual({
      kind: 'ineligible',
      reason: '该流量包仅限5G套餐用户订购，可先订购5G升级包',
      upgrade: true,
      topup: false,
    }));
  it('is not eligible without the upgrade for a whitelist reason', () =>
    expect(stateOf(pack('A', { needs5G: false }, { eligible: false, reasons: ['仅限建档立卡脱贫户办理'] }))).toEqual({
      kind: 'ineligible',
      reason: '仅限建档立卡脱贫户办理',
      upgrade: false,
      topup: false,
    }));
  it('offers a top-up for arrears and for a balance below the price, before any gate', () => {
    for (const [reason, code] of [
      ['您的号码已欠费停机，请先充值', 'arrears'],
      ['余额不足，订购需10.00元，请先充值', 'balance'],
    ])
      expect(stateOf(pack('A', {}, { eligible: false, reasons: [reason], reasonCodes: [code] }))).toEqual({
        kind: 'ineligible',
        reason,
        upgrade: false,
        topup: true,
      });
  });
});

describe('dataPacksPackDetail.order', () => {
  const done: HandleResult = {
    orderNo: '20261122100000123456',
    status: 'success',
    effectiveAt: '2026-11-22T10:00:00+08:00',
    expiresAt: '2026-11-29T10:00:00+08:00',
  };
  const KEY = 'idem-1';
  const order = dataPacksPackDetail.actions.order({
    code: 'BINGJILING',
    priceFen: 1000,
    resultRoute: '/flowDetail/result',
    phone: '18687120001',
  });
  /** The pack as the server gave it: ¥10.00, the price the confirm sheet showed. */
  const shown = (): ReturnType<typeof reducer> => ({
    dataPacksPackDetail: {
      ...reducer(undefined, { type: '@@init' }).dataPacksPackDetail,
      codes: ['BINGJILING'],
      packs: { status: 'ready', data: [pack('BINGJILING')] },
      chosen: 'BINGJILING',
    },
  });

  beforeEach(() => window.sessionStorage.clear());

  it('orders with the key of the draft (the gate asks for the code) and shows what was ordered', async () => {
    await run(undefined, shown())
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.handle), done],
      ])
      .dispatch(order)
      .call(
        idempotencyKeyFor,
        draftKey('BINGJILING'),
        requestDigest({ productCode: 'BINGJILING', phone: '18687120001' }),
      )
      .call(handlebusiApi.handle, { productCode: 'BINGJILING', phone: '18687120001' }, { idempotencyKey: KEY })
      .call(releaseIdempotencyKey, draftKey('BINGJILING'))
      .put(dataPacksPackDetail.actions.setOutcome({ orderNo: '20261122100000123456', name: 'pack BINGJILING' }))
      .put(
        push(
          '/flowDetail/result?code=BINGJILING&orderNo=20261122100000123456&status=success' +
            '&effectiveAt=2026-11-22T10%3A00%3A00%2B08%3A00&expiresAt=2026-11-29T10%3A00%3A00%2B08%3A00',
        ),
      )
      .silentRun(30);
  });

  it('stays on the pack, unchanged, when the customer cancels the SMS dialog', async () => {
    const { storeState } = await run(undefined, shown())
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.handle), throwError(new RequestError('cancelled', '请完成验证'))],
      ])
      .dispatch(dataPacksPackDetail.actions.choose('BINGJILING'))
      .dispatch(order)
      .not.call.fn(releaseIdempotencyKey)
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .silentRun(30);
    expect(slice(storeState)).toMatchObject({ chosen: 'BINGJILING', orderError: undefined });
  });

  it("shows the server's refusal on the pack, keeps the tier, and releases the key (a definite answer)", async () => {
    const refused = new RequestError('business', '余额不足，订购需10.00元，请先充值', { code: 'E_BALANCE' });
    const { storeState } = await run(undefined, shown())
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.handle), throwError(refused)],
      ])
      .dispatch(dataPacksPackDetail.actions.choose('BINGJILING'))
      .dispatch(order)
      .call(releaseIdempotencyKey, draftKey('BINGJILING'))
      .not.put.actionType('dataPacksPackDetail/order/@@error')
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .silentRun(30);
    expect(slice(storeState)).toMatchObject({
      chosen: 'BINGJILING',
      orderError: '余额不足，订购需10.00元，请先充值',
      // The balance refusal's code: the pack offers 去充值.
      orderErrorCode: 'E_BALANCE',
    });
  });

  it('sends the same key again on a retry after a failure', async () => {
    const keys: string[] = [];
    let first = true;
    await run(inTurn(dataPacksPackDetail, order, order), shown())
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
        // The lost answer is confirmed in the records first: nothing there.
        [matchers.call.fn(handlebusiApi.queryUserProductInfo), { list: [], total: 0 }],
      ])
      .silentRun(3000);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a lost answer whose order the records show is the success: "结果确认中…", then the result page', async () => {
    window.localStorage.clear();
    const record = {
      recordId: 'rec_9',
      orderNo: done.orderNo,
      productCode: 'BINGJILING',
      name: 'pack',
      source: 'handle' as const,
      status: 'active' as const,
      feeFen: 1000,
      createdAt: new Date(Date.now()).toISOString(),
      effectiveAt: done.effectiveAt,
      expiresAt: done.expiresAt,
      cancellable: false,
    };
    const { storeState } = await run(undefined, shown())
      .provide([
        [matchers.call.fn(handlebusiApi.handle), throwError(new RequestError('timeout', '请求超时，请稍后重试'))],
        [matchers.call.fn(handlebusiApi.queryUserProductInfo), { list: [record], total: 1 }],
      ])
      .dispatch(order)
      .call(handlebusiApi.queryUserProductInfo, { source: 'handle', phone: '18687120001' })
      .put(
        push(
          '/flowDetail/result?code=BINGJILING&orderNo=20261122100000123456&status=success' +
            '&effectiveAt=2026-11-22T10%3A00%3A00%2B08%3A00&expiresAt=2026-11-29T10%3A00%3A00%2B08%3A00',
        ),
      )
      .silentRun(30);
    expect(slice(storeState)).toMatchObject({ orderError: undefined });
  });

  it('a lost answer the records cannot confirm either: said to be confirming (onError), never a failure', async () => {
    window.localStorage.clear();
    const { storeState } = await run(undefined, shown())
      .provide([
        [matchers.call.fn(handlebusiApi.handle), throwError(new RequestError('network', '网络异常，请检查网络后重试'))],
        [matchers.call.fn(handlebusiApi.queryUserProductInfo), throwError(new RequestError('timeout', '请求超时'))],
      ])
      .dispatch(order)
      .put(ui.actions.toast({ text: '结果确认中…', kind: 'loading' }))
      .put.actionType('dataPacksPackDetail/order/@@error')
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .silentRun(30);
    // Not a refusal: the pack shows no reason, the key stays for the retry, the message is the failure toast.
    expect(slice(storeState)).toMatchObject({ orderError: undefined });
  });

  it('orders once on a double tap (takeLeading)', async () => {
    let calls = 0;
    await run(undefined, shown())
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
      .dispatch(order)
      .dispatch(order)
      .silentRun(50);
    expect(calls).toBe(1);
  });
});

describe("a pre-rendered pack page: the build's snapshot against the server's answer", () => {
  const KEY = 'idem-snap';
  const done: HandleResult = { orderNo: '20261122100000123457', status: 'success' };
  /** The page as the build wrote it: BINGJILING at ¥10.00, the server not asked yet. */
  const fromSnapshot = (): ReturnType<typeof reducer> => ({
    dataPacksPackDetail: {
      ...reducer(undefined, { type: '@@init' }).dataPacksPackDetail,
      snapshot: { codes: ['BINGJILING'], items: [item('BINGJILING', { priceFen: 1000 })] },
    },
  });
  const orderAt = (priceFen: number) =>
    dataPacksPackDetail.actions.order({ code: 'BINGJILING', priceFen, resultRoute: '/flowDetail/result' });

  beforeEach(() => window.sessionStorage.clear());

  it("a changed price: the server's replaces the snapshot's, and the page keeps the one it showed to say so", async () => {
    const { storeState } = await run(undefined, fromSnapshot())
      .provide(world({}, [item('BINGJILING', { priceFen: 1200 })]))
      .dispatch(dataPacksPackDetail.actions.load({ codes: ['BINGJILING'] }))
      .silentRun(30);
    const s = slice(storeState);
    expect(s.packs.status === 'ready' && s.packs.data[0].item.priceFen).toBe(1200);
    expect(s.repriced).toEqual({ BINGJILING: 1000 });
  });

  it('the same price: nothing to say', async () => {
    const { storeState } = await run(undefined, fromSnapshot())
      .provide(world({}, [item('BINGJILING', { priceFen: 1000 })]))
      .dispatch(dataPacksPackDetail.actions.load({ codes: ['BINGJILING'] }))
      .silentRun(30);
    expect(slice(storeState).repriced).toBeUndefined();
  });

  it("never orders from the snapshot: before the server's answer an order sends nothing", async () => {
    await run(undefined, fromSnapshot())
      .provide([[matchers.call.fn(handlebusiApi.handle), done]])
      .dispatch(orderAt(1000))
      .not.call.fn(handlebusiApi.handle)
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .silentRun(30);
  });

  it("an order confirmed at the snapshot's price after the server changed it sends nothing and says the price", async () => {
    const { storeState } = await run(undefined, fromSnapshot())
      .provide([world({}, [item('BINGJILING', { priceFen: 1200 })]), [matchers.call.fn(handlebusiApi.handle), done]])
      .dispatch(dataPacksPackDetail.actions.load({ codes: ['BINGJILING'] }))
      .dispatch(orderAt(1000))
      .not.call.fn(handlebusiApi.handle)
      .silentRun(30);
    expect(slice(storeState)).toMatchObject({ repriced: { BINGJILING: 1000 }, confirming: false });
  });

  it("the order at the server's price goes, for the tier's code (busi/handle charges the server's price)", async () => {
    await run(undefined, fromSnapshot())
      .provide([
        world({}, [item('BINGJILING', { priceFen: 1200 })]),
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.handle), done],
      ])
      .dispatch(dataPacksPackDetail.actions.load({ codes: ['BINGJILING'] }))
      .dispatch(orderAt(1200))
      .call(handlebusiApi.handle, { productCode: 'BINGJILING' }, { idempotencyKey: KEY })
      .put(push('/flowDetail/result?code=BINGJILING&orderNo=20261122100000123457&status=success'))
      .silentRun(30);
  });
});

describe('a claim-only pack (/flowDetail/follow)', () => {
  const CLAIM = { actId: 'follow', benefitId: 'follow_1g' };
  const KEY = 'idem-claim';
  const following = (subscribe: boolean, over: Partial<ActiveInfo> = {}): EffectProviders => ({
    call: (effect, next) => {
      if (effect.fn === shellApi.getUserInfoBtm) return { openid: 'o_sim_001', nickname: '强子', subscribe };
      if (effect.fn === omowebApi.productList) return { list: [item('FOLLOW_1G', { priceFen: 0 })], total: 1 };
      if (effect.fn === handlebusiApi.queryActiveInfo) return info('follow', over);
      return next();
    },
  });
  const record: RewardRecord = {
    recordId: 'rw_7',
    actId: 'follow',
    benefitId: 'follow_1g',
    name: '关注有礼1GB',
    type: 'pack',
    status: 'issued',
    claimedAt: '2026-11-22T10:00:00+08:00',
    expiresAt: '2026-11-29T10:00:00+08:00',
  };
  const claim = dataPacksPackDetail.actions.claim({
    code: 'FOLLOW_1G',
    resultRoute: '/flowDetail/result',
    claim: CLAIM,
  });

  beforeEach(() => window.sessionStorage.clear());

  it("reads the activity's standing and whether the customer follows; not following asks to follow", async () => {
    const { storeState } = await run()
      .provide(following(false))
      .dispatch(dataPacksPackDetail.actions.load({ codes: ['FOLLOW_1G'], claim: CLAIM }))
      .call(handlebusiApi.queryActiveInfo, { actId: 'follow' })
      .call(shellApi.getUserInfoBtm)
      .silentRun(30);
    const s = slice(storeState);
    expect(s.packs.status === 'ready' && stateOf(s.packs.data[0])).toEqual({ kind: 'notFollowing' });
  });

  it('does not ask who the user is for a pack to order', () =>
    run()
      .provide(world())
      .dispatch(dataPacksPackDetail.actions.load({ codes: ['BINGJILING'] }))
      .not.call(shellApi.getUserInfoBtm)
      .silentRun(30));

  it('is open to a follower, claimed once claimed, and ended after the window', () => {
    expect(stateOf(pack('FOLLOW_1G', {}, {}))).toEqual({ kind: 'open' });
    expect(stateOf({ ...pack('FOLLOW_1G'), following: true })).toEqual({ kind: 'open' });
    expect(stateOf({ ...pack('FOLLOW_1G', {}, { joined: true, quotaLeft: 0 }), following: true }).kind).toBe('claimed');
    expect(stateOf({ ...pack('FOLLOW_1G', {}, { joined: true }), following: false }).kind).toBe('claimed');
    expect(stateOf({ ...pack('FOLLOW_1G', {}, { status: 'ended', eligible: false }), following: false }).kind).toBe(
      'ended',
    );
  });

  it('claims with dealReward and a key (no SMS gate), and shows the claim on the result page', async () => {
    await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(omowebApi.dealReward), record],
      ])
      .dispatch(claim)
      .call(idempotencyKeyFor, draftKey('FOLLOW_1G'), requestDigest(CLAIM))
      .call(omowebApi.dealReward, CLAIM, { idempotencyKey: KEY })
      .not.call.fn(handlebusiApi.handle)
      .call(releaseIdempotencyKey, draftKey('FOLLOW_1G'))
      .put(
        push(
          '/flowDetail/result?code=FOLLOW_1G&orderNo=rw_7&status=success&kind=claim' +
            '&expiresAt=2026-11-29T10%3A00%3A00%2B08%3A00',
        ),
      )
      .silentRun(30);
  });

  it("shows the server's refusal, reads the standing again and releases the key (a definite answer)", async () => {
    const refused = new RequestError('business', '请先关注官方公众号', { code: 'E_INELIGIBLE' });
    const load = dataPacksPackDetail.actions.load({ codes: ['FOLLOW_1G'], claim: CLAIM });
    const { storeState } = await run(inTurn(dataPacksPackDetail, load, claim))
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(omowebApi.dealReward), throwError(refused)],
        following(false),
      ])
      .call(releaseIdempotencyKey, draftKey('FOLLOW_1G'))
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .silentRun(3000);
    const s = slice(storeState);
    expect(s.orderError).toBe('请先关注官方公众号');
    expect(s.packs.status === 'ready' && stateOf(s.packs.data[0]).kind).toBe('notFollowing');
  });

  it('claims once on a double tap (takeLeading)', async () => {
    let calls = 0;
    await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [
          matchers.call.fn(omowebApi.dealReward),
          dynamic(() => {
            calls += 1;
            return new Promise((resolve) => setTimeout(() => resolve(record), 10));
          }),
        ],
      ])
      .dispatch(claim)
      .dispatch(claim)
      .silentRun(50);
    expect(calls).toBe(1);
  });
});
