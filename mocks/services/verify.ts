// Picture captchas and SMS codes, with the rules the simulator enforces:
// - captcha: single use (any check consumes it), 5 minutes, case-insensitive, good only for the session (or, for
//   a visitor, the browser) that fetched it; every SMS send needs one (handlers/common.ts `send` verifies it when
//   the handler has not);
// - SMS code: 6 digits, single use, 5 minutes, bound to the number and to its purpose (a binding code does
//   not log in, pay or order, and the reverse: a code of another purpose is refused like a wrong one); one
//   send per number per 60 s and 10 a day; 5 wrong tries lock the number for 30 minutes. The answer to a
//   send never tells whether the number is a customer.
// - Against SMS pumping, on top of the per-number rules, windows that hold together (a new session does not
//   start the address's count again): 5 sends per session and 10 per client address in 10 minutes, 30 per
//   address in 24 hours, 20 per number prefix (the first 7 digits, an H-code segment) in an hour and 100 in
//   24 hours; past any of them HTTP 429 with the wait in `msg`, and no SMS. __sim/limits shows and resets them.
import { create as createSvgCaptcha } from 'svg-captcha';
import type { Phone } from '../../src/services/api/types';
import { biz, HttpError } from '../core/errors';
import type { Rng } from '../core/rng';
import { dayKey, HOUR, MINUTE } from '../core/time';
import type { Captcha, SimState, SmsPurpose } from '../db/types';
import { maskPhone } from '../db/idcard';

export type { SmsPurpose };

export const CAPTCHA_TTL_MS = 5 * MINUTE;
export const SMS_TTL_MS = 5 * MINUTE;
export const SMS_INTERVAL_MS = 60_000;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MAX_FAILURES = 5;
export const SMS_LOCK_MS = 30 * MINUTE;
export const SMS_SESSION_LIMIT = 5;
export const SMS_ADDRESS_LIMIT = 10;
export const SMS_CLIENT_WINDOW_MS = 10 * MINUTE;
export const SMS_ADDRESS_DAILY_LIMIT = 30;
export const SMS_PREFIX_LIMIT = 20;
export const SMS_PREFIX_WINDOW_MS = HOUR;
export const SMS_PREFIX_DAILY_LIMIT = 100;
const DAY_MS = 24 * HOUR;

const tooOften = (m: number): string => `获取验证码过于频繁，请${m}分钟后再试`;
const inHours = (m: number): number => Math.max(1, Math.ceil(m / 60));

/**
 * The sliding windows against SMS pumping, checked in this order: scope, limit, window, and the answer past it.
 * A window's key is `<scope>:<who>`: `session:<id>` (with a session), `address:<peer>` and `addressDay:<peer>`
 * (always, session or not), `prefix:<7 digits>`, `prefixDay:<7 digits>`.
 */
export const SMS_WINDOWS = {
  session: { limit: SMS_SESSION_LIMIT, windowMs: SMS_CLIENT_WINDOW_MS, code: 'E_SMS_CLIENT_LIMIT', msg: tooOften },
  address: { limit: SMS_ADDRESS_LIMIT, windowMs: SMS_CLIENT_WINDOW_MS, code: 'E_SMS_CLIENT_LIMIT', msg: tooOften },
  addressDay: {
    limit: SMS_ADDRESS_DAILY_LIMIT,
    windowMs: DAY_MS,
    code: 'E_SMS_CLIENT_DAILY_LIMIT',
    msg: (m: number) => `今日获取验证码次数过多，请${inHours(m)}小时后再试`,
  },
  prefix: {
    limit: SMS_PREFIX_LIMIT,
    windowMs: SMS_PREFIX_WINDOW_MS,
    code: 'E_SMS_PREFIX_LIMIT',
    msg: (m: number) => `该号段验证码发送量已达上限，请${m}分钟后再试`,
  },
  prefixDay: {
    limit: SMS_PREFIX_DAILY_LIMIT,
    windowMs: DAY_MS,
    code: 'E_SMS_PREFIX_LIMIT',
    msg: (m: number) => `该号段验证码发送量已达上限，请${inHours(m)}小时后再试`,
  },
} as const;

export type SmsWindowScope = keyof typeof SMS_WINDOWS;
export const SMS_WINDOW_SCOPES = Object.keys(SMS_WINDOWS) as SmsWindowScope[];

