// `/complain`: filing against the operator simulator (in-process through msw): without SMS, with the refund SMS
// (captcha gate), with an image; the draft and its idempotency key kept on a failure; a duplicate pointed to.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { inTurn } from '../../support/saga';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { inProgressTicketNo } from '../../../mocks/db/seed/records';
import { setupSimulatorServer } from '../../../mocks/msw';
import complain, { complaintIntent, DRAFT, fileProblem, problemsOf } from '../../../src/pages/complain/complainModel';
import { readDraft } from '../../../src/pages/shared/draft';
import { setGateProvider } from '../../../src/services';
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

const WANG = '18687120001';
const reducer = combineReducers({ complain: complain.reducer });
type Action = Parameters<ReturnType<typeof expectSaga>['dispatch']>[0];
const TEXT = '宣传的免费流量包实际每月收费十元，与营业员所说不符。';

async function play(actions: Action[], provide: Parameters<ReturnType<typeof expectSaga>['provide']>[0] = []) {
  const saga = expectSaga(inTurn(complain, ...actions))
    .withReducer(reducer)
    .provide(provide);
  const result = await saga.silentRun(5000);
  return { state: complain.select(result.storeState), puts: result.effects.put ?? [] };
}

/** The category of the form as typed (the submission's intent). */
const cat = (s: { form: { root: string; sub: string } }) => ({ root: s.form.root, sub: s.form.sub });

const pushed = (puts: unknown[]): string | undefined => {
  for (const p of puts) {
    const action = (p as { payload?: { action?: { type?: string; payload?: { args?: unknown[] } } } }).payload?.action;
    if (action?.type === '@@router/CALL_HISTORY_METHOD') return String(action.payload?.args?.[0]);
  }
  return undefined;
};

const fill = (root: string, sub: string) => [
  complain.actions.open({ boundPhone: WANG }),
  complain.actions.edit({ root }),
  complain.actions.edit({ sub }),
  complain.actions.edit({ text: TEXT }),
];

