// The handset on contract (`/stockGetPhone`) against the operator simulator: who may take it (the reasons of a
// customer who may not), the stock of the models, a sold-out offer, and the checks before anything is sent.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { setupSimulatorServer } from '../../../mocks/msw';
import orderingHandset, { handsetProblems } from '../../../src/pages/ordering/handsetModel';
import { logInAs } from '../../support/app';
import { inTurn } from '../../support/saga';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const reducer = combineReducers({ orderingHandset: orderingHandset.reducer });
type Action = Parameters<ReturnType<typeof expectSaga>['dispatch']>[0];

async function play(actions: Action[], ms = 5000) {
  const saga = expectSaga(inTurn(orderingHandset, ...actions)).withReducer(reducer);
  const result = await saga.silentRun(ms);
  return orderingHandset.select(result.storeState);
}

it('an existing customer of 4★ since 2016 may; the models come with colours, storage and stock', async () => {
  await logInAs('o_sim_001');
  const s = await play([orderingHandset.actions.open(), orderingHandset.actions.edit({ deviceCode: 'HS_MATE' })]);
  expect(s.info.status === 'ready' && s.info.data).toMatchObject({ status: 'active', eligible: true, reasons: [] });
  const devices = s.devices.status === 'ready' ? s.devices.data : [];
  expect(devices.map((d) => [d.code, d.stockLeft])).toEqual([
    ['HS_MATE', 12],
    ['HS_IPHONE', 0],
    ['HS_REDMI', 30],
  ]);
  expect(s.draft).toMatchObject({ deviceCode: 'HS_MATE', colour: '雅川青', storage: '256GB' });
  // Nothing goes without the signature and the address.
  expect(Object.keys(handsetProblems(s, Date.now())).sort()).toEqual(['areaCode', 'detail', 'sign']);
});

it('a customer of 8 months is told why not', async () => {
  await logInAs('o_sim_002');
  const s = await play([orderingHandset.actions.open()]);
  expect(s.info.status === 'ready' && s.info.data.eligible).toBe(false);
  expect(s.info.status === 'ready' && s.info.data.reasons).toContain('在网不满12个月');
});

it('sold out when no model is left; a sold-out model cannot be chosen', async () => {
  await logInAs('o_sim_001');
  for (const d of sim.db.catalogue.devices) if (d.kind === 'handset') d.stock = 0;
  const s = await play([orderingHandset.actions.open(), orderingHandset.actions.edit({ deviceCode: 'HS_IPHONE' })]);
  expect(s.info.status === 'ready' && s.info.data.status).toBe('soldOut');
  expect(handsetProblems(s, Date.now()).device).toEqual({ key: 'ordering.wbb.soldOut' });
});
