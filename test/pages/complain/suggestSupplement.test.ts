// What the complaints family adds around the complaint form: the images of the other forms (a suggestion, an
// appeal's evidence, the material a pending ticket asks for), a suggestion's submission with its reference number,
// and 补充材料 on a ticket pending more information, against the operator simulator (in-process through msw).
import { File as NodeFile } from 'node:buffer';
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { inProgressTicketNo } from '../../../mocks/db/seed/records';
import { setupSimulatorServer } from '../../../mocks/msw';
import complainImages, { imagesDraft, imagesOf } from '../../../src/pages/complain/imagesModel';
import { suggestionProblems } from '../../../src/pages/complain/Suggest';
import complainTicketForm from '../../../src/pages/complain/ticketFormModel';
import complainTicket, { supplementKey } from '../../../src/pages/complain/ticketModel';
import { readDraft, saveDraft } from '../../../src/pages/shared/draft';
import { dataOf } from '../../../src/pages/shared/load';
import * as activityApi from '../../../src/services/api/activity';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError, requestDigest } from '../../../src/services/request';
import { logInAs } from '../../support/app';
import { inTurn, runToEnd } from '../../support/saga';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

/** 王强's complaint in progress (30 hours old), numbered by its filing time: read from the seed. */
const seeded = () => inProgressTicketNo(sim.db.seededAt);
const TEXT = '希望账单页面增加年度消费汇总功能。';
const anyDraft = (v: Record<string, unknown>): v is Record<string, unknown> => typeof v === 'object';