/** Who asks for a code: the live session (if any) and the peer address (always; `local` under jest). */
export interface SmsClient {
  session?: string;
  address: string;
}

export const PHONE_RE = /^1[3-9]\d{9}$/;

export function assertPhone(phone: string | undefined): Phone {
  if (!phone || !PHONE_RE.test(phone)) throw biz('E_PHONE', '请输入正确的手机号码');
  return phone;
}

/** The key of a captcha: the client's id within the session or browser binding that fetched it (`owner`). */
const captchaKey = (owner: string, id: string): string => `${owner}|${id}`;

/** The pictures drawn, by key (this process's; a restarted simulator draws a live captcha's text anew). */
const pictures = new Map<string, { svg: string; text: string }>();

/**
 * The captcha image of a client-chosen id, in the namespace of its owner (`session:<id>` or `browser:<id>`, see
 * handlers/common.ts captchaOwner): another client's same id is another captcha, so an id known to someone else
 * can neither be read nor spoiled by them. A live captcha is never issued again: fetching its id once more (a
 * reloaded image) answers the same picture; a used or expired one gives way to a new text.
 */
export function issueCaptcha(state: SimState, owner: string, id: string, now: number): { svg: string; text: string } {
  if (!/^[\w.-]{1,64}$/.test(id)) throw biz('E_PARAM', '验证码标识无效');
  const key = captchaKey(owner, id);
  const live = state.captchas[key];
  const drawn = live && !live.used && live.expiresAt > now ? pictures.get(key) : undefined;
  if (live && drawn?.text === live.text) return drawn;
  const c = createSvgCaptcha({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlLqg9',
    color: true,
    background: '#f2f4f7',
    width: 120,
    height: 44,
    fontSize: 48,
  });
  state.captchas[key] = { id, owner, text: c.text, expiresAt: now + CAPTCHA_TTL_MS, used: false };
  pictures.set(key, { svg: c.data, text: c.text });
  if (pictures.size > 1000) pictures.delete(pictures.keys().next().value ?? '');
  return { svg: c.data, text: c.text };
}

/** The newest captcha of a client id, whoever owns it (the simulator's test endpoints). */
export function captchaById(state: SimState, id: string): Captcha | undefined {
  let found: Captcha | undefined;
  for (const c of Object.values(state.captchas))
    if (c.id === id && (!found || c.expiresAt > found.expiresAt)) found = c;
  return found;
}

/** Checks and consumes a captcha of this owner (a captcha fetched by another session or browser is unknown here). */
export function checkCaptcha(
  state: SimState,
  owner: string | undefined,
  id: string | undefined,
  text: string | undefined,
  now: number,
): void {
  if (!text || !id) throw biz('E_KAPTCHA_REQUIRED', '请输入图片验证码');
  const c = owner ? state.captchas[captchaKey(owner, id)] : undefined;
  if (!c || c.used || c.expiresAt <= now) throw biz('E_KAPTCHA_EXPIRED', '图片验证码已失效，请点击图片刷新');
  c.used = true;
  if (c.text.toLowerCase() !== text.trim().toLowerCase()) throw biz('E_KAPTCHA_WRONG', '图片验证码错误，请重新输入');
}

function lockState(state: SimState, phone: Phone, now: number): { locked: boolean; minutesLeft: number } {
  const lock = state.smsLocks[phone];
  if (lock?.lockedUntil && lock.lockedUntil > now)
    return { locked: true, minutesLeft: Math.ceil((lock.lockedUntil - now) / MINUTE) };
  return { locked: false, minutesLeft: 0 };
}

export interface SentSms {
  resendAfter: number;
}

/** The sends of a window key still inside its window. */
function windowSends(state: SimState, key: string, windowMs: number, now: number): number[] {
  return (state.smsWindows[key] ?? []).filter((t) => t > now - windowMs && t <= now);
}

/** The window keys of one send: every scope that applies to this client and number. */
function windowKeys(client: SmsClient, phone: Phone): [SmsWindowScope, string][] {
  const prefix = phone.slice(0, 7);
  return [
    ...(client.session ? [['session', `session:${client.session}`] as [SmsWindowScope, string]] : []),
    ['address', `address:${client.address}`],
    ['addressDay', `addressDay:${client.address}`],
    ['prefix', `prefix:${prefix}`],
    ['prefixDay', `prefixDay:${prefix}`],
  ];
}

