// `/broadOrder`: broadband orders against the operator simulator and its clock. 催单 only 24 hours after the order
// and then one per 12 hours (刘洋's order placed an hour ago; 王强's two days ago), 改约 only 48 hours or more before
// the slot, 评价 once and only when installed; each refusal says why on the order.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { runToEnd } from '../../support/saga';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as activityApi from '../../../src/services/api/activity';
import { setupSimulatorServer } from '../../../mocks/msw';
import businessBroadband, {
  broadbandKey,
  type BroadbandAction,
  type BroadbandState,
  type Slot,
} from '../../../src/pages/business/broadbandModel';
import { dataOf } from '../../../src/pages/shared/load';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError } from '../../../src/services/request';
import { logInAs } from '../../support/app';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const HOUR = 3600_000;
const reducer = combineReducers({ businessBroadband: businessBroadband.reducer });
const run = () => expectSaga(businessBroadband.saga).withReducer(reducer);
const slice = (s: ReturnType<typeof reducer>): BroadbandState => businessBroadband.select(s);

const orderOf = (phone: string, status: string) => {
  const o = Object.values(sim.db.broadbandOrders).find((x) => x.phone === phone && x.status === status);
  if (!o) throw new Error(`no ${status} order of ${phone}`);
  return o;
};

async function act(orderNo: string, action: BroadbandAction, extra: { slot?: Slot; rating?: 1 | 2 | 3 | 4 | 5 } = {}) {
  const { storeState } = await runToEnd(
    run().dispatch(businessBroadband.actions.act({ orderNo, action, ...extra })),
    500,
  );
  return slice(storeState);
}

const row = (s: BroadbandState, orderNo: string) => dataOf(s.orders)?.find((o) => o.orderNo === orderNo);

describe('businessBroadband.load', () => {
  it("reads 王强's orders (dispatched with installer and slot, one completed) and his accounts", async () => {
    await logInAs('o_sim_001');
    const { storeState } = await runToEnd(
      run().dispatch(businessBroadband.actions.load()).dispatch(businessBroadband.actions.loadAccounts()),
      500,
    );
    const s = slice(storeState);
    const orders = dataOf(s.orders) ?? [];
    expect(orders.map((o) => o.status).sort()).toEqual(['completed', 'dispatched']);
    expect(orders.find((o) => o.status === 'dispatched')).toMatchObject({
      installer: '刘师傅',
      canUrge: true,
      canReschedule: true,
    });
    expect(orders.find((o) => o.status === 'completed')).toMatchObject({ canRate: true, canUrge: false });
    expect(
      dataOf(s.accounts)
        ?.map((a) => a.status)
        .sort(),
    ).toEqual(['active', 'closed']);
  });

  it('reads the installation steps of an order', async () => {
    await logInAs('o_sim_001');
    const o = orderOf('18687120001', 'dispatched');
    const { storeState } = await runToEnd(run().dispatch(businessBroadband.actions.track(o.orderNo)), 400);
    const steps = dataOf(slice(storeState).tracks[o.orderNo] ?? { status: 'idle' })?.steps ?? [];
    expect(steps.filter((x) => x.done).map((x) => x.name)).toEqual(['订单受理', '资源核查', '已派单']);
  });
});

describe('businessBroadband.act urge (the simulator clock)', () => {
  it('refuses a reminder before 24 hours, accepts it after', async () => {
    await logInAs('o_sim_008');
    const o = orderOf('18687120088', 'accepted');
    const early = await act(o.orderNo, 'urge');
    expect(early.notice).toEqual({
      orderNo: o.orderNo,
      action: 'urge',
      ok: false,
      text: '下单24小时后可催单，每12小时1次',
    });
    expect(row(early, o.orderNo)?.canUrge).toBe(false);
    sim.setClock({ advanceMs: 24 * HOUR });
    const later = await act(o.orderNo, 'urge');
    expect(later.notice).toMatchObject({ ok: true, action: 'urge' });
  });

  it('allows one reminder per 12 hours', async () => {
    await logInAs('o_sim_001');
    const o = orderOf('18687120001', 'dispatched');
    expect((await act(o.orderNo, 'urge')).notice?.ok).toBe(true);
    const again = await act(o.orderNo, 'urge');
    expect(again.notice?.ok).toBe(false);
    expect(row(again, o.orderNo)?.nextUrgeAt).toBeDefined();
    sim.setClock({ advanceMs: 12 * HOUR });
    expect((await act(o.orderNo, 'urge')).notice?.ok).toBe(true);
  });
});

describe('businessBroadband.act reschedule', () => {
  it('moves the slot while it is 48 hours or more away', async () => {
    await logInAs('o_sim_001');
    const o = orderOf('18687120001', 'dispatched');
    const date = new Date(sim.now() + 8 * HOUR + 5 * 24 * HOUR).toISOString().slice(0, 10);
    const s = await act(o.orderNo, 'reschedule', { slot: { date, time: '18:00' } });
    expect(s.notice).toMatchObject({ ok: true, action: 'reschedule' });
    expect(row(s, o.orderNo)?.slot).toEqual({ date, time: '18:00' });
  });

  it('is refused under 48 hours before the slot, with the reason; the key released (a definite answer)', async () => {
    await logInAs('o_sim_001');
    const o = orderOf('18687120001', 'dispatched');
    sim.setClock({ advanceMs: 40 * HOUR });
    const date = new Date(sim.now() + 8 * HOUR + 5 * 24 * HOUR).toISOString().slice(0, 10);
    const slot = { date, time: '18:00' };
    const key = idempotencyKeyFor(broadbandKey('reschedule', o.orderNo, `${date} 18:00`));
    const s = await act(o.orderNo, 'reschedule', { slot });
    expect(s.notice).toMatchObject({ ok: false, text: '距预约时间不足48小时，不能改约，请联系装维人员' });
    expect(row(s, o.orderNo)?.canReschedule).toBe(false);
    expect(idempotencyKeyFor(broadbandKey('reschedule', o.orderNo, `${date} 18:00`))).not.toBe(key);
  });
});

describe('businessBroadband.act rate', () => {
  it('rates an installed order once', async () => {
    await logInAs('o_sim_001');
    const o = orderOf('18687120001', 'completed');
    const s = await act(o.orderNo, 'rate', { rating: 5 });
    expect(s.notice).toMatchObject({ ok: true, action: 'rate' });
    expect(row(s, o.orderNo)?.canRate).toBe(false);
    expect((await act(o.orderNo, 'rate', { rating: 4 })).notice).toMatchObject({ ok: false, text: '已评价' });
  });

  it('refuses to rate an order not installed yet', async () => {
    await logInAs('o_sim_001');
    const o = orderOf('18687120001', 'dispatched');
    expect((await act(o.orderNo, 'rate', { rating: 5 })).notice).toMatchObject({
      ok: false,
      text: '完工后才能评价',
    });
  });
});

describe('businessBroadband.act: a failure', () => {
  it('is the failure toast (onError), not a notice on the order; the key is kept', async () => {
    await logInAs('o_sim_001');
    const o = orderOf('18687120001', 'dispatched');
    const { storeState } = await runToEnd(
      expectSaga(businessBroadband.saga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(activityApi.formMainAdd), throwError(new RequestError('network', '网络异常'))]])
        .dispatch(businessBroadband.actions.act({ orderNo: o.orderNo, action: 'urge' }))
        .put.actionType('businessBroadband/act/@@error')
        .not.call.fn(releaseIdempotencyKey),
      300,
    );
    expect(businessBroadband.select(storeState).notice).toBeUndefined();
  });
});
