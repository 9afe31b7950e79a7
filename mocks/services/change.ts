// The change family's rules: a plan code's standing for queryActiveInfo (the plan-change refusals of products.ts,
// each with its code), the termination pre-check (arrears, contract, fused broadband, secondary cards, each with its
// code) and the hall appointment that follows it (a hall, a day from tomorrow to 7 days out, a time slot).
import type { ActiveInfo } from '../../src/services/api/types';
import { biz } from '../core/errors';
import { cnParts, DAY, dateCn, fromCn, isoCn, startOfDay } from '../core/time';
import type { Plan, SimState, Subscriber } from '../db/types';
import { planChecks } from './products';

export interface TerminationCheck {
  code: 'arrears' | 'contract' | 'broadband' | 'secondary';
  text: string;
}

/** What stands in the way of closing this number, each with its code (empty when nothing does). */
export function terminationChecks(state: SimState, sub: Subscriber, now: number): TerminationCheck[] {
  const b: TerminationCheck[] = [];
  if (sub.balanceFen < 0 || sub.status === 'arrears')
    b.push({
      code: 'arrears',
      text: `存在欠费${(Math.abs(Math.min(0, sub.balanceFen)) / 100).toFixed(2)}元，请先缴清`,
    });
  if (sub.contractEndsOn && sub.contractEndsOn >= isoCn(now).slice(0, 10))
    b.push({ code: 'contract', text: `合约期至${sub.contractEndsOn}，合约期内不可销户` });
  if (state.broadbandAccounts.some((a) => a.phone === sub.phone && a.fused && a.status === 'active'))
    b.push({ code: 'broadband', text: '存在融合宽带，请先拆机或解除融合' });
  if (sub.secondaryCards.length)
    b.push({ code: 'secondary', text: `存在副卡${sub.secondaryCards.length}张，请先解绑副卡` });
  return b;
}

/** The ActiveInfo answer of a standing that is not an activity: always open, eligible when nothing stands in the way. */
function standing(actId: string, now: number, reasons: { code: string; text: string }[]): ActiveInfo {
  return {
    actId,
    status: 'active',
    serverTime: isoCn(now),
    startAt: isoCn(startOfDay(now)),
    endAt: isoCn(startOfDay(now) + 3650 * DAY),
    eligible: reasons.length === 0,
    reasons: reasons.map((r) => r.text),
    reasonCodes: reasons.map((r) => r.code),
    joined: false,
    quotaLeft: reasons.length ? 0 : 1,
  };
}

/** queryActiveInfo of a plan code: whether the caller may change to it now, and why not. */
export function planStanding(state: SimState, sub: Subscriber, plan: Plan, now: number): ActiveInfo {
  return standing(plan.code, now, planChecks(state, sub, plan, now));
}

/** queryActiveInfo of `termination`: the pre-check, each blocker with its code. */
export function terminationStanding(state: SimState, sub: Subscriber, now: number): ActiveInfo {
  return standing('termination', now, terminationChecks(state, sub, now));
}

/** The appointment times a hall offers for account closure (China time). */
export const HALL_SLOTS = ['09:30', '11:00', '14:30', '16:00'] as const;

/** A valid appointment: a hall (store) of the catalogue, a day from tomorrow to 7 days out, one of HALL_SLOTS. */
export function appointmentOf(
  state: SimState,
  hallId: string | undefined,
  slot: Record<string, unknown> | undefined,
  now: number,
): { hallName: string; date: string; time: string; at: number } {
  const hall = state.catalogue.merchants.find((m) => m.merchantId === hallId && m.kind === 'store');
  if (!hall) throw biz('E_PARAM', '请选择营业厅');
  const date = typeof slot?.date === 'string' ? slot.date : '';
  const time = typeof slot?.time === 'string' ? slot.time : '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw biz('E_PARAM', '请选择预约日期');
  if (!(HALL_SLOTS as readonly string[]).includes(time)) throw biz('E_PARAM', '请选择预约时段');
  const day = fromCn(Number(m[1]), Number(m[2]), Number(m[3]));
  const today = startOfDay(now);
  if (dateCn(day) !== date || day <= today || day > today + 7 * DAY) throw biz('E_PARAM', '预约日期须在明天起7天内');
  const [h, mi] = time.split(':').map(Number);
  const { y, mo, d } = cnParts(day);
  return { hallName: hall.name, date, time, at: fromCn(y, mo, d, h, mi) };
}
