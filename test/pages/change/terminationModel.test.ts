// Termination against the operator simulator: the pre-check lists each blocker with its code (arrears, contract,
// fused broadband, secondary cards) or none; with none, a hall appointment is booked once, checked at the fields.
import type { Action } from 'redux';
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { inTurn } from '../../support/saga';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { setupSimulatorServer } from '../../../mocks/msw';
import * as activityApi from '../../../src/services/api/activity';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError, requestDigest } from '../../../src/services/request';
import changeTermination, { BOOK_KEY, daysFrom } from '../../../src/pages/change/terminationModel';
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
  const saga = expectSaga(inTurn(changeTermination, ...actions)).withReducer(reducer);
  return changeTermination.select((await saga.silentRun(5000)).storeState);
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

describe('the booking (a submit)', () => {
  const FORM = { hallId: 'm_store_01', date: '2099-01-01', time: '09:30' };
  const added = { formId: 'f_1', ticketNo: 'GD0001' };
  const setForm = changeTermination.actions.setForm(FORM);
  const run = () => expectSaga(changeTermination.saga).withReducer(reducer).dispatch(setForm);

  it('books with the intent key and releases it', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), 'idem-book'],
        [matchers.call.fn(activityApi.formMainAdd), added],
      ])
      .dispatch(changeTermination.actions.book())
      .call(
        idempotencyKeyFor,
        BOOK_KEY,
        requestDigest({ formType: 'termination', hallId: FORM.hallId, slot: { date: FORM.date, time: FORM.time } }),
      )
      .call(releaseIdempotencyKey, BOOK_KEY)
      .silentRun(30);
    expect(changeTermination.select(storeState).booked).toMatchObject({ ...FORM, ticketNo: 'GD0001' });
  });

  it('says nothing when a gate is closed, and keeps the key', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(activityApi.formMainAdd), throwError(new RequestError('cancelled', '请完成验证'))]])
      .dispatch(changeTermination.actions.book())
      .not.call.fn(releaseIdempotencyKey)
      .not.put.actionType('changeTermination/book/@@error')
      .silentRun(30);
    expect(changeTermination.select(storeState)).toMatchObject({ bookError: undefined, form: FORM });
  });

  it('a failure is the failure toast (onError), not at the form; the retry sends the same key', async () => {
    const keys: string[] = [];
    let first = true;
    const book = changeTermination.actions.book();
    const { storeState } = await expectSaga(inTurn(changeTermination, setForm, book, book))
      .withReducer(reducer)
      .provide([
        [
          matchers.call.fn(activityApi.formMainAdd),
          dynamic(({ args }: { args: [unknown, { idempotencyKey: string }] }) => {
            keys.push(args[1].idempotencyKey);
            if (first) {
              first = false;
              throw new RequestError('timeout', '网络超时');
            }
            return added;
          }),
        ],
      ])
      .put.actionType('changeTermination/book/@@error')
      .silentRun(3000);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(changeTermination.select(storeState)).toMatchObject({ bookError: undefined, form: FORM });
  });
});
