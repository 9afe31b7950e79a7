// Whose drafts the tab holds: the customer the session last identified, as a digest of the WeChat openid (the id
// itself is never stored: it would outlive the session on the phone), in sessionStorage under the drafts' own
// prefix, so a logout clears it with them. A session that ends another way (a 401, an expired cookie) leaves the
// drafts for the same customer's next login (they expire on their own, src/pages/shared/draft.ts); a different
// customer drops them all.
import { readSession, writeSession } from './browser';
import { digest } from './digest';

/** The prefix of every draft in sessionStorage (src/pages/shared/draft.ts). */
export const DRAFT_PREFIX = 'sms2_draft_';
/** '@' never appears in a draft's name. */
const OWNER_KEY = `${DRAFT_PREFIX}@owner`;

/** The customer the drafts belong to (a digest); '' before anyone was identified in this tab (or since the logout). */
export const draftOwner = (): string => readSession(OWNER_KEY) ?? '';

/** What the drafts keep of a customer: a digest of the id, never the id. */
const ownerOf = (customer: string): string => `d${digest(customer)}`;

/**
 * The session identified `customer`. Another customer than the one the drafts belong to: every draft goes, so
 * nothing typed by one customer (a name, an address, a complaint) is shown to the next on the same phone.
 */
export function noteDraftOwner(customer: string): void {
  const owner = draftOwner();
  const next = ownerOf(customer);
  if (owner === next) return;
  if (owner) {
    try {
      const store = window.sessionStorage;
      for (const key of Object.keys(store)) if (key.startsWith(DRAFT_PREFIX)) store.removeItem(key);
    } catch {
      /* storage may be off */
    }
  }
  writeSession(OWNER_KEY, next);
}
