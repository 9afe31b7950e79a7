// The flash sale's pure rules (PAGES.md §2.4 /seckillNew, template Seckill): which session the page shows, and
// each item's state through the one activity state machine (pages/shared/activityState), on the server's clock.
import type { ActiveInfo, SaleInfo, SaleItem } from '../../services/api/types';
import { activityState, type ActivityState } from '../shared/activityState';

export type SaleSession = SaleInfo['sessions'][number];

/** A session is live for an hour from its start when the server does not say. */
export const SESSION_MS = 60 * 60 * 1000;

/** The flash sale's activity id (queryActiveInfo, submitOrder, shares). */
export const SECKILL_ACT = 'seckill';
export const SECKILL_PATH = '/seckillNew';
export const ORDERS_PATH = '/seckillNew/myOrder';
/** The login wording of an unknown caller: not a reason to show, the grab asks for the login itself. */
const LOGIN_REASON = /登录|log in/i;

/** The widget routes (…/SeckillComponents) show the current session alone. */
export const isCompact = (pathname: string): boolean => /\/SeckillComponents\/?$/.test(pathname);

export const sessionStart = (s: SaleSession): number => Date.parse(s.at);
export function sessionEnd(s: SaleSession): number {
  const end = s.endAt ? Date.parse(s.endAt) : NaN;
  return Number.isNaN(end) ? sessionStart(s) + SESSION_MS : end;
}

/**
 * The session the page puts first: the live one, else the next to start, else the last of the day (ended). Sessions
 * whose time cannot be read are left out.
 */
export function currentSession(sessions: readonly SaleSession[], now: number): SaleSession | undefined {
  const known = sessions
    .filter((s) => !Number.isNaN(sessionStart(s)))
    .sort((a, b) => sessionStart(a) - sessionStart(b));
  return (
    known.find((s) => now >= sessionStart(s) && now < sessionEnd(s)) ??
    known.find((s) => now < sessionStart(s)) ??
    known[known.length - 1]
  );
}

/** The reasons a customer cannot grab (tenure, province, arrears), without the "log in first" of a visitor. */
export function ineligibleReasons(act: ActiveInfo | undefined): string[] {
  if (!act) return [];
  return act.reasons.filter((r) => !LOGIN_REASON.test(r));
}

/**
 * One item's state in a session: not started, live (active), sold out, won (joined), not eligible, ended. A visitor
 * counts as eligible (grabbing asks for the login); the activity's own window closes every session.
 */
export function itemState(
  session: SaleSession,
  item: Pick<SaleItem, 'left' | 'won'>,
  act: ActiveInfo | undefined,
  now: number,
): ActivityState {
  if (act && (act.status === 'ended' || act.status === 'notStarted')) return act.status;
  return activityState({
    serverTime: now,
    startAt: sessionStart(session),
    endAt: sessionEnd(session),
    stockLeft: item.left,
    eligible: ineligibleReasons(act).length === 0,
    joined: item.won,
  });
}

/** The session's state as a whole: live when it is on, whatever its items. */
export function sessionState(session: SaleSession, act: ActiveInfo | undefined, now: number): ActivityState {
  if (act && (act.status === 'ended' || act.status === 'notStarted')) return act.status;
  if (now < sessionStart(session)) return 'notStarted';
  if (now >= sessionEnd(session)) return 'ended';
  return session.items.length > 0 && session.items.every((i) => i.left <= 0) ? 'soldOut' : 'active';
}

/** The words of a session's time, e.g. "14:00" (China time, whatever the phone's zone). */
export function hhmm(at: string): string {
  const t = Date.parse(at);
  if (Number.isNaN(t)) return '--:--';
  const d = new Date(t + 8 * 3600 * 1000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** "01:02:03" for a countdown of seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
