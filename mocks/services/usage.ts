// The usage ledger: a number's calls, data sessions and SMS of a month, each with its charge. The bill's voice,
// data and SMS lines, the itemised detail (`queryUserBill?detail=usage`) and the allowance's use of this month are
// all read from it, so they add up. Stable per (number, month): a reload shows the same times; this month's records
// run to the start of today (to the hour on the 1st), and its totals are the number's counters (`sub.usage`).
import type { UsageRecord } from '../../src/services/api/types';
import { createRng, hashSeed } from '../core/rng';
import { HOUR, isoCn, monthKey, monthStart, startOfDay, startOfNextMonth } from '../core/time';
import { maskPhone } from '../db/idcard';
import { PLANS } from '../db/seed/catalogue';
import type { Subscriber } from '../db/types';

const PLACES = ['昆明', '昆明', '昆明', '大理', '曲靖', '成都'];
const PACK_KINDS = new Set(['pack', 'trial', 'pairPack']);

/** 0.15 a minute beyond the plan, 0.03 a MB beyond the allowance (an uncapped plan), 0.10 an SMS beyond the plan. */
export const RATES = { voiceFenPerMinute: 15, dataFenPerMb: 3, smsFen: 10 };

export interface UsageLedger {
  /** Newest first. */
  records: UsageRecord[];
  voiceMinutes: number;
  dataKb: number;
  sms: number;
  voiceFen: number;
  dataFen: number;
  smsFen: number;
}

/** `total` split over `weights` in whole units (largest remainder). */
function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (!sum || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let rest = total - out.reduce((s, n) => s + n, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) out[order[k]?.[1] ?? 0] += 1;
  return out;
}

/** Data this month so far: the plan's buckets and the packs' use, as the allowance counts it. */
function dataUsedKb(sub: Subscriber): number {
  const packs = sub.subscriptions.filter((s) => s.status === 'active' && PACK_KINDS.has(s.kind));
  return (
    sub.usage.generalKb + sub.usage.targetedKb + sub.usage.fiveGKb + packs.reduce((n, s) => n + (s.usedKb ?? 0), 0)
  );
}

/** A number's month: its records, newest first, and what they cost. */
export function usageLedger(sub: Subscriber, month: string, now: number): UsageLedger {
  return ledger(sub, month, now, true);
}

/**
 * What a number's month cost, without its records: the bill's lines, for every number and month when the state is
 * built. The same draws as the ledger, so the sums are the ledger's; only the text the detail shows (peers, places,
 * times) is not written.
 */
export function usageCharges(sub: Subscriber, month: string, now: number): Omit<UsageLedger, 'records'> {
  const key = chargesKey(sub, month, now);
  let sums = charged.get(key);
  if (!sums) {
    const { records: _records, ...drawn } = ledger(sub, month, now, false);
    sums = drawn;
    if (charged.size >= 2000) charged.clear();
    charged.set(key, sums);
  }
  return { ...sums };
}

/**
 * What a month's charges were worked out from. A past month's come from the number, its plan and the month alone;
 * this month's also from the day and the counters. The simulator seeds its state again at every reset (a test's
 * many times): the months already charged are not drawn again.
 */
const charged = new Map<string, Omit<UsageLedger, 'records'>>();
function chargesKey(sub: Subscriber, month: string, now: number): string {
  const base = `${sub.phone}|${month}|${sub.planCode}`;
  if (month !== monthKey(now)) return base;
  const packs = sub.subscriptions
    .filter((s) => s.status === 'active' && PACK_KINDS.has(s.kind))
    .map((s) => [s.volumeKb, s.usedKb ?? 0]);
  return `${base}|${startOfDay(now)}|${JSON.stringify(sub.usage)}|${JSON.stringify(packs)}`;
}

