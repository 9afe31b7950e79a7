// The trials: each trial's view on the shared state machine (可申请, 体验中 with days left, 已体验, 无需体验, not
// open, ended), and the model's apply as expectSaga flows: started (the result), refused on 5G, tried already.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as activityApi from '../../../src/services/api/activity';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import type { ActiveInfo } from '../../../src/services/api/types';
import { releaseIdempotencyKey, RequestError } from '../../../src/services/request';
import saleTrial, { trialKey, trialOfPath, trialView, TRIALS } from '../../../src/pages/sale/trialModel';
import { addMessages, t } from '../../../src/locales';
import { messages } from '../../../src/pages/sale/messages';

const NOW = Date.parse('2025-06-15T10:00:00+08:00');
const info = (over: Partial<ActiveInfo> = {}): ActiveInfo => ({
  actId: 'FIVEG_TRIAL',
  status: 'active',
  serverTime: '2025-06-15T10:00:00+08:00',
  startAt: '2025-04-16T10:00:00+08:00',
  endAt: '2025-10-13T10:00:00+08:00',
  eligible: true,
  reasons: [],
  joined: false,
  quotaLeft: 1,
  ...over,
});
const biz = (code: string, msg: string) => new RequestError('business', msg, { code });
const run = () => expectSaga(saleTrial.saga).withReducer(combineReducers({ saleTrial: saleTrial.reducer as never }));

describe('trial views', () => {
  it('open, trying with days left, tried, not needed, not open, ended', () => {
    expect(trialView(info(), NOW)).toEqual({ kind: 'open' });
    expect(trialView(info({ joined: true, eligible: false, until: '2025-06-17T09:00:00+08:00' }), NOW)).toMatchObject({
      kind: 'trying',
      daysLeft: 2,
    });
    expect(trialView(info({ joined: true, eligible: false, until: '2025-06-14T09:00:00+08:00' }), NOW)).toEqual({
      kind: 'tried',
    });
    expect(trialView(info({ eligible: false, reasons: ['您已是5G套餐用户，无需体验'] }), NOW)).toEqual({
      kind: 'ineligible',
      reason: '您已是5G套餐用户，无需体验',
    });
    expect(trialView(info({ startAt: '2025-07-01T00:00:00+08:00' }), NOW).kind).toBe('notStarted');
    expect(trialView(info({ endAt: '2025-06-01T00:00:00+08:00' }), NOW).kind).toBe('ended');
  });

  it('gives each trial its own note: only the 5G trial speaks of 5G plans', () => {
    addMessages(messages);
    const notes = TRIALS.map((x) => t(x.note));
    expect(new Set(notes).size).toBe(TRIALS.length);
    expect(notes.filter((n) => /5G/.test(n))).toEqual([t('sale.trial.rule3')]);
    expect(t(TRIALS[0].note)).toMatch(/5G/);
  });

  it('finds each route its trial', () => {
    expect(TRIALS.map((x) => trialOfPath(x.path)?.code)).toEqual([
      'FIVEG_TRIAL',
      'VIDEO_RING_TRIAL',
      'CLOUD_DRIVE_TRIAL',
    ]);
    expect(trialOfPath('/experience/second/')?.code).toBe('VIDEO_RING_TRIAL');
  });
});

describe('load and apply', () => {
  it('loads the three trials side by side; one failing shows alone', async () => {
    const { storeState } = await run()
      .provide({
        call(effect, next) {
          if (effect.fn === handlebusiApi.queryActiveInfo) {
            const { actId } = effect.args[0] as { actId: string };
            if (actId === 'CLOUD_DRIVE_TRIAL') throw new RequestError('http', '系统繁忙', { status: 500 });
            return info({ actId });
          }
          return next();
        },
      })
      .dispatch(saleTrial.actions.load({ codes: TRIALS.map((x) => x.code) }))
      .silentRun(50);
    const s = saleTrial.select(storeState);
    expect(s.byCode.FIVEG_TRIAL?.status).toBe('ready');
    expect(s.byCode.VIDEO_RING_TRIAL?.status).toBe('ready');
    expect(s.byCode.CLOUD_DRIVE_TRIAL).toEqual({ status: 'error', message: '系统繁忙' });
  });

  it('started: ep/add once with the key, the result kept, the standing read again', async () => {
    const started = {
      trialCode: 'VIDEO_RING_TRIAL',
      startAt: '2025-06-15T10:00:00+08:00',
      endAt: '2025-07-15T10:00:00+08:00',
    };
    const { storeState, effects } = await run()
      .provide([
        [matchers.call.fn(activityApi.epAdd), started],
        [
          matchers.call.fn(handlebusiApi.queryActiveInfo),
          info({ actId: 'VIDEO_RING_TRIAL', joined: true, until: started.endAt }),
        ],
      ])
      .dispatch(saleTrial.actions.apply({ code: 'VIDEO_RING_TRIAL' }))
      .silentRun(50);
    const calls = (effects.call ?? []).filter((c: any) => c.payload.fn === activityApi.epAdd);
    expect(calls).toHaveLength(1);
    expect(calls[0].payload.args[0]).toEqual({ trialCode: 'VIDEO_RING_TRIAL' });
    expect(calls[0].payload.args[1].idempotencyKey).toEqual(expect.any(String));
    const s = saleTrial.select(storeState);
    expect(s.started).toEqual(started);
    expect(s.byCode.VIDEO_RING_TRIAL?.status).toBe('ready');
  });

  it('refused on a 5G plan (无需体验) and when tried already: said on the trial', async () => {
    for (const [code, msg] of [
      ['E_NO_NEED', '您已是5G套餐用户，无需体验'],
      ['E_TRIAL_USED', '您已体验过该业务'],
    ]) {
      const { storeState } = await run()
        .provide([
          [matchers.call.fn(activityApi.epAdd), throwError(biz(code ?? '', msg ?? ''))],
          [matchers.call.fn(handlebusiApi.queryActiveInfo), info()],
        ])
        .dispatch(saleTrial.actions.apply({ code: 'FIVEG_TRIAL' }))
        .call(releaseIdempotencyKey, trialKey('FIVEG_TRIAL'))
        .not.put.actionType('saleTrial/apply/@@error')
        .silentRun(50);
      const s = saleTrial.select(storeState);
      expect(s.refusal).toEqual({ code: 'FIVEG_TRIAL', text: msg });
      expect(s.started).toBeUndefined();
    }
  });

  it('a failure that is no refusal reaches onError, not the trial; the key is kept', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(activityApi.epAdd), throwError(new RequestError('network', '网络异常'))]])
      .dispatch(saleTrial.actions.apply({ code: 'FIVEG_TRIAL' }))
      .put.actionType('saleTrial/apply/@@error')
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(50);
    expect(saleTrial.select(storeState).refusal).toBeUndefined();
  });

  it('a closed gate says nothing', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(activityApi.epAdd), throwError(new RequestError('cancelled', '请完成验证'))]])
      .dispatch(saleTrial.actions.apply({ code: 'FIVEG_TRIAL' }))
      .not.put.actionType('saleTrial/apply/@@error')
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(50);
    expect(saleTrial.select(storeState).refusal).toBeUndefined();
  });
});