it('judges the form before it goes: category, description length, number, SMS for refunds', () => {
  const base = { smsCode: '', images: [] };
  const form = {
    id: 'x',
    root: '',
    sub: '',
    phone: '123',
    contactPhone: '',
    occurredOn: '',
    text: 'short',
    relatedOrder: '',
  };
  expect(Object.keys(problemsOf({ ...base, form })).sort()).toEqual(['category', 'phone', 'text']);
  const refund = { ...form, root: '资费争议', sub: '退费申请', phone: WANG, text: TEXT };
  expect(Object.keys(problemsOf({ ...base, form: refund }))).toEqual(['smsCode']);
  expect(problemsOf({ ...base, smsCode: '123456', form: refund })).toEqual({});
  expect(fileProblem({ type: 'image/gif', size: 10 })).toBe('complain.form.imageType');
  expect(fileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('complain.form.imageSize');
  expect(fileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeUndefined();
});

it('files a complaint without SMS, with an image, and opens its result; the draft is gone', async () => {
  await logInAs('o_sim_001');
  // The upload itself is imagesModel's and the browser journey's (jsdom cannot send multipart through msw): here the
  // simulator holds the file the upload answered with.
  const at = Date.now();
  sim.db.uploads.f_test = { fileId: 'f_test', name: 'signal.png', type: 'image/png', size: 2048, phone: WANG, at };
  const { state: typed } = await play(fill('营销宣传', '虚假宣传'));
  expect(readDraft(DRAFT, (v): v is Record<string, unknown> => 'form' in v)).toBeDefined();

  const { state, puts } = await play([
    complain.actions.open({ boundPhone: WANG }),
    complain.actions.submit({ ...cat(typed), images: ['f_test'] }),
  ]);
  const to = pushed(puts) ?? '';
  expect(to).toMatch(/^\/complain\/success\?ticketNo=GD\d{16}&dueAt=/);
  expect(state.refusal).toBeUndefined();
  expect(readDraft(DRAFT, (v): v is Record<string, unknown> => 'form' in v)).toBeUndefined();
  const ticketNo = new URLSearchParams(to.split('?')[1]).get('ticketNo') ?? '';
  const detail = await activityApi.formMainDetail({ ticketNo });
  expect(detail).toMatchObject({ status: 'acknowledged', category: ['营销宣传', '虚假宣传'], text: TEXT });
  expect(detail.images).toEqual(['/sms2-api/__sim/uploads/f_test']);
});

it('files a refund complaint with the SMS code sent through the captcha gate', async () => {
  await logInAs('o_sim_001');
  setGateProvider({
    captcha: async () => {
      await fetch('http://localhost/sms2-api/user/kaptcha/cmp1');
      return { kaptcha: sim.captchaText('cmp1') ?? '', kaptchaId: 'cmp1' };
    },
    sms: async () => ({ smsCode: '', kaptchaId: '', phone: WANG }),
  });
  // The seeded refund ticket is resolved, so a new 资费争议 is no duplicate.
  const { state: sent } = await play([...fill('资费争议', '退费申请'), complain.actions.sendSms()]);
  expect(sent.sms.sentTo).toBe(WANG);
  const code = sim.latestSms(WANG) ?? '';
  expect(code).toMatch(/^\d{6}$/);

  const { state: refused } = await play([
    complain.actions.open({ boundPhone: WANG }),
    complain.actions.setCode('000000' === code ? '111111' : '000000'),
    complain.actions.submit({ ...cat(sent), images: [] }),
  ]);
  // Said at the code's field, not again below the form; the input stays.
  expect(refused.errors.smsCode).toEqual({ text: expect.stringMatching(/验证码/) });
  expect(refused.refusal).toBeUndefined();
  expect(refused.form.text).toBe(TEXT);

  const { puts } = await play([
    complain.actions.open({ boundPhone: WANG }),
    complain.actions.setCode(code),
    complain.actions.submit({ ...cat(sent), images: [] }),
  ]);
  expect(pushed(puts)).toMatch(/^\/complain\/success\?ticketNo=GD/);
});

it('points to the open complaint of the same category instead of a duplicate', async () => {
  await logInAs('o_sim_001');
  const { state: typed } = await play(fill('网络质量', '无法上网'));
  const { state, puts } = await play([
    complain.actions.open({ boundPhone: WANG }),
    complain.actions.submit({ ...cat(typed), images: [] }),
  ]);
  expect(pushed(puts)).toBeUndefined();
  expect(state.refusal).toEqual({
    text: expect.stringMatching(/同类投诉/),
    ticketNo: inProgressTicketNo(sim.db.seededAt),
  });
});

it('sends a failure to onError, keeps the input and the key; a retry, from a new tab too, sends the same key', async () => {
  const timeout = new RequestError('timeout', '网络超时');
  const { state: typed } = await play(fill('营销宣传', '虚假宣传'));
  const submit = complain.actions.submit({ ...cat(typed), images: [] });
  const { state, puts } = await play(
    [complain.actions.open({ boundPhone: WANG }), submit],
    [
      [matchers.call.fn(activityApi.formMainAdd), throwError(timeout)],
      // The lost answer is confirmed in the tickets first: no such complaint, so the timeout is the failure.
      [matchers.call.fn(activityApi.formMainList), { list: [], total: 0 }],
    ],
  );
  // Not a refusal: nothing below the form; the failure toast (onError) says it.
  expect(state.refusal).toBeUndefined();
  expect(
    puts.some(
      (p) => (p as { payload?: { action?: { type?: string } } }).payload?.action?.type === 'complain/submit/@@error',
    ),
  ).toBe(true);
  expect(state.form).toMatchObject({ root: '营销宣传', sub: '虚假宣传', text: TEXT });
  const key = idempotencyKeyFor(complaintIntent(state.form));

  // The retry comes from a new tab (its sessionStorage empty, the form typed again): the same key all the same.
  window.sessionStorage.clear();
  let sentKey: string | undefined;
  await play(
    [...fill('营销宣传', '虚假宣传'), submit],
    [
      {
        call(effect, next) {
          if (effect.fn !== activityApi.formMainAdd) return next();
          sentKey = (effect.args[1] as { idempotencyKey?: string }).idempotencyKey;
          return { ticketNo: 'GD2026112300000001' };
        },
      },
    ],
  );
  expect(sentKey).toBe(key);
  expect(idempotencyKeyFor(complaintIntent(state.form))).not.toBe(key);
});

it('edited after a lost answer that could not be confirmed: a new key, so the server points to the first (never 422)', async () => {
  await logInAs('o_sim_001');
  const { state: typed } = await play(fill('营销宣传', '虚假宣传'));
  // The server files the complaint and the answer is lost; the tickets cannot be read to confirm it, now or at
  // the retry.
  sim.faults.add({ path: 'activity/formMain/add', kind: 'dropAfterCommit', times: 1 });
  sim.faults.add({ path: 'activity/formMain/list', kind: 'http', status: 500, times: 2 });
  const submit = complain.actions.submit({ ...cat(typed), images: [] });
  const { state, puts } = await play([
    ...fill('营销宣传', '虚假宣传'),
    submit,
    // The customer edits the description and sends again.
    complain.actions.edit({ text: `${TEXT}营业员承诺的是永久免费。` }),
    submit,
  ]);
  const errors = puts.filter(
    (p) => (p as { payload?: { action?: { type?: string } } }).payload?.action?.type === 'complain/submit/@@error',
  );
  expect(errors).toHaveLength(1); // the first, whose outcome is unknown
  // The edit went with a new key: the server answers with the complaint it filed first, which the form points to.
  const page = await activityApi.formMainList({ formType: 'complaint' as const, status: 'all' as const });
  const filed = (page?.list ?? []).filter((x) => x.category.join('/') === '营销宣传/虚假宣传');
  expect(filed).toHaveLength(1);
  expect(state.refusal).toEqual({ text: expect.stringMatching(/同类投诉/), ticketNo: filed[0]?.ticketNo });
  expect(state.form.text).toBe(`${TEXT}营业员承诺的是永久免费。`); // what the customer typed stays
});

it('says nothing when the customer closes the captcha gate, and keeps the key', async () => {
  const { state: typed } = await play(fill('营销宣传', '虚假宣传'));
  const key = idempotencyKeyFor(complaintIntent(typed.form));
  const open = complain.actions.open({ boundPhone: WANG });
  await expectSaga(inTurn(complain, open, complain.actions.submit({ ...cat(typed), images: [] })))
    .withReducer(reducer)
    .provide([[matchers.call.fn(activityApi.formMainAdd), throwError(new RequestError('cancelled', '请完成验证'))]])
    .not.put.actionType('complain/submit/@@error')
    .not.call.fn(releaseIdempotencyKey)
    .silentRun(3000);
  expect(idempotencyKeyFor(complaintIntent(typed.form))).toBe(key);
});
