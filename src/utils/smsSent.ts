// When an SMS code was last sent to a number, in sessionStorage: the 60 s countdown survives a reload of the page
// and is the same in every form and dialog that sends to that number, as the server's interval counts per number,
// whatever the code is for (the code itself is never stored, only the time).
import { readSession, writeSession } from './browser';

const PREFIX = 'sms2_sms_sent:';

/**
 * The key of a number's countdown. `purpose` ('bind', 'gate', 'tooth' ...) says where the send was made, for the
 * reader; it does not split the countdown: one per number.
 */
export const smsSentKey = (_purpose: string, phone: string): string => phone;

/**
 * The server said "请N秒后再试" (a code went to that number from elsewhere, another dialog or device): the
 * countdown of the number is set to end in N seconds.
 */
export function rememberSmsWait(phone: string, waitSeconds: number, seconds = 60, now = Date.now()): void {
  if (!(waitSeconds > 0)) return;
  const at = now - (seconds - Math.min(seconds, waitSeconds)) * 1000;
  const known = smsSentAt(phone);
  if (known === null || known < at) rememberSmsSent(phone, at);
}

/** Date.now() of the last send under `key`, or null. */
export function smsSentAt(key: string): number | null {
  const at = Number(readSession(PREFIX + key));
  return Number.isFinite(at) && at > 0 ? at : null;
}

export function rememberSmsSent(key: string, at: number): void {
  writeSession(PREFIX + key, String(at));
}
