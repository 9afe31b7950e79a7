// Deposit-gift (存费送费) activities: eligibility, the activity order (agreement) and its pay order; the
// receptions, the agreement and its signature, the page logs (activity/payGiveFeeAct/*, payGiveFeeActMany).
import type {
  AgreementInfo,
  AgreementReq,
  GiftTier,
  HandleAgreementReq,
  OsActOperateReq,
  Phone,
  ReceptionNotLoginReq,
  ReceptionReq,
  ReceptionResult,
} from '../../src/services/api/types';
import type { Ctx, RouteDef } from '../core/context';
import { biz } from '../core/errors';
import { addMonths, dayKey, isoCn, monthKey, monthsBetween } from '../core/time';
import { maskPhone } from '../db/idcard';
import { PERSONA } from '../db/seed/people';
import type { ActivityRow, AgreementRow, PayOrderRow, Subscriber } from '../db/types';
import { createPayOrder } from '../services/payments';
import { assertPhone } from '../services/verify';
import { activityStatus, BUSI_CODES, checkSms, findActivity, route, statusMessage } from './common';

export function giftReasons(
  ctx: Ctx,
  act: ActivityRow,
  sub: Subscriber | undefined,
): { reasons: string[]; joined: boolean } {
  const reasons: string[] = [];
  const status = activityStatus(act, ctx.now, dayKey(ctx.now));
  if (status !== 'active') reasons.push(statusMessage(status));
  let joined = false;
  if (sub) {
    if (act.regionLock && sub.cityCode !== act.regionLock) reasons.push('仅限保山地区号码参与');
    if (act.whitelist && !sub.whitelists.includes(act.whitelist)) reasons.push('很抱歉，您不在本次活动的邀请名单内');
    if (act.minTenureMonths && monthsBetween(sub.activatedAt, ctx.now) < act.minTenureMonths)
      reasons.push(`仅限在网满${act.minTenureMonths}个月的老用户参与`);
    if (sub.status === 'arrears') reasons.push('您的号码已欠费停机，请先缴清欠费');
    if (ctx.state.blacklistCerts.includes(sub.certNo)) reasons.push('该号码暂不能参与活动，请到营业厅咨询');
    const other = otherGiftRunning(ctx, act, sub.phone);
    if (other) reasons.push(`您已参加“${other.title}”，本活动不与其他存费送费活动同享`);
    const paid = Object.values(ctx.state.agreements).filter(
      (a) => a.actId === act.actId && a.phone === sub.phone && a.paid,
    );
    joined =
      act.limit === 'month'
        ? paid.some((a) => monthKey(a.createdAt) === monthKey(ctx.now))
        : act.limit === 'once'
          ? paid.length > 0
          : false;
    if (joined) reasons.push(act.limit === 'month' ? '本月已参加，下月再来' : '您已参加过本活动');
  }
  return { reasons, joined };
}

/**
 * The other deposit gift the number has running (paid, months still to credit) that `act` may not be combined with:
 * an exclusive activity (cfsf, cfsf2, pay100, pay200) is not joined beside another, nor another beside it.
 */
function otherGiftRunning(ctx: Ctx, act: ActivityRow, phone: Phone): ActivityRow | undefined {
  for (const a of Object.values(ctx.state.agreements)) {
    if (a.phone !== phone || a.actId === act.actId || !a.paid) continue;
    if (!a.schedule.some((m) => m.status === 'pending')) continue;
    const running = ctx.state.activities[a.actId];
    if (running?.kind === 'depositGift' && (act.exclusive || running.exclusive)) return running;
  }
  return undefined;
}

export function tierOf(act: ActivityRow, tier: number | undefined): GiftTier | undefined {
  const tiers = act.tiers ?? [];
  if (tier === undefined) return tiers.length === 1 ? tiers[0] : undefined;
  const t = tiers.find((x) => x.tier === tier);
  if (!t) throw biz('E_PARAM', '档位不存在');
  return t;
}

function schedule(act: ActivityRow, t: GiftTier, from: number): { month: string; fen: number; status: 'pending' }[] {
  return Array.from({ length: t.months }, (_x, i) => ({
    month: monthKey(addMonths(from, i + 1)),
    fen: t.monthlyFen,
    status: 'pending' as const,
  }));
}

