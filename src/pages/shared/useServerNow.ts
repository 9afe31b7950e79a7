// The server's clock on the phone: countdowns and activity windows run on the server's time, never the phone's
// alone (PAGES.md §3.2). One hook for every family that counts down.
import { useEffect, useState } from 'react';
import { serverNow } from './activityState';

/**
 * The server's time now (the phone's clock plus the offset of the last answer), ticking each second while `running`
 * (a page with nothing to count down passes false and re-renders no more).
 */
export function useServerNow(offsetMs: number, running = true): number {
  const [phoneNow, setPhoneNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const id = window.setInterval(() => setPhoneNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);
  return serverNow(offsetMs, phoneNow);
}
