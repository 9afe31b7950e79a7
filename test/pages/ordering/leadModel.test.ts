// The broadband leads (`/ycg`, `/ycg/collect2`) against the operator simulator: an intent recorded and the result
// it leads to (covered: the call-back; not covered: the promise to notify), the duplicate within 30 days refused
// with everything kept, and an own number of another operator refused at its field before anything is sent.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { inTurn } from '../../support/saga';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { setupSimulatorServer } from '../../../mocks/msw';
import orderingLead, { draftName, leadProblems, leadRequest, newLead } from '../../../src/pages/ordering/leadModel';
import { readDraft } from '../../../src/pages/shared/draft';
import { addMessages } from '../../../src/locales';
import { messages } from '../../../src/pages/ordering/messagesBb';
import { setGateProvider } from '../../../src/services';
import global from '../../../src/models/global';
import * as shellApi from '../../../src/services/api/shell';

const { server, reset, sim } = setupSimulatorServer();
addMessages(messages);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const PHONE = '15508750002';
const reducer = combineReducers({ orderingLead: orderingLead.reducer });
type Action = Parameters<ReturnType<typeof expectSaga>['dispatch']>[0];

/** The global model's pre-check, as the app runs it: the call itself, its answer the effect's. */
const globalPreCheck: [matchers.Matcher, ReturnType<typeof dynamic>] = [
  matchers.putResolve.actionType(global.actions.preCheckToPhone.type),
  dynamic(({ action }: { action: ReturnType<typeof global.actions.preCheckToPhone> }) =>
    shellApi.preCheckToPhone(action.payload),
  ),
];

async function play(actions: Action[], ms = 5000) {
  const saga = expectSaga(inTurn(orderingLead, ...actions))
    .withReducer(reducer)
    .provide([globalPreCheck]);
  const result = await saga.silentRun(ms);
  return { state: orderingLead.select(result.storeState), puts: result.effects.put ?? [] };
}

const routed = (puts: unknown[]): string[] =>
  puts
    .map((p) => (p as { payload?: { action?: { type?: string; payload?: { args?: unknown[] } } } }).payload?.action)
    .filter((a) => a?.type === '@@router/CALL_HISTORY_METHOD')
    .map((a) => String(a?.payload?.args?.[0]));

beforeEach(() => {
  setGateProvider({
    captcha: async () => {
      await fetch('http://localhost/sms2-api/user/kaptcha/ycg1');
      return { kaptcha: sim.captchaText('ycg1') ?? '', kaptchaId: 'ycg1' };
    },
    sms: async () => ({ smsCode: '', kaptchaId: '', phone: PHONE }),
  });
});

/** Fills the form of `source` and sends the code; returns the code. */
async function filled(source: 'ycg' | 'ycg2', extra: Action[] = []) {
  await play([
    orderingLead.actions.open(source),
    orderingLead.actions.edit({
      name: '李明',
      phone: PHONE,
      areaCode: '530111',
      detail: '关上街道世纪城1栋1单元101室',
    }),
    ...extra,
    orderingLead.actions.sendSms(),
  ]);
  return sim.latestSms(PHONE) ?? '';
}

/** A reload keeps the draft but not the numbers in full (stored masked): the customer types them again. */
const typedAgain = orderingLead.actions.edit({ phone: PHONE });

it('records a ycg intent and says the call-back; a second one within 30 days is refused, the form kept', async () => {
  const code = await filled('ycg');
  expect(code).toMatch(/^\d{6}$/);
  const { puts } = await play([
    orderingLead.actions.open('ycg'),
    typedAgain,
    orderingLead.actions.setSmsCode(code),
    orderingLead.actions.submit({ intent: 'lead:t' }),
  ]);
  expect(routed(puts)).toEqual(['/tip/success?type=lead']);
  expect(sim.db.leads.filter((l) => l.phone === PHONE && l.source === 'ycg')).toHaveLength(1);
  expect(readDraft(draftName('ycg'), (v): v is Record<string, unknown> => !!v)).toBeUndefined();

  sim.setClock({ advanceMs: 61_000 });
  const again = await filled('ycg');
  const { state, puts: refusedPuts } = await play([
    orderingLead.actions.open('ycg'),
    typedAgain,
    orderingLead.actions.setSmsCode(again),
    orderingLead.actions.submit({ intent: 'lead:t' }),
  ]);
  expect(state.refusal).toEqual({ text: '您已提交过意向，我们将尽快与您联系' });
  expect(state.draft.name).toBe('李明');
  expect(routed(refusedPuts)).toEqual([]);
  expect(sim.db.leads.filter((l) => l.phone === PHONE && l.source === 'ycg')).toHaveLength(1);
});

