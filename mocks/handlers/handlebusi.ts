// handlebusi/*: the paths several families share, an activity's window and eligibility (queryActiveInfo) and the
// business SMS codes. The families' own handlebusi paths are in recharge.ts (pre-check), ordering/ (card,
// product and broadband orders), change.ts (agent ordering), dataPacks.ts (busi/handle), business/records.ts
// (handling records) and sale.ts (seckill).
import type { ActiveInfo, BusiSmsReq, SaleInfoReq, SendSmsReq, SmsSent } from '../../src/services/api/types';
import type { Ctx, RouteDef } from '../core/context';
import { biz, HttpError, MSG } from '../core/errors';
import { DAY, dayKey, isoCn } from '../core/time';
import { PERSONA } from '../db/seed/people';
import { planStanding, terminationStanding } from '../services/change';
import { HANDSET_ACT, handsetInfo } from '../services/handsets';
import {
  ARREARS_REASON,
  balanceReason,
  balanceShort,
  findOffering,
  offeringReasons,
  planOf,
} from '../services/products';
import { trialInfo } from '../services/sale';
import { activityStatus, passCaptcha, route, send, statusMessage } from './common';
import { giftReasons } from './depositGift';
import { seckillReasons } from './sale';

// TODO(types): move to src/services/api/types — /newRecharge/tooth/:token checks its campaign token up front.
export interface SaleInfoSimReq extends SaleInfoReq {
  token?: string;
}

// ---------------------------------------------------------------- activity info

export function activeInfo(ctx: Ctx, actId: string): ActiveInfo {
  const sub = ctx.who.phone ? ctx.state.subscribers[ctx.who.phone] : undefined;
  const serverTime = isoCn(ctx.now);
  const act = ctx.state.activities[actId];
  if (act) {
    const status = activityStatus(act, ctx.now, dayKey(ctx.now));
    let reasons: string[] = status === 'active' ? [] : [statusMessage(status)];
    let joined = false;
    if (sub) {
      if (act.kind === 'depositGift') ({ reasons, joined } = giftReasons(ctx, act, sub));
      if (act.kind === 'seckill') reasons = [...reasons, ...seckillReasons(ctx, sub)];
      if (act.kind === 'trial') joined = ctx.state.trials.some((t) => t.phone === sub.phone);
      if (act.kind === 'benefit') joined = ctx.state.rewards.some((r) => r.phone === sub.phone && r.actId === actId);
      if (
        act.whitelist &&
        act.kind !== 'depositGift' &&
        !sub.whitelists.includes(act.whitelist) &&
        !(actId === 'gcy' && (planOf(ctx.state, sub.planCode)?.monthlyFen ?? 0) >= 5900)
      )
        reasons.push('很抱歉，您暂不符合参与条件');
    }
    const quotaLeft =
      act.totalStock !== undefined
        ? Math.max(0, act.totalStock - act.totalJoined)
        : act.dailyQuota !== undefined
          ? Math.max(0, act.dailyQuota - (act.joinedByDay[dayKey(ctx.now)] ?? 0))
          : joined
            ? 0
            : 1;
    return {
      actId,
      status,
      serverTime,
      startAt: isoCn(act.startAt),
      endAt: isoCn(act.endAt),
      eligible: reasons.length === 0 && !!sub,
      reasons: sub ? reasons : [...reasons, '请先登录'],
      joined,
      quotaLeft,
      shareImg: `/sms2-api/__sim/img/share_${actId}.svg`,
    };
  }
  const o = findOffering(ctx.state, actId);
  if (o) {
    const start = o.startAt ?? ctx.state.seededAt - 365 * DAY;
    const end = o.endAt ?? ctx.state.seededAt + 365 * DAY;
    const status =
      ctx.now < start
        ? 'notStarted'
        : ctx.now >= end
          ? 'ended'
          : o.stock !== undefined && o.sold >= o.stock
            ? 'soldOut'
            : 'active';
    const reasons = sub ? offeringReasons(ctx.state, sub, o, ctx.now) : ['请先登录'];
    // A balance below the price is said here, before any gate, as busi/handle would refuse it (E_BALANCE).
    if (sub && !reasons.length && balanceShort(sub, o)) reasons.push(balanceReason(o));
    const joined = sub ? sub.subscriptions.some((s) => s.code === o.code && s.status === 'active') : false;
    return {
      actId,
      status,
      serverTime,
      startAt: isoCn(start),
      endAt: isoCn(end),
      eligible: reasons.length === 0,
      reasons,
      // What resolves each: arrears and a short balance, a top-up.
      reasonCodes: reasons.map((r) =>
        r === ARREARS_REASON ? 'arrears' : r === (sub && balanceReason(o)) ? 'balance' : 'other',
      ),
      joined,
      quotaLeft: o.stock !== undefined ? Math.max(0, o.stock - o.sold) : joined && !o.stackable ? 0 : 1,
    };
  }
  const plan = planOf(ctx.state, actId);
  if (plan && sub) return planStanding(ctx.state, sub, plan, ctx.now);
  if (actId === 'termination' && sub) return terminationStanding(ctx.state, sub, ctx.now);
  if (plan || actId === 'termination') throw new HttpError(401, 'E_UNAUTHORIZED', MSG.unauthorized);
  throw biz('E_ACT_NOT_FOUND', '活动不存在或已下线');
}

export const handlebusiRoutes: RouteDef[] = [
  route(
    'handlebusi/busi/getBusiSmsNotLogin',
    'G0',
    'Business SMS code for a visitor (captcha gate, as every SMS send; the app asks it first as an extension of §7).',
    (ctx): SmsSent => {
      passCaptcha(ctx);
      return send(ctx, ctx.params.as<SendSmsReq>().optStr('phone'), 'busi');
    },
    { as: 'anon', method: 'POST', captcha: true, params: { phone: PERSONA.zhang } },
    { captcha: true },
  ),
  route(
    'handlebusi/busi/getBusiSms',
    'G0',
    'Business SMS code (captcha gate; payload in the query string).',
    (ctx): SmsSent => {
      passCaptcha(ctx);
      return send(ctx, ctx.params.as<BusiSmsReq>().optStr('phone'), 'busi');
    },
    { as: 'anon', method: 'POST', captcha: true, params: { phone: PERSONA.zhang } },
    { captcha: true },
  ),
  route(
    'handlebusi/saleInfo/queryActiveInfo',
    'G0',
    "An activity's (or a pack code's) window, state and the caller's eligibility; tooth checks ?token=.",
    (ctx): ActiveInfo => {
      const p = ctx.params.as<SaleInfoSimReq>();
      const actId = p.str('actId');
      const trial = trialInfo(ctx, actId);
      if (trial) return trial;
      if (actId === HANDSET_ACT) return handsetInfo(ctx);
      const info = activeInfo(ctx, actId);
      const token = p.optStr('token');
      if (token !== undefined) {
        const t = ctx.state.toothTokens[token];
        const reason = !t ? '活动链接无效' : t.validUntil <= ctx.now ? '活动链接已过期' : undefined;
        if (reason) return { ...info, eligible: false, reasons: [reason, ...info.reasons], tokenValid: false };
        return { ...info, tokenValid: true };
      }
      return info;
    },
    { as: 'wang', method: 'GET', params: { actId: 'seckill' } },
  ),
];
