// The activity state machine (PAGES.md §3.2): one pure function from what the server said to the one state an
// activity page shows (deposit gift, flash sale, vote, member day, benefits, trials). Times are the server's, so a
// phone with a wrong clock still shows the right state; countdowns run on `serverNow(offsetMs)`.
import type { DateTime } from '../../services/api/types';

export type ActivityState = 'notStarted' | 'active' | 'soldOut' | 'joined' | 'ineligible' | 'ended';

export interface ActivityFacts {
  /** The server's time when it answered. */
  serverTime: DateTime | number;
  startAt: DateTime | number;
  endAt: DateTime | number;
  /** Places left (today's quota or the total stock); undefined when the activity has no limit or did not say. */
  stockLeft?: number;
  /** The customer may join (the server's eligibility, its reasons aside). */
  eligible: boolean;
  /** The customer (or the number a friend pays for) already joined. */
  joined: boolean;
  /**
   * What the customer may still take today or this period (votes, claims, grabs); undefined when there is no
   * per-customer quota. At 0 the customer has had their share: the state is `joined`.
   */
  quotaLeft?: number;
}

const ms = (t: DateTime | number): number => (typeof t === 'number' ? t : Date.parse(t));

/**
 * The window decides first (not started, ended: nothing else matters), then what the customer already did
 * (joined), then the places left (sold out), then eligibility. Active only when nothing stands in the way.
 * An unreadable time counts as outside the window: better "ended" than a payment for a dead activity.
 */
export function activityState({
  serverTime,
  startAt,
  endAt,
  stockLeft,
  eligible,
  joined,
  quotaLeft,
}: ActivityFacts): ActivityState {
  const now = ms(serverTime);
  const start = ms(startAt);
  const end = ms(endAt);
  if (Number.isNaN(now) || Number.isNaN(end)) return 'ended';
  if (Number.isNaN(start) || now < start) return Number.isNaN(start) ? 'ended' : 'notStarted';
  if (now >= end) return 'ended';
  if (joined || (quotaLeft !== undefined && quotaLeft <= 0)) return 'joined';
  if (stockLeft !== undefined && stockLeft <= 0) return 'soldOut';
  if (!eligible) return 'ineligible';
  return 'active';
}

/** The server clock's offset from the phone's, from the `serverTime` of an answer (0 when unreadable). */
export function clockOffset(serverTime: DateTime | number | undefined, phoneNow: number): number {
  if (serverTime === undefined) return 0;
  const offset = ms(serverTime) - phoneNow;
  return Number.isNaN(offset) ? 0 : offset;
}

/** The server's time now, from the offset kept with the answer. */
export const serverNow = (offsetMs: number, phoneNow: number = Date.now()): number => phoneNow + offsetMs;

/** Whole seconds from `now` until `at` (0 once it has passed): what a countdown shows. */
export function secondsUntil(at: DateTime | number, now: number): number {
  const t = ms(at);
  return Number.isNaN(t) ? 0 : Math.max(0, Math.ceil((t - now) / 1000));
}
