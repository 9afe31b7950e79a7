// Package change against the operator simulator (in-process through msw): the standing of each refusal (12-month
// lock, no downgrade under contract, secondary cards first), the change (SMS gate: success, wrong code, one a
// month) and the cancel of the pending change.
import type { Action } from 'redux';
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { inTurn } from '../../support/saga';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { setupSimulatorServer } from '../../../mocks/msw';
import changePlan, { cancelKey, changeKey, pendingOf } from '../../../src/pages/change/planModel';
// The draft port of the submit kind (the app's chunks load it with the forms).
import '../../../src/pages/shared/draft';
import { dataOf } from '../../../src/pages/shared/load';
import { setGateProvider } from '../../../src/services';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError } from '../../../src/services/request';
import { logInAs } from '../../support/app';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  setGateProvider(undefined);
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const reducer = combineReducers({ changePlan: changePlan.reducer });

async function play(actions: Action[]) {
  const saga = expectSaga(inTurn(changePlan, ...actions)).withReducer(reducer);
  const result = await saga.silentRun(5000);
  return { state: changePlan.select(result.storeState), puts: result.effects.put ?? [] };
}

const pushed = (puts: unknown[]): string | undefined => {
  for (const p of puts) {
    const action = (p as { payload?: { action?: { type?: string; payload?: { args?: unknown[] } } } }).payload?.action;
    if (action?.type === '@@router/CALL_HISTORY_METHOD') return String(action.payload?.args?.[0]);
  }
  return undefined;
};

/** A business code to `phone` (a minute later than the last one: one code a minute per number), with the picture
 *  captcha every send needs, read from the simulator. */
async function send(phone: string): Promise<string> {
  sim.setClock({ advanceMs: 61_000 });
  const kaptchaId = `plan${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await fetch(`http://localhost/sms2-api/user/kaptcha/${kaptchaId}`);
  await handlebusiApi.getBusiSmsNotLogin(
    { phone, kaptchaId, kaptcha: sim.captchaText(kaptchaId) ?? '' },
    { skipCaptcha: true },
  );
  return sim.latestSms(phone) ?? '';
}

/** The SMS gate answered as a customer would: a code sent to the number, then typed (or a wrong one). */
function gate(phone: string, wrong = false) {
  setGateProvider({
    captcha: () => Promise.reject(new Error('no captcha expected')),
    sms: async () => {
      await send(phone);
      const code = sim.latestSms(phone) ?? '';
      return { smsCode: wrong ? (code === '000000' ? '111111' : '000000') : code, kaptchaId: '', phone };
    },
  });
}

const standing = async (code: string) => dataOf((await play([changePlan.actions.loadDetail({ code })])).state.standing);

describe('eligibility (queryActiveInfo of a plan)', () => {
  it('张敏 cannot leave a plan within 12 months', async () => {
    await logInAs('o_sim_003');
    const info = await standing('P5G59');
    expect(info).toMatchObject({ eligible: false, reasonCodes: ['lock'] });
    expect(info?.reasons[0]).toBe('套餐12个月内不能转出');
  });

  it('马超 cannot downgrade under contract, but can upgrade', async () => {
    await logInAs('o_sim_031');
    expect(await standing('P5G59')).toMatchObject({ eligible: false, reasons: ['合约期内不可降档'] });
    expect(await standing('P5G129')).toMatchObject({ eligible: true, reasons: [] });
  });

  it('吴婷 must unbind her secondary card before a downgrade', async () => {
    await logInAs('o_sim_032');
    expect(await standing('P4G59')).toMatchObject({
      eligible: false,
      reasons: ['请先解绑副卡'],
      reasonCodes: ['secondary'],
    });
  });

  it('王强 may change to a bigger plan; the list shows his plan and no pending change', async () => {
    await logInAs('o_sim_001');
    expect(await standing('P5G99')).toMatchObject({ eligible: true });
    const { state } = await play([changePlan.actions.loadList()]);
    expect(dataOf(state.current)?.planCode).toBe('P5G59');
    expect(dataOf(state.plans)?.length).toBe(6);
    expect(pendingOf(dataOf(state.changes) ?? [], dataOf(state.plans) ?? [])).toBeUndefined();
  });
});

