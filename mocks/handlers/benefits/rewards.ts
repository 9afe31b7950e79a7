// Rewards (omoweb/rewardRecord/*): claim, draw, points exchange, prize address and pair-pack invites; the
// benefits zone's signed partner addresses and the exam-season codes.
import type {
  BindInfoReq,
  DealRewardReq,
  GkuxCode,
  GkuxCodeReq,
  ReadUrlReq,
  RewardQueryReq,
  RewardRecord,
  SignedUrl,
} from '../../../src/services/api/types';
import type { Ctx, RouteDef } from '../../core/context';
import { biz } from '../../core/errors';
import { cnParts, DAY, dayKey, isoCn, startOfDay } from '../../core/time';
import { GB, MB } from '../../db/seed/catalogue';
import { PERSONA } from '../../db/seed/people';
import type { BenefitRow, RewardRow, Subscriber } from '../../db/types';
import { planOf } from '../../services/products';
import { activityStatus, findActivity, route, starNumber, statusMessage } from '../common';
import { PARTNERS } from './page';

function rewardView(r: RewardRow): RewardRecord {
  return {
    recordId: r.recordId,
    actId: r.actId,
    benefitId: r.benefitId,
    name: r.name,
    type: r.type,
    status: r.status,
    claimedAt: isoCn(r.claimedAt),
    ...(r.expiresAt !== undefined ? { expiresAt: isoCn(r.expiresAt) } : {}),
    ...(r.code ? { code: r.code } : {}),
    ...(r.valueFen !== undefined ? { valueFen: r.valueFen } : {}),
  };
}

export function periodStart(quota: BenefitRow['quota'], now: number): number {
  if (quota === 'day') return startOfDay(now);
  if (quota === 'week') {
    const p = cnParts(now);
    return startOfDay(now) - ((p.dow + 6) % 7) * DAY;
  }
  if (quota === 'month') return startOfDay(now) - (cnParts(now).d - 1) * DAY;
  return 0;
}

function volumeOf(name: string): number {
  const gb = /(\d+(?:\.\d+)?)GB/.exec(name);
  if (gb) return Math.round(Number(gb[1]) * GB);
  const mb = /(\d+)MB/.exec(name);
  return mb ? Number(mb[1]) * MB : 0;
}

/** What a claimed benefit does to the number. */
function grant(ctx: Ctx, sub: Subscriber, b: BenefitRow, r: RewardRow): void {
  if (b.type === 'pack') {
    const volume = volumeOf(b.name);
    // A day pack (日包) ends with the day it is claimed on; another pack lasts a day or a week by its quota.
    const endAt = /日包/.test(b.name) ? startOfDay(ctx.now) + DAY : ctx.now + (b.quota === 'day' ? 1 : 7) * DAY;
    sub.subscriptions.push({
      id: ctx.nextId('sub_'),
      code: b.benefitId.toUpperCase(),
      name: b.name,
      kind: 'pack',
      feeFen: 0,
      volumeKb: volume,
      usedKb: 0,
      startAt: ctx.now,
      endAt,
      monthly: false,
      status: 'active',
      cancellable: false,
    });
    r.status = 'issued';
    r.expiresAt = endAt;
  }
  if (b.type === 'credit' || (b.type === 'pointsItem' && b.valueFen)) {
    sub.balanceFen += b.valueFen ?? 0;
    r.status = 'issued';
  }
  if (b.benefitId === 'online_pwd') sub.points += 200;
  if (b.type === 'coupon' || b.type === 'eCard' || b.type === 'code') {
    r.code = `${b.type === 'eCard' ? 'QC' : 'QJ'}${ctx.rng.digits(10)}${b.type === 'eCard' ? `-PIN${ctx.rng.digits(6)}` : ''}`;
    r.status = 'issued';
    r.expiresAt = ctx.now + (b.validDays ?? 30) * DAY;
  }
}

