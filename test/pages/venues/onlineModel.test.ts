// /online (新入网有礼): the tasks from user/getNewOnLine, and a claim of a finished task (dealReward) with its
// idempotency key: claimed (toast, tasks again), refused (the reason on the task, the key released), cancelled (nothing),
// failed (onError, the same key on the retry).
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as omowebApi from '../../../src/services/api/omoweb';
import * as userApi from '../../../src/services/api/user';
import type { NewOnlineInfo, RewardRecord } from '../../../src/services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError, requestDigest } from '../../../src/services/request';
import venuesOnline, { claimDraft } from '../../../src/pages/venues/onlineModel';
import { inTurn } from '../../support/saga';

const selectOnline = venuesOnline.select;

const reducer = combineReducers({ venuesOnline: venuesOnline.reducer });
const run = (saga = venuesOnline.saga) => expectSaga(saga).withReducer(reducer);
const PHONE = '16687120010';

const tasks = (status: 'todo' | 'done' | 'claimed'): NewOnlineInfo => ({
  phone: PHONE,
  activatedOn: '2026-11-15',
  activeDays: 10,
  eligible: true,
  tasks: [
    { taskId: 'online_topup', title: '首次充值满50元', rewardText: '送10元话费', status },
    { taskId: 'online_follow', title: '关注官方公众号', rewardText: '领1GB流量', status: 'todo' },
  ],
});
const reward = { recordId: 'rw_1', actId: 'online', benefitId: 'online_topup' } as unknown as RewardRecord;

describe('venuesOnline.load', () => {
  it('reads the tasks and their states from the server (a form POST)', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(userApi.getNewOnLine), tasks('done')]])
      .dispatch(venuesOnline.actions.load())
      .call.fn(userApi.getNewOnLine)
      .silentRun(30);
    expect(selectOnline(storeState).info).toEqual({ status: 'ready', data: tasks('done') });
  });

  it('keeps a failure with its message (the page retries)', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(userApi.getNewOnLine), throwError(new RequestError('http', '服务繁忙'))]])
      .dispatch(venuesOnline.actions.load())
      .silentRun(30);
    expect(selectOnline(storeState).info).toEqual({ status: 'error', message: '服务繁忙' });
  });
});

describe('venuesOnline.claim', () => {
  it('claims a finished task with its key, says so and reads the tasks again', async () => {
    let read = 0;
    const sent: unknown[][] = [];
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), 'key-1'],
        {
          call(effect, next) {
            if (effect.fn === omowebApi.dealReward) {
              sent.push(effect.args);
              return reward;
            }
            if (effect.fn !== userApi.getNewOnLine) return next();
            read += 1;
            return tasks('claimed');
          },
        },
      ])
      .dispatch(venuesOnline.actions.claim({ phone: PHONE, taskId: 'online_topup' }))
      .call(
        idempotencyKeyFor,
        claimDraft(PHONE, 'online_topup'),
        requestDigest({ actId: 'online', benefitId: 'online_topup' }),
      )
      .call(releaseIdempotencyKey, claimDraft(PHONE, 'online_topup'))
      .put.like({ action: { type: 'ui/toast' } })
      .silentRun(30);
    expect(read).toBe(1);
    expect(sent).toEqual([
      [{ actId: 'online', benefitId: 'online_topup' }, expect.objectContaining({ idempotencyKey: 'key-1' })],
    ]);
    expect(selectOnline(storeState).info).toEqual({ status: 'ready', data: tasks('claimed') });
    expect(selectOnline(storeState).refusal).toBeUndefined();
  });

  it('keeps a refusal on its task in words and releases the key (a definite answer)', async () => {
    const refused = new RequestError('business', '仅限新入网用户（入网90天内）', { code: 'E_INELIGIBLE' });
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), 'key-1'],
        [matchers.call.fn(omowebApi.dealReward), throwError(refused)],
      ])
      .dispatch(venuesOnline.actions.claim({ phone: PHONE, taskId: 'online_topup' }))
      .call(releaseIdempotencyKey, claimDraft(PHONE, 'online_topup'))
      .not.put.actionType('venuesOnline/claim/@@error')
      .not.call.fn(userApi.getNewOnLine)
      .silentRun(30);
    expect(selectOnline(storeState)).toMatchObject({ task: 'online_topup', refusal: '仅限新入网用户（入网90天内）' });
  });

  it('says nothing when the customer closes a gate', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), 'key-1'],
        [matchers.call.fn(omowebApi.dealReward), throwError(new RequestError('cancelled', '请完成验证'))],
      ])
      .dispatch(venuesOnline.actions.claim({ phone: PHONE, taskId: 'online_topup' }))
      .not.call.fn(releaseIdempotencyKey)
      .not.put.actionType('venuesOnline/claim/@@error')
      .not.put.like({ action: { type: 'ui/toast' } })
      .silentRun(30);
    expect(selectOnline(storeState).refusal).toBeUndefined();
  });

  it('lets a failure reach onError, keeps the key and sends the same key on the retry', async () => {
    const keys: string[] = [];
    let first = true;
    const claim = venuesOnline.actions.claim({ phone: PHONE, taskId: 'online_topup' });
    await run(inTurn(venuesOnline, claim, claim))
      .provide([
        [matchers.call.fn(userApi.getNewOnLine), tasks('claimed')],
        {
          call(effect, next) {
            if (effect.fn !== omowebApi.dealReward) return next();
            keys.push((effect.args[1] as { idempotencyKey: string }).idempotencyKey);
            if (first) {
              first = false;
              throw new RequestError('timeout', '网络超时');
            }
            return reward;
          },
        },
      ])
      .put.actionType('venuesOnline/claim/@@error')
      .silentRun(3000);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends one claim for a burst of taps (one submission at a time)', async () => {
    let claims = 0;
    await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), 'key-1'],
        [matchers.call.fn(userApi.getNewOnLine), tasks('claimed')],
        {
          call(effect, next) {
            if (effect.fn !== omowebApi.dealReward) return next();
            claims += 1;
            return new Promise((resolve) => setTimeout(() => resolve(reward), 10));
          },
        },
      ])
      .dispatch(venuesOnline.actions.claim({ phone: PHONE, taskId: 'online_topup' }))
      .dispatch(venuesOnline.actions.claim({ phone: PHONE, taskId: 'online_topup' }))
      .dispatch(venuesOnline.actions.claim({ phone: PHONE, taskId: 'online_topup' }))
      .silentRun(50);
    expect(claims).toBe(1);
  });
});