describe('change and cancel', () => {
  it('changes once with the SMS code: pending from the 1st of next month; a second change this month is refused', async () => {
    await logInAs('o_sim_001');
    gate('18687120001');
    const { puts } = await play([changePlan.actions.change({ code: 'P5G99' })]);
    expect(pushed(puts)).toMatch(/^\/tip\/success\?type=planChange&next=%2FmodifyPackage&effectiveAt=/);
    const { state } = await play([changePlan.actions.loadList()]);
    const pending = pendingOf(dataOf(state.changes) ?? [], dataOf(state.plans) ?? []);
    expect(pending).toMatchObject({ productCode: 'P5G99', status: 'pending', cancellable: true });
    expect(pending?.effectiveAt).toMatch(/-01T00:00:00/);

    gate('18687120001');
    const again = await play([changePlan.actions.change({ code: 'P5G129' })]);
    expect(pushed(again.puts)).toBeUndefined();
    expect(again.state.changeError).toMatch(/待生效|每月仅可办理1次/);
  });

  it('keeps the target and says why when the SMS code is wrong', async () => {
    await logInAs('o_sim_001');
    gate('18687120001', true);
    const { state, puts } = await play([changePlan.actions.change({ code: 'P5G99' })]);
    expect(pushed(puts)).toBeUndefined();
    expect(state.changeError).toMatch(/验证码/);
    expect(JSON.parse(window.sessionStorage.getItem('sms2_draft_change:plan') ?? '{}')).toEqual({
      owner: '',
      at: expect.any(Number) as number,
      value: { code: 'P5G99' },
    });
  });

  it('cancels the pending change through the SMS gate, with a code of its own; the banner leaves', async () => {
    await logInAs('o_sim_001');
    gate('18687120001');
    await play([changePlan.actions.change({ code: 'P5G99' })]);
    const { state } = await play([changePlan.actions.loadList()]);
    const pending = pendingOf(dataOf(state.changes) ?? [], dataOf(state.plans) ?? []);
    // The gate sends the cancel its own code (a minute after the change's: one code a minute per number).
    sim.setClock({ advanceMs: 61_000 });
    let asked = 0;
    setGateProvider({
      captcha: () => Promise.reject(new Error('no captcha expected')),
      sms: async () => {
        asked += 1;
        const code = await send('18687120001');
        return { smsCode: code, kaptchaId: '', phone: '18687120001' };
      },
    });
    const done = await play([changePlan.actions.cancel({ recordId: pending?.recordId ?? '' })]);
    expect(asked).toBe(1);
    expect(done.state.cancel.error).toBeUndefined();
    expect(pendingOf(dataOf(done.state.changes) ?? [], dataOf(done.state.plans) ?? [])).toBeUndefined();
    expect(await standing('P5G99')).toMatchObject({ eligible: true });
  });
});

describe('the change and the cancel are submits', () => {
  const run = () => expectSaga(changePlan.saga).withReducer(reducer);
  const KEY = 'idem-plan';

  it('a change cancelled at the gate says nothing and keeps the key', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.handle), throwError(new RequestError('cancelled', '请完成验证'))],
      ])
      .dispatch(changePlan.actions.change({ code: 'P5G99' }))
      .not.call.fn(releaseIdempotencyKey)
      .not.put.actionType('changePlan/change/@@error')
      .silentRun(30);
    expect(changePlan.select(storeState).changeError).toBeUndefined();
  });

  it('a refused change: the reason on the page, the standing read again, the key released', async () => {
    const refused = new RequestError('business', '每月仅可办理1次套餐变更', { code: 'E_ONCE' });
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.handle), throwError(refused)],
        [matchers.call.fn(handlebusiApi.queryActiveInfo), { eligible: false, reasons: ['每月仅可办理1次套餐变更'] }],
      ])
      .dispatch(changePlan.actions.change({ code: 'P5G99' }))
      .call(handlebusiApi.queryActiveInfo, { actId: 'P5G99' })
      .call(releaseIdempotencyKey, changeKey('P5G99'))
      .not.put.actionType('changePlan/change/@@error')
      .silentRun(30);
    expect(changePlan.select(storeState).changeError).toBe('每月仅可办理1次套餐变更');
  });

  it('a change whose answer is lost and cannot be confirmed is the failure toast (onError), not a refusal', async () => {
    window.localStorage.clear();
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(handlebusiApi.handle), throwError(new RequestError('timeout', '请求超时'))],
        [matchers.call.fn(handlebusiApi.queryUserProductInfo), throwError(new RequestError('timeout', '请求超时'))],
      ])
      .dispatch(changePlan.actions.change({ code: 'P5G99' }))
      .put.actionType('changePlan/change/@@error')
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(30);
    expect(changePlan.select(storeState).changeError).toBeUndefined();
  });

  it("a refused cancel: the server's reason at the code, the key released", async () => {
    const refused = new RequestError('business', '短信验证码错误', { code: 'E_SMS' });
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.cancelUserProductInfo), throwError(refused)],
      ])
      .dispatch(changePlan.actions.setCancel({ recordId: 'rec_1' }))
      .dispatch(changePlan.actions.cancel({ recordId: 'rec_1' }))
      .call(releaseIdempotencyKey, cancelKey('rec_1'))
      .not.put.actionType('changePlan/cancel/@@error')
      .silentRun(30);
    expect(changePlan.select(storeState).cancel).toMatchObject({ recordId: 'rec_1', error: '短信验证码错误' });
  });

  it('a failed cancel is the failure toast (onError); the field stays open, the key kept', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.cancelUserProductInfo), throwError(new RequestError('network', '网络异常'))],
      ])
      .dispatch(changePlan.actions.setCancel({ recordId: 'rec_1' }))
      .dispatch(changePlan.actions.cancel({ recordId: 'rec_1' }))
      .put.actionType('changePlan/cancel/@@error')
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(30);
    expect(changePlan.select(storeState).cancel).toMatchObject({ recordId: 'rec_1', error: undefined });
  });
});
