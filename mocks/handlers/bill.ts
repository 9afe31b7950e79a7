// bill/*: balance, allowances, cBSS order details, payment (JSAPI parameters, state, records, logs).
import type {
  Allowance,
  Balance,
  BalanceAndSum,
  LogTransReq,
  OrderByIdReq,
  OrderPageCodeReq,
  OrderWechatPageReq,
  PaymentRecord,
  PaymentRecordsReq,
  PayOrder,
  SmsSent,
  TradeInfo,
  TradeInfoReq,
  WxPayParams,
} from '../../src/services/api/types';
import type { Ctx, RouteDef } from '../core/context';
import { biz, type BizError, HttpError, MSG } from '../core/errors';
import { cnParts, isoCn, monthKey } from '../core/time';
import { billLines } from '../db/seed/records';
import { PERSONA } from '../db/seed/people';
import type { PayOrderRow, Subscriber } from '../db/types';
import { allowanceOf } from '../services/allowance';
import { findPayOrder, toPayOrder, wxPayParams } from '../services/payments';
import { checkSms, inMaintenance, MAINTENANCE_MSG, page, passCaptcha, route, send } from './common';
import { openAgreement, tierOf } from './depositGift';
import { addressTextOf } from './ordering/shared';

/** orderWechatPage's request (returnUrl and smsCode are in the shared type now). */
export type OrderWechatPageSimReq = OrderWechatPageReq;

// TODO(types): move to src/services/api/types — the tooth bundles' voucher code once credited.
export interface PayOrderSim extends PayOrder {
  voucher?: string;
}

/**
 * An order of someone without it among their numbers (a new customer who ordered before binding one): the contact
 * phone given with the order, proven by a business SMS code (getBusiSmsNotLogin, through the captcha gate) once per
 * session. The code is checked before the order is looked at, so a wrong phone learns nothing of the order.
 */
function lookUpByContact(ctx: Ctx, phone: string | undefined, code: string | undefined): void {
  if (!phone) throw biz('E_ORDER_NOT_FOUND', '订单不存在');
  if (ctx.who.session?.orderLookupPhone === phone) return;
  if (!code) throw biz('E_SMS_REQUIRED', '请先验证下单时的联系电话');
  checkSms(ctx, phone, code, ['busi']);
  if (ctx.who.session) ctx.who.session.orderLookupPhone = phone;
}

/** Pay orders that pay money onto the balance. */
const DEPOSITS: PayOrderRow['type'][] = ['topup', 'promoTopup', 'school', 'depositGift'];

/** Payments that credit the balance: the top-up history lists these alone. */
const CREDIT_KINDS = ['topup', 'depositGift', 'giftReturn'];

/**
 * What a payment paid for, from its pay order: a top-up (a promotional or school top-up too, and a payment in the
 * hall or by bank, which has no pay order), a deposit-gift deposit, a deposit-gift monthly credit (titled), or an
 * order (card, broadband, flash sale, handset), which is no credit.
 */
function paymentKind(o: PayOrderRow | undefined, title: string | undefined): string {
  if (!o) return title ? 'giftReturn' : 'topup';
  if (o.type === 'promoTopup' || o.type === 'school') return 'topup';
  return o.type;
}

export function currentMonthLines(sub: Subscriber, now: number): { total: number; extra: number } {
  const p = cnParts(now);
  const ratio = Math.min(1, p.d / 30);
  const lines = billLines(sub, monthKey(now), now, ratio);
  const total = lines.reduce((s, l) => s + l.fen, 0);
  const extra = lines
    .filter((l) => l.category === 'voice' || l.category === 'data' || l.category === 'sms' || l.category === 'agency')
    .reduce((s, l) => s + l.fen, 0);
  return { total, extra };
}

export function balanceOf(ctx: Ctx, sub: Subscriber): Balance {
  return {
    phone: sub.phone,
    balanceFen: sub.balanceFen,
    realtimeFeeFen: currentMonthLines(sub, ctx.now).extra,
    queryTime: isoCn(ctx.now),
  };
}

