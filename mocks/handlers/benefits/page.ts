// The benefits pages' standing (PAGES.md §2.4 BenefitClaim, §4 Activities): `activity/newSignin/pageInit` for a
// benefits activity answers the window of the current or next session, the activity's eligibility, every
// claimable with its stock and the customer's standing (claimed in its quota period, why not), the partners of the
// benefits zone and a pair-pack invite; for another activity, its vote options and counts or its check-in streak.
// Claims themselves are in rewards.ts (`dealReward`, `gkux/getCode`); this module reads the same rules so that the
// page and the claim never disagree.
import type { BenefitItem, Invite, SigninPage, SigninReq } from '../../../src/services/api/types';
import type { Ctx, RouteDef } from '../../core/context';
import { biz } from '../../core/errors';
import { cnParts, DAY, dayKey, fromCn, isoCn, startOfDay } from '../../core/time';
import { maskPhone } from '../../db/idcard';
import type { ActivityRow, BenefitRow, Subscriber } from '../../db/types';
import { votedToday } from '../../services/sale';
import { activityStatus, findActivity, route } from '../common';
import { claimReasons, drawChances, periodStart } from './rewards';

function signinPage(ctx: Ctx, actId: string): SigninPage {
  const act = findActivity(ctx.state, actId);
  if (BENEFIT_PAGES.has(actId)) return benefitsPage(ctx, act);
  const status = activityStatus(act, ctx.now, dayKey(ctx.now));
  const sub = ctx.who.phone ? ctx.state.subscribers[ctx.who.phone] : undefined;
  const today = dayKey(ctx.now);
  const base = { status, serverTime: isoCn(ctx.now), votedToday: [] as string[] };
  if (act.kind === 'vote') {
    const usedToday = sub ? ctx.state.votes.filter((v) => v.phone === sub.phone && v.day === today).length : 0;
    return {
      ...base,
      startAt: isoCn(act.startAt),
      endAt: isoCn(act.endAt),
      dailyQuota: 3,
      usedToday,
      streak: 0,
      votedToday: votedToday(ctx.state, sub?.phone, ctx.now),
      options: ctx.state.catalogue.voteOptions.map((o) => ({
        id: o.id,
        label: o.label,
        imageUrl: o.imageUrl,
        count: ctx.state.voteCounts[o.id] ?? 0,
      })),
    };
  }
  if (actId === 'friday' && sub && status === 'active' && cnParts(ctx.now).dow === 5 && cnParts(ctx.now).h >= 10) {
    if (!ctx.state.signins.some((s) => s.phone === sub.phone && s.actId === actId && s.day === today))
      ctx.state.signins.push({ phone: sub.phone, actId, day: today });
  }
  let streak = 0;
  if (sub) {
    const days = new Set(ctx.state.signins.filter((s) => s.phone === sub.phone && s.actId === actId).map((s) => s.day));
    const step = actId === 'friday' ? 7 : 1;
    for (let t = ctx.now; days.has(dayKey(t)); t -= step * DAY) streak += 1;
  }
  const benefits = ctx.state.benefits.filter((b) => b.actId === actId);
  const usedToday = sub
    ? ctx.state.rewards.filter((r) => r.phone === sub.phone && r.actId === actId && dayKey(r.claimedAt) === today)
        .length
    : 0;
  const dailyQuota = actId === 'bingdundun' && sub ? drawChances(ctx, sub).total : benefits.length;
  return {
    ...base,
    dailyQuota,
    usedToday,
    streak,
    options: benefits.map((b) => ({ id: b.benefitId, label: b.name, count: b.left })),
  };
}

/** The partners of the benefits zone (`read/getUrl`): some open only in a browser, some need a star level. */
export const PARTNERS: Record<string, { name: string; url: string; browserOnly: boolean; minStar?: number }> = {
  tencentVideo: { name: '腾讯视频', url: 'https://partner.example-video.cn/vip/claim', browserOnly: false },
  qqMusic: { name: 'QQ音乐', url: 'https://partner.example-music.cn/vip', browserOnly: false, minStar: 3 },
  reading: { name: '沃阅读', url: 'https://partner.example-read.cn/sso', browserOnly: true },
  iqiyi: { name: '爱奇艺', url: 'https://partner.example-iqiyi.cn/member', browserOnly: true, minStar: 4 },
};

