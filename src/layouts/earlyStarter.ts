// Home's first calls, started by index.html itself while the entry downloads (webpack.config.ts writes this
// script into the page; the Content-Security-Policy allows it by its hash, scripts/serve.ts). For a browser whose
// last session was kept (the session hint) it asks who the user is, and when that session had a bound number the
// account cards too (balance and allowance send nothing the session returns: the cookie says whose). The entry
// takes the answers once (src/models/prefetch.ts takeEarly): a success as if its own call had received it, any
// other answer by asking again through the request layer, which reads it as it reads every answer (a 401 quietly).
//
// A call unanswered after the request layer's timeout is aborted; the entry then asks with what is left of it, so a
// customer never waits longer than for one call.
//
// Built at build time (node) from the app's configuration: no import of the browser modules, so the storage keys
// are repeated here and test/layouts/earlyStarter.test.ts holds them, and the headers, to the app's own.
import { env } from '../../config/env';
import { BASENAME } from '../../config/app';
import { hostFor } from '../../config/hosts';

/** models/session.ts SESSION_HINT_KEY, services/api/shell.ts PHONE_STORAGE_KEY, locales LANG_STORAGE_KEY. */
export const EARLY_KEYS = { hint: 'sms2_session', phone: 'wechatUser_phone', lang: 'sms2_lang' } as const;

/** What the starter asks for on home: who the user is, then, for a bound number, the account cards. */
export const EARLY_SESSION = 'user/getUserInfoBtm';
export const EARLY_CARDS = ['bill/queryUserBalance', 'bill/querySetMealaAlowance'] as const;

/** The window property the starter leaves its calls in: `{ at, timeout, calls: { [stripped path]: Promise<answer> } }`. */
export const EARLY_GLOBAL = '__sms2Early';

/** The request layer's timeout (services/request/client.ts DEFAULT_TIMEOUT): a call unanswered by then is given up. */
export const EARLY_TIMEOUT_MS = 30_000;

const BASES = { api: env.apiBase, internal: env.internalApiBase, userInfo: env.userInfoApiBase };
const urlOf = (path: string) => BASES[hostFor(path)] + path;

/**
 * The starter's text: ES5 (it runs unbundled, iOS 13 included), every failure swallowed (the entry then asks for
 * itself). Not on a login's return (`state`, `token`: the login asks when it is done) nor without fetch.
 */
export function earlyStarter(): string {
  const config = {
    home: [BASENAME, `${BASENAME}/`],
    keys: EARLY_KEYS,
    account: String(env.wxPublicAccountId),
    session: [EARLY_SESSION, urlOf(EARLY_SESSION)],
    cards: EARLY_CARDS.map((p) => [p, urlOf(p)]),
    global: EARLY_GLOBAL,
    timeout: EARLY_TIMEOUT_MS,
  };
  return `(function (c) {
  try {
    var store = window.localStorage,
      q = new URLSearchParams(location.search);
    if (!window.fetch || c.home.indexOf(location.pathname) < 0 || q.get('state') || q.get('token')) return;
    if (store.getItem(c.keys.hint) !== '1') return;
    var norm = function (v) {
        v = String(v || '').toLowerCase();
        return v === 'en' || v === 'en-us' ? 'en-US' : v === 'zh' || v === 'zh-cn' ? 'zh-CN' : '';
      },
      headers = {
        wxPublicAccountId: c.account,
        'Accept-Language': norm(q.get('lang')) || norm(store.getItem(c.keys.lang)) || 'zh-CN',
      },
      calls = {},
      at = Date.now(),
      ask = function (call) {
        var abort = window.AbortController && new AbortController();
        if (abort) setTimeout(abort.abort.bind(abort), c.timeout);
        calls[call[0]] = fetch(call[1], {
          credentials: 'include',
          headers: headers,
          signal: abort ? abort.signal : undefined,
        }).then(
          function (r) {
            return r.json().then(
              function (body) {
                return { status: r.status, body: body };
              },
              function () {
                return { status: r.status };
              },
            );
          },
          function () {},
        );
      };
    ask(c.session);
    if (/^1\\d{10}$/.test(store.getItem(c.keys.phone) || '')) c.cards.forEach(ask);
    window[c.global] = { at: at, timeout: c.timeout, calls: calls };
  } catch (e) {
    /* storage may be off: the entry asks for itself */
  }
})(${JSON.stringify(config)});`;
}
