// When an SMS code was last sent, per purpose and number, in sessionStorage: the 60 s countdown survives a reload
// of the page (the code itself is never stored, only the time).
import { readSession, writeSession } from './browser';

const PREFIX = 'sms2_sms_sent:';

/** The key of one purpose ('bind', 'gate', 'tooth' ...) and number. */
export const smsSentKey = (purpose: string, phone: string): string => `${purpose}:${phone}`;

/** Date.now() of the last send under `key`, or null. */
export function smsSentAt(key: string): number | null {
  const at = Number(readSession(PREFIX + key));
  return Number.isFinite(at) && at > 0 ? at : null;
}

export function rememberSmsSent(key: string, at: number): void {
  writeSession(PREFIX + key, String(at));
}
