// Number holds (临时选占): keepNum reserves a number for 30 minutes; an order awaiting payment keeps it for
// the payment window; then it is released. releaseExpiredHolds() is the timed rule, run by the clock.
import { MINUTE } from '../core/time';
import type { NumberRow, SimState } from '../db/types';

export const HOLD_MS = 30 * MINUTE;

/** Makes a held number available again. */
export function releaseNumber(n: NumberRow): void {
  n.status = 'available';
  delete n.reservedUntil;
  delete n.reservedBy;
}

/** Holds whose 30 minutes (or payment window) have passed by `now` end. */
export function releaseExpiredHolds(state: SimState, now: number): void {
  for (const n of Object.values(state.numbers)) {
    if (n.status === 'reserved' && n.reservedUntil !== undefined && n.reservedUntil <= now) releaseNumber(n);
  }
}
