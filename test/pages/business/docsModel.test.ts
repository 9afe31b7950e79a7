// The attachments and the credit returns against the operator simulator: 王强's papers (all, or one order's) and
// his pay100 agreement with 12 monthly returns of ¥5, 3 of them credited, as the deposit-gift family created it
// (the proposed queryAgreementList); a number without an agreement reads an empty list.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { runToEnd } from '../../support/saga';
import { setupSimulatorServer } from '../../../mocks/msw';
import businessDocs, { type DocsState } from '../../../src/pages/business/docsModel';
import { dataOf } from '../../../src/pages/shared/load';
import { logInAs } from '../../support/app';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

const reducer = combineReducers({ businessDocs: businessDocs.reducer });
const run = () => expectSaga(businessDocs.saga).withReducer(reducer);
const slice = (s: ReturnType<typeof reducer>): DocsState => businessDocs.select(s);

describe('businessDocs.loadAgreements', () => {
  it("reads 王强's pay100 schedule: 12 × ¥5, 3 credited, as the simulator's agreement holds it", async () => {
    await logInAs('o_sim_001');
    const { storeState } = await runToEnd(run().dispatch(businessDocs.actions.loadAgreements()), 400);
    const list = dataOf(slice(storeState).agreements) ?? [];
    expect(list).toHaveLength(1);
    const a = list[0];
    expect(a).toMatchObject({ actId: 'pay100', actOrderId: 'ACT_PAY100_0001', giftFen: 6000, signed: true });
    expect(a?.schedule).toHaveLength(12);
    const credited = a?.schedule.filter((s) => s.status === 'credited') ?? [];
    const seeded = sim.db.agreements.ACT_PAY100_0001?.schedule.filter((s) => s.status === 'credited') ?? [];
    expect(credited.map((s) => s.month)).toEqual(seeded.map((s) => s.month));
    expect(credited.length).toBeGreaterThanOrEqual(3);
  });

  it('credits the next month on its 1st (the simulator clock moves the schedule)', async () => {
    await logInAs('o_sim_001');
    const before = sim.db.agreements.ACT_PAY100_0001?.schedule.filter((s) => s.status === 'credited').length ?? 0;
    sim.setClock({ advanceMs: 32 * 24 * 3600_000 });
    const { storeState } = await runToEnd(run().dispatch(businessDocs.actions.loadAgreements()), 400);
    const a = dataOf(slice(storeState).agreements)?.[0];
    expect(a?.schedule.filter((s) => s.status === 'credited').length).toBe(before + 1);
  });

  it('is empty for a number without an agreement', async () => {
    await logInAs('o_sim_002');
    const { storeState } = await runToEnd(run().dispatch(businessDocs.actions.loadAgreements()), 400);
    expect(slice(storeState).agreements).toEqual({ status: 'ready', data: [] });
  });
});

describe('businessDocs.loadPapers', () => {
  it("reads 王强's agreement, acceptance form and invoice", async () => {
    await logInAs('o_sim_001');
    const { storeState } = await runToEnd(run().dispatch(businessDocs.actions.loadPapers({})), 400);
    const papers = dataOf(slice(storeState).papers) ?? [];
    expect(new Set(papers.map((p) => p.type))).toEqual(new Set(['agreement', 'acceptance', 'invoice']));
    expect(papers.every((p) => p.url.startsWith('/sms2-api/__sim/papers/'))).toBe(true);
  });
});
