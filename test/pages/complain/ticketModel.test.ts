// `/complain/processDetails` and `/complain/urgencyRecords`: one ticket and its actions against the operator
// simulator (in-process through msw): 撤销 only while accepted, 催单 by the clock, a ticket that is not one's own.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { runToEnd } from '../../support/saga';
import { inProgressTicketNo } from '../../../mocks/db/seed/records';
import { setupSimulatorServer } from '../../../mocks/msw';
import complainTicket, { type TicketState } from '../../../src/pages/complain/ticketModel';
import { dataOf } from '../../../src/pages/shared/load';
import * as activityApi from '../../../src/services/api/activity';
import { ticketIntent } from '../../../src/pages/complain/tickets';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError } from '../../../src/services/request';
import { logInAs } from '../../support/app';
import { addMessages } from '../../../src/locales';
import { messages } from '../../../src/pages/complain/messages';
import { actionRows } from '../../../src/pages/complain/ProcessDetails';

addMessages(messages);
const cancelWhy = (s: TicketState) => {
  const d = dataOf(s.detail);
  return d ? actionRows(d).find((a) => a.key === 'cancel')?.why : undefined;
};

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const reducer = combineReducers({ complainTicket: complainTicket.reducer });
/** 王强's complaint in progress (30 hours old), numbered by its filing time: read from the seed. */
const seeded = () => inProgressTicketNo(sim.db.seededAt);

async function dispatchAll(...actions: Parameters<ReturnType<typeof expectSaga>['dispatch']>[0][]) {
  let saga = expectSaga(complainTicket.saga).withReducer(reducer);
  for (const a of actions) saga = saga.dispatch(a);
  const { storeState } = await runToEnd(saga, 500);
  return complainTicket.select(storeState);
}

const fileOne = () =>
  activityApi.formMainAdd({
    formType: 'complaint',
    category: ['业务办理', '办理失败'],
    text: '在网上营业厅办理流量包三次都显示失败。',
  });

it('reads a ticket with its timeline, notes and flags', async () => {
  await logInAs('o_sim_001');
  const s = await dispatchAll(complainTicket.actions.load(seeded()));
  expect(s.ticketNo).toBe(seeded());
  expect(dataOf(s.detail)).toMatchObject({ status: 'inProgress', canUrge: true, canCancel: false, urgesLeft: 3 });
  expect(dataOf(s.detail)?.history.length).toBeGreaterThanOrEqual(2);
});

it('says a ticket that is not there is not found, with a retry', async () => {
  await logInAs('o_sim_001');
  const s = await dispatchAll(complainTicket.actions.load('GD0000000000000000'));
  expect(s.detail).toEqual({ status: 'error', message: '工单不存在' });
});

it('withdraws a ticket while it is only accepted, and reads it again', async () => {
  await logInAs('o_sim_001');
  const { ticketNo } = await fileOne();
  const s = await dispatchAll(complainTicket.actions.act({ action: 'cancel', ticketNo }));
  expect(s.notice).toEqual({ action: 'cancel', ok: true, text: '' });
  expect(dataOf(s.detail)).toMatchObject({ ticketNo, status: 'cancelled', canCancel: false, canUrge: false });
  // The withdrawn ticket says so, never that its handling has started.
  expect(cancelWhy(s)).toBe('该投诉已撤销');
});

it('refuses to withdraw a ticket in progress, saying why', async () => {
  await logInAs('o_sim_001');
  const s = await dispatchAll(
    complainTicket.actions.load(seeded()),
    complainTicket.actions.act({ action: 'cancel', ticketNo: seeded() }),
  );
  expect(s.notice).toEqual({ action: 'cancel', ok: false, text: '工单已开始处理，不能撤销' });
  expect(cancelWhy(s)).toBe('工单已开始处理，不能撤销');
  expect(complainTicket.select.acting({ complainTicket: s })).toBeUndefined();
});

it('reminds once the ticket is 24 hours old; the reminder shows in its notes', async () => {
  await logInAs('o_sim_001');
  const { ticketNo } = await fileOne();
  const early = await dispatchAll(complainTicket.actions.act({ action: 'urge', ticketNo }));
  expect(early.notice?.text).toMatch(/受理24小时后可催单/);
  sim.setClock({ advanceMs: 25 * 3600_000 });
  const s = await dispatchAll(complainTicket.actions.act({ action: 'urge', ticketNo }));
  expect(s.notice?.ok).toBe(true);
  expect(dataOf(s.detail)?.notes.filter((n) => n.kind === 'urge')).toHaveLength(1);
  expect(dataOf(s.detail)).toMatchObject({ canUrge: false, urgesLeft: 2 });
});

describe('an action that gets no answer', () => {
  const provide = (error: RequestError) => ({
    call(effect: { fn: unknown }, next: () => unknown) {
      if (effect.fn === activityApi.formMainAdd) throw error;
      return next();
    },
  });

  it('reaches onError, says nothing beside the actions, keeps the key, and sends the same key again', async () => {
    const intent = ticketIntent({ action: 'urge', ticketNo: seeded() });
    const key = idempotencyKeyFor(intent);
    const { storeState } = await expectSaga(complainTicket.saga)
      .withReducer(reducer)
      .provide(provide(new RequestError('timeout', '网络超时')))
      .dispatch(complainTicket.actions.act({ action: 'urge', ticketNo: seeded() }))
      .put.actionType('complainTicket/act/@@error')
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(30);
    const s = complainTicket.select(storeState);
    expect(s.notice?.ok).toBeUndefined();
    expect(complainTicket.select.acting(storeState)).toBe('urge'); // the page shows it only while the effect runs
    expect(idempotencyKeyFor(intent)).toBe(key);
  });

  it('says nothing when the customer closes a gate (a cancel)', async () => {
    await expectSaga(complainTicket.saga)
      .withReducer(reducer)
      .provide(provide(new RequestError('cancelled', '请完成验证')))
      .dispatch(complainTicket.actions.act({ action: 'cancel', ticketNo: seeded() }))
      .not.put.actionType('complainTicket/act/@@error')
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(30);
  });
});