it('an estate without coverage is recorded with the promise to notify', async () => {
  const estate = { code: '5301110201', level: 'estate' as const, name: '金马花园', leaf: false };
  const code = await filled('ycg', [orderingLead.actions.pickEstate(estate)]);
  const { state, puts } = await play([
    orderingLead.actions.open('ycg'),
    typedAgain,
    orderingLead.actions.setSmsCode(code),
    orderingLead.actions.submit({ intent: 'lead:t' }),
  ]);
  expect(state.coverage.status === 'ready' && state.coverage.data.covered).toBe(false);
  expect(routed(puts)[0]).toBe('/tip/success?type=leadBuilding');
  expect(sim.db.leads.find((l) => l.phone === PHONE)).toMatchObject({
    covered: false,
    addressCode: '5301110201',
    addressText: '金马花园关上街道世纪城1栋1单元101室',
  });
});

it('collect2: an own number of another operator is refused at its field, nothing recorded', async () => {
  const code = await filled('ycg2', [orderingLead.actions.edit({ mobile: '13800138000', commitFen: 5900 })]);
  const { state } = await play([
    orderingLead.actions.open('ycg2'),
    orderingLead.actions.edit({ phone: PHONE, mobile: '13800138000' }),
    orderingLead.actions.setSmsCode(code),
    orderingLead.actions.submit({ intent: 'lead:t' }),
  ]);
  expect(state.errors.mobile).toEqual({ key: 'ordering.lead.notOurs' });
  expect(sim.db.leads.filter((l) => l.phone === PHONE)).toHaveLength(0);
});

it('collect2: the own number is pre-checked through the global model, which keeps it as preCheckInfo', async () => {
  const code = await filled('ycg2', [orderingLead.actions.edit({ mobile: '18687120001', commitFen: 9900 })]);
  const { puts } = await play([
    orderingLead.actions.open('ycg2'),
    orderingLead.actions.setSmsCode(code),
    orderingLead.actions.submit({ intent: 'lead:t' }),
  ]);
  const asked = puts
    .map((p) => (p as { payload?: { action?: { type?: string; payload?: unknown } } }).payload?.action)
    .filter((a) => a?.type === global.actions.preCheckToPhone.type);
  expect(asked).toEqual([global.actions.preCheckToPhone({ phone: '18687120001' })]);
});

it('collect2: this operator’s own number and a tier are recorded with the lead', async () => {
  const code = await filled('ycg2', [orderingLead.actions.edit({ mobile: '18687120001', commitFen: 9900 })]);
  const { puts } = await play([
    orderingLead.actions.open('ycg2'),
    orderingLead.actions.edit({ phone: PHONE, mobile: '18687120001' }),
    orderingLead.actions.setSmsCode(code),
    orderingLead.actions.submit({ intent: 'lead:t' }),
  ]);
  expect(routed(puts)).toEqual(['/tip/success?type=lead']);
  expect(sim.db.leads.find((l) => l.phone === PHONE)).toMatchObject({
    source: 'ycg2',
    mobile: '18687120001',
    commitFen: 9900,
  });
});

it('names each wrong field; collect2 wants the own number and a tier', () => {
  const draft = { ...newLead('x'), name: 'Li', phone: '123', detail: '123456' };
  expect(
    Object.keys(leadProblems({ draft, smsCode: '' }, ['name', 'phone', 'smsCode', 'areaCode', 'detail'], 0)),
  ).toEqual(['name', 'phone', 'smsCode', 'areaCode', 'detail']);
  expect(leadProblems({ draft, smsCode: '' }, ['mobile', 'commitFen'], 0)).toEqual({
    mobile: { key: 'ordering.field.required' },
    commitFen: { key: 'ordering.lead.pickCommit' },
  });
  expect(leadRequest('ycg', { ...draft, areaCode: '530111' }, '123456')).not.toHaveProperty('mobile');
});