function ledger(sub: Subscriber, month: string, now: number, detail: boolean): UsageLedger {
  const rng = createRng(hashSeed('usage', sub.phone, month));
  const plan = PLANS.find((p) => p.code === sub.planCode);
  const start = monthStart(month);
  const current = month === monthKey(now);
  const end = current ? Math.max(start + HOUR, startOfDay(now)) : startOfNextMonth(start);
  const span = end - start;
  // The month's totals: this month's counters, or a past month drawn from the plan.
  const counted = current && sub.usage.month === month;
  const voiceMinutes = counted
    ? sub.usage.voiceMinutes
    : current
      ? 0
      : rng.int(30, Math.round((plan?.voiceMinutes ?? 100) * 1.1) + 30);
  const dataKb = counted
    ? dataUsedKb(sub)
    : current
      ? 0
      : Math.round(((plan?.dataKb ?? 10 * 1024 * 1024) * rng.int(30, 105)) / 100);
  const sms = Math.min(300, counted ? sub.usage.sms : current ? 0 : rng.int(4, 30));
  const at = (): number => start + Math.floor(rng.next() * span);
  /** Draws as many numbers as the text would (a peer: a prefix and 9 digits; a place: one). */
  const skip = (n: number): string => {
    for (let i = 0; i < n; i++) rng.next();
    return '';
  };
  const peer = (): string => (detail ? maskPhone(`1${rng.pick(['3', '5', '8', '7'])}${rng.digits(9)}`) : skip(10));
  const place = (): string => (detail ? rng.pick(PLACES) : skip(1));

  const calls = Array.from({ length: Math.min(40, voiceMinutes) }, () => ({
    at: at(),
    weight: rng.int(1, 15),
    short: rng.int(0, 59),
    peer: peer(),
    place: place(),
  }));
  const sessions = Array.from({ length: dataKb > 0 ? Math.min(60, Math.ceil(dataKb / 1024)) : 0 }, () => ({
    at: at(),
    weight: rng.int(2, 900),
    place: place(),
  }));
  const texts = Array.from({ length: sms }, () => ({ at: at(), peer: peer() }));
  const minutes = allocate(
    voiceMinutes,
    calls.map((c) => c.weight),
  );
  const volumes = allocate(
    dataKb,
    sessions.map((s) => s.weight),
  );

  const records: UsageRecord[] = [
    ...calls.map((c, i) => ({
      kind: 'voice' as const,
      at: c.at,
      peer: c.peer,
      seconds: Math.max(1, (minutes[i] ?? 0) * 60 - c.short),
      minutes: minutes[i] ?? 0,
      place: c.place,
    })),
    ...sessions.map((s, i) => ({ kind: 'data' as const, at: s.at, volumeKb: volumes[i] ?? 0, place: s.place })),
    ...texts.map((x) => ({ kind: 'sms' as const, at: x.at, peer: x.peer })),
  ]
    .sort((a, b) => a.at - b.at)
    .map((r) => ({ ...r, at: detail ? isoCn(r.at) : '', fen: 0 }));

  // Charges, in time order: what goes beyond the plan (and the packs bought) is charged.
  const packsKb = sub.subscriptions
    .filter((s) => current && s.status === 'active' && PACK_KINDS.has(s.kind))
    .reduce((n, s) => n + s.volumeKb, 0);
  const dataAllowance = plan?.capKb !== undefined ? Infinity : (plan?.dataKb ?? 0) + (plan?.targetedKb ?? 0) + packsKb;
  let usedMin = 0;
  let usedKb = 0;
  let usedSms = 0;
  const sums = { voiceFen: 0, dataFen: 0, smsFen: 0 };
  for (const r of records as (UsageRecord & { minutes?: number })[]) {
    if (r.kind === 'voice') {
      const m = r.minutes ?? 0;
      const over = Math.max(0, usedMin + m - Math.max(usedMin, plan?.voiceMinutes ?? 0));
      usedMin += m;
      r.fen = over * RATES.voiceFenPerMinute;
      sums.voiceFen += r.fen;
      delete r.minutes;
    } else if (r.kind === 'data') {
      const kb = r.volumeKb ?? 0;
      const over = Math.max(0, usedKb + kb - Math.max(usedKb, dataAllowance));
      usedKb += kb;
      r.fen = Math.round((over / 1024) * RATES.dataFenPerMb);
      sums.dataFen += r.fen;
    } else {
      usedSms += 1;
      r.fen = usedSms > (plan?.sms ?? 0) ? RATES.smsFen : 0;
      sums.smsFen += r.fen;
    }
  }
  return { records: detail ? records.slice().reverse() : [], voiceMinutes, dataKb, sms, ...sums };
}
