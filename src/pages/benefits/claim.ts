// The claim itself, outside the model's effects: what dealReward (or the gkux partner) gave, a lost answer confirmed
// in the customer's prizes, and a success that said nothing of what it gave told by the prizes read again.
import { call } from 'typed-redux-saga';
import type { Submission } from '../../core';
import { t } from '../../locales';
import * as activityApi from '../../services/api/activity';
import * as omowebApi from '../../services/api/omoweb';
import type { RewardRecord } from '../../services/api/types';
import { serverTime } from '../shared/outcome';
import type { BenefitMode } from './config';
import type { BenefitsState } from './state';

/**
 * The claim itself: a code of the gkux partner, or a benefit (or a draw) through dealReward, whose lost answer is
 * confirmed in the customer's prizes (this benefit claimed since the intent began).
 */
export function* claimRecord(actId: string, benefitId: string, mode: BenefitMode, submission: Submission) {
  const { keyFor, send } = submission;
  if (mode === 'code') {
    const req = { actId };
    const got = yield* call(activityApi.gkuxGetCode, req, { idempotencyKey: yield* keyFor(req) });
    const record: RewardRecord = {
      recordId: got.code,
      actId,
      benefitId,
      name: t('benefits.gkux.codeName'),
      type: 'code',
      status: 'issued',
      claimedAt: got.claimedAt,
      code: got.code,
    };
    return record;
  }
  const asked = mode === 'draw' ? 'draw' : benefitId;
  const req = { actId, benefitId: asked };
  return yield* send(
    req,
    function* (idempotencyKey) {
      return yield* call(omowebApi.dealReward, req, { idempotencyKey });
    },
    {
      *confirm(since) {
        const prizes = yield* call(omowebApi.queryRecord, { actId });
        return (prizes ?? []).find(
          (r) =>
            (asked === 'draw' || r.benefitId === asked) && r.status !== 'failed' && serverTime(r.claimedAt) >= since,
        );
      },
    },
  );
}

/**
 * The prize of a claim the server accepted without saying what it gave (`answer` has no record): the newest of this
 * benefit (of any, for a draw) in the prizes read again; else the benefit as the page lists it.
 */
export function toldByPrizes(answer: RewardRecord, state: BenefitsState, actId: string, asked: string): RewardRecord {
  const { prizes, standing } = state;
  const made =
    prizes.status === 'ready'
      ? prizes.data.find((r) => (asked === 'draw' || r.benefitId === asked) && r.status !== 'failed')
      : undefined;
  if (made) return made;
  const listed = standing.status === 'ready' ? standing.data.benefits?.find((b) => b.id === asked) : undefined;
  return { ...answer, actId, benefitId: asked, name: listed?.name ?? answer.name };
}