const orderNotFound = (): BizError => biz('E_ORDER_NOT_FOUND', '订单不存在');

/** The caller may see the order of this customer: its number (or the WeChat user who created it), or staff.
 *  Without any session: 401. */
function assertOwner(ctx: Ctx, phones: (string | undefined)[], openid: string | undefined): void {
  if (ctx.who.staffId) return;
  if (!ctx.who.session && !ctx.who.phone) throw new HttpError(401, 'E_UNAUTHORIZED', MSG.unauthorized);
  if (openid !== undefined && openid === ctx.who.openid) return;
  if (phones.some((p) => p !== undefined && ctx.who.phones.includes(p))) return;
  throw orderNotFound();
}

/**
 * A pay order is read (and paid) by the session that owns it: the creator's number or WeChat user, or the
 * number it pays for. An order created without a session (the anonymous top-up) has no owner: its id is the key,
 * as at the cashier. A friend paying a cfsf link created the pay order: it is the friend's.
 */
export function assertPayOrderAccess(ctx: Ctx, o: PayOrderRow): void {
  if (o.ownerPhone === undefined && o.ownerOpenid === undefined) return;
  assertOwner(ctx, [o.ownerPhone, o.msisdn], o.ownerOpenid);
}

/** A pay order by its id, or by the activity order / product order it pays for; only to the session owning it. */
export function resolvePayOrder(ctx: Ctx, id: string): PayOrderRow {
  const direct = ctx.state.payOrders[id];
  if (direct) {
    assertPayOrderAccess(ctx, direct);
    return direct;
  }
  const agreement = ctx.state.agreements[id];
  if (agreement) {
    // The number's customer, or the friend who pays for it.
    assertOwner(ctx, [agreement.phone], agreement.payerOpenid);
    const current = agreement.payOrderId ? ctx.state.payOrders[agreement.payOrderId] : undefined;
    if (current && current.status !== 'expired' && current.status !== 'cancelled') return current;
    const act = ctx.state.activities[agreement.actId];
    const t = act ? tierOf(act, agreement.tier) : undefined;
    if (act && t) return openAgreement(ctx, act, agreement.phone, t, agreement.payer).pay;
  }
  const po = ctx.state.productOrders[id];
  const school = po?.payOrderId ? undefined : ctx.state.schoolRecords.find((r) => r.recordId === id);
  const payOrderId = po?.payOrderId ?? school?.orderId;
  if (payOrderId === undefined) throw orderNotFound();
  const o = findPayOrder(ctx.state, payOrderId);
  assertPayOrderAccess(ctx, o);
  return o;
}

/**
 * The cashier's way back. The app sends an absolute address built from its own location (a real payment's return
 * address must be absolute): one of this origin counts as its path; another origin does not count at all.
 */
