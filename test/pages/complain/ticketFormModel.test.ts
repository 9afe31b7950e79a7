// `/complain/evaluation` and `/complain/appeal`: their submission against the operator simulator (in-process through
// msw) and its clock: rating once, within 7 days of the resolution, only when resolved; an appeal once, when rated
// 2 stars or less; a refusal keeps the idempotency key for the retry.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { runToEnd, inTurn } from '../../support/saga';
import { inProgressTicketNo } from '../../../mocks/db/seed/records';
import { setupSimulatorServer } from '../../../mocks/msw';
import complainTicketForm, { formIntent, type TicketFormInput } from '../../../src/pages/complain/ticketFormModel';
import * as activityApi from '../../../src/services/api/activity';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError } from '../../../src/services/request';
import { logInAs } from '../../support/app';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const reducer = combineReducers({ complainTicketForm: complainTicketForm.reducer });
/** 王强's complaint in progress (30 hours old), numbered by its filing time: read from the seed. */
const seeded = () => inProgressTicketNo(sim.db.seededAt);

async function send(input: TicketFormInput) {
  const { storeState, effects } = await runToEnd(
    expectSaga(complainTicketForm.saga).withReducer(reducer).dispatch(complainTicketForm.actions.submit(input)),
    400,
  );
  const to = (effects.put ?? [])
    .map(
      (p) => (p as { payload?: { action?: { payload?: { args?: unknown[] } } } }).payload?.action?.payload?.args?.[0],
    )
    .find((x) => typeof x === 'string');
  return { state: complainTicketForm.select(storeState), to };
}

const rate = (ticketNo: string, rating: 1 | 2 | 3 | 4 | 5) =>
  send({
    req: { formType: 'evaluation', relatedTicket: ticketNo, rating, tags: ['处理慢'], solved: false },
    draft: 'd',
    next: `/complain/processDetails?ticketNo={ticketNo}&rated=${rating}`,
  });
const appeal = (ticketNo: string) =>
  send({
    req: { formType: 'appeal', relatedTicket: ticketNo, text: '处理结果没有解决问题，信号依旧很差。' },
    draft: 'd',
    next: '/complain/success?type=appeal&ticketNo={ticketNo}&dueAt={dueAt}',
  });

const resolve = (ticketNo: string) =>
  fetch(`http://localhost/sms2-api/__sim/tickets/${ticketNo}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'resolved' }),
  }).then((r) => r.json() as Promise<{ status: number }>);

it('refuses to rate before the resolution, rates once after it, then offers the appeal', async () => {
  await logInAs('o_sim_001');
  expect((await rate(seeded(), 1)).state.refusal).toBe('工单办结后才能评价');
  expect((await appeal(seeded())).state.refusal).toMatch(/仅对处理不满意/);

  expect((await resolve(seeded())).status).toBe(1);
  const rated = await rate(seeded(), 1);
  expect(rated.state).toEqual({ refusal: undefined });
  expect(rated.to).toBe(`/complain/processDetails?ticketNo=${seeded()}&rated=1`);
  expect((await rate(seeded(), 5)).state.refusal).toBe('该工单已评价');

  const appealed = await appeal(seeded());
  expect(appealed.to).toMatch(/^\/complain\/success\?type=appeal&ticketNo=GD\d{16}&dueAt=\d{4}-/);
  expect((await appeal(seeded())).state.refusal).toBe('该工单已申诉过');
});

it('refuses a rating more than 7 days after the resolution', async () => {
  await logInAs('o_sim_001');
  await resolve(seeded());
  sim.setClock({ advanceMs: 7 * 86400_000 + 60_000 });
  expect((await rate(seeded(), 4)).state.refusal).toBe('已超过7天评价期，工单已归档');
});

it('sends a failed rating to onError and keeps its idempotency key: the retry sends the same', async () => {
  const intent = `complain:evaluation:${seeded()}`;
  const key = idempotencyKeyFor(intent);
  const sent: unknown[] = [];
  let fail = true;
  const rating = complainTicketForm.actions.submit({
    req: { formType: 'evaluation', relatedTicket: seeded(), rating: 3 },
    draft: 'd',
    next: '/done?ticketNo={ticketNo}',
  });
  const { storeState } = await expectSaga(inTurn(complainTicketForm, rating, rating))
    .withReducer(reducer)
    .provide([
      {
        call(effect, next) {
          if (effect.fn !== activityApi.formMainAdd) return next();
          sent.push((effect.args[1] as { idempotencyKey?: string }).idempotencyKey);
          if (fail) {
            fail = false;
            throw new RequestError('timeout', '网络超时');
          }
          return { ticketNo: 'GD1' };
        },
      },
    ])
    .put.actionType('complainTicketForm/submit/@@error')
    .call(releaseIdempotencyKey, intent)
    .silentRun(3000);
  // Not a refusal: nothing at the form; the same key both times, released once the server answered.
  expect(sent).toEqual([key, key]);
  expect(complainTicketForm.select(storeState)).toEqual({ refusal: undefined });
  expect(idempotencyKeyFor(intent)).not.toBe(key);
});

it('releases the key of a refused form and shows the reason; a cancel says nothing and keeps the key', async () => {
  const input: TicketFormInput = {
    req: { formType: 'suggestion', category: ['产品'], text: '建议增加夜间流量包的档位。' },
    draft: 'd',
    id: 'draft-1',
    next: '/',
  };
  const intent = formIntent(input);
  const key = idempotencyKeyFor(intent);
  const cancelled = await expectSaga(complainTicketForm.saga)
    .withReducer(reducer)
    .provide({
      call(effect, next) {
        if (effect.fn === activityApi.formMainAdd) throw new RequestError('cancelled', '请完成验证');
        return next();
      },
    })
    .dispatch(complainTicketForm.actions.submit(input))
    .not.put.actionType('complainTicketForm/submit/@@error')
    .not.call.fn(releaseIdempotencyKey)
    .silentRun(30);
  expect(complainTicketForm.select(cancelled.storeState).refusal).toBeUndefined();
  expect(idempotencyKeyFor(intent)).toBe(key);

  const refused = await expectSaga(complainTicketForm.saga)
    .withReducer(reducer)
    .provide({
      call(effect, next) {
        if (effect.fn === activityApi.formMainAdd)
          throw new RequestError('business', '建议内容重复', { code: 'E_DUPLICATE' });
        return next();
      },
    })
    .dispatch(complainTicketForm.actions.submit(input))
    .call(releaseIdempotencyKey, intent)
    .not.put.actionType('complainTicketForm/submit/@@error')
    .silentRun(30);
  expect(complainTicketForm.select(refused.storeState).refusal).toBe('建议内容重复');
  expect(idempotencyKeyFor(intent)).not.toBe(key);
});
