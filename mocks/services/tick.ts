// The simulated clock drives every timed process. catchUp() runs them all up to the simulated `now`: on every
// request (so real time passing moves them too) and whenever __sim/clock sets or advances the clock. Each
// process derives what is due from the state and `now`, and records what it did, so running it again (or
// jumping a month at once) does every step exactly once:
//   payment windows and crediting (payments.ts), number holds (numbers.ts), flash-sale and device stock of
//   unpaid orders (orders.ts), deposit-gift monthly credits (gifts.ts), broadband installation (installs.ts),
//   ticket time limits (tickets.ts), and the housekeeping below (sessions, codes, packs, month usage).
import { HOUR, monthKey } from '../core/time';
import type { SimState } from '../db/types';
import { creditDueGifts } from './gifts';
import { advanceInstallations } from './installs';
import { releaseExpiredHolds } from './numbers';
import { creditPaidOrders, expireUnpaidOrders, notifyLatePayments } from './payments';
import { flagOverdueTickets } from './tickets';

export const SESSION_IDLE_MS = 2 * HOUR;

/** `realNow` is the base clock: moving the simulated clock does not log anybody out. */
export function tickState(state: SimState, now: number, realNow: number): void {
  // Sessions idle for two hours (real time) end.
  for (const [id, s] of Object.entries(state.sessions))
    if (realNow - s.lastSeenAt > SESSION_IDLE_MS) delete state.sessions[id];
  // Expired captchas and OAuth codes are dropped (a day later, so tests can still read them).
  for (const [id, c] of Object.entries(state.captchas)) if (c.expiresAt + 24 * HOUR < now) delete state.captchas[id];
  for (const [id, c] of Object.entries(state.oauthCodes))
    if (c.expiresAt + 24 * HOUR < now) delete state.oauthCodes[id];
  for (const [id, c] of Object.entries(state.oauthStates))
    if (c.expiresAt + 24 * HOUR < now) delete state.oauthStates[id];
  // SMS send windows keep the last day (the longest window).
  for (const [k, times] of Object.entries(state.smsWindows)) {
    const kept = times.filter((t) => t > now - 24 * HOUR);
    if (kept.length) state.smsWindows[k] = kept;
    else delete state.smsWindows[k];
  }
  // Idempotency keys are kept a day.
  for (const [k, e] of Object.entries(state.idem)) if (e.at + 24 * HOUR < now) delete state.idem[k];
  const month = monthKey(now);
  for (const sub of Object.values(state.subscribers)) {
    // Packs and trials end.
    for (const s of sub.subscriptions) if (s.status === 'active' && !s.monthly && s.endAt <= now) s.status = 'expired';
    for (const s of sub.subscriptions) if (s.status === 'pendingCancel' && s.endAt <= now) s.status = 'cancelled';
    if (sub.speedRestoredUntil !== undefined && sub.speedRestoredUntil <= now) {
      delete sub.speedRestoredUntil;
    }
    // A new month: usage starts again, the cap and throttle lift, a pending plan change takes effect.
    if (sub.usage.month !== month) {
      sub.usage = { generalKb: 0, targetedKb: 0, fiveGKb: 0, voiceMinutes: 0, sms: 0, month };
      sub.capLifted = false;
      sub.throttled = false;
    }
    if (sub.pendingPlanChange && sub.pendingPlanChange.effectiveAt <= now) {
      sub.planCode = sub.pendingPlanChange.to;
      delete sub.pendingPlanChange;
    }
  }
}

export interface CatchUpOptions {
  /** The base (real) clock, for session idle time. */
  realNow: number;
  creditDelayMs: number;
  log: (line: string) => void;
}

/** Brings every timed process up to `now` (simulated). Idempotent. */
export function catchUp(state: SimState, now: number, o: CatchUpOptions): void {
  tickState(state, now, o.realNow);
  // Unpaid orders first: a payment WeChat notifies late, then an expired order releases its number, stock and slot.
  notifyLatePayments(state, now, o.log);
  expireUnpaidOrders(state, now);
  releaseExpiredHolds(state, now);
  creditPaidOrders(state, now, o.creditDelayMs, o.log);
  creditDueGifts(state, now, o.log);
  advanceInstallations(state, now);
  flagOverdueTickets(state, now);
}
