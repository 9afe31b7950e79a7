// Whether a configured item (a banner, a tile, an activity of a list) is running, not started yet or over, by the
// server's time (PAGES.md §3.2): one rule for home's banners, the venues' halls and tiles and the activity list, so
// no page promotes an activity that has ended because the phone's clock is behind or an answer kept it.
import type { DateTime } from '../../services/api/types';

export type WindowPhase = 'upcoming' | 'live' | 'ended';

/** What an item says of its window; either end may be missing (no start: running; no end: runs on). */
export interface Windowed {
  startAt?: DateTime;
  endAt?: DateTime;
}

const at = (t: DateTime | undefined): number => (t ? Date.parse(t) : NaN);

/**
 * The phase of an item at `now` (the server's time: `serverNow(offsetMs)` or `useServerNow`). The end decides
 * first: at its end an item has ended. A time that cannot be read is as if it were missing.
 */
export function windowPhase(item: Windowed, now: number): WindowPhase {
  const start = at(item.startAt);
  const end = at(item.endAt);
  if (!Number.isNaN(end) && now >= end) return 'ended';
  if (!Number.isNaN(start) && now < start) return 'upcoming';
  return 'live';
}

/** The items still worth showing at `now` (the server's time): the ended ones left out, the order kept. */
export const notEnded = <T extends Windowed>(items: readonly T[], now: number): T[] =>
  items.filter((item) => windowPhase(item, now) !== 'ended');