export function claimReasons(ctx: Ctx, sub: Subscriber, actId: string, b: BenefitRow): string[] {
  const reasons: string[] = [];
  if (b.minStar !== undefined && starNumber(sub) < b.minStar) reasons.push(`仅限${b.minStar}星及以上客户领取`);
  if (actId === 'friday') {
    const p = cnParts(ctx.now);
    if (p.dow !== 5 || p.h < 10) reasons.push('会员日每周五10点开启，下周五再来');
  }
  if (actId === 'limitedWelfare' || actId === 'limitedWelfare12') {
    if (cnParts(ctx.now).h < 10) reasons.push('每日10:00开抢，请稍后再来');
  }
  if (
    actId === 'gcy' &&
    !(sub.whitelists.includes('gcy') || (planOf(ctx.state, sub.planCode)?.monthlyFen ?? 0) >= 5900)
  )
    reasons.push('套餐59元及以上或活动期内预存满300元可领取');
  if (actId === 'follow' || b.benefitId === 'online_follow') {
    const wx = Object.values(ctx.state.wxUsers).find((w) => w.bound.some((x) => x.phone === sub.phone));
    if (!wx?.subscribe) reasons.push('请先关注官方公众号');
  }
  if (actId === 'online') {
    if ((ctx.now - sub.activatedAt) / DAY > 90) reasons.push('仅限新入网用户（入网90天内）');
    if (
      b.benefitId === 'online_topup' &&
      !Object.values(ctx.state.payOrders).some(
        (o) => o.msisdn === sub.phone && o.status === 'credited' && o.faceFen >= 5000 && o.createdAt >= sub.activatedAt,
      )
    )
      reasons.push('完成首次充值满50元后可领取');
    if (b.benefitId === 'online_pwd' && !sub.servicePasswordSet) reasons.push('设置服务密码后可领取');
  }
  if (b.type === 'pointsItem' && b.points && sub.points < b.points) reasons.push(`积分不足，需要${b.points}积分`);
  return reasons;
}

/** Draw chances of bingdundun today: 1 free, +1 for a top-up of ¥50 or more, +1 for a pack order, +1 for a share. */
export function drawChances(ctx: Ctx, sub: Subscriber): { total: number; used: number } {
  const today = dayKey(ctx.now);
  let total = 1;
  if (
    Object.values(ctx.state.payOrders).some(
      (o) =>
        o.msisdn === sub.phone &&
        o.status === 'credited' &&
        o.faceFen >= 5000 &&
        dayKey(o.paidAt ?? o.createdAt) === today,
    )
  )
    total += 1;
  if (
    ctx.state.productRecords.some(
      (r) => r.phone === sub.phone && r.source === 'handle' && r.status === 'active' && dayKey(r.createdAt) === today,
    )
  )
    total += 1;
  if (ctx.state.shares.some((s) => s.phone === sub.phone && s.actId === 'bingdundun' && dayKey(s.at) === today))
    total += 1;
  const used = ctx.state.rewards.filter(
    (r) => r.phone === sub.phone && r.actId === 'bingdundun' && dayKey(r.claimedAt) === today,
  ).length;
  return { total, used };
}

function claim(ctx: Ctx, sub: Subscriber, actId: string, benefitId: string): RewardRecord {
  const act = findActivity(ctx.state, actId);
  const status = activityStatus(act, ctx.now, dayKey(ctx.now));
  if (status !== 'active') throw biz(`E_ACT_${status.toUpperCase()}`, statusMessage(status));
  let b: BenefitRow | undefined;
  if (actId === 'bingdundun') {
    const { total, used } = drawChances(ctx, sub);
    if (used >= total) throw biz('E_NO_CHANCE', '今日抽奖机会已用完，充值、订购流量包或分享可获得更多机会');
    const pool = ctx.state.benefits.filter(
      (x) =>
        x.actId === actId &&
        x.left > 0 &&
        !(x.quota === 'once' && ctx.state.rewards.some((r) => r.phone === sub.phone && r.benefitId === x.benefitId)),
    );
    const weight = pool.reduce((s, x) => s + (x.weight ?? 1), 0);
    let roll = ctx.rng.next() * weight;
    b = pool.find((x) => (roll -= x.weight ?? 1) < 0) ?? pool[pool.length - 1];
    if (!b) throw biz('E_SOLD_OUT', '奖品已抽完');
  } else {
    b = ctx.state.benefits.find((x) => x.actId === actId && x.benefitId === benefitId);
    if (!b) throw biz('E_PARAM', '权益不存在');
    const reasons = claimReasons(ctx, sub, actId, b);
    if (reasons.length) throw biz('E_INELIGIBLE', reasons[0] ?? '暂不符合领取条件', { reasons });
    const from = periodStart(b.quota, ctx.now);
    if (ctx.state.rewards.some((r) => r.phone === sub.phone && r.benefitId === b?.benefitId && r.claimedAt >= from)) {
      throw biz(
        'E_QUOTA',
        {
          once: '您已领取过该权益',
          day: '今日已领取，明天再来',
          week: '本周已领取，下周再来',
          month: '本月已领取，下月再来',
        }[b.quota],
      );
    }
    if (b.left <= 0) throw biz('E_SOLD_OUT', '已抢光，下次早点来');
  }
  b.left -= 1;
  if (b.type === 'pointsItem' && b.points) sub.points -= b.points;
  const r: RewardRow = {
    recordId: ctx.nextId('rw_'),
    actId,
    benefitId: b.benefitId,
    phone: sub.phone,
    name: b.name,
    type: b.type,
    status: 'claimed',
    claimedAt: ctx.now,
    ...(b.valueFen ? { valueFen: b.valueFen } : {}),
  };
  grant(ctx, sub, b, r);
  ctx.state.rewards.push(r);
  return rewardView(r);
}