/** The unpaid activity order of (act, phone, payer) with this tier, and a live pay order for it. */
export function openAgreement(
  ctx: Ctx,
  act: ActivityRow,
  phone: Phone,
  t: GiftTier,
  payer: 'self' | 'friend',
): { agreement: AgreementRow; pay: PayOrderRow } {
  let a = Object.values(ctx.state.agreements).find(
    (x) =>
      x.actId === act.actId &&
      x.phone === phone &&
      !x.paid &&
      x.payer === payer &&
      (payer === 'self' || x.payerOpenid === ctx.who.openid),
  );
  if (!a) {
    a = {
      actOrderId: `ACT${ctx.now}${ctx.rng.digits(4)}`,
      actId: act.actId,
      phone,
      payer,
      payerOpenid: ctx.who.openid,
      tier: t.tier,
      createdAt: ctx.now,
      paid: false,
      signed: false,
      schedule: [],
    };
    ctx.state.agreements[a.actOrderId] = a;
  }
  a.tier = t.tier;
  a.schedule = schedule(act, t, ctx.now);
  const current = a.payOrderId ? ctx.state.payOrders[a.payOrderId] : undefined;
  if (current && current.status === 'unpaid' && current.payFen === t.payFen) return { agreement: a, pay: current };
  if (current && current.status === 'unpaid') {
    current.status = 'cancelled';
    current.logs.push({ at: ctx.now, action: 'cancel', reason: '更换档位' });
  }
  const pay = createPayOrder(
    ctx.state,
    {
      type: 'depositGift',
      msisdn: phone,
      faceFen: t.creditFen + t.giftFen,
      payFen: t.payFen,
      title: `${act.title}（支付${t.payFen / 100}元）`,
      effect: { kind: 'depositGift', actOrderId: a.actOrderId },
      ownerPhone: ctx.who.phone,
      ownerOpenid: ctx.who.openid,
    },
    ctx.now,
    ctx.rng,
  );
  a.payOrderId = pay.orderId;
  return { agreement: a, pay };
}

export function reception(
  ctx: Ctx,
  actId: string,
  sub: Subscriber | undefined,
  tier: number | undefined,
  payer: 'self' | 'friend' = 'self',
): ReceptionResult {
  const act = findActivity(ctx.state, actId);
  if (act.kind !== 'depositGift') throw biz('E_ACT_NOT_FOUND', '活动不存在或已下线');
  const { reasons, joined } = giftReasons(ctx, act, sub);
  const status = activityStatus(act, ctx.now, dayKey(ctx.now));
  const eligible = reasons.length === 0;
  const t = eligible ? tierOf(act, tier) : undefined;
  const opened = eligible && t && sub ? openAgreement(ctx, act, sub.phone, t, payer) : undefined;
  return {
    actId,
    status,
    joined,
    tiers: act.tiers ?? [],
    eligible,
    reasons,
    ...(opened ? { actOrderId: opened.agreement.actOrderId } : {}),
    ...(sub ? { phone: sub.phone } : {}),
    serverTime: isoCn(ctx.now),
    startAt: isoCn(act.startAt),
    endAt: isoCn(act.endAt),
  };
}

export function agreementText(act: ActivityRow, t: GiftTier | undefined): string {
  // What arrives at once is the chosen tier's, or before a tier is chosen every tier's: cfsf credits nothing at once
  // (all of it is returned over the months), so its rules never say the deposit is credited at once.
  const tiers = t ? [t] : (act.tiers ?? []);
  const monthly = tiers.length > 0 && tiers.every((x) => x.creditFen === 0);
  const lines = [
    `《${act.title}活动协议》`,
    `一、活动内容：${act.desc}`,
    t && t.creditFen === 0 && t.months > 0 && !t.monthlyKb
      ? `二、您选择的档位：支付${(t.payFen / 100).toFixed(2)}元，共得${(t.giftFen / 100).toFixed(2)}元话费，分${t.months}个月返还，每月1日到账${(t.monthlyFen / 100).toFixed(2)}元，当月有效。`
      : t
        ? `二、您选择的档位：支付${(t.payFen / 100).toFixed(2)}元，即时到账${(t.creditFen / 100).toFixed(2)}元${t.months > 0 ? `，另赠${t.monthlyKb ? `${t.monthlyKb / 1048576}GB流量` : `${(t.monthlyFen / 100).toFixed(2)}元话费`}×${t.months}个月，于每月1日到账，当月有效` : ''}。`
        : '二、档位以页面选择为准。',
    monthly
      ? '三、所得话费按月到账，不可退订、不可转让、不可提现。'
      : '三、预存话费即时到账，不可退订、不可转让、不可提现。',
    '四、协议期内须保持在网，不得办理降档、过户、销户；不与其他存费送费活动同享。',
    // An offer of once a month (cfsf2) says so, as its rules do; the others once.
    `五、每个号码${act.limit === 'month' ? '每月' : ''}限参加一次，活动解释权在法律允许范围内归运营商所有。`,
  ];
  return lines.join('\n');
}

