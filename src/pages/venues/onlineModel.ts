// `/online` (新入网有礼): the new subscriber's tasks and their states come from the server (user/getNewOnLine, a
// form POST); a finished task's reward is claimed with omoweb/rewardRecord/dealReward (actId online, the task id as
// the benefit). A claim is takeLeading with an idempotency key kept across retries; a refusal is said on its task.
import { call, put } from 'typed-redux-saga';
import { defineModel } from '../../core';
import { t } from '../../locales';
import ui from '../../models/ui';
import * as omowebApi from '../../services/api/omoweb';
import * as userApi from '../../services/api/user';
import type { NewOnlineInfo } from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey } from '../../services/request';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';

export const ONLINE_ACT = 'online';

export interface OnlineState {
  info: Load<NewOnlineInfo>;
  /** A refusal, by task. */
  errors: Record<string, string>;
}

const initial: OnlineState = { info: IDLE, errors: {} };

export const selectOnline = (s: { venuesOnline: OnlineState }) => s.venuesOnline;

const quiet = { onFail: () => undefined };

/** The idempotency draft of a claim: one claim of a task per number. */
export const claimDraft = (phone: string, taskId: string) => `online:${phone}:${taskId}`;

const venuesOnline = defineModel({
  namespace: 'venuesOnline',
  state: initial,
  reducers: {
    setInfo(state, { payload }: { payload: Load<NewOnlineInfo> }) {
      return { ...state, info: payload };
    },
    setError(state, { payload }: { payload: { taskId: string; message?: string } }) {
      const errors = { ...state.errors };
      if (payload.message) errors[payload.taskId] = payload.message;
      else delete errors[payload.taskId];
      return { ...state, errors };
    },
  },
  effects: (own) => {
    /** The tasks and their states (the load, and again after a claim). */
    function* readTasks() {
      yield* put(own.setInfo(LOADING));
      try {
        yield* put(own.setInfo(ready(yield* call(userApi.getNewOnLine, { actId: ONLINE_ACT }, quiet))));
      } catch (e) {
        yield* put(own.setInfo(failed(e)));
      }
    }
    return {
      /** takeLatest: the tasks and their states. */
      load: [
        function* () {
          yield* call(readTasks);
        },
        { type: 'takeLatest' },
      ],
      /**
       * takeLeading: claims a finished task's reward. Success: a toast and the tasks read again (the task shows
       * 已领取). Refused (not new, not done yet, already claimed, ended): the reason stays on the task.
       */
      claim: [
        function* ({ payload }: { payload: { phone: string; taskId: string } }, { call, put }) {
          yield* put(own.setError({ taskId: payload.taskId }));
          const draft = claimDraft(payload.phone, payload.taskId);
          const idempotencyKey = yield* call(idempotencyKeyFor, draft);
          try {
            yield* call(
              omowebApi.dealReward,
              { actId: ONLINE_ACT, benefitId: payload.taskId },
              { ...quiet, idempotencyKey },
            );
          } catch (e) {
            yield* put(own.setError({ taskId: payload.taskId, message: messageOf(e) }));
            return false;
          }
          yield* call(releaseIdempotencyKey, draft);
          void (yield* put(ui.actions.toast({ text: t('venues.online.claimed'), kind: 'success' })));
          yield* call(readTasks);
          return true;
        },
        { type: 'takeLeading' },
      ],
    };
  },
});

export default venuesOnline;
