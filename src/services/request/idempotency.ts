import { digest } from '../../utils/digest';
import { randomId } from './page';

// One key per intent (a draft: who orders what, e.g. 'recharge:18687120001:5000'), kept in localStorage so that a
// retry after an error, a re-login, a reload, or the same order placed again from a new tab the same day sends the
// same key, and the server orders or pays once. A key belongs to the customer and the day (China time) it was made
// for: another customer, or another day, gets a new one. It is forgotten on a definite answer (success, refusal)
// and at logout (forgetIdempotencyKeys). An intent whose answer was lost is marked `unsure`: its next submission
// asks the server what became of it before it sends anything.
const PREFIX = 'sms2_idem_';
const memory = new Map<string, string>(); // when localStorage is off

interface Entry {
  key: string;
  owner: string;
  day: string;
  /** When the key was made (epoch ms). */
  at: number;
  unsure?: boolean;
  /** The digest of the request the key was sent with (requestDigest): another request gets another key. */
  body?: string;
}

/** Who orders: the session's customer (the WeChat user or the number), set before an order is sent. */
let owner = '';

/** The customer of the session; keys of another customer are dropped. '' = nobody known. */
export function setIdempotencyOwner(next: string | undefined): void {
  const id = next ?? '';
  if (id && owner && id !== owner) forgetIdempotencyKeys();
  owner = id;
}

/** The day in China (UTC+8), yyyy-MM-dd: a key is reused within it. */
const chinaDay = (): string => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

function store(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function read(draftId: string): Entry | undefined {
  let raw: string | null | undefined;
  const s = store();
  try {
    raw = s ? s.getItem(PREFIX + draftId) : memory.get(draftId);
  } catch {
    raw = memory.get(draftId);
  }
  if (!raw) return undefined;
  try {
    const e = JSON.parse(raw) as Partial<Entry>;
    if (typeof e.key !== 'string' || !e.key) return undefined;
    if (e.owner !== owner || e.day !== chinaDay()) return undefined;
    return {
      key: e.key,
      owner: e.owner,
      day: e.day,
      at: Number(e.at) || 0,
      unsure: e.unsure === true,
      ...(typeof e.body === 'string' ? { body: e.body } : {}),
    };
  } catch {
    return undefined; // a key of an earlier version (a bare string): a new one
  }
}

function write(draftId: string, entry: Entry): void {
  const raw = JSON.stringify(entry);
  try {
    const s = store();
    if (!s) throw new Error('no storage');
    s.setItem(PREFIX + draftId, raw);
  } catch {
    memory.set(draftId, raw);
  }
}

/**
 * The fields that prove who asks (the gates' codes, the stored signature's id), not what is asked: a new SMS code,
 * or the same contract signed again after a login, is the same request.
 */
const GATE_FIELDS = new Set(['smsCode', 'kaptcha', 'kaptchaId', 'signId']);

/**
 * A digest of what a request asks: its fields in key order, the gates' codes left out (a short hash, so the stored
 * entry holds no name, number or address). The same order gives the same digest, whatever order its fields were
 * written in.
 */
export function requestDigest(body: unknown): string {
  const canonical = (v: unknown, top: boolean): unknown => {
    if (Array.isArray(v)) return v.map((x) => canonical(x, false));
    if (v && typeof v === 'object')
      return Object.keys(v)
        .filter((k) => !(top && GATE_FIELDS.has(k)) && (v as Record<string, unknown>)[k] !== undefined)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k], false)]);
    return v;
  };
  return digest(JSON.stringify(canonical(body, true)) ?? '');
}

/**
 * The Idempotency-Key of an intent (e.g. 'recharge:18687120001:5000'): created once, reused on retry. `body`: the
 * digest of the request it goes with (requestDigest); a key is never sent with two requests: when the request of
 * the intent has changed (another amount, another address), the intent gets a new key (the server would refuse the
 * old key with another request). Every key the app sends is asked for with its digest (intentKey, the `submit`
 * kind's port); without one (a test reading the key of an intent) the stored key is given whatever its digest, and a
 * key stored without one (an earlier version) takes the first digest given.
 */
export function idempotencyKeyFor(draftId: string, body?: string): string {
  const found = read(draftId);
  if (found && (body === undefined || found.body === undefined || found.body === body)) {
    if (body !== undefined && found.body === undefined) write(draftId, { ...found, body });
    return found.key;
  }
  const key = randomId();
  // A changed request after a lost answer: the first may have been done, so the new key stays `unsure` (confirmed
  // first, since the first key was made).
  const lost = found?.unsure ? { at: found.at, unsure: true } : { at: Date.now() };
  write(draftId, { key, owner, day: chinaDay(), ...lost, ...(body !== undefined ? { body } : {}) });
  return key;
}

/** The answer of this intent's last submission was lost: the next one asks the server first. */
export function markIdempotencyUnsure(draftId: string, unsure = true): void {
  const found = read(draftId);
  if (found) write(draftId, { ...found, unsure });
}

/** When the key of this intent was made (epoch ms), if it has one. */
export function idempotencyKeyMadeAt(draftId: string): number | undefined {
  return read(draftId)?.at;
}

/** Whether the last submission of this intent ended without an answer (see markIdempotencyUnsure). */
export function isIdempotencyUnsure(draftId: string): boolean {
  return read(draftId)?.unsure === true;
}

/** Forget the key once the submission had its answer, so the next submission of that intent is a new one. */
export function releaseIdempotencyKey(draftId: string): void {
  memory.delete(draftId);
  try {
    store()?.removeItem(PREFIX + draftId);
    window.sessionStorage.removeItem(PREFIX + draftId); // a key of an earlier version
  } catch {
    /* storage may be off */
  }
}

/** Forget every key (logout, another customer): nothing of one customer's intents serves the next. */
export function forgetIdempotencyKeys(): void {
  memory.clear();
  for (const get of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      const s = get();
      for (const k of Object.keys(s)) if (k.startsWith(PREFIX)) s.removeItem(k);
    } catch {
      /* storage may be off */
    }
  }
}
