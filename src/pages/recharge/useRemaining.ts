import { onPhoneClock } from '../../services/request';
import { useLeft } from '../shared/useLeft';

/** The payment window (PAGES.md §3.2): never show more than this, whatever the clocks say. */
export const PAY_WINDOW_MS = 30 * 60_000;

/**
 * Milliseconds until `expiresAt` (an ISO time of the server's clock, counted on it: a phone that is off neither
 * closes the window early nor keeps it open), ticking every second until it reaches 0; undefined without one.
 */
export function useRemaining(expiresAt: string | undefined): number | undefined {
  const end = expiresAt ? onPhoneClock(Date.parse(expiresAt)) : NaN;
  return useLeft(Number.isNaN(end) ? undefined : end, PAY_WINDOW_MS);
}
