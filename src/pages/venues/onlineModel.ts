// `/online` (新入网有礼): the new subscriber's tasks and their states come from the server (user/getNewOnLine, a
// form POST); a finished task's reward is claimed with omoweb/rewardRecord/dealReward (actId online, the task id as
// the benefit). A claim is a submit with an idempotency key kept across retries; a refusal is said on its task.
import { call } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import { t } from '../../locales';
import ui from '../../models/ui';
import * as omowebApi from '../../services/api/omoweb';
import * as userApi from '../../services/api/user';
import type { NewOnlineInfo } from '../../services/api/types';
import { IDLE, loadInto, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';

export const ONLINE_ACT = 'online';

export interface OnlineState {
  info: Load<NewOnlineInfo>;
  /** The task of the last claim, and the server's refusal of it (shown on that task). */
  task?: string;
  refusal?: string;
}

const initial: OnlineState = { info: IDLE };

/** The intent of a claim: one claim of a task per number (its idempotency key is kept across retries). */
export const claimDraft = (phone: string, taskId: string) => `online:${phone}:${taskId}`;

const set = setterOf<OnlineState>();

const venuesOnline = defineModel({
  namespace: 'venuesOnline',
  state: initial,
  reducers: {
    /** `setRefusal`: the server's refusal of the last claim (undefined as a claim starts). */
    setInfo: set('info'),
    setTask: set('task'),
    setRefusal: set('refusal'),
  },
  effects: (own) => {
    /** The tasks and their states (the load, and again after a claim). */
    function* readTasks() {
      yield* loadInto(own.setInfo, call(userApi.getNewOnLine, { actId: ONLINE_ACT }));
    }
    return {
      /** takeLatest: the tasks and their states. */
      load: [readTasks, { type: 'takeLatest' }],
      /**
       * submit: claims a finished task's reward, one at a time, with the key of its intent kept across retries.
       * Success: a toast and the tasks read again (the task shows 已领取). Refused (not new, not done yet, already
       * claimed, ended): the reason stays on the task. Anything else reaches onError.
       */
      claim: submit(
        function* ({ payload }: { payload: { phone: string; taskId: string } }, { call, put }, { keyFor }) {
          yield* put(own.setTask(payload.taskId));
          const req = { actId: ONLINE_ACT, benefitId: payload.taskId };
          yield* call(omowebApi.dealReward, req, { idempotencyKey: yield* keyFor(req) });
          void (yield* put(ui.actions.toast({ text: t('venues.online.claimed'), kind: 'success' })));
          yield* call(readTasks);
          return true;
        },
        { intent: ({ phone, taskId }) => claimDraft(phone, taskId), refused: own.setRefusal },
      ),
    };
  },
});

export default venuesOnline;