/** The activities whose pageInit this module answers. */
export const BENEFIT_PAGES = new Set([
  'friday',
  'limitedWelfare',
  'limitedWelfare12',
  'bingdundun',
  'gkux',
  'gcy',
  'jf',
  'moreBenefits',
  'yjq',
]);

/**
 * The window a claim may happen in now, or the next one: member day Friday 10:00-24:00 (China), daily drops
 * 10:00-24:00, clipped to the activity's own window; other activities their window.
 */
export function sessionWindow(act: ActivityRow, now: number): { startAt: number; endAt: number } {
  const whole = { startAt: act.startAt, endAt: act.endAt };
  const daily = act.actId === 'limitedWelfare' || act.actId === 'limitedWelfare12';
  if (act.actId !== 'friday' && !daily) return whole;
  const from = Math.max(now, act.startAt);
  if (from >= act.endAt) return whole;
  const p = cnParts(from);
  const midnight = startOfDay(from);
  let day = midnight;
  if (act.actId === 'friday') {
    const ahead = (5 - p.dow + 7) % 7;
    day = midnight + ahead * DAY;
  }
  const c = cnParts(day);
  const startAt = fromCn(c.y, c.mo, c.d, 10);
  const endAt = Math.min(day + DAY, act.endAt);
  if (from >= endAt) {
    // Past today's session (Friday after midnight cannot happen: the session ends at 24:00): the next one.
    const next = day + (act.actId === 'friday' ? 7 : 1) * DAY;
    const n = cnParts(next);
    return { startAt: Math.max(fromCn(n.y, n.mo, n.d, 10), act.startAt), endAt: Math.min(next + DAY, act.endAt) };
  }
  return { startAt: Math.max(startAt, act.startAt), endAt };
}

function claimedIn(ctx: Ctx, sub: Subscriber, b: BenefitRow): boolean {
  const from = periodStart(b.quota, ctx.now);
  return ctx.state.rewards.some((r) => r.phone === sub.phone && r.benefitId === b.benefitId && r.claimedAt >= from);
}

/** The first reason a customer may not claim `b` (window rules left to the page's window). */
function benefitReason(ctx: Ctx, sub: Subscriber, actId: string, b: BenefitRow): string | undefined {
  // The window is the page's (startAt/endAt); the points balance the page checks against qryScoreInfo. The claim
  // itself still refuses both.
  const reasons = claimReasons(ctx, sub, actId, b).filter(
    (r) => !r.startsWith('会员日每周五') && !r.startsWith('每日10:00开抢') && !r.startsWith('积分不足'),
  );
  return reasons[0];
}

function itemOf(ctx: Ctx, sub: Subscriber | undefined, actId: string, b: BenefitRow): BenefitItem {
  const reason = sub && actId !== 'bingdundun' ? benefitReason(ctx, sub, actId, b) : undefined;
  return {
    id: b.benefitId,
    name: b.name,
    type: b.type,
    left: b.left,
    stock: b.stock,
    quota: b.quota,
    ...(b.minStar !== undefined ? { minStar: b.minStar } : {}),
    ...(b.points !== undefined ? { points: b.points } : {}),
    ...(b.valueFen !== undefined ? { valueFen: b.valueFen } : {}),
    claimed: !!sub && actId !== 'bingdundun' && claimedIn(ctx, sub, b),
    ...(reason ? { reason } : {}),
  };
}

function inviteView(ctx: Ctx, sub: Subscriber | undefined, inviteId: string | undefined): Invite | null {
  const inv = inviteId
    ? ctx.state.invites[inviteId]
    : Object.values(ctx.state.invites)
        .filter((i) => sub && i.fromPhone === sub.phone)
        .sort((a, b) => b.createdAt - a.createdAt)[0];
  if (!inv) {
    if (inviteId) throw biz('E_INVITE_INVALID', '邀请已失效或已处理');
    return null;
  }
  const status = inv.status === 'pending' && inv.expiresAt <= ctx.now ? 'expired' : inv.status;
  return {
    inviteId: inv.inviteId,
    status,
    fromPhone: maskPhone(inv.fromPhone),
    toPhone: maskPhone(inv.toPhone),
    expiresAt: isoCn(inv.expiresAt),
    mine: !!sub && sub.phone === inv.fromPhone,
    forMe: !!sub && sub.phone === inv.toPhone,
  };
}

