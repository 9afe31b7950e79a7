// Pay orders and their state machine:
//   unpaid --pay--> paid --(1/3 of the credit delay)--> crediting --(credit delay, 3 s)--> credited
//                                                                 \--(cashier "fail")--> failed --> refunded
//   unpaid --30 min--> expired (holds released, the product order cancelled)
//   unpaid --cancel--> cancelled
// Transitions that depend on time run lazily in tickPayments(), on every request, with simulated time.
import { createHash } from 'node:crypto';
import { env } from '../../config/env';
import type { PayOrder, PayOrderType, Phone, WxPayParams } from '../../src/services/api/types';
import { biz } from '../core/errors';
import type { Rng } from '../core/rng';
import { dayKey, isoCn, MINUTE } from '../core/time';
import type { PayOrderRow, SimState } from '../db/types';
import { orderNoAt } from '../db/seed/records';
import { cancelUnpaidOrder } from './orders';

export const PAY_WINDOW_MS = 30 * MINUTE;

export interface NewPayOrder {
  type: PayOrderType;
  msisdn: Phone;
  faceFen: number;
  payFen: number;
  title: string;
  effect: PayOrderRow['effect'];
  ownerPhone?: Phone;
  ownerOpenid?: string;
  bundleCode?: string;
}

export function createPayOrder(state: SimState, o: NewPayOrder, now: number, rng: Rng): PayOrderRow {
  let orderId = orderNoAt(now, rng);
  while (state.payOrders[orderId]) orderId = orderNoAt(now, rng);
  const row: PayOrderRow = {
    ...o,
    orderId,
    status: 'unpaid',
    createdAt: now,
    expiresAt: now + PAY_WINDOW_MS,
    channel: 'wechat',
    prepayId: `wx${rng.token(28)}`,
    logs: [{ at: now, action: 'create' }],
  };
  state.payOrders[orderId] = row;
  return row;
}

export function findPayOrder(state: SimState, orderId: string): PayOrderRow {
  const o = state.payOrders[orderId];
  if (!o) throw biz('E_ORDER_NOT_FOUND', '订单不存在');
  return o;
}

export function toPayOrder(o: PayOrderRow): PayOrder {
  return {
    orderId: o.orderId,
    type: o.type,
    msisdn: o.msisdn,
    faceFen: o.faceFen,
    payFen: o.payFen,
    status: o.status,
    title: o.title,
    createdAt: isoCn(o.createdAt),
    expiresAt: isoCn(o.expiresAt),
    ...(o.paidAt !== undefined ? { paidAt: isoCn(o.paidAt) } : {}),
    ...(o.failReason ? { failReason: o.failReason } : {}),
  };
}

/** Default page to come back to after the cashier, per order type. */
export function defaultReturnUrl(o: PayOrderRow): string {
  switch (o.type) {
    case 'topup':
      return `/sms2/newRecharge/paySuccess?orderId=${o.orderId}`;
    case 'promoTopup':
      return `/sms2/newRecharge/toothSuccess${o.faceFen === 21800 ? '218' : '88'}?orderId=${o.orderId}`;
    case 'depositGift':
      return `/sms2/callbackSuccessPageCommon?orderId=${o.orderId}`;
    default:
      return `/sms2/orderPage/success?orderId=${o.orderId}`;
  }
}

export function isSafeReturnUrl(url: string): boolean {
  return url.startsWith('/sms2/') && !url.startsWith('/sms2//') && !/[\r\n\\]/.test(url);
}

/** JSAPI parameters for chooseWXPay, plus the simulator's cashier address for use outside WeChat. */
export function wxPayParams(o: PayOrderRow, now: number, rng: Rng, returnUrl?: string): WxPayParams {
  if (o.status !== 'unpaid') {
    if (o.status === 'expired') throw biz('E_ORDER_EXPIRED', '订单已超时，请重新下单');
    if (o.status === 'cancelled') throw biz('E_ORDER_CANCELLED', '订单已取消，请重新下单');
    throw biz('E_ORDER_PAID', '订单已支付，请勿重复支付');
  }
  const appId = env.wxAppIds[1];
  const timeStamp = String(Math.floor(now / 1000));
  const nonceStr = rng.token(32);
  const pkg = `prepay_id=${o.prepayId}`;
  const paySign = wxPayParamsSign(appId, timeStamp, nonceStr, pkg);
  const back = returnUrl && isSafeReturnUrl(returnUrl) ? returnUrl : defaultReturnUrl(o);
  const cashierUrl = `/sms2-api/__sim/cashier?orderId=${encodeURIComponent(o.orderId)}&returnUrl=${encodeURIComponent(back)}`;
  o.logs.push({ at: now, action: 'prepay' });
  return { orderId: o.orderId, appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign, cashierUrl };
}

