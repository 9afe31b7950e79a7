// Dates as the operator's customers read them: China time (UTC+8), whatever the phone's zone.
import type { DateTime, Month } from '../../services/api/types';

const CN_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** '2025-06-30T00:00:00+08:00' (or ms) -> '2025-06-30', the calendar day in China. */
export function cnDate(at: DateTime | number): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + CN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last day an activity runs: its end is exclusive (ends 2023-01-01 00:00 -> last day 2022-12-31). */
export function lastDay(endAt: DateTime): string {
  const ms = Date.parse(endAt);
  return Number.isNaN(ms) ? '' : cnDate(ms - 1);
}

/** Whole days from `now` until `at`, rounded up (at least 1 while it is still ahead). */
export function daysUntil(at: DateTime, now: number): number {
  const ms = Date.parse(at);
  if (Number.isNaN(ms) || ms <= now) return 0;
  return Math.max(1, Math.ceil((ms - now) / DAY_MS));
}

/** A credit month 'yyyyMM' -> the day it arrives, the 1st: '2025-07-01'. */
export function creditDay(month: Month): string {
  return /^\d{6}$/.test(month) ? `${month.slice(0, 4)}-${month.slice(4, 6)}-01` : month;
}
