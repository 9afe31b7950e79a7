// The allowance of a number (bill/querySetMealaAlowance): the buckets of its plan and packs (general, targeted,
// 5G, voice, SMS), and what they are made of, each with its kind and its end (the plan's month, day packs, month
// packs, packs of some days, packs ordered by staff).
import type { Allowance, AllowancePack, Bucket } from '../../src/services/api/types';
import type { Ctx } from '../core/context';
import { DAY, isoCn, startOfDay, startOfNextMonth } from '../core/time';
import type { Subscriber } from '../db/types';

const PACK_KINDS = new Set(['pack', 'trial', 'pairPack']);

export function allowanceOf(ctx: Ctx, sub: Subscriber): Allowance {
  const plan = ctx.state.catalogue.plans.find((p) => p.code === sub.planCode);
  const active = sub.subscriptions.filter((s) => s.status === 'active' && PACK_KINDS.has(s.kind) && s.volumeKb > 0);
  const offeringOf = (code: string) => ctx.state.catalogue.offerings.find((o) => o.code === code);
  const fiveG = active.filter((s) => offeringOf(s.code)?.category === '5G');
  const targeted = active.filter((s) => offeringOf(s.code)?.category === 'targeted');
  const general = active.filter((s) => !fiveG.includes(s) && !targeted.includes(s));
  const sum = (xs: typeof active, f: (s: (typeof active)[number]) => number): number =>
    xs.reduce((n, s) => n + f(s), 0);
  const buckets: Bucket[] = [
    {
      type: 'general',
      name: '通用流量',
      total: (plan?.dataKb ?? 0) + sum(general, (s) => s.volumeKb),
      used: sub.usage.generalKb + sum(general, (s) => s.usedKb),
      unit: 'KB',
    },
    {
      type: 'targeted',
      name: '定向流量',
      total: (plan?.targetedKb ?? 0) + sum(targeted, (s) => s.volumeKb),
      used: sub.usage.targetedKb + sum(targeted, (s) => s.usedKb),
      unit: 'KB',
    },
  ];
  if (fiveG.length)
    buckets.push({
      type: '5G',
      // Every 5G pack (day, week, month, add-on), not the add-ons alone.
      name: '5G流量包',
      total: sum(fiveG, (s) => s.volumeKb),
      used: sum(fiveG, (s) => s.usedKb),
      unit: 'KB',
    });
  buckets.push({
    type: 'voice',
    name: '国内语音',
    total: plan?.voiceMinutes ?? 0,
    used: sub.usage.voiceMinutes,
    unit: 'minute',
  });
  buckets.push({ type: 'sms', name: '国内短信', total: plan?.sms ?? 0, used: sub.usage.sms, unit: 'item' });
  // What the data buckets are made of, each with its end: the plan's month, then each pack by its kind.
  const kindOf = (s: (typeof active)[number]): string => {
    if (s.staffId) return 'valet';
    const days = offeringOf(s.code)?.days;
    // A pack of no offering (a prize): a day pack when it ends with the day it started on.
    if (days === 1 || (days === undefined && !s.monthly && s.endAt <= startOfDay(s.startAt) + DAY)) return 'day';
    if (days === 0 || days === -1 || s.monthly) return 'month';
    return 'period';
  };
  const packs: AllowancePack[] = [
    ...(plan && plan.dataKb > 0
      ? [
          {
            name: plan.name,
            kind: 'plan',
            type: 'general' as const,
            total: plan.dataKb,
            // As the bucket counts it: the month's general use is the plan's (over it once the cap is lifted).
            used: sub.usage.generalKb,
            unit: 'KB' as const,
            expiresAt: isoCn(startOfNextMonth(ctx.now)),
          },
        ]
      : []),
    ...(plan?.targetedKb
      ? [
          {
            name: `${plan.name}（定向流量）`,
            kind: 'plan',
            type: 'targeted' as const,
            total: plan.targetedKb,
            used: sub.usage.targetedKb,
            unit: 'KB' as const,
            expiresAt: isoCn(startOfNextMonth(ctx.now)),
          },
        ]
      : []),
    ...active.map((s) => ({
      name: s.name,
      kind: kindOf(s),
      type: fiveG.includes(s) ? ('5G' as const) : targeted.includes(s) ? ('targeted' as const) : ('general' as const),
      total: s.volumeKb,
      used: s.usedKb,
      unit: 'KB' as const,
      // A monthly pack renews: it ends with the month as far as this allowance goes.
      expiresAt: isoCn(s.monthly ? startOfNextMonth(ctx.now) : s.endAt),
    })),
  ];
  const capped = plan?.capKb !== undefined && sub.usage.generalKb >= plan.capKb && !sub.capLifted;
  const throttled = sub.throttled && !(sub.speedRestoredUntil !== undefined && sub.speedRestoredUntil > ctx.now);
  return {
    phone: sub.phone,
    planCode: sub.planCode,
    planName: plan?.name ?? sub.planCode,
    is5G: plan?.is5G ?? false,
    buckets,
    packs,
    ...(plan?.capKb !== undefined ? { capKb: plan.capKb } : {}),
    capped,
    throttled,
    queryTime: isoCn(ctx.now),
  };
}
