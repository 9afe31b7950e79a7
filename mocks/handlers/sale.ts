// The sale family: the flash sale's sessions and stock (querySaleInfo; a grab is a product order,
// ordering/product.ts), shares (a bingdundun share gives one more draw a day) and the free trials (activity/ep/add).
// Votes are answered by benefits/page.ts (newSignin/pageInit) and complain/forms.ts (formMain/add).
import type {
  OrderSubmitted,
  SaleInfo,
  SaleInfoReq,
  ShareRecordReq,
  TrialReq,
  TrialStarted,
} from '../../src/services/api/types';
import type { Ctx, RouteDef } from '../core/context';
import { biz } from '../core/errors';
import { cnParts, DAY, dayKey, fromCn, HOUR, isoCn, monthsBetween } from '../core/time';
import { SECKILL_SESSIONS } from '../db/seed/catalogue';
import type { Subscriber } from '../db/types';
import { trialReasons, TRIALS, wonItems } from '../services/sale';
import { activityStatus, findActivity, route, statusMessage } from './common';
import { addOrder, payable } from './ordering/shared';

const SECKILL_LIVE_MS = HOUR;

// ---------------------------------------------------------------- seckill

interface SessionView {
  key: string;
  at: number;
  live: boolean;
}

function sessionsOf(now: number): SessionView[] {
  const p = cnParts(now);
  return SECKILL_SESSIONS.map((hm) => {
    const [h, m] = hm.split(':').map(Number);
    const at = fromCn(p.y, p.mo, p.d, h ?? 0, m ?? 0);
    return { key: `${dayKey(now)}|${hm}`, at, live: now >= at && now < at + SECKILL_LIVE_MS };
  });
}

function seckillLeft(ctx: Ctx, sessionKey: string, itemId: string, stock: number): number {
  return ctx.state.seckillLeft[`${sessionKey}|${itemId}`] ?? stock;
}

export function seckillReasons(ctx: Ctx, sub: Subscriber): string[] {
  const reasons: string[] = [];
  if (monthsBetween(sub.activatedAt, ctx.now) < 12) reasons.push('仅限在网满1年的用户参与');
  if (!sub.cityCode.startsWith('53')) reasons.push('仅限本省用户参与');
  if (sub.status === 'arrears') reasons.push('您的号码已欠费停机，请先充值');
  return reasons;
}

export function seckillSubmit(ctx: Ctx, sub: Subscriber, itemId: string): OrderSubmitted {
  const act = ctx.state.activities.seckill;
  if (!act) throw biz('E_ACT_NOT_FOUND', '活动不存在');
  const status = activityStatus(act, ctx.now, dayKey(ctx.now));
  if (status !== 'active') throw biz('E_ACT_' + status.toUpperCase(), statusMessage(status));
  const item = ctx.state.catalogue.seckillItems.find((i) => i.itemId === itemId);
  if (!item) throw biz('E_PARAM', '商品不存在');
  const reasons = seckillReasons(ctx, sub);
  if (reasons.length) throw biz('E_INELIGIBLE', reasons[0] ?? '不符合参与条件', { reasons });
  const live = sessionsOf(ctx.now).find((s) => s.live);
  if (!live) throw biz('E_NOT_LIVE', '本场秒杀尚未开始，请整点再来');
  const won = Object.values(ctx.state.productOrders).some(
    (o) => o.kind === 'seckill' && o.phone === sub.phone && o.itemId === itemId && o.stateCode !== 18,
  );
  if (won) throw biz('E_JOINED', '您已参加过本次秒杀');
  const key = `${live.key}|${itemId}`;
  const left = ctx.state.seckillLeft[key] ?? item.stock;
  if (left <= 0) throw biz('E_SOLD_OUT', '手慢了，本场已抢光');
  ctx.state.seckillLeft[key] = left - 1;
  const row = addOrder(ctx, {
    kind: 'seckill',
    productCode: item.productCode,
    name: `${item.name}（秒杀）`,
    phone: sub.phone,
    items: [{ name: item.name, quantity: 1, fen: item.priceFen }],
    totalFen: item.priceFen,
    stateCode: 1,
    channel: 'wechat',
    actId: 'seckill',
    itemId,
    stockKey: key,
    text: '抢购成功，请在30分钟内支付',
  });
  return payable(ctx, row, 'seckill', `${item.name}（秒杀）`);
}