export const rewardsRoutes: RouteDef[] = [
  route(
    'activity/read/getUrl',
    'G2',
    'Signed partner address (video, music, reading); some open only in a browser; some need a star level.',
    (ctx): SignedUrl => {
      const partnerId = ctx.params.as<ReadUrlReq>().str('partnerId');
      const partner = PARTNERS[partnerId];
      if (!partner) throw biz('E_PARAM', '合作方不存在');
      const sub = ctx.me();
      if (partner.minStar !== undefined && starNumber(sub) < partner.minStar)
        throw biz('E_STAR', `${partner.name}权益仅限${partner.minStar}星及以上客户`);
      return {
        url: `${partner.url}?${new URLSearchParams({ sign: ctx.rng.token(24), ts: String(Math.floor(ctx.now / 1000)) }).toString()}`,
        browserOnly: partner.browserOnly,
      };
    },
    { as: 'wang', method: 'GET', params: { partnerId: 'reading' } },
  ),
  route(
    'activity/gkux/getCode',
    'G2',
    'Claims the exam-season VIP code (one per number; stock; window); a second call shows the same code.',
    (ctx): GkuxCode => {
      ctx.params.as<GkuxCodeReq>().optStr('actId');
      const sub = ctx.me();
      const partnerUrl = 'https://partner.example-gaokao.cn/vip/redeem';
      const have = ctx.state.gkuxCodes[sub.phone];
      if (have) return { code: have.code, claimedAt: isoCn(have.at), partnerUrl };
      const act = findActivity(ctx.state, 'gkux');
      const status = activityStatus(act, ctx.now, dayKey(ctx.now));
      if (status !== 'active') throw biz(`E_ACT_${status.toUpperCase()}`, statusMessage(status));
      if (ctx.state.gkuxLeft <= 0) throw biz('E_SOLD_OUT', '兑换码已领完');
      ctx.state.gkuxLeft -= 1;
      act.totalJoined += 1;
      const code = `GK${ctx.rng.token(10).toUpperCase()}`;
      ctx.state.gkuxCodes[sub.phone] = { code, at: ctx.now };
      return { code, claimedAt: isoCn(ctx.now), partnerUrl };
    },
    { as: 'wang', method: 'POST' },
  ),
  route(
    'omoweb/rewardRecord/bindInfo',
    'G1',
    'Binds a shipping address to a physical prize, or accepts/declines a pair-pack invite (yjq).',
    (ctx): RewardRecord => {
      const p = ctx.params.as<BindInfoReq>();
      const actId = p.str('actId');
      const inviteId = p.optStr('inviteId');
      if (inviteId) {
        const inv = ctx.state.invites[inviteId];
        if (!inv || inv.status !== 'pending' || inv.expiresAt <= ctx.now)
          throw biz('E_INVITE_INVALID', '邀请已失效或已处理');
        const sub = ctx.me();
        if (sub.phone !== inv.toPhone) throw biz('E_INVITE_WRONG_NUMBER', '该邀请不是发给当前号码的，请切换号码');
        const accept = p.optBool('accept') ?? true;
        inv.status = accept ? 'accepted' : 'declined';
        const r: RewardRow = {
          recordId: ctx.nextId('rw_'),
          actId,
          benefitId: 'yjq_accept',
          phone: sub.phone,
          name: accept ? '异地恋情侣包已生效' : '已拒绝邀请',
          type: 'pack',
          status: accept ? 'issued' : 'failed',
          claimedAt: ctx.now,
        };
        if (accept) {
          for (const phone of [inv.fromPhone, inv.toPhone]) {
            const s = ctx.state.subscribers[phone];
            if (!s) continue;
            const id = ctx.nextId('sub_');
            const feeFen = phone === inv.fromPhone ? 1000 : 0;
            s.subscriptions.push({
              id,
              code: 'YJQ_PAIR',
              name: '异地恋情侣包',
              kind: 'pairPack',
              feeFen,
              volumeKb: 10 * GB,
              usedKb: 0,
              startAt: ctx.now,
              endAt: ctx.now + 3650 * DAY,
              monthly: true,
              status: 'active',
              cancellable: true,
            });
            // Each number's subscription (已订业务): its monthly fee, and 退订 to end it.
            ctx.state.productRecords.push({
              recordId: ctx.nextId('rec_'),
              phone,
              orderNo: inv.inviteId,
              productCode: 'YJQ_PAIR',
              name: '异地恋情侣包',
              source: 'subscription',
              status: 'active',
              feeFen,
              createdAt: ctx.now,
              effectiveAt: ctx.now,
              cancellable: true,
              subscriptionId: id,
            });
          }
        }
        ctx.state.rewards.push(r);
        return rewardView(r);
      }
      const sub = ctx.me();
      const r = ctx.state.rewards.find((x) => x.recordId === p.str('recordId') && x.phone === sub.phone);
      if (!r) throw biz('E_NOT_FOUND', '中奖记录不存在');
      if (r.type !== 'physical') throw biz('E_PARAM', '该奖品无需填写地址');
      const a = p.obj('address');
      const s = (v: unknown): string => (typeof v === 'string' ? v : '');
      const address = { name: s(a?.name), phone: s(a?.phone), areaCode: s(a?.areaCode), detail: s(a?.detail) };
      if (
        !address.name ||
        !/^1[3-9]\d{9}$/.test(address.phone) ||
        !/^\d{6}$/.test(address.areaCode) ||
        address.detail.length <= 5
      )
        throw biz('E_ADDRESS', '请完整填写收货人、手机号和详细地址');
      r.address = address;
      r.status = 'issued';
      return rewardView(r);
    },
    {
      as: 'wang',
      method: 'POST',
      params: (state) => {
        state.rewards.push({
          recordId: 'rw_cov',
          actId: 'bingdundun',
          benefitId: 'bdd_keychain',
          phone: PERSONA.wang,
          name: '冰墩墩钥匙扣',
          type: 'physical',
          status: 'claimed',
          claimedAt: state.seededAt,
        });
        return {
          actId: 'bingdundun',
          recordId: 'rw_cov',
          address: { name: '王强', phone: PERSONA.wang, areaCode: '530111', detail: '关上街道世纪城1栋2单元502室' },
        };
      },
    },
  ),
  route(
    'omoweb/rewardRecord/queryRecord',
    'G2',
    'My prizes and claims in an activity (all activities without actId).',
    (ctx): RewardRecord[] => {
      const sub = ctx.me();
      const actId = ctx.params.as<RewardQueryReq>().optStr('actId');
      return ctx.state.rewards
        .filter((r) => r.phone === sub.phone && (!actId || r.actId === actId))
        .sort((a, b) => b.claimedAt - a.claimedAt)
        .map(rewardView);
    },
    { as: 'wang', method: 'GET', params: { actId: 'bingdundun' } },
  ),
  route(
    'omoweb/rewardRecord/dealReward',
    'G2',
    'Claims a benefit (stock, window, per-number quota, star, points), or draws (bingdundun).',
    (ctx): RewardRecord => {
      const p = ctx.params.as<DealRewardReq>();
      return claim(ctx, ctx.me(), p.str('actId'), p.optStr('benefitId') ?? 'draw');
    },
    { as: 'wang', method: 'POST', params: { actId: 'gcy', benefitId: 'gcy_card50' } },
  ),
];
