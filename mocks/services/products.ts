// Ordering a pack, a service or a plan change on a number (busi/handle, busi/dkhandle, reception),
// with the eligibility rules: window, 5G, whitelist, once/month limits, stacking, stock, balance,
// cap/throttle, and the plan-change rules (once a month, 12-month lock, no downgrade under contract,
// secondary cards before a downgrade; effective the 1st of next month).
import type { HandleResult } from '../../src/services/api/types';
import { biz } from '../core/errors';
import type { Rng } from '../core/rng';
import { DAY, isoCn, monthKey, monthsBetween, startOfDay, startOfNextMonth } from '../core/time';
import { orderNoAt } from '../db/seed/records';
import type { Offering, Plan, ProductRecordRow, SimState, Subscriber, Subscription } from '../db/types';

export interface ApplyContext {
  state: SimState;
  now: number;
  rng: Rng;
  nextId: (prefix: string) => string;
  staffId?: string;
}

export function findOffering(state: SimState, code: string): Offering | undefined {
  return state.catalogue.offerings.find((o) => o.code === code);
}

export function planOf(state: SimState, code: string): Plan | undefined {
  return state.catalogue.plans.find((p) => p.code === code);
}

/** Why this number cannot order this pack now (empty when it can). */
export const ARREARS_REASON = '您的号码已欠费停机，请先充值';

/** A prepaid number whose balance is below a priced offering: busi/handle refuses it (E_BALANCE). */
export const balanceShort = (sub: Subscriber, o: Offering): boolean =>
  sub.paymentMode === 'prepaid' && o.priceFen > 0 && sub.balanceFen < o.priceFen;

export const balanceReason = (o: Offering): string => `余额不足，订购需${(o.priceFen / 100).toFixed(2)}元，请先充值`;

export function offeringReasons(state: SimState, sub: Subscriber, o: Offering, now: number): string[] {
  const reasons: string[] = [];
  const plan = planOf(state, sub.planCode);
  if (o.startAt !== undefined && now < o.startAt) reasons.push('活动尚未开始，敬请期待');
  if (o.endAt !== undefined && now >= o.endAt) reasons.push('活动已结束');
  if (sub.status === 'arrears') reasons.push(ARREARS_REASON);
  if (o.needs5G && !plan?.is5G) reasons.push('该流量包仅限5G套餐用户订购，可先订购5G升级包');
  if (o.code === 'FIVEG_P7' && plan?.is5G) reasons.push('您已是5G套餐用户，无需订购');
  if (o.whitelist && !sub.whitelists.includes(o.whitelist)) reasons.push('仅限建档立卡脱贫户办理');
  if (o.stock !== undefined && o.sold >= o.stock) reasons.push('已抢光');
  if (o.code === 'CAP_LIFT') {
    if (plan?.capKb === undefined) reasons.push('您的套餐无封顶限制');
    else if (sub.capLifted) reasons.push('本月已解除封顶');
  }
  if (
    o.code === 'SPEED_5' &&
    !(sub.throttled && !(sub.speedRestoredUntil !== undefined && sub.speedRestoredUntil > now))
  )
    reasons.push('您当前未被限速，无需购买');
  const mine = sub.subscriptions.filter((s) => s.code === o.code);
  if (o.limit === 'once' && mine.length > 0) reasons.push('每个号码限订购1次，您已订购过');
  if (o.limit === 'month' && mine.some((s) => monthKey(s.startAt) === monthKey(now)))
    reasons.push('本月已订购，下月再来');
  if (!o.stackable && !reasons.length && mine.some((s) => s.status === 'active'))
    reasons.push('您已订购该业务，无需重复订购');
  if (
    o.targetApp &&
    sub.subscriptions.some((s) => s.status === 'active' && s.targetApp === o.targetApp && s.code !== o.code)
  )
    reasons.push('同一应用仅可订购一档定向包，变更次月生效');
  return reasons;
}

/** A plan-change refusal with its code (the page links each to what resolves it). */
export interface PlanCheck {
  code: 'same' | 'pending' | 'monthly' | 'lock' | 'contract' | 'secondary' | 'arrears';
  text: string;
}

