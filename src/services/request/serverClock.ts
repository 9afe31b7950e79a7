// The server's clock as its answers tell it: the HTTP `Date` of each answer of the app's client (transport.ts). A
// customer's phone may be minutes or hours off; a window the server times — an order's 30 minutes to pay — is
// counted on the server's clock, never on the phone's alone (PAGES.md §3.2). Read same-origin (the API bases sit
// under the app's host, deploy/sms2.conf passes the gateway's Date on); a cross-origin base would have to expose it.

/** Below this the difference is the header's whole seconds and the way there, not a clock that is off. */
export const CLOCK_NOISE_MS = 3000;

let offsetMs = 0;

/** An answer's `Date` header, read at `phoneNow`: the offset of the server's clock from the phone's. */
export function noteServerDate(date: unknown, phoneNow: number = Date.now()): void {
  const at = typeof date === 'string' ? Date.parse(date) : NaN;
  if (Number.isNaN(at)) return;
  const off = at - phoneNow;
  offsetMs = Math.abs(off) < CLOCK_NOISE_MS ? 0 : off;
}

/** How far the server's clock is ahead of the phone's (ms; negative when behind), from the last answer. */
export const serverOffset = (): number => offsetMs;

/** An instant of the server's clock (epoch ms) on the phone's: what a phone-clock countdown runs to. */
export const onPhoneClock = (serverMs: number): number => serverMs - offsetMs;
