// What a customer typed, kept in sessionStorage (never captcha or SMS codes): it survives an error, a re-login and a
// reload, and leaves with the tab. Effects reach these through `call`, so saga tests see and stub them.
//
// A draft lives as long as the session it was typed in could (DRAFT_TTL_MS after its last edit), then goes.
// A draft belongs to the customer who typed it: it is stored with a digest of the customer's id
// (utils/draftOwner.ts), read back only by that customer, and every draft goes when a different customer logs in on
// the same phone. What it
// holds is kept small: an ID number is never stored (the form asks for it again), a phone number is stored masked
// (186****0001) and comes back only when it is the customer's own bound number (wechatUser_phone), else empty.
// While the page lives, what was typed is also held in memory: a step of a wizard that reads its draft again gets it
// whole; a reload (a login through WeChat, a customer's F5) reads what storage holds.
import { configureSubmit } from '../../core';
import { PHONE_STORAGE_KEY } from '../../services/api/shell';
import { DRAFT_PREFIX, draftOwner } from '../../utils/draftOwner';

/** Fields that carry an ID number whatever their value looks like. */
const ID_FIELD = /^(cert(No|Num|Number)?|idCard|idNo|idNumber)$/i;
/** Fields that carry a phone number (a chosen new number, `number`, is not one: it is kept). */
const PHONE_FIELD = /phone|mobile/i;
const PHONE_VALUE = /^1\d{10}$/;
const MASKED_PHONE = /^1\d{2}\*{4}\d{4}$/;

export const maskPhone = (phone: string): string => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/** What goes into storage: ID numbers emptied, phone numbers masked, at any depth. */
function scrub(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (ID_FIELD.test(key)) return '';
    if (!PHONE_FIELD.test(key)) return value;
    const digits = value.replace(/\D/g, '');
    // A whole number masked; a part of one (as typed so far) is not kept.
    return PHONE_VALUE.test(digits) ? maskPhone(digits) : digits ? '' : value;
  }
  if (Array.isArray(value)) return value.map((v) => scrub(v, key));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, k)]));
  return value;
}

/** What comes back: a masked number is the customer's own bound number again, or empty (asked again). */
function unmask(value: unknown, own: string): unknown {
  if (typeof value === 'string') return MASKED_PHONE.test(value) ? (own && maskPhone(own) === value ? own : '') : value;
  if (Array.isArray(value)) return value.map((v) => unmask(v, own));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unmask(v, own)]));
  return value;
}

/**
 * How long a draft outlives its last edit: the server session's idle life (2 hours). A draft older than that was
 * typed in a session that has expired: it goes, so what a customer typed does not stay on the phone past the
 * session (a re-login within it finds it).
 */
export const DRAFT_TTL_MS = 2 * 60 * 60_000;

/** The page's own copy of each draft as saved (whole), with what went to storage: valid while storage still holds it. */
const memory = new Map<string, { raw: string; value: unknown }>();

/** What a reload does to the page's memory (tests). */
export const dropDraftMemory = (): void => memory.clear();

function boundPhone(): string {
  try {
    const phone = window.localStorage.getItem(PHONE_STORAGE_KEY) ?? '';
    return PHONE_VALUE.test(phone) ? phone : '';
  } catch {
    return '';
  }
}

/**
 * The draft saved under `name`, if it is this customer's (or typed before anyone was identified in this tab) and
 * has the expected shape.
 */
export function readDraft<T>(
  name: string,
  isDraft: (value: Record<string, unknown>) => value is Record<string, unknown> & T,
): T | undefined {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_PREFIX + name);
    const held = memory.get(name);
    if (!raw || held?.raw !== raw) memory.delete(name);
    const stored: unknown = raw ? JSON.parse(raw) : undefined;
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return undefined;
    const { owner, value, at } = stored as { owner?: unknown; value?: unknown; at?: unknown };
    if (typeof at !== 'number' || !(Date.now() - at < DRAFT_TTL_MS)) {
      clearDraft(name);
      return undefined;
    }
    if (typeof owner !== 'string' || (owner && owner !== draftOwner())) return undefined;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const whole = held?.raw === raw ? (JSON.parse(JSON.stringify(held.value)) as unknown) : undefined;
    const record = (whole ?? unmask(value, boundPhone())) as Record<string, unknown>;
    return isDraft(record) ? record : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(name: string, value: object): void {
  try {
    const raw = JSON.stringify({ owner: draftOwner(), at: Date.now(), value: scrub(value) });
    memory.set(name, { raw, value: JSON.parse(JSON.stringify(value)) as unknown });
    window.sessionStorage.setItem(DRAFT_PREFIX + name, raw);
  } catch {
    /* storage may be off */
  }
}

export function clearDraft(name: string): void {
  memory.delete(name);
  try {
    window.sessionStorage.removeItem(DRAFT_PREFIX + name);
  } catch {
    /* storage may be off */
  }
}

// The drafts of the runtime's `submit` effect kind (core/submit.ts): a form's payload kept until its order is placed.
configureSubmit({
  saveDraft: (name, value) => {
    if (value !== null && typeof value === 'object') saveDraft(name, value);
  },
  clearDraft,
});
