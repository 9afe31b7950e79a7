// `/complain/orderTracking`: the list and its 催单 against the operator simulator (in-process through msw) and its
// clock: allowed once a ticket is open over 24 hours, then refused with the next allowed time for 12 hours, at most
// three per ticket; a failed reminder keeps its idempotency key for the retry.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { runToEnd } from '../../support/saga';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { inProgressTicketNo } from '../../../mocks/db/seed/records';
import { setupSimulatorServer } from '../../../mocks/msw';
import complainOrderTracking, {
  LIST_QUERY,
  type OrderTrackingState,
} from '../../../src/pages/complain/orderTrackingModel';
import { dataOf } from '../../../src/pages/shared/load';
import * as activityApi from '../../../src/services/api/activity';
import { idempotencyKeyFor, RequestError } from '../../../src/services/request';
import { logInAs } from '../../support/app';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const reducer = combineReducers({ complainOrderTracking: complainOrderTracking.reducer });
const run = () => expectSaga(complainOrderTracking.saga).withReducer(reducer);
const slice = (s: ReturnType<typeof reducer>): OrderTrackingState => complainOrderTracking.select(s);
/** 王强's complaint in progress (30 hours old), numbered by its filing time: read from the seed. */
const seeded = () => inProgressTicketNo(sim.db.seededAt);
const HOUR = 3600_000;

const row = (s: OrderTrackingState, ticketNo = seeded()) => dataOf(s.data)?.list.find((x) => x.ticketNo === ticketNo);

async function urge(ticketNo = seeded()) {
  const { storeState } = await runToEnd(run().dispatch(complainOrderTracking.actions.urge(ticketNo)), 400);
  return slice(storeState);
}

describe('complainOrderTracking.load', () => {
  it("reads the persona's complaints (not the suggestions) with the server's flags", async () => {
    await logInAs('o_sim_001');
    const { storeState } = await runToEnd(
      run().dispatch(complainOrderTracking.actions.load()).call(activityApi.formMainList, LIST_QUERY),
      400,
    );
    const list = dataOf(slice(storeState).data)?.list ?? [];
    expect(list.length).toBe(3);
    expect(list.every((x) => x.formType === 'complaint')).toBe(true);
    expect(row(slice(storeState))).toMatchObject({ status: 'inProgress', canUrge: true });
    expect(list.filter((x) => x.canRate)).toHaveLength(1);
    expect(list.filter((x) => x.canAppeal)).toHaveLength(1);
  });

  it('keeps a failure on the page, with its message', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(activityApi.formMainList), throwError(new RequestError('timeout', '网络超时'))]])
      .dispatch(complainOrderTracking.actions.load())
      .silentRun(30);
    expect(slice(storeState).data).toEqual({ status: 'error', message: '网络超时' });
  });
});

describe('complainOrderTracking.urge (the simulator clock)', () => {
  it('reminds a ticket open over 24 hours, then says to wait 12 hours, then allows the next', async () => {
    await logInAs('o_sim_001');
    const first = await urge();
    expect(first.notice).toEqual({ ticketNo: seeded(), ok: true, text: '' });
    expect(row(first)).toMatchObject({ canUrge: false });
    expect(row(first)?.nextUrgeAt).toBeDefined();

    const second = await urge();
    expect(second.notice?.ok).toBe(false);
    expect(second.notice?.text).toMatch(/每12小时1次，下次可催单时间/);
    expect(complainOrderTracking.select.urging({ complainOrderTracking: second })).toBeUndefined();

    sim.setClock({ advanceMs: 12 * HOUR });
    expect((await urge()).notice?.ok).toBe(true);
    sim.setClock({ advanceMs: 12 * HOUR });
    expect((await urge()).notice?.ok).toBe(true);
    sim.setClock({ advanceMs: 12 * HOUR });
    const fourth = await urge();
    expect(fourth.notice?.text).toBe('每个工单最多催单3次');
  });

  it('refuses a ticket younger than 24 hours, and a finished one', async () => {
    await logInAs('o_sim_001');
    const added = await activityApi.formMainAdd({
      formType: 'complaint',
      category: ['营销宣传', '虚假宣传'],
      text: '宣传的免费流量包实际收费，与宣传不符。',
    });
    expect((await urge(added.ticketNo)).notice?.text).toMatch(/受理24小时后可催单/);
    sim.setClock({ advanceMs: 24 * HOUR });
    expect((await urge(added.ticketNo)).notice?.ok).toBe(true);

    const list = await activityApi.formMainList(LIST_QUERY);
    const closed = list.list.find((x) => x.status === 'closed');
    expect((await urge(closed?.ticketNo)).notice?.text).toBe('工单已办结，无需催单');
  });

  it('keeps the idempotency key of a failed reminder for the retry, and drops it once sent', async () => {
    const key = idempotencyKeyFor(`complain:urge:${seeded()}`);
    await run()
      .provide([[matchers.call.fn(activityApi.formMainAdd), throwError(new RequestError('timeout', '网络超时'))]])
      .dispatch(complainOrderTracking.actions.urge(seeded()))
      .call(activityApi.formMainAdd, { formType: 'urge', relatedTicket: seeded() }, { idempotencyKey: key })
      .silentRun(30);
    expect(idempotencyKeyFor(`complain:urge:${seeded()}`)).toBe(key);

    await run()
      .provide([
        [matchers.call.fn(activityApi.formMainAdd), { ticketNo: seeded() }],
        [matchers.call.fn(activityApi.formMainList), { list: [], total: 0, page: 1, pageSize: 100 }],
      ])
      .dispatch(complainOrderTracking.actions.urge(seeded()))
      .call(activityApi.formMainAdd, { formType: 'urge', relatedTicket: seeded() }, { idempotencyKey: key })
      .silentRun(30);
    expect(idempotencyKeyFor(`complain:urge:${seeded()}`)).not.toBe(key);
  });
});