// TODO(types): move to src/services/api/types — a credited month says when it was credited (the 1st).
export interface AgreementInfoSim extends AgreementInfo {
  schedule: (AgreementInfo['schedule'][number] & { creditedAt?: string })[];
}

export function agreementInfo(ctx: Ctx, actId: string, actOrderId: string | undefined): AgreementInfoSim {
  const act = findActivity(ctx.state, actId);
  const a = actOrderId
    ? ctx.state.agreements[actOrderId]
    : Object.values(ctx.state.agreements)
        .filter((x) => x.actId === actId && ctx.who.phones.includes(x.phone))
        .sort((x, y) => y.createdAt - x.createdAt)[0];
  // An activity order is shown to its number's customer and to the friend paying for it, not to others.
  const visible =
    a &&
    (ctx.who.phones.includes(a.phone) ||
      (a.payerOpenid !== undefined && a.payerOpenid === ctx.who.openid) ||
      !!ctx.who.staffId);
  if (actOrderId && !visible) throw biz('E_ACT_ORDER_NOT_FOUND', '活动订单不存在');
  const t = tierOf(act, a?.tier ?? (act.tiers?.length === 1 ? act.tiers[0]?.tier : undefined));
  return {
    actId,
    ...(a ? { actOrderId: a.actOrderId } : {}),
    title: `${act.title}活动协议`,
    text: agreementText(act, t),
    signed: a?.signed ?? false,
    schedule: a
      ? a.schedule.map((s) => ({
          month: s.month,
          fen: s.fen,
          status: s.status,
          ...(s.creditedAt !== undefined ? { creditedAt: isoCn(s.creditedAt) } : {}),
        }))
      : t
        ? schedule(act, t, ctx.now)
        : [],
  };
}

function receptionFor(ctx: Ctx, payer: 'self' | 'friend' = 'self'): ReceptionResult {
  const p = ctx.params.as<ReceptionReq>();
  const actId = p.str('actId');
  const shareOpenId = p.optStr('shareOpenId');
  const account = ctx.header('wxpublicaccountid');
  if (shareOpenId && (account === '5_not_myself' || payer === 'friend')) {
    const sharer = ctx.state.wxUsers[shareOpenId];
    const phone = sharer?.defaultPhone;
    const sub = phone ? ctx.state.subscribers[phone] : undefined;
    if (!sub) throw biz('E_SHARE_INVALID', '分享链接无效或已失效');
    if (shareOpenId === ctx.who.openid) throw biz('E_SHARE_SELF', '这是您自己的分享链接，请直接支付');
    // A friend sees the sharer's number masked only.
    const r = reception(ctx, actId, sub, p.optInt('tier'), 'friend');
    return { ...r, phone: maskPhone(sub.phone) };
  }
  return reception(ctx, actId, ctx.who.phone ? ctx.me() : undefined, p.optInt('tier'), 'self');
}

