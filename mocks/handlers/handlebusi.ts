// handlebusi/*: pre-check, number selection and hold, card and product orders, broadband orders,
// business handling (packs, plan changes), agent ordering, handling records, seckill and activity info.
import type {
  AcceptanceReq,
  ActiveInfo,
  BlPhone,
  BlPhoneReq,
  BlSign,
  BlSignReq,
  BusiHandleReq,
  BusiSmsReq,
  CancelProductReq,
  CardOrderReq,
  Customer,
  DkHandleReq,
  HandleResult,
  KeepNumReq,
  MultUser,
  MultUserReq,
  NewBroadbandReq,
  NumberHold,
  NumberItem,
  OrderSubmitted,
  PreCheckInfo,
  PreCheckReq,
  ProductOrderReq,
  SaleInfo,
  SaleInfoReq,
  SelectNumReq,
  SendSmsReq,
  SmsSent,
  UserProductPage,
  UserProductRecord,
  UserProductReq,
} from '../../src/services/api/types';
import type { Ctx, RouteDef } from '../core/context';
import { biz, HttpError, MSG } from '../core/errors';
import { DAY, HOUR, dateCn, dayKey, fromCn, cnParts, isoCn, monthsBetween, startOfNextMonth } from '../core/time';
import { maskName } from '../db/idcard';
import { SECKILL_SESSIONS } from '../db/seed/catalogue';
import { PERSONA } from '../db/seed/people';
import { orderNoAt } from '../db/seed/records';
import type { NumberRow, ProductOrderRow, ProductRecordRow, Subscriber } from '../db/types';
import { newInstallSteps } from '../services/installs';
import { HOLD_MS } from '../services/numbers';
import { cancelPayOrder, createPayOrder, PAY_WINDOW_MS } from '../services/payments';
import { applyProduct, findOffering, offeringReasons, planOf } from '../services/products';
import { planStanding, terminationStanding } from '../services/change';
import { HANDSET_ACT, handsetInfo } from '../services/handsets';
import { checkAddress, checkCustomer } from '../services/realname';
import { assertPhone } from '../services/verify';
import {
  activityStatus,
  BUSI_CODES,
  checkSms,
  ORDER_CODES,
  page,
  passCaptcha,
  preCheck,
  route,
  send,
  starNumber,
  statusMessage,
} from './common';
import { trialInfo, wonItems } from '../services/sale';
import { giftReasons } from './depositGift';
import { planName } from './user';

// TODO(types): move to src/services/api/types — the yjq pair pack names its partner on busi/handle.
export interface BusiHandleSimReq extends BusiHandleReq {
  partnerPhone?: string;
}

// TODO(types): move to src/services/api/types — /newRecharge/tooth/:token checks its campaign token up front.
export interface SaleInfoSimReq extends SaleInfoReq {
  token?: string;
}

const SECKILL_LIVE_MS = HOUR;

/** Who holds a number: the WeChat user, else the number, else the session (so a hold survives a re-login). */
function holder(ctx: Ctx): string {
  return ctx.who.openid ?? ctx.who.phone ?? ctx.who.session?.id ?? 'anon';
}

function numberItem(n: NumberRow): NumberItem {
  return {
    msisdn: n.msisdn,
    cityCode: n.cityCode,
    pretty: n.pretty,
    prepayFen: n.prepayFen,
    minSpendFen: n.minSpendFen,
    status: n.status,
  };
}

function addOrder(
  ctx: Ctx,
  o: Omit<ProductOrderRow, 'orderNo' | 'createdAt' | 'timeline'> & { text?: string },
): ProductOrderRow {
  const row: ProductOrderRow = {
    ...o,
    orderNo: orderNoAt(ctx.now, ctx.rng),
    createdAt: ctx.now,
    timeline: [{ at: ctx.now, text: o.text ?? '订单已提交' }],
  };
  ctx.state.productOrders[row.orderNo] = row;
  ctx.state.productRecords.push({
    recordId: ctx.nextId('rec_'),
    phone: row.phone,
    orderNo: row.orderNo,
    productCode: row.productCode,
    name: row.name,
    source: row.kind === 'seckill' ? 'seckill' : 'order',
    status: row.stateCode === 1 ? 'pending' : 'active',
    stateCode: row.stateCode,
    feeFen: row.totalFen,
    createdAt: ctx.now,
    cancellable: row.stateCode === 1,
    payBy: row.payBy,
  });
  return row;
}

/** Attaches a pay order when the order costs something; otherwise the order goes straight to 待发货/受理. */
function payable(
  ctx: Ctx,
  row: ProductOrderRow,
  type: 'card' | 'broadband' | 'seckill' | 'device',
  title: string,
): OrderSubmitted {
  if (row.totalFen <= 0) return { orderNo: row.orderNo, payFen: 0 };
  const po = createPayOrder(
    ctx.state,
    {
      type,
      msisdn: row.msisdn ?? row.phone,
      faceFen: row.totalFen,
      payFen: row.totalFen,
      title,
      effect: { kind: 'productOrder', orderNo: row.orderNo },
      ownerPhone: ctx.who.phone,
      ownerOpenid: ctx.who.openid,
    },
    ctx.now,
    ctx.rng,
  );
  row.payOrderId = po.orderId;
  row.payBy = po.expiresAt;
  const rec = ctx.state.productRecords.find((r) => r.orderNo === row.orderNo);
  if (rec) rec.payBy = po.expiresAt;
  return { orderNo: row.orderNo, payFen: po.payFen, payBy: isoCn(po.expiresAt) };
}