/** Why this number cannot change to `target` now, each with its code (empty when it can). */
export function planChecks(state: SimState, sub: Subscriber, target: Plan, now: number): PlanCheck[] {
  const checks: PlanCheck[] = [];
  const current = planOf(state, sub.planCode);
  if (sub.planCode === target.code) checks.push({ code: 'same', text: '您已是该套餐' });
  if (sub.pendingPlanChange) checks.push({ code: 'pending', text: '您已有待生效的套餐变更' });
  if (sub.lastPlanChangeMonth === monthKey(now))
    checks.push({ code: 'monthly', text: '每月仅可办理1次套餐变更，请下月再来' });
  if (current?.lockMonths && monthsBetween(sub.activatedAt, now) < current.lockMonths)
    checks.push({ code: 'lock', text: `套餐${current.lockMonths}个月内不能转出` });
  const downgrade = current !== undefined && target.tier < current.tier;
  if (downgrade && sub.contractEndsOn && sub.contractEndsOn >= isoCn(now).slice(0, 10))
    checks.push({ code: 'contract', text: '合约期内不可降档' });
  if (downgrade && sub.secondaryCards.length > 0) checks.push({ code: 'secondary', text: '请先解绑副卡' });
  if (sub.status === 'arrears') checks.push({ code: 'arrears', text: '您的号码已欠费停机，请先充值' });
  return checks;
}

export function planReasons(state: SimState, sub: Subscriber, target: Plan, now: number): string[] {
  return planChecks(state, sub, target, now).map((c) => c.text);
}

function endOf(o: Offering, now: number): number {
  if (o.days === 0) return startOfNextMonth(now);
  if (o.days === -1) return startOfNextMonth(now) + 3650 * DAY;
  if (o.days === 1) return startOfDay(now) + DAY;
  return now + o.days * DAY;
}

function record(
  ctx: ApplyContext,
  sub: Subscriber,
  r: Omit<ProductRecordRow, 'recordId' | 'phone' | 'createdAt'>,
): ProductRecordRow {
  const row: ProductRecordRow = { recordId: ctx.nextId('rec_'), phone: sub.phone, createdAt: ctx.now, ...r };
  ctx.state.productRecords.push(row);
  return row;
}

/** Orders a pack/service (immediate) or a plan (next month). Failures are recorded (ErrorRecords). */
export function applyProduct(ctx: ApplyContext, sub: Subscriber, code: string): HandleResult {
  const { state, now } = ctx;
  const orderNo = orderNoAt(now, ctx.rng);
  const plan = planOf(state, code);
  if (plan) {
    const reasons = planReasons(state, sub, plan, now);
    if (reasons.length) throw biz('E_INELIGIBLE', reasons[0] ?? '不符合办理条件', { reasons });
    const effectiveAt = startOfNextMonth(now);
    sub.pendingPlanChange = { to: plan.code, requestedAt: now, effectiveAt };
    sub.lastPlanChangeMonth = monthKey(now);
    record(ctx, sub, {
      orderNo,
      productCode: plan.code,
      name: `套餐变更为${plan.name}`,
      source: 'handle',
      status: 'pending',
      feeFen: plan.monthlyFen,
      effectiveAt,
      cancellable: true,
    });
    return { orderNo, status: 'accepted', effectiveAt: isoCn(effectiveAt) };
  }
  const o = findOffering(state, code);
  if (!o) throw biz('E_PRODUCT_NOT_FOUND', '产品不存在或已下架');
  const reasons = offeringReasons(state, sub, o, now);
  if (reasons.length) throw biz('E_INELIGIBLE', reasons[0] ?? '不符合办理条件', { reasons });
  if (balanceShort(sub, o)) {
    record(ctx, sub, {
      orderNo,
      productCode: o.code,
      name: o.name,
      source: 'handle',
      status: 'failed',
      feeFen: o.priceFen,
      cancellable: false,
      failReason: '余额不足',
      refund: 'none',
    });
    throw biz('E_BALANCE', balanceReason(o));
  }
  if (sub.paymentMode === 'prepaid') sub.balanceFen -= o.priceFen;
  o.sold += 1;
  const endAt = endOf(o, now);
  if (o.code === 'CAP_LIFT') sub.capLifted = true;
  if (o.code === 'SPEED_5') sub.speedRestoredUntil = startOfDay(now) + DAY;
  const s: Subscription = {
    id: ctx.nextId('sub_'),
    code: o.code,
    name: o.name,
    kind: o.subKind,
    feeFen: o.priceFen,
    volumeKb: o.volumeKb,
    usedKb: 0,
    startAt: now,
    endAt,
    monthly: o.days === -1,
    status: 'active',
    cancellable: o.days === -1,
    ...(o.targetApp ? { targetApp: o.targetApp } : {}),
    ...(ctx.staffId ? { staffId: ctx.staffId } : {}),
  };
  sub.subscriptions.push(s);
  record(ctx, sub, {
    orderNo,
    productCode: o.code,
    name: o.name,
    source: 'handle',
    status: 'active',
    feeFen: o.priceFen,
    effectiveAt: now,
    expiresAt: o.days === -1 ? undefined : endAt,
    cancellable: s.cancellable,
    subscriptionId: s.id,
  });
  return { orderNo, status: 'success', effectiveAt: isoCn(now), ...(o.days === -1 ? {} : { expiresAt: isoCn(endAt) }) };
}