/** HTTP 429 when any window of this send is used up. */
function checkWindows(state: SimState, keys: [SmsWindowScope, string][], now: number): void {
  for (const [scope, key] of keys) {
    const w = SMS_WINDOWS[scope];
    const sends = windowSends(state, key, w.windowMs, now);
    if (sends.length >= w.limit) {
      const minutes = Math.max(1, Math.ceil(((sends[0] ?? now) + w.windowMs - now) / MINUTE));
      throw new HttpError(429, w.code, w.msg(minutes));
    }
  }
}

/** Sends a code (or refuses with the rate limits). Same answer for customers and others. `client` is who asks
 *  (session and address) for the per-client windows. The caller has verified the picture captcha. */
export function sendSms(
  state: SimState,
  phone: Phone,
  purpose: SmsPurpose,
  now: number,
  rng: Rng,
  log: (line: string) => void,
  textOf: (code: string) => string = (code) =>
    `【云南联通】您的验证码为${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
  client: SmsClient = { address: 'local' },
): SentSms {
  assertPhone(phone);
  const lock = lockState(state, phone, now);
  if (lock.locked) throw biz('E_SMS_LOCKED', `验证码错误次数过多，请${lock.minutesLeft}分钟后再试`);
  const day = dayKey(now);
  const counter = state.smsCounters[phone];
  if (counter && now - counter.lastSentAt < SMS_INTERVAL_MS) {
    const wait = Math.ceil((SMS_INTERVAL_MS - (now - counter.lastSentAt)) / 1000);
    throw biz('E_SMS_FREQUENT', `验证码发送过于频繁，请${wait}秒后再试`, { resendAfter: wait });
  }
  if (counter && counter.day === day && counter.count >= SMS_DAILY_LIMIT) {
    throw biz('E_SMS_DAILY_LIMIT', '该号码今日获取验证码次数已达上限，请明天再试');
  }
  const keys = windowKeys(client, phone);
  checkWindows(state, keys, now);
  for (const [scope, key] of keys)
    state.smsWindows[key] = [...windowSends(state, key, SMS_WINDOWS[scope].windowMs, now), now];
  const code = rng.digits(6);
  state.smsCodes[phone] = { phone, code, purpose, sentAt: now, expiresAt: now + SMS_TTL_MS, used: false };
  state.smsCounters[phone] = { day, count: counter && counter.day === day ? counter.count + 1 : 1, lastSentAt: now };
  const text = textOf(code);
  state.smsOutbox.push({ phone, text, code, purpose, at: now });
  if (state.smsOutbox.length > 500) state.smsOutbox.splice(0, state.smsOutbox.length - 500);
  log(`[sim] SMS to ${maskPhone(phone)}: ${code}`);
  return { resendAfter: SMS_INTERVAL_MS / 1000 };
}

/** Checks and consumes the code of a number sent for one of `purposes`; counts failures towards the lock.
 *  A code sent for another purpose counts as a wrong code (and stays usable for its own purpose). */
export function verifySms(
  state: SimState,
  phone: string | undefined,
  code: string | undefined,
  now: number,
  purposes: readonly SmsPurpose[],
): SmsPurpose {
  const p = assertPhone(phone);
  if (!code) throw biz('E_SMS_REQUIRED', '请输入短信验证码');
  const lock = lockState(state, p, now);
  if (lock.locked) throw biz('E_SMS_LOCKED', `验证码错误次数过多，请${lock.minutesLeft}分钟后再试`);
  const rec = state.smsCodes[p];
  if (!rec || rec.used || rec.expiresAt <= now) throw biz('E_SMS_EXPIRED', '短信验证码已失效，请重新获取');
  if (rec.code !== code.trim() || !purposes.includes(rec.purpose)) {
    const l = state.smsLocks[p] ?? { failures: 0 };
    l.failures += 1;
    if (l.failures >= SMS_MAX_FAILURES) {
      l.failures = 0;
      l.lockedUntil = now + SMS_LOCK_MS;
      rec.used = true;
      state.smsLocks[p] = l;
      throw biz('E_SMS_LOCKED', '验证码错误次数过多，请30分钟后再试');
    }
    state.smsLocks[p] = l;
    throw biz('E_SMS_WRONG', `短信验证码错误，您还可以尝试${SMS_MAX_FAILURES - l.failures}次`);
  }
  rec.used = true;
  delete state.smsLocks[p];
  return rec.purpose;
}