/** The pay sign of JSAPI parameters (the simulator's stand-in for WeChat Pay's RSA signature). */
export function wxPayParamsSign(appId: string, timeStamp: string, nonceStr: string, pkg: string): string {
  return createHash('sha256').update(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`).digest('base64');
}

export type PayOutcome = 'success' | 'fail';

/** The payer confirmed (cashier 支付, or a test). 'fail' pays but the crediting fails and is refunded. */
export function markPaid(state: SimState, o: PayOrderRow, now: number, outcome: PayOutcome = 'success'): void {
  if (o.status === 'expired' || (o.status === 'unpaid' && o.expiresAt <= now))
    throw biz('E_ORDER_EXPIRED', '订单已超时，请重新下单');
  if (o.status === 'cancelled') throw biz('E_ORDER_CANCELLED', '订单已取消');
  if (o.status !== 'unpaid') throw biz('E_ORDER_PAID', '订单已支付，请勿重复支付');
  o.status = 'paid';
  o.paidAt = now;
  o.willFail = outcome === 'fail';
  o.logs.push({ at: now, action: 'pay' });
  state.payments.push({
    orderId: o.orderId,
    msisdn: o.msisdn,
    fen: o.faceFen,
    channel: o.channel,
    status: o.status,
    at: now,
  });
}

export function cancelPayOrder(state: SimState, o: PayOrderRow, now: number, reason = '用户取消'): void {
  if (o.status !== 'unpaid') throw biz('E_ORDER_STATE', '当前订单状态不可取消');
  o.status = 'cancelled';
  o.settledAt = now;
  o.logs.push({ at: now, action: 'cancel', reason });
  releaseFor(state, o, now, '订单已取消，号码已释放');
}

function syncPayment(state: SimState, o: PayOrderRow): void {
  const p = state.payments.find((x) => x.orderId === o.orderId);
  if (p) p.status = o.status;
}

/** Gives back what an unpaid order held: the product order with its number, stock, broadband slot. */
function releaseFor(state: SimState, o: PayOrderRow, now: number, text: string): void {
  if (o.effect.kind === 'productOrder') {
    const po = state.productOrders[o.effect.orderNo];
    if (po) cancelUnpaidOrder(state, po, now, text);
  }
  if (o.effect.kind === 'school') {
    const effect = o.effect;
    const r = state.schoolRecords.find((x) => x.recordId === effect.recordId);
    if (r && r.status === 'unpaid') r.status = 'failed';
  }
}

/** What a credited order does. */
function settle(state: SimState, o: PayOrderRow, now: number, log: (line: string) => void): void {
  const effect = o.effect;
  switch (effect.kind) {
    case 'topup': {
      const sub = state.subscribers[o.msisdn];
      if (sub) {
        sub.balanceFen += o.faceFen;
        if (sub.status === 'arrears' && sub.balanceFen >= 0) sub.status = 'active';
      }
      log(
        `[sim] top-up ${o.orderId}: +${(o.faceFen / 100).toFixed(2)} to ${o.msisdn.slice(0, 3)}****${o.msisdn.slice(7)}`,
      );
      break;
    }
    case 'depositGift': {
      const a = state.agreements[effect.actOrderId];
      if (a) {
        a.paid = true;
        a.payOrderId = o.orderId;
        const sub = state.subscribers[a.phone];
        const act = state.activities[a.actId];
        if (act) {
          act.joinedByDay[dayKey(now)] = (act.joinedByDay[dayKey(now)] ?? 0) + 1;
          act.totalJoined += 1;
        }
        const t = act?.tiers?.find((x) => x.tier === a.tier);
        if (sub && t) {
          sub.balanceFen += t.creditFen;
          if (sub.status === 'arrears' && sub.balanceFen >= 0) sub.status = 'active';
        }
      }
      break;
    }
    case 'productOrder': {
      const po = state.productOrders[effect.orderNo];
      if (po && po.stateCode === 1) {
        po.stateCode = po.kind === 'seckill' ? 8 : 6;
        po.timeline.push({ at: now, text: '支付成功' });
        const rec = state.productRecords.find((r) => r.orderNo === po.orderNo);
        if (rec) {
          rec.status = po.kind === 'seckill' ? 'done' : 'active';
          rec.stateCode = po.stateCode;
          rec.cancellable = false;
          delete rec.payBy;
        }
        if (po.msisdn) {
          const n = state.numbers[po.msisdn];
          if (n) {
            n.status = 'sold';
            delete n.reservedUntil;
          }
        }
        // A handset's down payment paid: its invoice joins the contract's papers.
        if (po.downPaymentFen)
          state.papers.push({
            paperId: `pp_inv_${o.orderId}`,
            phone: po.phone,
            orderId: po.orderNo,
            name: `电子发票-${o.title}.pdf`,
            type: 'invoice',
            mime: 'application/pdf',
            size: 61_532,
            createdAt: now,
          });
        // Paid: the stock it took is sold for good.
        delete po.stockKey;
        delete po.deviceCode;
      }
      break;
    }
    case 'school': {
      const r = state.schoolRecords.find((x) => x.recordId === effect.recordId);
      if (r) r.status = 'gifted';
      const sub = state.subscribers[o.msisdn];
      if (sub) sub.balanceFen += o.faceFen;
      break;
    }
    case 'none':
      break;
  }
  if (o.type === 'promoTopup' && !o.voucher) o.voucher = `YC${o.orderId.slice(-8)}`;
}

/** Runs the timed transitions of every order up to `now`: the payment window, then the crediting. */
export function tickPayments(state: SimState, now: number, creditDelayMs: number, log: (line: string) => void): void {
  notifyLatePayments(state, now, log);
  expireUnpaidOrders(state, now);
  creditPaidOrders(state, now, creditDelayMs, log);
}

/**
 * Payments WeChat's sheet confirmed before the server heard of them (the stand-in's late notify, mocks/weixin.ts):
 * recorded when the notify arrives.
 */
export function notifyLatePayments(state: SimState, now: number, log: (line: string) => void): void {
  for (const o of Object.values(state.payOrders)) {
    if (o.notifyAt === undefined || o.notifyAt > now) continue;
    const at = o.notifyAt;
    delete o.notifyAt;
    if (o.status !== 'unpaid') continue;
    markPaid(state, o, at);
    log(`[sim] WeChat Pay notify of ${o.orderId}: paid`);
  }
}

/** Payment windows: an order unpaid 30 minutes after its creation expires, and what it held is released. */
export function expireUnpaidOrders(state: SimState, now: number): void {
  for (const o of Object.values(state.payOrders)) {
    if (o.status !== 'unpaid' || o.expiresAt > now) continue;
    o.status = 'expired';
    o.settledAt = o.expiresAt;
    o.logs.push({ at: o.expiresAt, action: 'expire' });
    releaseFor(state, o, o.expiresAt, '超时未支付，订单已取消，号码已释放');
  }
}

/** Paid orders go through crediting to credited (or failed, then refunded). */
export function creditPaidOrders(
  state: SimState,
  now: number,
  creditDelayMs: number,
  log: (line: string) => void,
): void {
  for (const o of Object.values(state.payOrders)) {
    if (o.paidAt === undefined) continue;
    const delay = o.creditDelayMs ?? creditDelayMs;
    if (o.status === 'paid' && now >= o.paidAt + delay / 3) {
      o.status = 'crediting';
      syncPayment(state, o);
    }
    if (o.status === 'crediting' && now >= o.paidAt + delay) {
      if (o.willFail) {
        o.status = 'failed';
        o.failReason = '充值失败，款项将原路退回（1-3个工作日）';
      } else {
        o.status = 'credited';
        o.settledAt = o.paidAt + delay;
        settle(state, o, now, log);
      }
      syncPayment(state, o);
    }
    if (o.status === 'failed' && now >= o.paidAt + 2 * delay) {
      o.status = 'refunded';
      o.settledAt = o.paidAt + 2 * delay;
      o.failReason = '充值失败，款项已原路退回';
      syncPayment(state, o);
    }
  }
}
