// The sale family's rules (flash sale, voting, trials) that several handlers share: the free trials and what a
// customer holds of them, the flash-sale items a customer has won, and the options voted for today.
import type { ActiveInfo } from '../../src/services/api/types';
import type { Ctx } from '../core/context';
import { DAY, dayKey, isoCn } from '../core/time';
import type { SimState, Subscriber } from '../db/types';
import { activityStatus, statusMessage } from '../handlers/common';
import { planOf } from './products';

/** The three free trials of /experience (activity `experience`): once per number each. */
export const TRIALS: Record<string, { days: number; name: string }> = {
  FIVEG_TRIAL: { days: 3, name: '5G加速体验' },
  VIDEO_RING_TRIAL: { days: 30, name: '视频彩铃体验' },
  CLOUD_DRIVE_TRIAL: { days: 30, name: '100GB云盘体验' },
};

/** The service a trial tries: a customer who has it in force needs no trial of it. */
const TRIED_SERVICE: Record<string, { codes: readonly string[]; reason: string }> = {
  VIDEO_RING_TRIAL: { codes: ['VIDEO_RING'], reason: '您已开通视频彩铃，无需体验' },
  CLOUD_DRIVE_TRIAL: { codes: ['CLOUD_100G'], reason: '您已开通联通云盘，无需体验' },
};

/** Why a customer may not start a trial (before the once-per-number rule). */
export function trialReasons(state: SimState, sub: Subscriber, code: string): string[] {
  if (code === 'FIVEG_TRIAL' && planOf(state, sub.planCode)?.is5G) return ['您已是5G套餐用户，无需体验'];
  const tried = TRIED_SERVICE[code];
  if (tried) {
    // In force as a subscription (one not unsubscribed) or among the number's value-added services.
    const subscribed = sub.subscriptions.some((s) => tried.codes.includes(s.code) && s.status === 'active');
    const service = (state.internetServices[sub.phone] ?? []).some(
      (s) => tried.codes.includes(s.code) && s.status === 'active',
    );
    if (subscribed || service) return [tried.reason];
  }
  return [];
}

/**
 * queryActiveInfo of a trial code: the `experience` window, the caller's eligibility, and, once tried, `joined`
 * with `until` (体验中 before it, 已体验 after).
 */
export function trialInfo(ctx: Ctx, code: string): ActiveInfo | undefined {
  if (!TRIALS[code]) return undefined;
  const act = ctx.state.activities.experience;
  if (!act) return undefined;
  const sub = ctx.who.phone ? ctx.state.subscribers[ctx.who.phone] : undefined;
  const status = activityStatus(act, ctx.now, dayKey(ctx.now));
  const mine = sub ? ctx.state.trials.find((t) => t.phone === sub.phone && t.trialCode === code) : undefined;
  const reasons = [
    ...(status === 'active' ? [] : [statusMessage(status)]),
    ...(sub ? trialReasons(ctx.state, sub, code) : ['请先登录']),
    ...(mine ? ['您已体验过该业务'] : []),
  ];
  return {
    actId: code,
    status,
    serverTime: isoCn(ctx.now),
    startAt: isoCn(act.startAt),
    endAt: isoCn(act.endAt),
    eligible: !!sub && reasons.length === 0,
    reasons,
    joined: !!mine,
    quotaLeft: mine ? 0 : 1,
    shareImg: '/sms2-api/__sim/img/share_experience.svg',
    ...(mine ? { until: isoCn(mine.endAt) } : {}),
  };
}

/** The flash-sale items a number has won (an order not cancelled): one win per customer per item. */
export function wonItems(state: SimState, phone: string | undefined): Set<string> {
  const won = new Set<string>();
  if (!phone) return won;
  for (const o of Object.values(state.productOrders))
    if (o.kind === 'seckill' && o.phone === phone && o.itemId && o.stateCode !== 18) won.add(o.itemId);
  return won;
}

/** The options a number voted for today. */
export function votedToday(state: SimState, phone: string | undefined, now: number): string[] {
  if (!phone) return [];
  const today = dayKey(now);
  return state.votes.filter((v) => v.phone === phone && v.day === today).map((v) => v.optionId);
}

/** How long a trial lasts, in ms. */
export const trialMs = (code: string): number => (TRIALS[code]?.days ?? 0) * DAY;
