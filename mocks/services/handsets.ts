// The handset-on-contract offer for existing customers (`/stockGetPhone`): its window and who may take it. The same
// rules the acceptance (businessAcceptance/reception) and the product order enforce: 12 months on the network, no
// arrears, no contract running, two stars or more. Its window runs from the seeding to a year after (ended: move
// the clock past it).
import type { ActiveInfo } from '../../src/services/api/types';
import type { Ctx } from '../core/context';
import { DAY, dateCn, isoCn, monthsBetween } from '../core/time';
import type { Subscriber } from '../db/types';
import { starNumber } from '../handlers/common';

export const HANDSET_ACT = 'stockGetPhone';

export function handsetReasons(sub: Subscriber, now: number): string[] {
  const reasons: string[] = [];
  if (monthsBetween(sub.activatedAt, now) < 12) reasons.push('在网不满12个月');
  if (sub.status === 'arrears') reasons.push('号码欠费');
  if (sub.contractEndsOn && sub.contractEndsOn >= dateCn(now)) reasons.push('已有合约在身');
  if (starNumber(sub) < 2) reasons.push('客户星级低于二星');
  return reasons;
}

export function handsetInfo(ctx: Ctx): ActiveInfo {
  const sub = ctx.who.phone ? ctx.state.subscribers[ctx.who.phone] : undefined;
  const start = ctx.state.seededAt - 30 * DAY;
  const end = ctx.state.seededAt + 365 * DAY;
  const handsets = ctx.state.catalogue.devices.filter((d) => d.kind === 'handset');
  const left = handsets.reduce((n, d) => n + Math.max(0, d.stock), 0);
  const status = ctx.now < start ? 'notStarted' : ctx.now >= end ? 'ended' : left === 0 ? 'soldOut' : 'active';
  const reasons = sub ? handsetReasons(sub, ctx.now) : ['请先登录'];
  return {
    actId: HANDSET_ACT,
    status,
    serverTime: isoCn(ctx.now),
    startAt: isoCn(start),
    endAt: isoCn(end),
    eligible: reasons.length === 0,
    reasons,
    joined: false,
    quotaLeft: left,
  };
}
