// Home's account card that index.html paints from the first answers while the entry downloads
// (src/layouts/earlyStarter.ts), at the top of the screen over the splash and the loader. Home takes it into its
// own place and shows it until its own card has what it will keep showing (src/layouts/useShell.ts). A failure
// screen (the catalogue's, a page chunk's, a render's), another address, or SHELL_MAX_MS after the entry ran take
// it away, so it never hides the app. Only this much is in the entry; the rest comes with home's chunk.
import { SHELL_ID } from './earlyStarter';

/** The longest the painted card stays once the entry runs (a page chunk still loading then shows its loader). */
export const SHELL_MAX_MS = 8_000;
/** The window event that says the card has gone (useShell listens). */
export const SHELL_GONE = 'sms2-shell-gone';

/** Takes index.html's card away, if it is there. */
export function dropShell(): void {
  const card = document.getElementById(SHELL_ID);
  if (!card) return;
  card.remove();
  window.dispatchEvent(new Event(SHELL_GONE));
}

/** At boot: the card goes at the latest after SHELL_MAX_MS (it may still be painted until React's first commit). */
export const limitShell = (): number => window.setTimeout(dropShell, SHELL_MAX_MS);