export const depositGiftRoutes: RouteDef[] = [
  route(
    'activity/payGiveFeeAct/reception',
    'G1',
    "Deposit-gift eligibility and the activity order (actOrderId) for a tier; a friend's view with shareOpenId (5_not_myself).",
    (ctx): ReceptionResult => receptionFor(ctx),
    {
      as: 'wang',
      method: 'POST',
      params: { actId: 'pay100', tier: 1 },
    },
  ),
  route(
    'activity/payGiveFeeAct/lcReception',
    'G2',
    'The 2022 retention reception (lclyh, whitelist; ended).',
    (ctx): ReceptionResult => receptionFor(ctx),
    { as: 'liu', method: 'POST', params: { actId: 'lclyh' } },
  ),
  route(
    'activity/payGiveFeeAct/receptionNotLogin',
    'G0',
    'Reception for a visitor: number verified by SMS (logs the visitor in).',
    (ctx): ReceptionResult => {
      const p = ctx.params.as<ReceptionNotLoginReq>();
      const phone = assertPhone(p.optStr('phone'));
      checkSms(ctx, phone, p.str('smsCode', '短信验证码'), BUSI_CODES);
      const sub = ctx.state.subscribers[phone];
      if (!sub) throw biz('E_NOT_CUSTOMER', '该号码不是云南联通用户');
      ctx.login({ openid: ctx.who.openid, phone, staffId: ctx.who.staffId });
      return reception(ctx, p.str('actId'), sub, p.optInt('tier'));
    },
    { as: 'anon', method: 'POST', sms: PERSONA.liu, params: { actId: 'lyh2', phone: PERSONA.liu, tier: 1 } },
  ),
  route(
    'activity/payGiveFeeAct/queryhandleProductXy',
    'G1',
    'Agreement text (plain) and credit schedule of an activity order.',
    (ctx): AgreementInfo => {
      const p = ctx.params.as<AgreementReq>();
      return agreementInfo(ctx, p.str('actId'), p.optStr('actOrderId'));
    },
    { as: 'wang', method: 'GET', params: { actId: 'pay100', actOrderId: 'ACT_PAY100_0001' } },
  ),
  route(
    'activity/payGiveFeeAct/handleProductXy',
    'G2',
    'Signs the agreement once its order is paid.',
    (ctx): AgreementInfo => {
      const p = ctx.params.as<HandleAgreementReq>();
      const a = ctx.state.agreements[p.str('actOrderId')];
      if (!a || (!ctx.who.phones.includes(a.phone) && a.payerOpenid !== ctx.who.openid))
        throw biz('E_ACT_ORDER_NOT_FOUND', '活动订单不存在');
      const orderId = p.optStr('orderId') ?? a.payOrderId ?? '';
      const o = ctx.state.payOrders[orderId];
      if (!o || o.effect.kind !== 'depositGift' || o.effect.actOrderId !== a.actOrderId)
        throw biz('E_ORDER_NOT_FOUND', '支付订单不存在');
      if (!['paid', 'crediting', 'credited'].includes(o.status)) throw biz('E_NOT_PAID', '订单尚未支付成功');
      a.signed = true;
      return agreementInfo(ctx, a.actId, a.actOrderId);
    },
    {
      as: 'wang',
      method: 'POST',
      params: (state) => {
        const a = state.agreements.ACT_PAY100_0001;
        const o = Object.values(state.payOrders).find((x) => x.status === 'credited');
        if (a && o) {
          o.effect = { kind: 'depositGift', actOrderId: a.actOrderId };
          a.payOrderId = o.orderId;
        }
        return { actOrderId: 'ACT_PAY100_0001', orderId: o?.orderId ?? '' };
      },
    },
  ),
  route(
    'activity/payGiveFeeAct/addOsActOperateInfo',
    'G0',
    'Logs a view, click, share or payment on a deposit-gift page.',
    (ctx) => {
      const p = ctx.params.as<OsActOperateReq>();
      ctx.state.osActOperations.push({
        actId: p.str('actId'),
        phone: ctx.who.phone,
        operateType: p.oneOf('operateType', ['view', 'click', 'share', 'pay'] as const, 'view'),
        at: ctx.now,
      });
      return null;
    },
    { as: 'anon', method: 'POST', params: { actId: 'cfsf', operateType: 'view' } },
  ),
  route(
    'activity/payGiveFeeActMany/reception',
    'G2',
    'The multi-tier (lyh) reception; wxPublicAccountId from the page query.',
    (ctx): ReceptionResult => receptionFor(ctx),
    { as: 'wang', method: 'POST', params: { actId: 'lyh', tier: 2 } },
  ),
];
