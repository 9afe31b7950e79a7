// What the page of a pre-rendered landing (config/routes.ts `prerender`) minds in the browser. Its HTML was rendered
// at build time at the bare address, with nobody logged in, and the guard shows the page while the session is still
// asked for (src/layouts/prerendered.ts): the first render must be the HTML's, and what is the customer's waits for
// the session. Both hold on any other page as they did: a page the guard shows has its session, and a page rendered
// anew is past any hydration.
import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../../models/hooks';
import { selectSession } from '../../models/session';

const never = () => () => undefined;

/**
 * False while React renders on the server or hydrates its HTML, true after (and at once in a render anew): what the
 * address says beyond the route (a tab in the query) shows once the HTML is taken over, not in its first render.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * Whether the session is known: the reads of the customer's data (balance, standing) wait for it, so a landing shown
 * while it is asked for sends none that a visitor without a session would have refused.
 */
export const useSessionKnown = (): boolean =>
  useAppSelector((s) => {
    const { status } = selectSession(s);
    return status !== 'unknown' && status !== 'authorizing';
  });