/** pageInit of a benefits activity. */
export function benefitsPage(ctx: Ctx, act: ActivityRow): SigninPage {
  const actId = act.actId;
  const today = dayKey(ctx.now);
  const sub = ctx.who.phone ? ctx.state.subscribers[ctx.who.phone] : undefined;
  const win = sessionWindow(act, ctx.now);
  const inWindow = ctx.now >= win.startAt && ctx.now < win.endAt;
  // Member day: opening the page in the session is the week's check-in.
  if (actId === 'friday' && sub && inWindow) {
    if (!ctx.state.signins.some((s) => s.phone === sub.phone && s.actId === actId && s.day === today))
      ctx.state.signins.push({ phone: sub.phone, actId, day: today });
  }
  let streak = 0;
  if (sub && actId === 'friday') {
    const days = new Set(ctx.state.signins.filter((s) => s.phone === sub.phone && s.actId === actId).map((s) => s.day));
    // The streak counts back from this week's Friday (or the last one).
    let t = win.startAt > ctx.now ? win.startAt - 7 * DAY : win.startAt;
    for (; days.has(dayKey(t)); t -= 7 * DAY) streak += 1;
  }
  let benefits: BenefitItem[] = ctx.state.benefits
    .filter((b) => b.actId === actId)
    .map((b) => itemOf(ctx, sub, actId, b));
  if (actId === 'gkux') {
    const have = sub ? ctx.state.gkuxCodes[sub.phone] : undefined;
    benefits = [
      {
        id: 'gkux_code',
        name: '高考志愿填报VIP兑换码',
        type: 'code',
        left: ctx.state.gkuxLeft,
        stock: act.totalStock ?? 10000,
        quota: 'once',
        claimed: !!have,
        ...(have ? { code: have.code, url: 'https://partner.example-gaokao.cn/vip/redeem' } : {}),
      },
    ];
  }
  const reasons: string[] = [];
  if (sub && actId === 'gcy') {
    const card = ctx.state.benefits.find((b) => b.actId === 'gcy');
    if (card) reasons.push(...claimReasons(ctx, sub, actId, card));
  }
  const chances = actId === 'bingdundun' && sub ? drawChances(ctx, sub) : undefined;
  const status = activityStatus(act, ctx.now, today);
  return {
    status,
    serverTime: isoCn(ctx.now),
    votedToday: [],
    dailyQuota: chances ? chances.total : benefits.length,
    usedToday: chances
      ? chances.used
      : sub
        ? ctx.state.rewards.filter((r) => r.phone === sub.phone && r.actId === actId && dayKey(r.claimedAt) === today)
            .length
        : 0,
    streak,
    options: benefits.map((b) => ({ id: b.id, label: b.name, count: b.left })),
    startAt: isoCn(win.startAt),
    endAt: isoCn(win.endAt),
    eligible: reasons.length === 0,
    reasons,
    ...(sub ? { star: sub.star } : {}),
    benefits,
    partners:
      actId === 'moreBenefits'
        ? Object.entries(PARTNERS).map(([id, p]) => ({
            id,
            name: p.name,
            browserOnly: p.browserOnly,
            ...(p.minStar !== undefined ? { minStar: p.minStar } : {}),
          }))
        : [],
    invite: actId === 'yjq' ? inviteView(ctx, sub, ctx.params.as<{ inviteId: string }>().optStr('inviteId')) : null,
  };
}

export const benefitsPageRoutes: RouteDef[] = [
  route(
    'activity/newSignin/pageInit',
    'G0',
    'Vote options and counts, member-day check-in streak, daily drops or draw chances of an activity.',
    (ctx): SigninPage => signinPage(ctx, ctx.params.as<SigninReq>().str('actId')),
    {
      as: 'wang',
      method: 'GET',
      params: { actId: 'vote' },
    },
  ),
];
