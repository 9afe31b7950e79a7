// Termination against the operator simulator: the pre-check lists each blocker with its code (arrears, contract,
// fused broadband, secondary cards) or none; with none, a hall appointment is booked once, checked at the fields.
import type { Action } from 'redux';
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { setupSimulatorServer } from '../../../mocks/msw';
import changeTermination, { daysFrom, selectTermination } from '../../../src/pages/change/terminationModel';
import { dataOf } from '../../../src/pages/shared/load';
import { logInAs } from '../../support/app';

const { server, reset } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const reducer = combineReducers({ changeTermination: changeTermination.reducer });

async function play(actions: Action[]) {
  let saga = expectSaga(changeTermination.saga).withReducer(reducer);
  for (const a of actions) saga = saga.dispatch(a).delay(60);
  return selectTermination((await saga.silentRun(600)).storeState);
}

const codes = async (openid: string) => {
  await logInAs(openid);
  const state = await play([changeTermination.actions.load()]);
  return dataOf(state.check)?.reasonCodes;
};

describe('pre-check', () => {
  it.each([
    ['o_sim_034', ['arrears']],
    ['o_sim_031', ['contract']],
    ['o_sim_001', ['broadband']],
    ['o_sim_032', ['secondary']],
    ['o_sim_004', ['arrears', 'contract', 'secondary']],
    ['o_sim_002', []],
  ])('%s: blockers %j', async (openid, expected) => {
    expect(await codes(openid)).toEqual(expected);
  });

  it('reads the balance to refund and, with no blocker, the halls', async () => {
    await logInAs('o_sim_002');
    const state = await play([changeTermination.actions.load()]);
    expect(dataOf(state.balance)?.balanceFen).toBe(520);
    expect(dataOf(state.halls)?.every((h) => h.kind === 'store')).toBe(true);
  });
});

describe('appointment', () => {
  it('asks for hall, day and time at the fields, then books once; a second booking is refused', async () => {
    await logInAs('o_sim_002');
    const loaded = await play([changeTermination.actions.load(), changeTermination.actions.book()]);
    expect(loaded.problems).toEqual({
      hallId: 'change.book.pickHall',
      date: 'change.book.pickDay',
      time: 'change.book.pickTime',
    });
    const hallId = dataOf(loaded.halls)?.[0]?.merchantId ?? '';
    const date = daysFrom(dataOf(loaded.check)?.serverTime ?? '')[1];
    const booked = await play([
      changeTermination.actions.load(),
      changeTermination.actions.choose({ hallId, date, time: '14:30' }),
      changeTermination.actions.book(),
    ]);
    expect(booked.booked).toMatchObject({ hallId, date, time: '14:30', ticketNo: expect.stringMatching(/^GD/) });
    window.sessionStorage.clear();
    const again = await play([
      changeTermination.actions.load(),
      changeTermination.actions.choose({ hallId, date, time: '09:30' }),
      changeTermination.actions.book(),
    ]);
    expect(again.booked).toBeUndefined();
    expect(again.bookError).toMatch(/已预约销户/);
    expect(again.form).toEqual({ hallId, date, time: '09:30' });
  });

  it('a customer with blockers is refused by the server too', async () => {
    await logInAs('o_sim_034');
    const state = await play([
      changeTermination.actions.choose({ hallId: 'm_store_01', date: '2099-01-01', time: '09:30' }),
      changeTermination.actions.book(),
    ]);
    expect(state.bookError).toMatch(/欠费/);
  });
});
