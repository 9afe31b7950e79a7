// Home's first calls and files, started by index.html itself while the entry downloads (webpack.config.ts writes
// this script into the page; the Content-Security-Policy allows it by its hash, scripts/serve.ts). On home it
// preloads the page's chunk (with the chunks it shares, its stylesheet and the route titles of the language in use)
// and asks for the banners and the products; for a browser whose last session was kept (the session hint) it asks
// who the user is, and when that session had a bound number the account cards too (balance and allowance send
// nothing the session returns: the cookie says whose). So home's first screen is one round trip after the HTML
// (entry, chunk and data side by side), not three (HTML -> entry -> chunk and data -> data that waits).
// The entry takes the answers once (src/models/prefetch.ts takeEarly) and its calls read them as their own (the request
// layer's `answer` option: the envelope, the schema, a 401 quietly, a failure with its message); a call that got
// no answer (a network failure) is sent. The page chunk's preload is taken by webpack's own script tag for it (same address, no crossorigin).
//
// A call unanswered after the request layer's timeout is aborted, and that is the entry's call's timeout: a
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

/** Home's public first calls, by path with their query (src/layouts/firstData.ts asks the same). */
export const HOME_CONFIG: readonly [string, Record<string, string | number>] = ['config/list', { isShow: 0 }];
export const HOME_PRODUCTS: readonly [string, Record<string, string | number>] = [
  'omoweb/productList/list',
  { actCode: 'home', pageSize: 6 },
];

/** The files home needs besides the entry (webpack.config.ts reads them from the build): its page chunk with the
 *  chunks it shares and its stylesheet, and by language the route titles (and en-US's catalogue). */
export interface HomeFiles {
  page: string[];
  lang: Record<'zh-CN' | 'en-US', string[]>;
}

/** The window property the starter leaves its calls in: `{ calls: { [stripped path]: Promise<answer> },
 *  settled: { [stripped path]: when its answer came } }`. */
export const EARLY_GLOBAL = '__sms2Early';

/** The request layer's timeout (services/request/client.ts DEFAULT_TIMEOUT): a call unanswered by then is given up. */
export const EARLY_TIMEOUT_MS = 30_000;

const BASES = { api: env.apiBase, internal: env.internalApiBase, userInfo: env.userInfoApiBase };
const urlOf = (path: string, query?: Record<string, string | number>) =>
  BASES[hostFor(path)] +
  path +
  (query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}` : '');

/**
 * The starter's text: ES5 (it runs unbundled, iOS 13 included), every failure swallowed (the entry then asks for
 * itself). Not on a login's return (`state`, `token`: the login asks when it is done) nor without fetch.
 */
export function earlyStarter(files: HomeFiles = { page: [], lang: { 'zh-CN': [], 'en-US': [] } }): string {
  const config = {
    home: [BASENAME, `${BASENAME}/`],
    files,
    public: [HOME_CONFIG, HOME_PRODUCTS].map(([p, q]) => [p, urlOf(p, q)]),
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
    var norm = function (v) {
        v = String(v || '').toLowerCase();
        return v === 'en' || v === 'en-us' ? 'en-US' : v === 'zh' || v === 'zh-cn' ? 'zh-CN' : '';
      },
      lang = norm(q.get('lang')) || norm(store.getItem(c.keys.lang)) || 'zh-CN',
      headers = { wxPublicAccountId: c.account, 'Accept-Language': lang },
      calls = {},
      settled = {},
      ask = function (call) {
        var abort = window.AbortController && new AbortController();
        if (abort) setTimeout(abort.abort.bind(abort), c.timeout);
        calls[call[0]] = fetch(call[1], {
          credentials: 'include',
          headers: headers,
          signal: abort ? abort.signal : undefined,
        })
          .then(
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
            function () {
              return abort && abort.signal.aborted ? 'timeout' : undefined;
            },
          )
          .then(function (answer) {
            settled[call[0]] = Date.now();
            return answer;
          });
      };
    // After the entry's own request (the parser meets it once this script has run), and behind it.
    setTimeout(function () {
      c.files.page.concat(c.files.lang[lang]).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', /\\.css$/.test(href) ? 'style' : 'script');
        link.href = href;
        link.setAttribute('fetchpriority', 'low');
        document.head.appendChild(link);
      });
    });
    window[c.global] = { calls: calls, settled: settled };
    if (store.getItem(c.keys.hint) === '1') {
      ask(c.session);
      if (/^1\\d{10}$/.test(store.getItem(c.keys.phone) || '')) c.cards.forEach(ask);
    }
    c.public.forEach(ask);
  } catch (e) {
    /* storage may be off: the entry asks for itself */
  }
})(${JSON.stringify(config)});`;
}
