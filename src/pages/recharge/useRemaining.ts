import { useEffect, useState } from 'react';
import { onPhoneClock } from '../../services/request';

/** The payment window (PAGES.md §3.2): never show more than this, whatever the clocks say. */
export const PAY_WINDOW_MS = 30 * 60_000;

/**
 * Milliseconds until `expiresAt` (an ISO time of the server's clock, counted on it: a phone that is off neither
 * closes the window early nor keeps it open), ticking every second until it reaches 0; undefined without one.
 */
export function useRemaining(expiresAt: string | undefined): number | undefined {
  const end = expiresAt ? onPhoneClock(Date.parse(expiresAt)) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return undefined;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= end) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  return Number.isNaN(end) ? undefined : Math.min(PAY_WINDOW_MS, Math.max(0, end - now));
}
