// The first calls and files of home and of the top-up form, started by index.html itself while the entry downloads
// (webpack.config.ts writes this script into the page; the Content-Security-Policy allows it by its hash,
// scripts/serve.ts). On home it preloads the page's chunk (with the chunks it shares, its stylesheet and the route
// titles of the language in use) and asks for the banners and the products; for a browser whose last session was
// kept (the session hint) it asks who the user is, and when that session had a bound number the account cards too
// (balance and allowance send nothing the session returns: the cookie says whose). So home's first screen is one
// round trip after the HTML (entry, chunk and data side by side), not three (HTML -> entry -> chunk and data -> data
// that waits). On the top-up form (guarded: nothing without the session hint, the guard leaves for the login) it asks
// who the user is and pre-checks the saved number as the entry would (src/layouts/firstData.ts): a POST with the
// XSRF-TOKEN cookie's value in X-XSRF-TOKEN, read as axios reads it; without a token it is left to the entry, whose
// request layer gets one, and a refusal (403, the token of another session) is the entry's to send again.
// The data calls start before the files: over HTTP/1.1 the files fill the browser's six connections.
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
/** On the top-up form: the saved number's pre-check (a POST of `{ phone }`), as the `recharge` model's `open` asks it. */
export const EARLY_PRECHECK = 'handlebusi/preCheck/preCheckToPhone';
/** Home's route, whose first calls the starter makes all (config/routes.ts). */
export const HOME_PATH = '/';
/** The top-up form's route (config/routes.ts). */
export const TOPUP_ROUTE = '/newRecharge/index2';
/** The XSRF cookie and header of the request layer (services/request/client.ts). */
export const EARLY_XSRF = { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' } as const;

/** Home's public first calls, by path with their query (src/layouts/firstData.ts asks the same). */
export const HOME_CONFIG: readonly [string, Record<string, string | number>] = [
  'config/list',
  // Home's own items: the list of every page's banners is not home's strip.
  { isShow: 0, page: 'home' },
];
export const HOME_PRODUCTS: readonly [string, Record<string, string | number>] = [
  'omoweb/productList/list',
  { actCode: 'home', pageSize: 6 },
];

/** The files a page needs besides the entry (webpack.config.ts reads them from the build): by route, its page chunk
 *  with the chunks it shares and its stylesheet; by language the route titles (and en-US's catalogue). */
export interface EarlyFiles {
  pages: Partial<Record<typeof HOME_PATH | typeof TOPUP_ROUTE, string[]>>;
  lang: Record<'zh-CN' | 'en-US', string[]>;
}

/** The words of home's account card, by language (the general page's catalogue, read by webpack.config.ts). */
export type ShellWords = Record<'title' | 'balance' | 'dataLeft' | 'loggedOut' | 'login', string>;
export type ShellText = Record<'zh-CN' | 'en-US', ShellWords>;
/** Those words from home's catalogue of a language (src/pages/general/locales). */
export const shellWords = (
  m: Record<'home.title' | `home.account.${Exclude<keyof ShellWords, 'title'>}`, string>,
): ShellWords => ({
  title: m['home.title'],
  balance: m['home.account.balance'],
  dataLeft: m['home.account.dataLeft'],
  loggedOut: m['home.account.loggedOut'],
  login: m['home.account.login'],
});

/** The id of the account card index.html paints (src/layouts/shell.ts takes it away), and its class: over the
 *  page at its top, then in the page's flow once the page has taken it (`shell-in-page`). */
export const SHELL_ID = 'sms2-shell';
export const SHELL_CLASS = 'shell';
export const SHELL_IN_PAGE_CLASS = 'shell-in-page';
/** The attribute a tap on the visitor's painted login sets on the card (`login`): home acts on it when it takes over. */
export const SHELL_TAPPED_ATTR = 'data-tapped';

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
export function earlyStarter(
  files: EarlyFiles = { pages: {}, lang: { 'zh-CN': [], 'en-US': [] } },
  shell?: ShellText,
): string {
  const home = {
    files: files.pages[HOME_PATH] ?? [],
    public: [HOME_CONFIG, HOME_PRODUCTS].map(([p, q]) => [p, urlOf(p, q)]),
    cards: EARLY_CARDS.map((p) => [p, urlOf(p)]),
    shell,
  };
  const topup = {
    guarded: true,
    files: files.pages[TOPUP_ROUTE] ?? [],
    check: [EARLY_PRECHECK, urlOf(EARLY_PRECHECK)],
  };
  const config = {
    // By the page's address: what the starter does there.
    pages: { [BASENAME]: home, [`${BASENAME}/`]: home, [BASENAME + TOPUP_ROUTE]: topup },
    lang: files.lang,
    keys: EARLY_KEYS,
    xsrf: EARLY_XSRF,
    account: String(env.wxPublicAccountId),
    session: [EARLY_SESSION, urlOf(EARLY_SESSION)],
    global: EARLY_GLOBAL,
    timeout: EARLY_TIMEOUT_MS,
    shellId: SHELL_ID,
    shellClass: SHELL_CLASS,
    tapped: SHELL_TAPPED_ATTR,
  };
  return `(function (c) {
  try {
    var store = window.localStorage,
      q = new URLSearchParams(location.search),
      page = c.pages.hasOwnProperty(location.pathname) && c.pages[location.pathname];
    if (!window.fetch || !page || q.get('state') || q.get('token')) return;
    var kept = store.getItem(c.keys.hint) === '1',
      phone = store.getItem(c.keys.phone) || '',
      bound = /^1\\d{10}$/.test(phone);
    // A guarded page without a session: the guard leaves for the login, nothing of the page is needed.
    if (page.guarded && !kept) return;
    var norm = function (v) {
        v = String(v || '').toLowerCase();
        return v === 'en' || v === 'en-us' ? 'en-US' : v === 'zh' || v === 'zh-cn' ? 'zh-CN' : '';
      },
      lang = norm(q.get('lang')) || norm(store.getItem(c.keys.lang)) || 'zh-CN',
      headers = { wxPublicAccountId: c.account, 'Accept-Language': lang },
      calls = {},
      settled = {},
      // The XSRF cookie's value as axios reads it (the first of that name, URI-decoded when it can be).
      token = function () {
        var all = document.cookie ? document.cookie.split(';') : [];
        for (var i = 0; i < all.length; i++) {
          var pair = all[i].replace(/^\\s+/, ''),
            eq = pair.indexOf('=');
          if (eq !== -1 && pair.slice(0, eq) === c.xsrf.cookie) {
            try {
              return decodeURIComponent(pair.slice(eq + 1));
            } catch (e) {
              return pair.slice(eq + 1);
            }
          }
        }
        return '';
      },
      ask = function (call, body) {
        var abort = window.AbortController && new AbortController(),
          sent = { 'Accept-Language': headers['Accept-Language'], wxPublicAccountId: headers.wxPublicAccountId },
          xsrf = body && token();
        if (body && !xsrf) return;
        if (abort) setTimeout(abort.abort.bind(abort), c.timeout);
        if (body) {
          sent['Content-Type'] = 'application/json';
          sent[c.xsrf.header] = xsrf;
        }
        calls[call[0]] = fetch(call[1], {
          method: body ? 'POST' : 'GET',
          body: body ? JSON.stringify(body) : undefined,
          credentials: 'include',
          headers: sent,
          signal: abort ? abort.signal : undefined,
        })
          .then(
            function (r) {
              // A write refused for its token: the entry sends it again, with the token this answer set.
              if (body && r.status === 403) return undefined;
              return r.json().then(
                function (json) {
                  return { status: r.status, body: json };
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
    // The data of a success (SPEC §8: status 1, success true or respCode '0000'), or nothing.
    var dataOf = function (answer) {
        var b = answer && answer.status === 200 && answer.body;
        return b && (String(b.status) === '1' || b.success === true || b.respCode === '0000') && b.data;
      },
      // A number, also sent as its text (as the schemas read it); NaN otherwise.
      numberOf = function (x) {
        return typeof x === 'number' ? x : typeof x === 'string' && /^[+-]?(\\d*\\.)?\\d+$/.test(x) ? Number(x) : NaN;
      },
      // utils/format.ts yuan, dataSize and maskPhone.
      yuan = function (fen) {
        return (fen < 0 ? '-' : '') + '¥' + (Math.abs(fen) / 100).toFixed(2);
      },
      trim = function (n) {
        return (Math.round(n * 100) / 100).toString();
      },
      size = function (kb) {
        return kb >= 1048576 ? trim(kb / 1048576) + ' GB' : kb >= 1024 ? trim(kb / 1024) + ' MB' : Math.round(kb) + ' KB';
      },
      dataLeft = function (data) {
        var left = 0,
          any = false,
          list = data && data.buckets;
        if (!list || !list.length) return undefined;
        for (var i = 0; i < list.length; i++) {
          var total = numberOf(list[i] && list[i].total),
            used = numberOf(list[i] && list[i].used);
          // General data only, as home says it (app-only data is no data for everything).
          if (list[i].unit !== 'KB' || list[i].type === 'targeted') continue;
          if (isNaN(total) || isNaN(used)) return undefined;
          left += Math.max(0, total - used);
          any = true;
        }
        return any ? size(left) : undefined;
      },
      el = function (tag, cls, text) {
        var e = document.createElement(tag);
        if (cls) e.className = cls;
        if (text !== undefined) e.textContent = text;
        return e;
      },
      /**
       * Home's account card over the splash, at the top of the screen (src/layouts/shell.ts: home takes it into its
       * place, then shows its own): the page's title over the panel that fill makes. Only while the splash shows (React has not
       * rendered yet); before the body is parsed, at the next frame.
       */
      paintCard = function (words, fill, tries) {
        var root = document.getElementById('root');
        if (!root && (tries || 0) < 60 && window.requestAnimationFrame)
          return window.requestAnimationFrame(function () {
            paintCard(words, fill, (tries || 0) + 1);
          });
        if (!root || !root.firstElementChild || root.firstElementChild.className !== 'boot') return;
        var shell = el('div', c.shellClass),
          hero = el('header', 'shell-hero'),
          panel = el('div', 'shell-panel');
        shell.id = c.shellId;
        hero.appendChild(el('h1', '', words.title));
        fill(panel);
        hero.appendChild(panel);
        shell.appendChild(hero);
        document.body.appendChild(shell);
      },
      /**
       * A visitor's (no session on this browser: the app knows nobody at once): the login prompt as home shows it, at
       * the first paint. A tap on its action before the page has taken over is kept on the card (and shown as
       * pressed): home logs in when it does (src/layouts/useShell.ts).
       */
      paintVisitor = function (words) {
        paintCard(words, function (panel) {
          var action = el('button', 'shell-action', words.login);
          action.type = 'button';
          action.onclick = function () {
            var card = document.getElementById(c.shellId);
            if (card) card.setAttribute(c.tapped, 'login');
            action.setAttribute('aria-busy', 'true');
          };
          panel.appendChild(el('p', 'shell-greeting', words.loggedOut));
          panel.appendChild(action);
        });
      },
      /**
       * A returning customer's, from the first answers, before the entry has run: the number the session says, the
       * balance, the data left when it has come. Only from a success that reads as the page reads it.
       */
      paintAccount = function (stored, words) {
        var wait = function (call) {
          return calls[call[0]] || Promise.resolve();
        };
        var allowance = wait(page.cards[1]).then(dataOf);
        Promise.all([wait(c.session), wait(page.cards[0])]).then(function (got) {
          var user = dataOf(got[0]),
            balance = dataOf(got[1]),
            fen = numberOf(balance && balance.balanceFen);
          if (!user || user.userPhone !== stored || isNaN(fen)) return;
          paintCard(words, function (panel) {
            var figures = el('dl', 'shell-figures'),
              figure = function (label, value) {
                var box = el('div');
                box.appendChild(el('dt', '', label));
                box.appendChild(el('dd', '', value));
                figures.appendChild(box);
                return box.lastChild;
              };
            panel.appendChild(el('p', 'shell-phone', stored.slice(0, 3) + '****' + stored.slice(7)));
            figure(words.balance, yuan(fen));
            var left = figure(words.dataLeft, '--');
            panel.appendChild(figures);
            allowance.then(function (data) {
              var text = dataLeft(data);
              if (text) left.textContent = text;
            });
          });
        });
      };
    window[c.global] = { calls: calls, settled: settled };
    // The data first: over HTTP/1.1 the files would take the browser's six connections.
    if (kept) {
      ask(c.session);
      if (bound && page.cards) page.cards.forEach(function (call) {
        ask(call);
      });
      if (bound && page.check) ask(page.check, { phone: phone });
    }
    if (page.public) page.public.forEach(function (call) {
      ask(call);
    });
    if (page.shell && kept && bound) paintAccount(phone, page.shell[lang]);
    if (page.shell && !kept) paintVisitor(page.shell[lang]);
    // After the entry's own request (the parser meets it once this script has run), and behind it; the route titles
    // (small, and the page shows with its title) before the page's files.
    setTimeout(function () {
      c.lang[lang].concat(page.files).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', /\\.css$/.test(href) ? 'style' : 'script');
        link.href = href;
        link.setAttribute('fetchpriority', 'low');
        document.head.appendChild(link);
      });
    });
  } catch (e) {
    /* storage may be off: the entry asks for itself */
  }
})(${JSON.stringify(config)});`;
}