function cashierReturn(ctx: Ctx, returnUrl: string | undefined): string | undefined {
  if (!returnUrl || !/^https?:\/\//i.test(returnUrl)) return returnUrl;
  try {
    const u = new URL(returnUrl);
    return u.origin === ctx.url.origin || u.origin === ctx.header('origin') ? u.pathname + u.search : undefined;
  } catch {
    return undefined;
  }
}

function payOrderView(o: PayOrderRow): PayOrderSim {
  return { ...toPayOrder(o), ...(o.voucher ? { voucher: o.voucher } : {}) };
}

export const billRoutes: RouteDef[] = [
  route(
    'bill/queryUserBalance',
    'G2',
    'Balance and unbilled usage of the current (or a bound) number.',
    (ctx): Balance => balanceOf(ctx, ctx.me(ctx.params.as<{ phone: string }>().optStr('phone'))),
    { as: 'wang', method: 'GET' },
  ),

  route(
    'bill/queryUserBalanceAndSum',
    'G2',
    "Balance plus this month's spend so far.",
    (ctx): BalanceAndSum => {
      const sub = ctx.me(ctx.params.as<{ phone: string }>().optStr('phone'));
      return { ...balanceOf(ctx, sub), monthSpendFen: currentMonthLines(sub, ctx.now).total };
    },
    { as: 'wang', method: 'GET' },
  ),

  route(
    'bill/querySetMealaAlowance',
    'G2',
    'Plan allowances (buckets), cap and throttle state.',
    (ctx): Allowance => allowanceOf(ctx, ctx.me(ctx.params.as<{ phone: string }>().optStr('phone'))),
    { as: 'wang', method: 'GET' },
  ),

  route(
    'bill/getTradebhInfoCbss',
    'G1',
    "Details of an order (items, receiver, logistics, timeline): the caller's own, or found by its contact phone verified by SMS.",
    (ctx): TradeInfo => {
      const p = ctx.params.as<TradeInfoReq>();
      const orderNo = p.str('orderNo', '订单号');
      const o = ctx.state.productOrders[orderNo];
      // The caller's WeChat user placed it before a number was bound.
      const placed = o?.ownerOpenid !== undefined && o.ownerOpenid === ctx.who.openid;
      if (!o || (!ctx.who.phones.includes(o.phone) && !ctx.who.staffId && !placed))
        lookUpByContact(ctx, p.optStr('phone'), p.optStr('smsCode'));
      if (!o) throw biz('E_ORDER_NOT_FOUND', '订单不存在');
      const contact = o.customer?.contactPhone ?? o.phone;
      const slot = o.kind === 'broadband' ? ctx.state.broadbandOrders[o.orderNo]?.slot : undefined;
      if (
        !ctx.who.phones.includes(o.phone) &&
        !ctx.who.staffId &&
        !placed &&
        ctx.who.session?.orderLookupPhone !== contact
      )
        throw biz('E_ORDER_NOT_FOUND', '订单不存在');
      return {
        orderNo: o.orderNo,
        stateCode: o.stateCode,
        items: o.items.map((i) => ({ ...i })),
        totalFen: o.totalFen,
        ...(o.downPaymentFen !== undefined ? { downPaymentFen: o.downPaymentFen } : {}),
        ...(o.msisdn ? { msisdn: o.msisdn } : {}),
        ...(o.customer && o.address
          ? {
              receiver: {
                name: o.customer.name,
                phone: o.customer.contactPhone,
                address: addressTextOf(ctx.state, o.address),
              },
            }
          : {}),
        ...(o.logistics
          ? {
              logistics: {
                company: o.logistics.company,
                trackingNo: o.logistics.trackingNo,
                steps: o.logistics.steps.map((s) => ({ at: isoCn(s.at), text: s.text })),
              },
            }
          : {}),
        timeline: o.timeline.map((t) => ({ at: isoCn(t.at), text: t.text })),
        createdAt: isoCn(o.createdAt),
        kind: o.kind,
        ...(slot ? { slot: { ...slot } } : {}),
      };
    },
    {
      as: 'wang',
      method: 'GET',
      params: (state) => ({
        orderNo:
          Object.values(state.productOrders).find((o) => o.phone === PERSONA.wang && o.stateCode === 7)?.orderNo ?? '',
      }),
    },
  ),

  route(
    'bill/orderWechatPage',
    'G0',
    'JSAPI payment parameters of an unpaid order (also by actOrderId or product orderNo), with the simulator cashier address.',
    (ctx): WxPayParams => {
      const p = ctx.params.as<OrderWechatPageSimReq>();
      const o = resolvePayOrder(ctx, p.str('orderId', '订单号'));
      // Nothing is paid onto the balance in the nightly pause: an order opened before it waits for its end.
      if (DEPOSITS.includes(o.type) && inMaintenance(ctx.now)) throw biz('E_MAINTENANCE', MAINTENANCE_MSG);
      if (o.type === 'promoTopup' && !ctx.who.phones.includes(o.msisdn)) {
        const verified = ctx.who.session?.payVerifiedPhone === o.msisdn;
        if (!verified) {
          const code = p.optStr('smsCode');
          if (!code) throw biz('E_SMS_REQUIRED', '请先验证充值号码');
          checkSms(ctx, o.msisdn, code, ['pay']);
          if (ctx.who.session) ctx.who.session.payVerifiedPhone = o.msisdn;
        }
      }
      return wxPayParams(o, ctx.now, ctx.rng, cashierReturn(ctx, p.optStr('returnUrl')));
    },
    {
      as: 'wang',
      method: 'POST',
      params: (state) => ({
        orderId:
          Object.values(state.payOrders).find((o) => o.status === 'unpaid' && o.ownerPhone === PERSONA.wang)?.orderId ??
          '',
      }),
    },
    // Pay details only while the order is payable: a key's earlier answer is never replayed for a paid order.
    { fresh: true },
  ),

  route(
    'bill/orderWechatGetById',
    'G0',
    'State of a pay order (to the session owning it; an anonymous top-up to anyone with its id): unpaid, paid, crediting, credited, failed, refunded, cancelled, expired.',
    (ctx): PayOrderSim => {
      const id = ctx.params.as<OrderByIdReq>().str('orderId', '订单号');
      return payOrderView(resolvePayOrder(ctx, id));
    },
    {
      as: 'wang',
      method: 'GET',
      params: (state) => ({
        orderId: Object.values(state.payOrders).find((o) => o.ownerPhone === PERSONA.wang)?.orderId ?? '',
      }),
    },
  ),

  route(
    'bill/userPaymentRecords',
    'G2',
    'Payment records of the number for a month (20 a page).',
    (ctx) => {
      const p = ctx.params.as<PaymentRecordsReq & { phone: string }>();
      const sub = ctx.me(p.optStr('phone'));
      const month = p.optStr('month') ?? monthKey(ctx.now);
      if (!/^\d{6}$/.test(month)) throw biz('E_PARAM', '月份格式应为yyyyMM');
      const rows: (PaymentRecord & { title?: string })[] = ctx.state.payments
        .filter((r) => r.msisdn === sub.phone && monthKey(r.at) === month)
        .map((r) => ({ r, o: ctx.state.payOrders[r.orderId] }))
        .map(({ r, o }) => ({ r, o, kind: paymentKind(o, r.title) }))
        .filter(({ kind }) => CREDIT_KINDS.includes(kind))
        .sort((a, b) => b.r.at - a.r.at)
        .map(({ r, o, kind }) => ({
          orderId: r.orderId,
          msisdn: r.msisdn,
          fen: r.fen,
          channel: r.channel,
          status: r.status,
          at: isoCn(r.at),
          kind,
          // What was paid, beside what was credited, when they differ (a deposit gift's ¥80 for ¥100).
          ...(o && o.payFen !== r.fen ? { payFen: o.payFen } : {}),
          ...(r.title ? { title: r.title } : {}),
        }));
      return page(ctx, rows);
    },
    { as: 'wang', method: 'GET' },
  ),

  route(
    'bill/logtransactive',
    'G0',
    'Logs a cancelled or failed payment on the order (the order stays payable until it expires).',
    (ctx) => {
      const p = ctx.params.as<LogTransReq>();
      const o = resolvePayOrder(ctx, p.str('orderId', '订单号'));
      const action = p.oneOf('action', ['cancel', 'fail'] as const, 'cancel');
      o.logs.push({ at: ctx.now, action, reason: p.optStr('reason') });
      return null;
    },
    {
      as: 'wang',
      method: 'POST',
      params: (state) => ({
        orderId: Object.values(state.payOrders).find((o) => o.ownerPhone === PERSONA.wang)?.orderId ?? '',
        action: 'cancel',
        reason: '用户取消支付',
      }),
    },
  ),

  route(
    'bill/getOrderWechatPageCode',
    'G0',
    'SMS code to verify a number before paying a promotional top-up (captcha gate).',
    (ctx): SmsSent => {
      passCaptcha(ctx);
      return send(ctx, ctx.params.as<OrderPageCodeReq>().optStr('phone'), 'pay');
    },
    { as: 'anon', method: 'POST', captcha: true, params: { phone: PERSONA.zhang } },
    { captcha: true },
  ),
];
