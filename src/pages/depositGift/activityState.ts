// The activity state machine (PAGES.md §3.2): one pure function from what the server said to the one state a
// deposit-gift page shows. Times are the server's, so a phone with a wrong clock still shows the right state.
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
}: ActivityFacts): ActivityState {
  const now = ms(serverTime);
  const start = ms(startAt);
  const end = ms(endAt);
  if (Number.isNaN(now) || Number.isNaN(end)) return 'ended';
  if (Number.isNaN(start) || now < start) return Number.isNaN(start) ? 'ended' : 'notStarted';
  if (now >= end) return 'ended';
  if (joined) return 'joined';
  if (stockLeft !== undefined && stockLeft <= 0) return 'soldOut';
  if (!eligible) return 'ineligible';
  return 'active';
}
