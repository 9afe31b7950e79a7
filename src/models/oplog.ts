// The operation log: every navigation, the first page included, posts one entry (spec §3, §7).
// Its failure never shows anything to the user.
import { call, put, select } from 'typed-redux-saga';
import { defineModel, setterOf, LOCATION_CHANGE, type LocationChangeAction } from '../core';
// Domain modules one by one (not the `api` object), so the entry carries only the calls it makes.
import * as config from '../services/api/config';
import type { OperationLogReq } from '../services/api/types';
import { locationHref, userAgent } from '../utils/browser';

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
 * The entry for the current page: spec §3's payload, whose `logParams` carry operationId 1 and `source` only
 * when the query has a non-empty one.
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

/** Posts an entry. Never throws. */
export function* postEntry(entry: OperationLogReq) {
  try {
    return yield* call(config.operationLog, entry);
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

/**
 * A page visited: `search` the query it arrived with, `href` its address (default: the current one, read now),
 * `replace` whether it replaced the previous entry of the history.
 */
export interface Visit {
  search: string;
  href?: string;
  replace?: boolean;
}

export interface OplogState {
  /** The address of the last entry (as logged). */
  lastUrl?: string;
}

const initial: OplogState = {};

const selectOplog = (s: { oplog: OplogState }) => s.oplog;

const set = setterOf<OplogState>();

const oplog = defineModel({
  namespace: 'oplog',
  state: initial,
  reducers: {
    logged: set('lastUrl'),
  },
  effects: (own) => {
    /**
     * The entry of a visit, its address read at once (a redirect right after it must not lend it its address), and
     * noted as the last one. None for a replace that leaves the logged address as it was: the app dropping the OAuth
     * answer (`code`, `state`) or WeChat's fragment from the address is the same navigation, logged once.
     */
    function* entryOf(visit: Visit) {
      const href = visit.href ?? (yield* call(locationHref));
      const accessUrl = accessUrlOf(href);
      const { lastUrl } = yield* select(selectOplog);
      if (visit.replace && accessUrl === lastUrl) return undefined;
      yield* put(own.logged(accessUrl));
      return operationLogEntry(href, visit.search, yield* call(userAgent));
    }

    return {
      /** takeEvery: each visit is its own entry (a visit from before the log loaded carries its address). */
      log: function* ({ payload }: { payload: Visit }) {
        const entry = yield* call(entryOf, payload);
        return entry ? yield* call(postEntry, entry) : undefined;
      },
      /**
       * Each navigation, the first included, posts its entry: its address as the route changes, posted once the
       * browser is idle after rendering it.
       */
      watchNavigation: [
        function* (_: unknown, { takeEvery }) {
          yield* takeEvery(LOCATION_CHANGE, function* ({ payload }: LocationChangeAction) {
            const entry = yield* call(entryOf, {
              search: payload.location.search,
              replace: payload.action === 'REPLACE',
            });
            if (!entry) return;
            yield* call(whenIdle);
            yield* call(postEntry, entry);
          });
        },
        { type: 'watcher' },
      ],
    };
  },
});

export default oplog;