const operator = (ticketNo: string, status: string) =>
  fetch(`http://localhost/sms2-api/__sim/tickets/${ticketNo}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  }).then((r) => r.json() as Promise<{ status: number }>);

describe('imagesModel: the images of a form', () => {
  const reducer = combineReducers({ complainImages: complainImages.reducer });
  const file = (type = 'image/png', size = 10) =>
    new NodeFile([new Uint8Array(size)], 'a.png', { type }) as unknown as Blob & { name?: string };

  it('uploads one image into its form, keeps it in the draft, and leaves the other forms alone', async () => {
    const { storeState } = await expectSaga(complainImages.saga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(activityApi.formMainUpload), { fileId: 'f_1', url: '/u/f_1', size: 10 }]])
      .dispatch(complainImages.actions.open('suggest'))
      .dispatch(complainImages.actions.upload({ set: 'suggest', file: file() }))
      .silentRun(50);
    const s = complainImages.select(storeState);
    expect(imagesOf(s, 'suggest')).toMatchObject([{ status: 'done', fileId: 'f_1', name: 'a.png' }]);
    expect(imagesOf(s, 'appeal')).toEqual([]);
    expect(readDraft(imagesDraft('suggest'), anyDraft)).toMatchObject({ images: [{ fileId: 'f_1' }] });
  });

  it('reopens a form with the uploaded images of its draft (a reload, a re-login)', async () => {
    saveDraft(imagesDraft('appeal'), { images: [{ key: 'k', name: 'x.jpg', status: 'done', fileId: 'f_9' }] });
    const { storeState } = await expectSaga(complainImages.saga)
      .withReducer(reducer)
      .dispatch(complainImages.actions.open('appeal'))
      .silentRun(20);
    expect(imagesOf(complainImages.select(storeState), 'appeal')).toMatchObject([{ fileId: 'f_9', status: 'done' }]);
  });

  it('refuses a gif and a file over 5 MB before uploading, and keeps a failed upload for its retry', async () => {
    let calls = 0;
    const { storeState } = await expectSaga(complainImages.saga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn !== activityApi.formMainUpload) return next();
          calls += 1;
          if (calls === 1) throw new RequestError('timeout', '网络超时');
          return { fileId: 'f_2', url: '/u/f_2', size: 10 };
        },
      })
      .dispatch(complainImages.actions.upload({ set: 's', file: file('image/gif') }))
      .dispatch(complainImages.actions.upload({ set: 's', file: file('image/png', 5 * 1024 * 1024 + 1) }))
      .silentRun(30);
    expect(complainImages.select(storeState).problems.s).toBe('complain.form.imageSize');
    expect(calls).toBe(0);
    const { storeState: failedOnce } = await expectSaga(complainImages.saga)
      .withReducer(reducer, storeState as ReturnType<typeof reducer>)
      .provide({
        call(effect, next) {
          if (effect.fn !== activityApi.formMainUpload) return next();
          calls += 1;
          if (calls === 1) throw new RequestError('timeout', '网络超时');
          return { fileId: 'f_2', url: '/u/f_2', size: 10 };
        },
      })
      .dispatch(complainImages.actions.upload({ set: 's', file: file() }))
      .silentRun(30);
    const slot = imagesOf(complainImages.select(failedOnce), 's')[0];
    expect(slot).toMatchObject({ status: 'error', message: '网络超时' });
    const { storeState: retried } = await expectSaga(complainImages.saga)
      .withReducer(reducer, failedOnce as ReturnType<typeof reducer>)
      .provide([[matchers.call.fn(activityApi.formMainUpload), { fileId: 'f_2', url: '/u/f_2', size: 10 }]])
      .dispatch(complainImages.actions.upload({ set: 's', key: slot?.key }))
      .silentRun(30);
    expect(imagesOf(complainImages.select(retried), 's')).toMatchObject([
      { key: slot?.key, status: 'done', fileId: 'f_2' },
    ]);
  });
});

describe('a suggestion', () => {
  const reducer = combineReducers({ complainTicketForm: complainTicketForm.reducer });
  const suggest = (over: Partial<{ topic: string; text: string }> = {}) =>
    complainTicketForm.actions.submit({
      req: { formType: 'suggestion', category: [over.topic ?? 'App体验'], text: over.text ?? TEXT, images: [] },
      draft: 'complain:suggest',
      id: 'draft-1',
      images: 'suggest',
      next: '/suggest/success?ticketNo={ticketNo}',
    });

  it('checks topic, length, contact and images before it goes', () => {
    const form = { id: 'x', topic: '', text: 'short', contactPhone: '123' };
    expect(Object.keys(suggestionProblems(form, false)).sort()).toEqual(['contactPhone', 'images', 'text', 'topic']);
    expect(suggestionProblems({ ...form, topic: '资费', text: TEXT, contactPhone: '' }, true)).toEqual({});
  });

  it('is filed with the key of its draft, opens its result with the reference number and forgets the drafts', async () => {
    await logInAs('o_sim_001');
    saveDraft('complain:suggest', { id: 'draft-1', topic: 'App体验', text: TEXT, contactPhone: '' });
    saveDraft(imagesDraft('suggest'), { images: [] });
    const { effects, storeState } = await runToEnd(
      expectSaga(complainTicketForm.saga)
        .withReducer(reducer)
        .dispatch(suggest())
        .call(
          idempotencyKeyFor,
          'complain:suggestion:draft-1',
          requestDigest({ formType: 'suggestion', category: ['App体验'], text: TEXT, images: [] }),
        ),
      5000,
    );
    const to = (effects.put ?? [])
      .map(
        (p) => (p as { payload?: { action?: { payload?: { args?: unknown[] } } } }).payload?.action?.payload?.args?.[0],
      )
      .find((x) => typeof x === 'string');
    expect(to).toMatch(/^\/suggest\/success\?ticketNo=GD\d{16}$/);
    expect(complainTicketForm.select(storeState)).toEqual({ refusal: undefined });
    expect(readDraft('complain:suggest', anyDraft)).toBeUndefined();
    expect(readDraft(imagesDraft('suggest'), anyDraft)).toBeUndefined();
    const ticketNo = new URLSearchParams((to as string).split('?')[1]).get('ticketNo') ?? '';
    expect(await activityApi.formMainDetail({ ticketNo })).toMatchObject({ category: ['App体验'], text: TEXT });
  });

  /** The suggestions 李明 has filed, as the server holds them. */
  const filed = async () =>
    ((await activityApi.formMainList({ formType: 'suggestion', status: 'all' }))?.list ?? []).map((x) => x.ticketNo);
  const pushedTo = (puts: unknown[] | undefined) =>
    (puts ?? [])
      .map(
        (p) => (p as { payload?: { action?: { payload?: { args?: unknown[] } } } }).payload?.action?.payload?.args?.[0],
      )
      .filter((x): x is string => typeof x === 'string');
  const failed = (puts: unknown[] | undefined) =>
    (puts ?? []).filter(
      (p) =>
        (p as { payload?: { action?: { type?: string } } }).payload?.action?.type ===
        'complainTicketForm/submit/@@error',
    ).length;

  it('edited after a lost answer, goes with a new key and is filed: never the old key with the new text (422)', async () => {
    await logInAs('o_sim_001');
    const before = await filed();
    // The server files the suggestion, then the connection drops: the key stays for the retry.
    sim.faults.add({ path: 'activity/formMain/add', kind: 'dropAfterCommit', times: 1 });
    const EDITED = `${TEXT}另外希望支持导出账单。`;
    const { effects, storeState } = await expectSaga(inTurn(complainTicketForm, suggest(), suggest({ text: EDITED })))
      .withReducer(reducer)
      .silentRun(5000);
    expect(failed(effects.put)).toBe(1); // the lost answer only
    expect(complainTicketForm.select(storeState).refusal).toBeUndefined();
    const [to] = pushedTo(effects.put);
    expect(to).toMatch(/^\/suggest\/success\?ticketNo=GD\d{16}$/);
    const ticketNo = new URLSearchParams(to.split('?')[1]).get('ticketNo') ?? '';
    expect(await activityApi.formMainDetail({ ticketNo })).toMatchObject({ text: EDITED });
    // The first (done before its answer was lost) and the edited one: two requests, two suggestions.
    expect((await filed()).length).toBe(before.length + 2);
  });

  it('sent again unchanged after a lost answer and a re-login, goes with the same key: the first suggestion', async () => {
    await logInAs('o_sim_001');
    const before = await filed();
    sim.faults.add({ path: 'activity/formMain/add', kind: 'dropAfterCommit', times: 1 });
    const lost = await expectSaga(inTurn(complainTicketForm, suggest())).withReducer(reducer).silentRun(5000);
    expect(failed(lost.effects.put)).toBe(1);
    // The session ended meanwhile: the customer logs in again, the page is loaded anew, the same text is sent.
    await logInAs('o_sim_001');
    window.sessionStorage.clear();
    const { effects } = await expectSaga(inTurn(complainTicketForm, suggest())).withReducer(reducer).silentRun(5000);
    expect(failed(effects.put)).toBe(0);
    const [to] = pushedTo(effects.put);
    const ticketNo = new URLSearchParams(to.split('?')[1]).get('ticketNo') ?? '';
    const after = await filed();
    expect(after.length).toBe(before.length + 1);
    expect(after).toContain(ticketNo);
  });

  it("shows the server's refusal and keeps the draft", async () => {
    await logInAs('o_sim_001');
    saveDraft('complain:suggest', { id: 'draft-1', topic: '无此主题', text: TEXT, contactPhone: '' });
    const { storeState } = await runToEnd(
      expectSaga(complainTicketForm.saga)
        .withReducer(reducer)
        .dispatch(suggest({ topic: '无此主题' })),
      5000,
    );
    expect(complainTicketForm.select(storeState).refusal).toBe('请选择建议主题');
    expect(readDraft('complain:suggest', anyDraft)).toBeDefined();
  });
});

describe('补充材料 on a ticket', () => {
  const reducer = combineReducers({ complainTicket: complainTicket.reducer });
  const send = (ticketNo: string) =>
    complainTicket.actions.supplement({
      ticketNo,
      text: '补充：信号差的位置在小区3栋地下车库。',
      images: [],
      draft: 'complain:supplement:x',
      imagesSet: `supplement:${ticketNo}`,
    });

  it('is refused while the ticket is not pending, saying why, releasing the key (a definite answer)', async () => {
    await logInAs('o_sim_001');
    saveDraft('complain:supplement:x', { text: 'kept' });
    const { storeState } = await runToEnd(
      expectSaga(complainTicket.saga)
        .withReducer(reducer)
        .dispatch(send(seeded()))
        .call(
          idempotencyKeyFor,
          supplementKey(seeded()),
          requestDigest({
            formType: 'supplement',
            relatedTicket: seeded(),
            text: '补充：信号差的位置在小区3栋地下车库。',
            images: [],
          }),
        )
        .call(releaseIdempotencyKey, supplementKey(seeded())),
      5000,
    );
    const s = complainTicket.select(storeState);
    expect(s.notice).toEqual({ action: 'supplement', ok: false, text: '当前工单无需补充材料' });
    expect(complainTicket.select.acting(storeState)).toBeUndefined();
    expect(readDraft('complain:supplement:x', anyDraft)).toEqual({ text: 'kept' });
  });

  it('is sent once the operator asks for it; the ticket goes back to in progress and the draft is gone', async () => {
    await logInAs('o_sim_001');
    expect((await operator(seeded(), 'pending')).status).toBe(1);
    saveDraft('complain:supplement:x', { text: 'typed' });
    const { storeState } = await expectSaga(
      inTurn(complainTicket, complainTicket.actions.load(seeded()), send(seeded())),
    )
      .withReducer(reducer)
      .call.fn(idempotencyKeyFor)
      .silentRun(3000);
    const s = complainTicket.select(storeState);
    expect(s.notice).toEqual({ action: 'supplement', ok: true, text: '' });
    expect(dataOf(s.detail)).toMatchObject({ status: 'inProgress', canSupplement: false });
    expect(dataOf(s.detail)?.notes.some((n) => n.kind === 'supplement')).toBe(true);
    expect(readDraft('complain:supplement:x', anyDraft)).toBeUndefined();
  });
});