function readCustomer(ctx: Ctx): Customer | undefined {
  const c = ctx.params.as<{ customer: Customer }>().obj('customer');
  if (!c) return undefined;
  const s = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  return { name: s(c.name), certNo: s(c.certNo), contactPhone: s(c.contactPhone) };
}

function readAddress(ctx: Ctx): { areaCode: string; detail: string } | undefined {
  const a = ctx.params.as<{ address: unknown }>().obj('address');
  if (!a) return undefined;
  return {
    areaCode: typeof a.areaCode === 'string' ? a.areaCode : '',
    detail: typeof a.detail === 'string' ? a.detail : '',
  };
}

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

function seckillReasons(ctx: Ctx, sub: Subscriber): string[] {
  const reasons: string[] = [];
  if (monthsBetween(sub.activatedAt, ctx.now) < 12) reasons.push('仅限在网满1年的用户参与');
  if (!sub.cityCode.startsWith('53')) reasons.push('仅限本省用户参与');
  if (sub.status === 'arrears') reasons.push('您的号码已欠费停机，请先充值');
  return reasons;
}

function seckillSubmit(ctx: Ctx, sub: Subscriber, itemId: string): OrderSubmitted {
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
    const joined = sub ? sub.subscriptions.some((s) => s.code === o.code && s.status === 'active') : false;
    return {
      actId,
      status,
      serverTime,
      startAt: isoCn(start),
      endAt: isoCn(end),
      eligible: reasons.length === 0,
      reasons,
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

// ---------------------------------------------------------------- records

/** Why an active service or pack cannot be unsubscribed online. */
function cancelReason(
  sub: Subscriber,
  r: Subscriber['subscriptions'][number] | undefined,
  row: ProductRecordRow,
): string | undefined {
  if (row.cancellable || row.status !== 'active' || row.source === 'order' || row.source === 'seckill')
    return undefined;
  if (row.productCode === sub.planCode) return '套餐不支持退订，如需更换请办理套餐变更';
  if (r && !r.monthly) return '该流量包到期自动失效，无需退订';
  return '该业务不支持在线退订，请到营业厅办理';
}

function recordView(
  r: Subscriber['subscriptions'][number] | undefined,
  row: ProductRecordRow,
  sub?: Subscriber,
): UserProductRecord {
  const why = sub ? cancelReason(sub, r, row) : undefined;
  // A pack that ended (at its end time, by this clock) is no longer active, whatever the record said when ordered.
  const ended = row.status === 'active' && (r?.status === 'expired' || r?.status === 'cancelled');
  return {
    recordId: row.recordId,
    ...(row.orderNo ? { orderNo: row.orderNo } : {}),
    productCode: row.productCode,
    name: row.name,
    source: row.source,
    status: ended ? (r?.status === 'cancelled' ? 'cancelled' : 'done') : row.status,
    ...(row.stateCode !== undefined ? { stateCode: row.stateCode } : {}),
    feeFen: row.feeFen,
    createdAt: isoCn(row.createdAt),
    ...(row.effectiveAt !== undefined ? { effectiveAt: isoCn(row.effectiveAt) } : {}),
    ...(row.expiresAt !== undefined
      ? { expiresAt: isoCn(row.expiresAt) }
      : r && !r.monthly
        ? { expiresAt: isoCn(r.endAt) }
        : {}),
    cancellable: row.cancellable && !ended,
    ...(why && !ended ? { cancelReason: why } : {}),
    ...(row.failReason ? { failReason: row.failReason } : {}),
    ...(row.refund ? { refund: row.refund } : {}),
    ...(row.payBy !== undefined ? { payBy: isoCn(row.payBy) } : {}),
  };
}

function smsPhone(ctx: Ctx): string {
  const p = ctx.params.as<{ phone: string }>().optStr('phone') ?? ctx.who.phone;
  if (!p) throw new HttpError(401, 'E_UNAUTHORIZED', MSG.unauthorized);
  return p;
}

// ---------------------------------------------------------------- routes

export const handlebusiRoutes: RouteDef[] = [
  route(
    'handlebusi/preCheck/preCheckToPhone',
    'G0',
    'Operator, region and whether the number can be topped up (number portability aware).',
    (ctx): PreCheckInfo => {
      const phone = assertPhone(ctx.params.as<PreCheckReq>().optStr('phone'));
      return preCheck(ctx.state, phone, ctx.now);
    },
    { as: 'anon', method: 'POST', params: { phone: PERSONA.otherOperator } },
  ),

  route(
    'handlebusi/wxOrderRecord/selectNum',
    'G0',
    'Ten available numbers of a city (search ≥ 3 digits; pretty numbers need prepay and a minimum spend).',
    (ctx): NumberItem[] => {
      const p = ctx.params.as<SelectNumReq>();
      const cityCode = p.str('cityCode', '号码归属地');
      const keyword = p.optStr('keyword');
      const pretty = p.optBool('pretty');
      if (keyword !== undefined && (!/^\d+$/.test(keyword) || keyword.length < (pretty ? 2 : 3)))
        throw biz('E_PARAM', `请输入不少于${pretty ? 2 : 3}位数字`);
      const all = Object.values(ctx.state.numbers)
        .filter(
          (n) =>
            n.cityCode === cityCode &&
            n.status === 'available' &&
            (pretty === undefined || n.pretty === pretty) &&
            (!keyword || n.msisdn.slice(3).includes(keyword)),
        )
        .sort((a, b) => (a.msisdn < b.msisdn ? -1 : 1));
      if (!all.length) return [];
      const batch = p.optInt('batch') ?? 0;
      const start = (batch * 10) % all.length;
      return [...all.slice(start), ...all.slice(0, start)].slice(0, 10).map(numberItem);
    },
    { as: 'anon', method: 'GET', params: { cityCode: '530100' } },
  ),

  route(
    'handlebusi/wxOrderRecord/keepNum',
    'G1',
    'Holds a number for 30 minutes (one hold per session; taken numbers refused).',
    (ctx): NumberHold => {
      const msisdn = ctx.params.as<KeepNumReq>().str('msisdn', '号码');
      const n = ctx.state.numbers[msisdn];
      if (!n) throw biz('E_NUMBER_NOT_FOUND', '号码不存在');
      const me = holder(ctx);
      if (n.status === 'sold' || (n.status === 'reserved' && n.reservedBy !== me))
        throw biz('E_NUMBER_TAKEN', '该号码已被选走，请换一个');
      for (const other of Object.values(ctx.state.numbers)) {
        if (other !== n && other.status === 'reserved' && other.reservedBy === me) {
          const pendingOrder = Object.values(ctx.state.productOrders).some(
            (o) => o.msisdn === other.msisdn && o.stateCode === 1,
          );
          if (!pendingOrder) {
            other.status = 'available';
            delete other.reservedUntil;
            delete other.reservedBy;
          }
        }
      }
      n.status = 'reserved';
      n.reservedBy = me;
      n.reservedUntil = ctx.now + HOLD_MS;
      return { msisdn, reservedUntil: isoCn(n.reservedUntil) };
    },
    {
      as: 'newUser',
      method: 'POST',
      params: (state) => ({
        msisdn:
          Object.values(state.numbers).find((n) => n.status === 'available' && n.cityCode === '530100')?.msisdn ?? '',
      }),
    },
  ),

  route(
    'handlebusi/wxOrderRecord/messageSend',
    'G1',
    'SMS code to the order contact number (captcha gate).',
    (ctx): SmsSent => {
      passCaptcha(ctx);
      return send(ctx, ctx.params.as<SendSmsReq>().optStr('phone'), 'order');
    },
    { as: 'newUser', method: 'POST', captcha: true, params: { phone: PERSONA.li } },
    { captcha: true },
  ),

  route(
    'handlebusi/wxOrderRecord/submit',
    'G1',
    'Card order: real name, age 16-60, blacklist, one ID five numbers, hold, address; pay prepay within 30 minutes.',
    (ctx): OrderSubmitted => {
      const p = ctx.params.as<CardOrderReq>();
      const card = ctx.state.catalogue.cards.find((c) => c.code === p.str('productCode', '商品'));
      if (!card) throw biz('E_PRODUCT_NOT_FOUND', '商品不存在或已下架');
      const msisdn = p.str('msisdn', '号码');
      const raw = readCustomer(ctx);
      const address = readAddress(ctx);
      if (!raw || !address) throw biz('E_PARAM', '请完善入网信息和收货地址');
      checkSms(ctx, raw.contactPhone, p.str('smsCode', '短信验证码'), ORDER_CODES);
      const customer = checkCustomer(ctx.state, raw, ctx.now, { newNumber: true });
      checkAddress(address.areaCode, address.detail, card.code === 'CARD5GNEW' ? 'nationwide' : 'province');
      const recommender = p.optStr('recommender');
      if (recommender !== undefined && !/^\d{8}$/.test(recommender)) throw biz('E_PARAM', '推荐人工号为8位数字');
      const n = ctx.state.numbers[msisdn];
      if (!n || n.status !== 'reserved' || n.reservedBy !== holder(ctx) || (n.reservedUntil ?? 0) <= ctx.now)
        throw biz('E_HOLD_EXPIRED', '号码占用已失效，请重新选号');
      const totalFen = card.prepayFen + n.prepayFen;
      const row = addOrder(ctx, {
        kind: 'card',
        productCode: card.code,
        name: card.name,
        phone: ctx.who.phone ?? customer.contactPhone,
        msisdn,
        items: [
          { name: `${card.name}${totalFen ? `（预存话费${totalFen / 100}元）` : ''}`, quantity: 1, fen: totalFen },
        ],
        totalFen,
        stateCode: totalFen > 0 ? 1 : 6,
        customer,
        address,
        channel: p.optStr('channel') ?? 'wechat',
        text: totalFen > 0 ? '订单已提交，请在30分钟内支付' : '实名核验通过，等待发货',
      });
      if (totalFen > 0) {
        n.reservedUntil = ctx.now + PAY_WINDOW_MS;
        return payable(ctx, row, 'card', `${card.name}预存话费`);
      }
      n.status = 'sold';
      delete n.reservedUntil;
      return { orderNo: row.orderNo, payFen: 0 };
    },
    {
      as: 'newUser',
      method: 'POST',
      sms: PERSONA.li,
      smsPurpose: 'order',
      params: (state, now) => {
        const n = Object.values(state.numbers).find(
          (x) => x.status === 'available' && x.cityCode === '530100' && !x.pretty,
        );
        if (n) {
          n.status = 'reserved';
          n.reservedUntil = now + HOLD_MS;
          n.reservedBy = 'o_sim_new';
        }
        return {
          productCode: 'CARD20',
          msisdn: n?.msisdn ?? '',
          customer: { name: '李明', certNo: '530502199708152013', contactPhone: PERSONA.li },
          address: { areaCode: '530502', detail: '永昌街道保山新城2栋1单元301室' },
        };
      },
    },
  ),

  route(
    'handlebusi/submitOrder/submit',
    'G1',
    'Product order: seckill grab (actId=seckill, itemId), wireless broadband (WBB_*), handset on contract (HS_*), or a catalogue product.',
    (ctx): OrderSubmitted => {
      const p = ctx.params.as<ProductOrderReq>();
      const code = p.str('productCode', '商品');
      const actId = p.optStr('actId');
      if (actId === 'seckill') {
        const sub = ctx.me();
        return seckillSubmit(ctx, sub, p.str('itemId', '秒杀商品'));
      }
      const customer = readCustomer(ctx);
      const address = readAddress(ctx);
      if (code.startsWith('WBB_')) {
        const plans: Record<string, { name: string; device: string }> = {
          WBB_4G_49: { name: '4G无线宽带49元/月（100GB）', device: 'CPE_4G' },
          WBB_5G_99: { name: '5G无线宽带99元/月（300GB）', device: 'CPE_5G' },
          WBB_2I_39: { name: '王卡无线宽带39元/月（60GB）', device: 'CPE_4G' },
        };
        const plan = plans[code];
        if (!plan) throw biz('E_PRODUCT_NOT_FOUND', '商品不存在或已下架');
        if (!customer || !address) throw biz('E_PARAM', '请完善入网信息和安装地址');
        checkSms(ctx, customer.contactPhone, p.str('smsCode', '短信验证码'), ORDER_CODES);
        const c = checkCustomer(ctx.state, customer, ctx.now, { newNumber: false });
        checkAddress(address.areaCode, address.detail, 'province');
        const device = ctx.state.catalogue.devices.find((d) => d.code === (p.optStr('deviceCode') ?? plan.device));
        if (!device || device.kind !== 'cpe') throw biz('E_PARAM', '请选择设备');
        if (device.stock <= 0) throw biz('E_OUT_OF_STOCK', `${device.name}已售罄`);
        device.stock -= 1;
        const row = addOrder(ctx, {
          kind: 'wireless',
          productCode: code,
          name: plan.name,
          phone: ctx.who.phone ?? c.contactPhone,
          items: [
            { name: plan.name, quantity: 1, fen: 0 },
            { name: device.name, quantity: 1, fen: device.priceFen },
          ],
          totalFen: device.priceFen,
          stateCode: 1,
          customer: c,
          address,
          channel: p.optStr('channel') ?? (code === 'WBB_2I_39' ? '2I' : 'wechat'),
          deviceCode: device.code,
        });
        return payable(ctx, row, 'device', `${plan.name}+${device.name}`);
      }
      const device = ctx.state.catalogue.devices.find((d) => d.code === code);
      if (device) {
        const sub = ctx.me();
        const reasons: string[] = [];
        if (monthsBetween(sub.activatedAt, ctx.now) < 12) reasons.push('在网不满12个月');
        if (sub.status === 'arrears') reasons.push('号码欠费');
        if (sub.contractEndsOn && sub.contractEndsOn >= dateCn(ctx.now)) reasons.push('已有合约在身');
        if (starNumber(sub) < 2) reasons.push('客户星级低于二星');
        if (reasons.length) throw biz('E_INELIGIBLE', `暂不符合购机条件：${reasons.join('、')}`, { reasons });
        if (device.stock <= 0) throw biz('E_OUT_OF_STOCK', `${device.name}已售罄`);
        device.stock -= 1;
        const row = addOrder(ctx, {
          kind: 'device',
          productCode: code,
          name: device.name,
          phone: sub.phone,
          items: [{ name: device.name, quantity: 1, fen: 0 }],
          totalFen: 0,
          stateCode: 6,
          channel: 'wechat',
          customer: { name: sub.name, certNo: sub.certNo, contactPhone: sub.phone },
          address,
          text: '合约购机已受理，等待发货',
        });
        return { orderNo: row.orderNo, payFen: 0 };
      }
      const o = findOffering(ctx.state, code);
      const card = ctx.state.catalogue.cards.find((c) => c.code === code);
      const bb = ctx.state.catalogue.broadbandOffers.find((b) => b.offerCode === code);
      const name = o?.name ?? card?.name ?? bb?.name;
      if (!name) throw biz('E_PRODUCT_NOT_FOUND', '商品不存在或已下架');
      const quantity = Math.max(1, Math.min(5, p.optInt('quantity') ?? 1));
      const unit = o?.priceFen ?? card?.prepayFen ?? bb?.yearlyFen ?? 0;
      const phone = ctx.who.phone ?? customer?.contactPhone;
      if (!phone) throw new HttpError(401, 'E_UNAUTHORIZED', MSG.unauthorized);
      const row = addOrder(ctx, {
        kind: 'product',
        productCode: code,
        name,
        phone,
        items: [{ name, quantity, fen: unit * quantity }],
        totalFen: unit * quantity,
        stateCode: unit > 0 ? 1 : 6,
        channel: p.optStr('channel') ?? 'wechat',
        address,
      });
      return payable(ctx, row, 'device', name);
    },
    { as: 'wang', method: 'POST', params: { productCode: 'BINGJILING', quantity: 1 } },
  ),

  route(
    'handlebusi/submitOrder/newBroadband',
    'G1',
    'Broadband order: coverage at the door, slot capacity (2 per slot, next 7 days), real name, contact SMS; yearly fee to pay.',
    (ctx): OrderSubmitted => {
      const p = ctx.params.as<NewBroadbandReq>();
      const offer = ctx.state.catalogue.broadbandOffers.find((b) => b.offerCode === p.str('offerCode', '宽带套餐'));
      if (!offer) throw biz('E_PRODUCT_NOT_FOUND', '宽带套餐不存在');
      const addressCode = p.str('addressCode', '安装地址');
      const node = ctx.state.addresses.find((a) => a.code === addressCode);
      if (!node || node.level !== 'door') throw biz('E_ADDRESS', '请选择到门牌的标准地址');
      if (!node.coverage || node.coverage.type === 'none' || node.coverage.freePorts <= 0)
        throw biz('E_NO_COVERAGE', '您所在区域宽带资源还在建设中，有资源后短信通知');
      if (node.coverage.maxMbps < offer.mbps)
        throw biz('E_BANDWIDTH', `该地址最高支持${node.coverage.maxMbps}M，请选择其他套餐`);
      const raw = readCustomer(ctx);
      if (!raw) throw biz('E_PARAM', '请完善入网信息');
      checkSms(ctx, raw.contactPhone, p.str('smsCode', '短信验证码'), ORDER_CODES);
      const customer = checkCustomer(ctx.state, raw, ctx.now, { newNumber: false });
      const slot = ctx.params.as<{ slot: unknown }>().obj('slot');
      const date = typeof slot?.date === 'string' ? slot.date : '';
      const time = typeof slot?.time === 'string' ? slot.time : '';
      if (!['08:00', '12:00', '14:00', '18:00'].includes(time)) throw biz('E_SLOT', '请选择安装时段');
      const slotAt = fromCn(
        Number(date.slice(0, 4)),
        Number(date.slice(5, 7)),
        Number(date.slice(8, 10)),
        Number(time.slice(0, 2)),
      );
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || slotAt <= ctx.now || slotAt > ctx.now + 8 * DAY)
        throw biz('E_SLOT', '请选择未来7天内的安装时段');
      const slotKey = `${date} ${time}`;
      if ((ctx.state.slotsTaken[slotKey] ?? 0) >= 2) throw biz('E_SLOT_FULL', '该时段已约满，请选择其他时间');
      ctx.state.slotsTaken[slotKey] = (ctx.state.slotsTaken[slotKey] ?? 0) + 1;
      node.coverage.freePorts -= 1;
      const phone = ctx.who.phone ?? customer.contactPhone;
      const row = addOrder(ctx, {
        kind: 'broadband',
        productCode: offer.offerCode,
        name: offer.name,
        phone,
        items: [
          { name: offer.name, quantity: 1, fen: offer.yearlyFen },
          { name: '安装调试费', quantity: 1, fen: offer.installFen },
        ],
        totalFen: offer.yearlyFen + offer.installFen,
        stateCode: 1,
        customer,
        address: { areaCode: addressCode.slice(0, 6), detail: p.optStr('addressText') ?? node.name },
        channel: 'wechat',
      });
      ctx.state.broadbandOrders[row.orderNo] = {
        orderNo: row.orderNo,
        phone,
        offerCode: offer.offerCode,
        offerName: offer.name,
        addressCode,
        addressText: p.optStr('addressText') ?? node.name,
        status: 'accepted',
        createdAt: ctx.now,
        slot: { date, time: time as '08:00' | '12:00' | '14:00' | '18:00' },
        customer,
        urges: [],
        steps: newInstallSteps(ctx.now),
      };
      return payable(ctx, row, 'broadband', offer.name);
    },
    {
      as: 'newUser',
      method: 'POST',
      sms: PERSONA.li,
      smsPurpose: 'order',
      params: (_state, now) => ({
        offerCode: 'BB300',
        addressCode: '53011101010210301',
        addressText: '官渡区关上街道世纪城2栋1单元301室',
        customer: { name: '李明', certNo: '530502199708152013', contactPhone: PERSONA.li },
        slot: { date: dateCn(now + 2 * DAY), time: '14:00' },
      }),
    },
  ),

  route(
    'handlebusi/businessAcceptance/getBlPhone',
    'G3',
    'Staff: look up the present customer.',
    (ctx): BlPhone => {
      const phone = assertPhone(ctx.params.as<BlPhoneReq>().optStr('phone'));
      const sub = ctx.state.subscribers[phone];
      if (!sub) throw biz('E_NOT_CUSTOMER', MSG.notCustomer);
      return {
        phone,
        maskedName: maskName(sub.name),
        planName: planName(ctx, sub.planCode),
        staffId: ctx.who.staffId ?? '',
      };
    },
    { as: 'staff', method: 'GET', params: { phone: PERSONA.wang } },
  ),

  route(
    'handlebusi/businessAcceptance/getBlSign',
    'G1',
    "Stores the customer's e-signature (PNG data URL) for an order.",
    (ctx): BlSign => {
      const p = ctx.params.as<BlSignReq>();
      const phone = assertPhone(p.optStr('phone'));
      if (!ctx.who.staffId && !ctx.who.phones.includes(phone)) throw biz('E_FORBIDDEN_NUMBER', MSG.forbiddenNumber);
      const img = p.str('signImage', '签名');
      if (!/^data:image\/png;base64,[A-Za-z0-9+/=]{16,}$/.test(img)) throw biz('E_PARAM', '签名图片格式错误');
      const signId = ctx.nextId('sign_');
      ctx.state.signs[signId] = {
        signId,
        phone,
        productCode: p.str('productCode', '商品'),
        staffId: ctx.who.staffId,
        bytes: img.length,
        at: ctx.now,
      };
      return { signId };
    },
    {
      as: 'staff',
      method: 'POST',
      params: {
        phone: PERSONA.wang,
        productCode: 'REFUEL_20',
        signImage:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      },
    },
  ),

  route(
    'handlebusi/businessAcceptance/multuserqry',
    'G3',
    'Staff: customer facts and eligibility for agent ordering.',
    (ctx): MultUser => {
      const phone = assertPhone(ctx.params.as<MultUserReq>().optStr('phone'));
      const sub = ctx.state.subscribers[phone];
      if (!sub) throw biz('E_NOT_CUSTOMER', MSG.notCustomer);
      const reasons: string[] = [];
      if (sub.status === 'arrears') reasons.push('号码欠费停机，请先缴费');
      if (ctx.state.blacklistCerts.includes(sub.certNo)) reasons.push('客户证件在黑名单中');
      return {
        phone,
        maskedName: maskName(sub.name),
        planName: planName(ctx, sub.planCode),
        tenureMonths: monthsBetween(sub.activatedAt, ctx.now),
        star: sub.star,
        arrearsFen: sub.balanceFen < 0 ? -sub.balanceFen : 0,
        eligible: reasons.length === 0,
        reasons,
      };
    },
    { as: 'staff', method: 'GET', params: { phone: PERSONA.wang } },
  ),

  route(
    'handlebusi/businessAcceptance/reception',
    'G2',
    "Accepts a business on the caller's number (SMS gate): plan, pack, or handset contract tier.",
    (ctx): HandleResult => {
      const p = ctx.params.as<AcceptanceReq>();
      const phone = smsPhone(ctx);
      const sub = ctx.me(phone);
      checkSms(ctx, phone, p.str('smsCode', '短信验证码'), BUSI_CODES);
      const code = p.str('productCode', '商品');
      const signId = p.optStr('signId');
      if (signId && ctx.state.signs[signId]?.phone !== sub.phone) throw biz('E_SIGN', '请先完成电子签名');
      const device = ctx.state.catalogue.devices.find((d) => d.code === code);
      if (device) {
        if (!signId) throw biz('E_SIGN', '请先完成电子签名');
        const tier = p.optStr('tier') ?? '99x24';
        const reasons: string[] = [];
        if (monthsBetween(sub.activatedAt, ctx.now) < 12) reasons.push('在网不满12个月');
        if (sub.status === 'arrears') reasons.push('号码欠费');
        if (sub.contractEndsOn && sub.contractEndsOn >= dateCn(ctx.now)) reasons.push('已有合约在身');
        if (starNumber(sub) < 2) reasons.push('客户星级低于二星');
        if (reasons.length) throw biz('E_INELIGIBLE', `暂不符合购机条件：${reasons.join('、')}`, { reasons });
        if (device.stock <= 0) throw biz('E_OUT_OF_STOCK', `${device.name}已售罄`);
        device.stock -= 1;
        const address = readAddress(ctx);
        const downFen = tier === '69x24' ? 80000 : 0;
        const row = addOrder(ctx, {
          kind: 'device',
          productCode: code,
          name: `${[device.name, p.optStr('colour'), p.optStr('storage')].filter(Boolean).join(' ')}（合约${tier === '69x24' ? '69元×24月' : '99元×24月'}）`,
          phone: sub.phone,
          items: [{ name: device.name, quantity: 1, fen: downFen }],
          totalFen: downFen,
          stateCode: downFen ? 1 : 6,
          channel: 'wechat',
          address,
          ...(downFen ? { deviceCode: device.code } : {}),
          customer: { name: sub.name, certNo: sub.certNo, contactPhone: sub.phone },
        });
        const submitted = payable(ctx, row, 'device', `${device.name}首付款`);
        return {
          orderNo: submitted.orderNo,
          status: 'accepted',
          ...(submitted.payBy ? { expiresAt: submitted.payBy } : {}),
        };
      }
      return applyProduct({ state: ctx.state, now: ctx.now, rng: ctx.rng, nextId: ctx.nextId }, sub, code);
    },
    { as: 'wang', method: 'POST', sms: PERSONA.wang, params: { productCode: 'REFUEL_10', phone: PERSONA.wang } },
  ),

  route(
    'handlebusi/businessAcceptanceRecord/queryUserProductInfo',
    'G2',
    'Orders, subscriptions and handling records (filters source, status), newest first.',
    (ctx): UserProductPage => {
      const p = ctx.params.as<UserProductReq & { phone: string }>();
      const sub = ctx.me(p.optStr('phone'));
      const source = p.optStr('source');
      const status = p.optStr('status');
      const rows = ctx.state.productRecords
        .filter((r) => r.phone === sub.phone && (!source || r.source === source) && (!status || r.status === status))
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((r) =>
          recordView(
            sub.subscriptions.find((s) => s.id === r.subscriptionId),
            r,
            sub,
          ),
        );
      return page(ctx, rows);
    },
    { as: 'wang', method: 'GET' },
  ),

  route(
    'handlebusi/businessAcceptanceRecord/cancelUserProductInfo',
    'G2',
    'Cancels an unpaid order, or unsubscribes a service (SMS code; effective next month).',
    (ctx): HandleResult => {
      const p = ctx.params.as<CancelProductReq>();
      const rec = ctx.state.productRecords.find((r) => r.recordId === p.str('recordId', '记录'));
      if (!rec || !ctx.who.phones.includes(rec.phone)) throw biz('E_NOT_FOUND', '记录不存在');
      if (!rec.cancellable)
        throw biz(
          'E_NOT_CANCELLABLE',
          rec.source === 'order' ? '当前订单状态不可取消' : '该业务不支持在线退订，请到营业厅办理',
        );
      if (rec.orderNo && rec.status === 'pending' && rec.source !== 'handle') {
        const po = ctx.state.productOrders[rec.orderNo];
        const pay = po?.payOrderId ? ctx.state.payOrders[po.payOrderId] : undefined;
        if (pay && pay.status === 'unpaid') cancelPayOrder(ctx.state, pay, ctx.now, '用户取消订单');
        else if (po) {
          po.stateCode = 18;
          po.timeline.push({ at: ctx.now, text: '用户取消订单' });
          rec.status = 'cancelled';
          rec.stateCode = 18;
        }
        rec.cancellable = false;
        return { orderNo: rec.orderNo, status: 'success' };
      }
      checkSms(ctx, rec.phone, p.str('smsCode', '短信验证码'), BUSI_CODES);
      const sub = ctx.me(rec.phone);
      const effectiveAt = startOfNextMonth(ctx.now);
      if (rec.subscriptionId) {
        const s = sub.subscriptions.find((x) => x.id === rec.subscriptionId);
        if (s) {
          s.status = 'pendingCancel';
          s.endAt = effectiveAt;
        }
      } else if (sub.pendingPlanChange && rec.productCode === sub.pendingPlanChange.to) {
        delete sub.pendingPlanChange;
        delete sub.lastPlanChangeMonth;
      }
      const svc = (ctx.state.internetServices[sub.phone] ?? []).find((x) => x.code === rec.productCode);
      if (svc) svc.status = 'pendingCancel';
      rec.status = 'cancelled';
      rec.cancellable = false;
      return { orderNo: rec.orderNo ?? rec.recordId, status: 'accepted', effectiveAt: isoCn(effectiveAt) };
    },
    { as: 'wang', method: 'POST', sms: PERSONA.wang, params: { recordId: 'rec_s_2' } },
  ),

  route(
    'handlebusi/busi/dkhandle',
    'G3',
    "Staff orders for a present customer: the customer's SMS code and e-signature; the staff id is recorded.",
    (ctx): HandleResult => {
      const p = ctx.params.as<DkHandleReq>();
      const phone = assertPhone(p.optStr('phone'));
      const sub = ctx.state.subscribers[phone];
      if (!sub) throw biz('E_NOT_CUSTOMER', MSG.notCustomer);
      checkSms(ctx, phone, p.str('smsCode', '短信验证码'), BUSI_CODES);
      const sign = ctx.state.signs[p.str('signId', '电子签名')];
      if (!sign || sign.phone !== phone) throw biz('E_SIGN', '请先完成客户电子签名');
      const code = p.str('productCode', '商品');
      if (!ctx.state.catalogue.valetProducts.some((v) => v.code === code))
        throw biz('E_PRODUCT_NOT_FOUND', '该商品不支持代客办理');
      let result: HandleResult;
      if (code === 'VALET_BB300') {
        result = { orderNo: orderNoAt(ctx.now, ctx.rng), status: 'accepted' };
      } else {
        result = applyProduct(
          { state: ctx.state, now: ctx.now, rng: ctx.rng, nextId: ctx.nextId, staffId: ctx.who.staffId },
          sub,
          code,
        );
      }
      const name = ctx.state.catalogue.valetProducts.find((v) => v.code === code)?.name ?? code;
      const row: ProductOrderRow = {
        orderNo: result.orderNo,
        kind: 'valet',
        productCode: code,
        name,
        phone,
        items: [{ name, quantity: 1, fen: 0 }],
        totalFen: 0,
        stateCode: 6,
        channel: 'O2O门店',
        staffId: ctx.who.staffId,
        createdAt: ctx.now,
        timeline: [{ at: ctx.now, text: `店员${ctx.who.staffId ?? ''}代客办理` }],
      };
      ctx.state.productOrders[row.orderNo] = row;
      return result;
    },
    {
      as: 'staff',
      method: 'POST',
      sms: PERSONA.wang,
      params: (state) => {
        state.signs.sign_cov = { signId: 'sign_cov', phone: PERSONA.wang, productCode: 'REFUEL_20', bytes: 100, at: 0 };
        return { phone: PERSONA.wang, productCode: 'REFUEL_20', signId: 'sign_cov' };
      },
    },
  ),

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
    'handlebusi/busi/handle',
    'G2',
    "Orders a pack, cap lift, speed pack, pair pack or plan change on the caller's number (SMS gate).",
    (ctx): HandleResult => {
      const p = ctx.params.as<BusiHandleSimReq>();
      const phone = smsPhone(ctx);
      const sub = ctx.me(phone);
      checkSms(ctx, phone, p.str('smsCode', '短信验证码'), BUSI_CODES);
      const code = p.str('productCode', '产品');
      if (code === 'YJQ_PAIR') {
        const partner = assertPhone(p.optStr('partnerPhone'));
        const info = preCheck(ctx.state, partner, ctx.now);
        const partnerSub = ctx.state.subscribers[partner];
        if (info.operator !== 'unicom' || !partnerSub) throw biz('E_PARTNER', '对方须为云南联通号码');
        if (partner === sub.phone) throw biz('E_PARTNER', '不能邀请自己');
        if (partnerSub.cityCode === sub.cityCode) throw biz('E_PARTNER', '异地恋情侣包仅限不同城市的号码办理');
        const pack = findOffering(ctx.state, code);
        if (!pack) throw biz('E_PRODUCT_NOT_FOUND', '产品不存在');
        const reasons = offeringReasons(ctx.state, sub, pack, ctx.now);
        if (reasons.length) throw biz('E_INELIGIBLE', reasons[0] ?? '不符合办理条件', { reasons });
        const pendingInvite = Object.values(ctx.state.invites).find(
          (i) => i.fromPhone === sub.phone && i.status === 'pending' && i.expiresAt > ctx.now,
        );
        if (pendingInvite)
          throw biz('E_INVITE_PENDING', '已邀请对方，等待对方确认', { inviteId: pendingInvite.inviteId });
        const inviteId = ctx.nextId('inv_');
        ctx.state.invites[inviteId] = {
          inviteId,
          fromPhone: sub.phone,
          toPhone: partner,
          productCode: code,
          createdAt: ctx.now,
          expiresAt: ctx.now + 48 * HOUR,
          status: 'pending',
        };
        return {
          orderNo: inviteId,
          status: 'accepted',
          expiresAt: isoCn(ctx.now + 48 * HOUR),
          reason: '已发送邀请，对方48小时内确认后生效',
        };
      }
      return applyProduct({ state: ctx.state, now: ctx.now, rng: ctx.rng, nextId: ctx.nextId }, sub, code);
    },
    { as: 'wang', method: 'POST', sms: PERSONA.wang, params: { productCode: 'BINGJILING', phone: PERSONA.wang } },
  ),

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
