// Operator time: every "local" rule (maintenance window, day boundaries, member day, festival windows)
// runs in China Standard Time (UTC+8, no daylight saving), whatever the host's time zone.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const CST = 8 * HOUR;

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export interface CnParts {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  /** 0 = Sunday. */
  dow: number;
}

export function cnParts(ms: number): CnParts {
  const t = new Date(ms + CST);
  return {
    y: t.getUTCFullYear(),
    mo: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    h: t.getUTCHours(),
    mi: t.getUTCMinutes(),
    s: t.getUTCSeconds(),
    dow: t.getUTCDay(),
  };
}

/** The instant of a China local time. Month is 1-based; overflowing values roll over like Date.UTC. */
export function fromCn(y: number, mo: number, d = 1, h = 0, mi = 0, s = 0): number {
  return Date.UTC(y, mo - 1, d, h, mi, s) - CST;
}

/** '2024-05-12T10:30:00+08:00' */
export function isoCn(ms: number): string {
  const p = cnParts(ms);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)}T${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}+08:00`;
}

/** 'yyyy-MM-dd' */
export function dateCn(ms: number): string {
  const p = cnParts(ms);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)}`;
}

/** 'yyyyMMdd', used as a per-day counter key. */
export function dayKey(ms: number): string {
  const p = cnParts(ms);
  return `${p.y}${pad(p.mo)}${pad(p.d)}`;
}

/** Billing month 'yyyyMM'. */
export function monthKey(ms: number): string {
  const p = cnParts(ms);
  return `${p.y}${pad(p.mo)}`;
}

/** 'yyyyMM' of `n` months before the month of `ms` (n may be negative). */
export function monthBefore(ms: number, n: number): string {
  const p = cnParts(ms);
  return monthKey(fromCn(p.y, p.mo - n, 1, 12));
}

/** The first instant of a 'yyyyMM' month. */
export function monthStart(month: string): number {
  return fromCn(Number(month.slice(0, 4)), Number(month.slice(4, 6)), 1);
}

/** Midnight (China) of the day of `ms`. */
export function startOfDay(ms: number): number {
  const p = cnParts(ms);
  return fromCn(p.y, p.mo, p.d);
}

/** Midnight (China) of the first day of the next month. */
export function startOfNextMonth(ms: number): number {
  const p = cnParts(ms);
  return fromCn(p.y, p.mo + 1, 1);
}

export function addMonths(ms: number, n: number): number {
  const p = cnParts(ms);
  return fromCn(p.y, p.mo + n, p.d, p.h, p.mi, p.s);
}

/** Full years between a 'yyyyMMdd' birth date and `ms`. */
export function ageOn(birth: string, ms: number): number {
  const p = cnParts(ms);
  const by = Number(birth.slice(0, 4));
  const bm = Number(birth.slice(4, 6));
  const bd = Number(birth.slice(6, 8));
  let age = p.y - by;
  if (p.mo < bm || (p.mo === bm && p.d < bd)) age -= 1;
  return age;
}

/** Whole months from `from` to `to` (floor). */
export function monthsBetween(from: number, to: number): number {
  const a = cnParts(from);
  const b = cnParts(to);
  let m = (b.y - a.y) * 12 + (b.mo - a.mo);
  if (b.d < a.d) m -= 1;
  return Math.max(0, m);
}

/** Parses an ISO string, a 'yyyy-MM-dd' date (China midnight), or epoch ms. */
export function parseTime(v: string | number): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v))
    return fromCn(Number(v.slice(0, 4)), Number(v.slice(5, 7)), Number(v.slice(8, 10)));
  if (/^\d+$/.test(v)) return Number(v);
  const t = Date.parse(v);
  return Number.isNaN(t) ? undefined : t;
}

/** Minutes since China midnight. */
export function minuteOfDay(ms: number): number {
  const p = cnParts(ms);
  return p.h * 60 + p.mi;
}
