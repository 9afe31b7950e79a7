// A countdown on the phone's clock, one for every family: a number's hold (ordering) and an order's window to pay
// (the top-up checkout, the order result), whose server time a page puts on the phone's clock first (onPhoneClock).
import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (epoch ms), at most `max`, ticking each second; undefined without one. */
export function useLeft(until: number | undefined, max = Infinity): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined) return undefined;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  // Until the first tick, `now` is when the step opened: a hold taken since would read longer than it is (30:03).
  return until === undefined ? undefined : Math.min(max, Math.max(0, until - now));
}
