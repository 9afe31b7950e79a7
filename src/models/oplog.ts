// The operation log: every navigation, the first page included, posts one entry (spec §3, §7).
// Its failure never shows anything to the user.
import { call } from 'typed-redux-saga';
import { defineModel, LOCATION_CHANGE, type LocationChangeAction } from '../core';
// Domain modules one by one (not the `api` object), so the entry carries only the calls it makes.
import * as config from '../services/api/config';
import type { OperationLogReq } from '../services/api/types';
import { locationHref, userAgent } from '../utils/browser';

/** Query parameters that must never reach a log: login codes, tokens, SMS and captcha values. */
const SECRET_PARAMS = ['code', 'state', 'token', 'mall_token', 'smsCode', 'kaptcha', 'ticket'];

/** Paths whose next segment is a secret (config/routes.ts `/newRecharge/tooth/:token`): logged as `:token`. */
const SECRET_SEGMENTS: readonly (readonly [prefix: string, name: string])[] = [['/newRecharge/tooth/', ':token']];

/** A `source` is a channel tag: letters, digits, `_` and `-`, at most 64; anything else is not logged. */
const SOURCE = /^[A-Za-z0-9_-]{1,64}$/;

/** The address as logged: the current href without secrets, in its query or in its path. */
export function accessUrlOf(href: string): string {
  const url = new URL(href);
  SECRET_PARAMS.forEach((p) => url.searchParams.delete(p));
  for (const [prefix, name] of SECRET_SEGMENTS) {
    const at = url.pathname.indexOf(prefix);
    if (at >= 0)
      url.pathname =
        url.pathname.slice(0, at + prefix.length) + url.pathname.slice(at + prefix.length).replace(/^[^/]+/, name);
  }
  return url.toString();
}

/**
 * The entry for the current page: spec §3's payload, whose `logParams` carry operationId 1 and `source` only
 * when the query has one of the allowed form (SOURCE).
 */
export function operationLogEntry(href: string, search: string, userAgent: string): OperationLogReq {
  const raw = new URLSearchParams(search).get('source');
  const source = raw && SOURCE.test(raw) ? raw : undefined;
  return {
    accessUrl: accessUrlOf(href),
    endingType: userAgent,
    userType: 1,
    title: '',
    logParams: { operationId: 1, ...(source ? { source } : {}) },
  };
}

/**
 * Posts the entry of a page: `href`, the address it was visited at (default: the current one), `search` the query
 * the navigation arrived with. Never throws.
 */
export function* logPage(search: string, href?: string) {
  try {
    const entry = operationLogEntry(href ?? (yield* call(locationHref)), search, yield* call(userAgent));
    return yield* call(config.operationLog, entry, { onFail: () => undefined });
  } catch {
    return undefined; // a lost log entry is not the customer's problem
  }
}

/**
 * Resolves once the browser is idle (the page's own calls and rendering done), or soon where it cannot tell: a
 * log entry is never on the first screen's critical path.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else window.setTimeout(resolve, 0);
  });
}

const oplog = defineModel({
  namespace: 'oplog',
  state: {},
  effects: {
    /** takeEvery: each call is its own entry, none may be dropped. */
    log: function* ({ payload }: { payload: { search: string; href?: string } }, { call }) {
      return yield* call(logPage, payload.search, payload.href);
    },
    /**
     * Each navigation, the first included, posts its entry (one `call(logPage)` per LOCATION_CHANGE), once the
     * browser is idle after rendering it.
     */
    watchNavigation: [
      function* (_: unknown, { takeEvery, call }) {
        yield* takeEvery(LOCATION_CHANGE, function* (action: LocationChangeAction) {
          yield* call(whenIdle);
          yield* call(logPage, action.payload.location.search);
        });
      },
      { type: 'watcher' },
    ],
  },
});

export default oplog;
