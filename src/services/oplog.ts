// The operation log: every navigation, the first page included, posts one entry (spec §3, §7). Its failure never shows
// anything to the customer. It is in the entry, small: a visit is queued at its navigation (its address read then,
// nothing else runs before the first screen), the queue is sent once the first screen is done and the browser is
// idle, and at once when the page is hidden or left (request/keepalive.ts), before the authorize page too, so a
// visitor who leaves at once is logged. A sent entry has left the queue: a page that comes back (the back-forward
// cache, the app switched to again) sends nothing twice, and the return from the authorize page is the navigation
// that left for it, logged once.
import type { OperationLogReq } from './api/types';
import { sendKeepalive } from './request/keepalive';
import { readSession, writeSession } from '../utils/browser';

/** config.operationLog's path (services/api/config.ts; test/services/oplog.test.ts holds them equal). */
export const OPLOG_PATH = '/api/config/operationLog';

/** Query parameters that must never reach a log: login codes, tokens, SMS and captcha values. */
const SECRET_PARAMS = ['code', 'state', 'token', 'mall_token', 'smsCode', 'kaptcha', 'ticket'];

/** Paths whose next segment is a secret (config/routes.ts `/newRecharge/tooth/:token`): logged as `:token`. */
const SECRET_SEGMENTS: readonly (readonly [prefix: string, name: string])[] = [['/newRecharge/tooth/', ':token']];

/** The fragment WeChat's authorize page leaves on the address it returns to: no part of the page's address. */
const WECHAT_FRAGMENT = '#wechat_redirect';

/** How long a `source` may be, in characters. */
export const SOURCE_MAX = 64;

/** What is not printable text: control characters (C0, DEL, C1) and the invisible format marks (zero width, bidi). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

/** The address as logged: the current href without secrets, in its query or in its path, nor WeChat's fragment. */
export function accessUrlOf(href: string): string {
  const url = new URL(href);
  SECRET_PARAMS.forEach((p) => url.searchParams.delete(p));
  for (const [prefix, name] of SECRET_SEGMENTS) {
    const at = url.pathname.indexOf(prefix);
    if (at >= 0)
      url.pathname =
        url.pathname.slice(0, at + prefix.length) + url.pathname.slice(at + prefix.length).replace(/^[^/]+/, name);
  }
  if (url.hash === WECHAT_FRAGMENT) url.hash = '';
  return url.toString();
}

/**
 * The query's `source` as given (spec §3): URL-decoded, control characters removed, at most 64 characters (longer is
 * cut); undefined when absent or nothing printable is left. Any text: `wx_menu`, `wx.menu`, `公众号菜单`.
 */
export function sourceOf(search: string): string | undefined {
  const raw = new URLSearchParams(search).get('source');
  if (!raw) return undefined;
  const text = Array.from(raw.replace(UNPRINTABLE, '').trim()).slice(0, SOURCE_MAX).join('');
  return text || undefined;
}

/**
 * The entry for a page: spec §3's payload, whose `logParams` carry operationId 1 and `source` only when the query has
 * a non-empty one.
 */
export function operationLogEntry(href: string, search: string, userAgent: string): OperationLogReq {
  const source = sourceOf(search);
  return {
    accessUrl: accessUrlOf(href),
    endingType: userAgent,
    userType: 1,
    title: '',
    logParams: { operationId: 1, ...(source ? { source } : {}) },
  };
}

/**
 * A page visited: `search` the query it arrived with, `href` its address at the navigation, `replace` whether it
 * replaced the previous entry of the history.
 */
export interface Visit {
  search: string;
  href: string;
  replace?: boolean;
}

/** Where the address logged before leaving for the authorize page waits for the return (this tab only). */
const LEFT_FOR_LOGIN_KEY = 'sms2_oplog_left';

let queue: Visit[] = [];
/** The address of the last entry (as logged). */
let lastUrl: string | undefined;

/** A navigation: queued with its address as it is now (a redirect right after it must not lend it its address). */
export function noteVisit(visit: Visit): void {
  queue.push(visit);
}

/**
 * The entries of the visits queued, in turn; the queue is empty after. None for a replace that leaves the logged
 * address as it was: the app dropping the OAuth answer (`code`, `state`) or WeChat's fragment from the address is the
 * same navigation, logged once.
 */
export function takeEntries(userAgent: string): OperationLogReq[] {
  const visits = queue;
  queue = [];
  const entries: OperationLogReq[] = [];
  for (const v of visits) {
    const accessUrl = accessUrlOf(v.href);
    if (v.replace && accessUrl === lastUrl) continue;
    lastUrl = accessUrl;
    entries.push(operationLogEntry(v.href, v.search, userAgent));
  }
  return entries;
}

/**
 * Sends what is queued, each entry once: with keepalive when the page is being left (the default: it survives the
 * page), as a plain fetch after a navigation while the page stays (`leaving` false).
 */
export function flushOplog(leaving = true): void {
  for (const entry of takeEntries(navigator.userAgent)) void sendKeepalive(OPLOG_PATH, entry, leaving);
}

/**
 * The page leaves for WeChat's authorize page: what is queued goes now, and the address last logged is kept for the
 * return (sessionStorage, this tab), which is the same navigation.
 */
export function leavingForLogin(): void {
  flushOplog();
  writeSession(LEFT_FOR_LOGIN_KEY, lastUrl);
}

/**
 * The first visit, at boot. A return from the authorize page (the query carries its `state`) to the address logged
 * before leaving for it is that navigation: not logged again. The kept address is forgotten either way.
 */
export function startVisit(visit: Visit): void {
  const left = readSession(LEFT_FOR_LOGIN_KEY);
  writeSession(LEFT_FOR_LOGIN_KEY, undefined);
  const returned = left !== undefined && new URLSearchParams(visit.search).has('state');
  if (returned) lastUrl = left;
  noteVisit({ ...visit, replace: visit.replace || returned });
}

/** For tests: an empty queue and no address logged. */
export function resetOplog(): void {
  queue = [];
  lastUrl = undefined;
}
