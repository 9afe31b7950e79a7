import { useLayoutEffect, useSyncExternalStore } from 'react';
import { SHELL_ID, SHELL_IN_PAGE_CLASS, SHELL_TAPPED_ATTR } from './earlyStarter';
import { dropShell, SHELL_GONE } from './shell';

/** Whether index.html's card is there (over the page, or taken into it). */
const shellShown = (): boolean => document.getElementById(SHELL_ID) !== null;
const subscribe = (changed: () => void) => {
  window.addEventListener(SHELL_GONE, changed);
  return () => window.removeEventListener(SHELL_GONE, changed);
};

/** Moves index.html's card into `host`, the page's place for it (a ref callback): in the page's flow from then on. */
function adopt(host: HTMLElement | null): void {
  const card = document.getElementById(SHELL_ID);
  if (!host || !card || card.parentElement === host) return;
  card.className = SHELL_IN_PAGE_CLASS;
  host.appendChild(card);
}

/**
 * index.html's account card (src/layouts/shell.ts) for the page it pictures (home): `covered` while the card is
 * there and the page's own has not `settled` (what it will keep showing); meanwhile the page renders an element with
 * `ref={adopt}` in the card's place, which takes the same node into the page's flow (never a copy beside the page's
 * own). Once settled, the page renders its own and the card goes in the same commit (a layout effect, before the
 * browser paints): the number and the balance are never on the screen twice. A tap on the card's login meanwhile
 * (the visitor's, index.html's earlyStarter keeps it on the card) is passed to `onLogin` then.
 */
export function useShell(
  settled: boolean,
  onLogin?: () => void,
): { covered: boolean; adopt: (host: HTMLElement | null) => void } {
  const shown = useSyncExternalStore(subscribe, shellShown, () => false);
  useLayoutEffect(() => {
    if (!settled) return;
    const tapped = document.getElementById(SHELL_ID)?.getAttribute(SHELL_TAPPED_ATTR) === 'login';
    dropShell();
    if (tapped) onLogin?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page's card settles
  }, [settled]);
  return { covered: shown && !settled, adopt };
}
