import { randomId } from './page';

// One key per submission draft, kept in sessionStorage so that a retry after an error, a re-login or a
// page reload sends the same key and the server pays or orders once.
const PREFIX = 'sms2_idem_';
const memory = new Map<string, string>(); // when sessionStorage is off

/** The Idempotency-Key of a draft (e.g. 'recharge:18687120001:5000'): created once, reused on retry. */
export function idempotencyKeyFor(draftId: string): string {
  let key: string | null | undefined;
  try {
    key = window.sessionStorage.getItem(PREFIX + draftId);
  } catch {
    key = memory.get(draftId);
  }
  if (key) return key;
  key = randomId();
  try {
    window.sessionStorage.setItem(PREFIX + draftId, key);
  } catch {
    memory.set(draftId, key);
  }
  return key;
}

/** Forget the key once the submission succeeded, so the next submission of that draft is a new one. */
export function releaseIdempotencyKey(draftId: string): void {
  memory.delete(draftId);
  try {
    window.sessionStorage.removeItem(PREFIX + draftId);
  } catch {
    /* storage may be off */
  }
}
