// The pair pack's partner (/yjq, PAGES.md §2.4 PackDetail pair): whether the caller may invite this number, read
// before any gate (proposed path: the page asks it before the captcha and the SMS of `busi/handle`). The reasons
// are the order's own (handlers/dataPacks.ts refuses the same pair on `busi/handle`): a number of this operator in
// Yunnan, not one's own, in another city, and the pack's own rules (window, arrears).
import type { Eligibility, PairPartnerReq } from '../../../src/services/api/types';
import type { Ctx, RouteDef } from '../../core/context';
import { PERSONA } from '../../db/seed/people';
import type { Subscriber } from '../../db/types';
import { findOffering, offeringReasons } from '../../services/products';
import { assertPhone } from '../../services/verify';
import { preCheck, route } from '../common';

const PAIR_CODE = 'YJQ_PAIR';

/** Why `sub` may not invite `partner` to the pair pack, the first reason first; none when the pair may be ordered. */
export function pairReasons(ctx: Ctx, sub: Subscriber, partner: string): string[] {
  const reasons: string[] = [];
  const partnerSub = ctx.state.subscribers[partner];
  if (preCheck(ctx.state, partner, ctx.now).operator !== 'unicom' || !partnerSub) reasons.push('对方须为云南联通号码');
  else if (partner === sub.phone) reasons.push('不能邀请自己');
  else if (partnerSub.cityCode === sub.cityCode) reasons.push('异地恋情侣包仅限不同城市的号码办理');
  const pack = findOffering(ctx.state, PAIR_CODE);
  if (pack) reasons.push(...offeringReasons(ctx.state, sub, pack, ctx.now));
  return reasons;
}

export const pairRoutes: RouteDef[] = [
  route(
    'activity/yjq/checkPartner',
    'G2',
    'Whether the caller may invite this partner to the pair pack (operator, own number, same city, the pack’s rules), before any gate.',
    (ctx): Eligibility => {
      const partner = assertPhone(ctx.params.as<PairPartnerReq>().optStr('partnerPhone'));
      const reasons = pairReasons(ctx, ctx.me(), partner);
      return { eligible: reasons.length === 0, reasons };
    },
    { as: 'wang', method: 'GET', params: { partnerPhone: PERSONA.li } },
    { source: 'proposed' },
  ),
];
