// Time-based transitions other than payments, run lazily on every request with simulated time.
import { HOUR, monthKey } from '../core/time';
import type { SimState } from '../db/types';

export const SESSION_IDLE_MS = 2 * HOUR;

/** `realNow` is the base clock: moving the simulated clock does not log anybody out. */
export function tickState(state: SimState, now: number, realNow: number): void {
  // Sessions idle for two hours (real time) end.
  for (const [id, s] of Object.entries(state.sessions)) if (realNow - s.lastSeenAt > SESSION_IDLE_MS) delete state.sessions[id];
  // Expired captchas and OAuth codes are dropped (a day later, so tests can still read them).
  for (const [id, c] of Object.entries(state.captchas)) if (c.expiresAt + 24 * HOUR < now) delete state.captchas[id];
  for (const [id, c] of Object.entries(state.oauthCodes)) if (c.expiresAt + 24 * HOUR < now) delete state.oauthCodes[id];
  // Idempotency keys are kept a day.
  for (const [k, e] of Object.entries(state.idem)) if (e.at + 24 * HOUR < now) delete state.idem[k];
  // Number holds end after 30 minutes.
  for (const n of Object.values(state.numbers)) {
    if (n.status === 'reserved' && n.reservedUntil !== undefined && n.reservedUntil <= now) {
      n.status = 'available';
      delete n.reservedUntil;
      delete n.reservedBy;
    }
  }
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
