// What to do when a page chunk (JS or CSS) fails to load.
// - After a deploy, the old entry asks for chunk names that no longer exist: the page is reloaded once to pick
//   up the new entry. A deploy is recognised by the entry script in a fresh index.html differing from ours.
// - Otherwise (offline, flaky network, 120 s time-out) the page shows the error with a retry button.
// A reload is remembered in sessionStorage so it happens at most once a minute: never a loop.

import { BASE_PATH } from '../../config/app';

export { isChunkLoadError } from '../utils/chunkLoad';

const RELOAD_KEY = 'sms2_chunk_reload_at';
const RELOAD_WINDOW_MS = 60_000;

const ENTRY = /\/js\/main\.\w+\.js/;

/** True when a newer build is deployed than the one running (its index.html names another entry script). */
export async function isNewDeploy(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const ours = Array.from(document.scripts, (s) => ENTRY.exec(s.src)?.[0]).find(Boolean);
  if (!ours) return false;
  try {
    const res = await fetchImpl(BASE_PATH, { cache: 'no-store' });
    const theirs = res.ok ? ENTRY.exec(await res.text())?.[0] : undefined;
    return !!theirs && theirs !== ours;
  } catch {
    return false;
  }
}

/** Reloads once for a stale chunk; returns false (and does nothing) when a reload happened in the last minute. */
export function reloadOnce(now = Date.now(), reload = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(RELOAD_KEY)) || 0;
  } catch {
    /* storage off */
  }
  if (now - last < RELOAD_WINDOW_MS) return false;
  try {
    window.sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    /* storage off: still reload once */
  }
  reload();
  return true;
}