export const saleRoutes: RouteDef[] = [
  route(
    'handlebusi/saleInfo/querySaleInfo',
    'G0',
    "Today's seckill sessions (10:00, 14:00, 20:00) and stock.",
    (ctx): SaleInfo => {
      ctx.params.as<SaleInfoReq>().optStr('actId');
      const won = wonItems(ctx.state, ctx.who.phone);
      return {
        serverTime: isoCn(ctx.now),
        sessions: sessionsOf(ctx.now).map((s) => ({
          at: isoCn(s.at),
          endAt: isoCn(s.at + SECKILL_LIVE_MS),
          items: ctx.state.catalogue.seckillItems.map((i) => ({
            itemId: i.itemId,
            name: i.name,
            priceFen: i.priceFen,
            origFen: i.origFen,
            stock: i.stock,
            left: seckillLeft(ctx, s.key, i.itemId, i.stock),
            won: won.has(i.itemId),
          })),
        })),
      };
    },
    { as: 'anon', method: 'GET', params: { actId: 'seckill' } },
  ),
  route(
    'activity/shareRecord/insert',
    'G0',
    'Logs an activity share (a bingdundun share gives one more draw a day).',
    (ctx) => {
      const p = ctx.params.as<ShareRecordReq>();
      const link = p.str('link');
      ctx.state.shares.push({
        id: ctx.nextId('sh_'),
        at: ctx.now,
        actId: p.str('actId'),
        channel: p.oneOf('channel', ['friend', 'timeline', 'copyLink'] as const, 'friend'),
        link,
        kind: 'activity',
        phone: ctx.who.phone,
      });
      return null;
    },
    {
      as: 'wang',
      method: 'POST',
      params: {
        actId: 'bingdundun',
        channel: 'friend',
        link: 'https://sms2.example.cn/sms2/bingdundun?source=share_bingdundun',
      },
    },
  ),
  route(
    'activity/ep/add',
    'G2',
    'Starts a free trial (5G 3 days — not for 5G plans; video ringtone 30 days; cloud drive 30 days), once per number.',
    (ctx): TrialStarted => {
      const code = ctx.params.as<TrialReq>().str('trialCode');
      const t = TRIALS[code];
      if (!t) throw biz('E_PARAM', '体验项目不存在');
      const sub = ctx.me();
      const act = findActivity(ctx.state, 'experience');
      const status = activityStatus(act, ctx.now, dayKey(ctx.now));
      if (status !== 'active') throw biz(`E_ACT_${status.toUpperCase()}`, statusMessage(status));
      const refused = trialReasons(ctx.state, sub, code)[0];
      if (refused) throw biz('E_NO_NEED', refused);
      if (ctx.state.trials.some((x) => x.phone === sub.phone && x.trialCode === code))
        throw biz('E_TRIAL_USED', '您已体验过该业务');
      const endAt = ctx.now + t.days * DAY;
      ctx.state.trials.push({ phone: sub.phone, trialCode: code, startAt: ctx.now, endAt });
      sub.subscriptions.push({
        id: ctx.nextId('sub_'),
        code,
        name: t.name,
        kind: 'trial',
        feeFen: 0,
        volumeKb: 0,
        usedKb: 0,
        startAt: ctx.now,
        endAt,
        monthly: false,
        status: 'active',
        cancellable: false,
      });
      return { trialCode: code, startAt: isoCn(ctx.now), endAt: isoCn(endAt) };
    },
    { as: 'liu', method: 'POST', params: { trialCode: 'CLOUD_DRIVE_TRIAL' } },
  ),
];
