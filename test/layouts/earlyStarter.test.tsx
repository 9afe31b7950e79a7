// Home's first calls started by index.html itself (src/layouts/earlyStarter.ts), in the real app against the
// simulator (in-process through msw): what they send, when they start, and how the entry takes their answers
// (src/models/prefetch.ts takeEarly, src/models/session.ts): once, a success as its own, anything else asked again.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { createSms2App, Root, startSession } from '../../src/app';
import { startFirstData } from '../../src/layouts/firstData';
import {
  EARLY_GLOBAL,
  EARLY_KEYS,
  EARLY_TIMEOUT_MS,
  earlyStarter,
  EARLY_PRECHECK,
  HOME_CONFIG,
  HOME_PRODUCTS,
  SHELL_ID,
  SHELL_TAPPED_ATTR,
  shellWords,
  TOPUP_ROUTE,
  type ShellText,
} from '../../src/layouts/earlyStarter';
import homeZh from '../../src/pages/general/locales/zh-CN';
import homeEn from '../../src/pages/general/locales/en-US';
import { simFault } from '../support/sim';
import { get, toQuery, urlFor } from '../../src/services/request';
import { DEFAULT_TIMEOUT } from '../../src/services/request/client';
import { clearPrefetched, forgetEarly, PREFETCH_TTL_MS, takeEarly } from '../../src/models/prefetch';
import { SESSION_HINT_KEY } from '../../src/models/session';
import { PHONE_STORAGE_KEY } from '../../src/services/api/shell';
import { detectLang, LANG_STORAGE_KEY } from '../../src/locales';
import { appHeaders } from '../../src/services/request/headers';
import { logInAs } from '../support/app';
import { setupSimulatorServer } from '../../mocks/msw';
import { clockFrom } from '../support/clock';
import { http, HttpResponse } from 'msw';
import { dataSize, yuan } from '../../src/utils/format';

const { server, reset, sim } = setupSimulatorServer();
let nodeFetch: typeof window.fetch;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  nodeFetch = window.fetch; // msw's, from listen()
  // The page's fetch resolves a path against the page, as a browser's does.
  window.fetch = (url: RequestInfo | URL, init?: RequestInit) =>
    nodeFetch(typeof url === 'string' ? new URL(url, window.location.href) : url, init);
});
afterEach(() => {
  reset();
  clearPrefetched();
  delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
  server.events.removeAllListeners();
  window.history.replaceState(null, '', '/');
});
afterAll(() => {
  window.fetch = nodeFetch;
  server.close();
});

/** Every call: its path, headers, and the order the requests started and their answers came. */
function record() {
  const events: string[] = [];
  const headers = new Map<string, Headers>();
  const urls = new Map<string, string>();
  const short = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
  server.events.on('request:start', ({ request }) => {
    events.push(`start ${short(request.url)}`);
    headers.set(short(request.url), request.headers);
    const u = new URL(request.url);
    urls.set(u.pathname.endsWith('productList/list') ? 'productList/list' : short(request.url), u.pathname + u.search);
  });
  server.events.on('response:mocked', ({ request }) => events.push(`end ${short(request.url)}`));
  return { events, headers, urls, count: (path: string) => events.filter((e) => e === `start ${path}`).length };
}

/** Home's words on index.html's account card, as webpack.config.ts gives them. */
const SHELL_TEXT: ShellText = { 'zh-CN': shellWords(homeZh), 'en-US': shellWords(homeEn) };

/** index.html's starter, as the page runs it at `path`. */
function runStarter(path = '/sms2/') {
  window.history.replaceState(null, '', path);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- page text, run as the page runs it
  new Function(earlyStarter(undefined, SHELL_TEXT))();
}

/** As the entry boots at home, after index.html's starter: the session asked, the first data started, React. */
function boot() {
  const app = createSms2App(createMemoryHistory({ initialEntries: ['/sms2/'] }));
  app.start();
  const known = startSession(app);
  startFirstData('/', { session: known });
  render(<Root app={app} />);
  return { app };
}

const returning = () => {
  window.localStorage.setItem(SESSION_HINT_KEY, '1');
  window.localStorage.setItem(PHONE_STORAGE_KEY, '18687120001');
};

describe("index.html's starter", () => {
  it('keeps the storage keys and the timeout of the app', () => {
    expect(EARLY_KEYS).toEqual({ hint: SESSION_HINT_KEY, phone: PHONE_STORAGE_KEY, lang: LANG_STORAGE_KEY });
    expect(EARLY_TIMEOUT_MS).toBe(DEFAULT_TIMEOUT);
  });

  it('asks who the user is, for a bound number the cards, and the banners and products, as the request layer would', async () => {
    returning();
    window.localStorage.setItem(LANG_STORAGE_KEY, 'en-US');
    const { events, headers, urls } = record();
    runStarter();
    await waitFor(() => expect(events.filter((e) => e.startsWith('end '))).toHaveLength(5));
    detectLang(); // as the entry does: the language the request layer then asks in
    expect(urls.get('list')).toBe(`${urlFor(HOME_CONFIG[0])}?${toQuery(HOME_CONFIG[1])}`);
    expect(urls.get('list')).toContain('/config/list?isShow=0');
    expect(urls.get('productList/list')).toBe(`${urlFor(HOME_PRODUCTS[0])}?${toQuery(HOME_PRODUCTS[1])}`);
    for (const [path, call] of [
      ['getUserInfoBtm', 'user/getUserInfoBtm'],
      ['queryUserBalance', 'bill/queryUserBalance'],
      ['querySetMealaAlowance', 'bill/querySetMealaAlowance'],
      ['list', 'config/list'],
    ]) {
      const sent = headers.get(path);
      for (const [k, v] of Object.entries(appHeaders(call, {}))) expect([path, k, sent?.get(k)]).toEqual([path, k, v]);
    }
    expect(headers.get('queryUserBalance')?.get('Accept-Language')).toBe('en-US');
  });

  it("asks nobody's data for a browser without a session: the banners and the products only", async () => {
    window.localStorage.setItem(PHONE_STORAGE_KEY, '18687120001');
    const { events } = record();
    runStarter('/sms2/');
    await waitFor(() => expect(events.filter((e) => e.startsWith('end '))).toHaveLength(2));
    expect(events.filter((e) => e.startsWith('start ')).sort()).toEqual(['start list', 'start list']);
  });

  it('preloads the files home needs, of the language in use, after the entry', async () => {
    window.localStorage.setItem(LANG_STORAGE_KEY, 'en-US');
    record();
    window.history.replaceState(null, '', '/sms2/');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- page text, run as the page runs it
    new Function(
      earlyStarter({
        pages: { '/': ['/sms2/js/p.js', '/sms2/css/p.css'], [TOPUP_ROUTE]: ['/sms2/js/t.js'] },
        lang: { 'zh-CN': ['/z.js'], 'en-US': ['/e.js'] },
      }),
    )();
    const links = () =>
      [...document.head.querySelectorAll('link[rel=preload]')].map(
        (l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`,
      );
    expect(links()).toEqual([]); // not before the parser has met the entry's own script
    // The route titles first: the page shows with its title.
    await waitFor(() => expect(links()).toEqual(['script /e.js', 'script /sms2/js/p.js', 'style /sms2/css/p.css']));
    document.head.querySelectorAll('link[rel=preload]').forEach((l) => l.remove());
  });

  it('asks nothing and preloads nothing elsewhere or on a login return', async () => {
    const { events } = record();
    window.localStorage.setItem(PHONE_STORAGE_KEY, '18687120001');
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    runStarter('/sms2/newRecharge/index');
    runStarter('/sms2/mobileBusiness');
    runStarter('/sms2/newRecharge/index2?state=s1');
    runStarter('/sms2/?code=c1&state=s1');
    runStarter('/sms2/?token=t1');
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual([]);
    expect((window as unknown as Record<string, unknown>)[EARLY_GLOBAL]).toBeUndefined();
  });

  it('without a bound number asks who the user is, not the cards', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const { events } = record();
    runStarter();
    await waitFor(() => expect(events.filter((e) => e.startsWith('end '))).toHaveLength(3));
    expect(events.filter((e) => e.startsWith('start ')).sort()).toEqual(
      ['start getUserInfoBtm', 'start list', 'start list'].sort(),
    );
  });
});

describe("index.html's account card", () => {
  /** index.html's body as the page has it before the entry runs: the splash in #root. */
  const splash = () => {
    document.body.innerHTML =
      '<div id="root"><div class="boot" role="status"><div><i></i><p id="boot-text">加载中...</p></div></div></div>';
  };
  const card = () => document.getElementById(SHELL_ID);
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("pictures home's card from the first answers while the splash shows: the number, the balance, the data left", async () => {
    await logInAs('o_sim_001');
    returning();
    splash();
    runStarter();
    await waitFor(() => expect(card()?.textContent).toBe('网上营业厅186****0001话费余额¥36.50剩余通用流量12.41 GB'));
    // Over the page at its top, in the body beside #root (React replaces #root's children, not it).
    expect(card()?.parentElement).toBe(document.body);
    expect(card()?.className).toBe('shell');
    expect(document.querySelector('#root > .boot')).not.toBeNull();
  });

  it('in the language in use', async () => {
    await logInAs('o_sim_001');
    returning();
    window.localStorage.setItem(LANG_STORAGE_KEY, 'en-US');
    splash();
    runStarter();
    await waitFor(() =>
      expect(card()?.textContent).toBe('Online service hall186****0001Balance¥36.50General data left12.41 GB'),
    );
  });

  it("a visitor's (no session on this browser) at once: home's login prompt, before any answer", async () => {
    splash();
    runStarter();
    expect(card()?.textContent).toBe('网上营业厅登录后查看话费余额和剩余流量登录/绑定号码');
    // Its action is a button: a tap before the page takes over is kept on the card (home acts on it), and shows.
    const action = screen.getByRole('button', { name: '登录/绑定号码' });
    expect(card()?.getAttribute(SHELL_TAPPED_ATTR)).toBeNull();
    fireEvent.click(action);
    expect(card()?.getAttribute(SHELL_TAPPED_ATTR)).toBe('login');
    expect(action.getAttribute('aria-busy')).toBe('true');
    // Run before the body is there: at the next frame.
    document.body.innerHTML = '';
    window.localStorage.setItem(LANG_STORAGE_KEY, 'en-US');
    runStarter();
    splash();
    await waitFor(() =>
      expect(card()?.textContent).toBe(
        'Online service hallLog in to see your balance and data leftLog in / link a number',
      ),
    );
  });

  // The starter's own copies of utils/format.ts's yuan and dataSize (it runs unbundled, before the entry), held to them.
  it.each([
    [-1230, 0],
    [0, 1023.6],
    [5, 1024],
    [3650, 1536.4],
    [99_999, 524_288],
    [123_456_789, 43_246_387],
    [100, 1_048_576 * 3 + 7],
  ])('writes %s fen and %s KB of general data left as home does (app-only data not counted)', async (fen, kb) => {
    await logInAs('o_sim_001');
    returning();
    server.use(
      http.get('*/bill/queryUserBalance', () => HttpResponse.json({ status: 1, data: { balanceFen: fen } })),
      http.get('*/bill/querySetMealaAlowance', () =>
        HttpResponse.json({
          status: 1,
          data: {
            buckets: [
              { unit: 'KB', total: kb + 2048, used: 2048 },
              { unit: 'KB', type: 'targeted', total: 10_485_760, used: 0 },
              { unit: 'MIN', total: 500, used: 20 },
            ],
          },
        }),
      ),
    );
    try {
      splash();
      runStarter();
      await waitFor(() =>
        expect(card()?.textContent).toBe(`网上营业厅186****0001话费余额${yuan(fen)}剩余通用流量${dataSize(kb)}`),
      );
    } finally {
      server.resetHandlers();
    }
  });

  it('paints nothing once React has rendered, for another number, or from an answer that is no success', async () => {
    const settle = () => new Promise((r) => setTimeout(r, 50));
    await logInAs('o_sim_001');
    returning();
    // React has rendered: the splash is gone.
    document.body.innerHTML = '<div id="root"><main></main></div>';
    runStarter();
    await settle();
    expect(card()).toBeNull();
    // The number kept on the device is not the one the session says.
    splash();
    window.localStorage.setItem(PHONE_STORAGE_KEY, '18687120002');
    runStarter();
    await settle();
    expect(card()).toBeNull();
    // The balance refused, or a success without a number to show.
    returning();
    for (const fault of [
      { path: 'bill/queryUserBalance', kind: 'business', times: 1 },
      { path: 'bill/queryUserBalance', kind: 'shape', times: 1 },
      { path: 'bill/queryUserBalance', kind: 'malformed', times: 1 },
      { path: 'user/getUserInfoBtm', kind: 'http', status: 500, times: 1 },
    ]) {
      await simFault(fault);
      splash();
      runStarter();
      await settle();
      expect([fault, card()]).toEqual([fault, null]);
    }
    // And with the faults spent, the card.
    splash();
    runStarter();
    await waitFor(() => expect(card()).not.toBeNull());
  });
});

describe('the entry takes what index.html started', () => {
  it('home shows the balance from the calls index.html made: no call asked twice', async () => {
    await logInAs('o_sim_001');
    returning();
    const { events, count } = record();
    runStarter();
    boot();
    expect(await screen.findByText('¥36.50')).toBeTruthy();
    expect(await screen.findByText('186****0001', { exact: false })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '热门推荐' })).toBeTruthy();
    await waitFor(() => expect(count('list')).toBe(2));
    for (const path of ['getUserInfoBtm', 'queryUserBalance', 'querySetMealaAlowance']) expect(count(path)).toBe(1);
    // They started before the entry ran (the boot): the first five calls.
    expect(events.slice(0, 5).sort()).toEqual(
      [
        'start getUserInfoBtm',
        'start queryUserBalance',
        'start querySetMealaAlowance',
        'start list',
        'start list',
      ].sort(),
    );
  });

  it('logged out since: their 401s are read quietly, each call made once, and home shows a visitor', async () => {
    returning();
    const { count } = record();
    runStarter();
    const { app } = boot();
    const toasts = jest.fn();
    app.store.subscribe(() => {
      if (app.store.getState().ui.toast) toasts(app.store.getState().ui.toast);
    });
    expect(await screen.findAllByText('登录/绑定号码')).not.toHaveLength(0);
    await new Promise((r) => setTimeout(r, 100));
    for (const path of ['getUserInfoBtm', 'queryUserBalance', 'querySetMealaAlowance']) expect(count(path)).toBe(1);
    expect(toasts).not.toHaveBeenCalled();
    expect(app.store.getState().session.status).toBe('anonymous');
    expect(window.localStorage.getItem(PHONE_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});

describe("the top-up form: who the user is and the saved number's pre-check, from index.html", () => {
  const TOPUP = `/sms2${TOPUP_ROUTE}`;
  // 10:00 Beijing time on both clocks: outside the nightly pause.
  const TEN_AM = Date.parse('2026-11-22T10:00:00+08:00');
  beforeEach(() => {
    clockFrom(TEN_AM);
    sim.setClock({ at: '2026-11-22T10:00:00+08:00' });
  });
  afterEach(() => jest.restoreAllMocks());

  /** The XSRF token as the request layer sends it (axios reads the cookie, URI-decoded). */
  const xsrf = () => decodeURIComponent(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
  const setXsrf = (v: string | undefined) => {
    document.cookie = v === undefined ? 'XSRF-TOKEN=; path=/; max-age=0' : `XSRF-TOKEN=${v}; path=/`;
  };
  /** As the entry boots on the top-up form. */
  const bootTopup = () => {
    const app = createSms2App(createMemoryHistory({ initialEntries: [TOPUP] }));
    app.start();
    const known = startSession(app);
    startFirstData(TOPUP_ROUTE, { session: known });
    render(<Root app={app} />);
    return { app };
  };

  it('asks who the user is and pre-checks the saved number, with the token, headers and body of the request layer', async () => {
    await logInAs('o_sim_001');
    returning();
    expect(xsrf()).not.toBe('');
    const { events, headers } = record();
    const bodies = new Map<string, Promise<string>>();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') bodies.set(new URL(request.url).pathname, request.clone().text());
    });
    runStarter(TOPUP);
    await waitFor(() => expect(events.filter((e) => e.startsWith('end '))).toHaveLength(2));
    expect(events.filter((e) => e.startsWith('start ')).sort()).toEqual([
      'start getUserInfoBtm',
      'start preCheckToPhone',
    ]);
    const sent = headers.get('preCheckToPhone');
    for (const [k, v] of Object.entries(appHeaders(EARLY_PRECHECK, {}))) expect([k, sent?.get(k)]).toEqual([k, v]);
    expect(sent?.get('X-XSRF-TOKEN')).toBe(xsrf());
    expect(sent?.get('Content-Type')).toBe('application/json');
    expect(await bodies.get(new URL(urlFor(EARLY_PRECHECK), 'http://localhost').pathname)).toBe(
      JSON.stringify({ phone: '18687120001' }),
    );
    const held = (window as unknown as Record<string, { calls: Record<string, Promise<unknown>> }>)[EARLY_GLOBAL];
    await expect(held?.calls[EARLY_PRECHECK]).resolves.toMatchObject({ status: 200, body: { status: 1 } });
  });

  it('the form shows the region from the calls index.html made: each asked once', async () => {
    await logInAs('o_sim_001');
    returning();
    const { events, count } = record();
    runStarter(TOPUP);
    bootTopup();
    expect(await screen.findByText('云南 昆明 联通')).toBeTruthy();
    expect(await screen.findAllByRole('radio', { name: /元/ })).not.toHaveLength(0);
    for (const path of ['getUserInfoBtm', 'preCheckToPhone']) expect(count(path)).toBe(1);
    expect(events.slice(0, 2).sort()).toEqual(['start getUserInfoBtm', 'start preCheckToPhone']);
  });

  it('without a token leaves the pre-check to the entry (whose request layer gets one)', async () => {
    await logInAs('o_sim_001');
    returning();
    setXsrf(undefined);
    const { count } = record();
    runStarter(TOPUP);
    await waitFor(() => expect(count('getUserInfoBtm')).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(count('preCheckToPhone')).toBe(0);
    expect(takeEarly(`/api/${EARLY_PRECHECK}`)).toEqual({});
  });

  it('a token refused (403): the entry sends the pre-check again with the token the refusal set, and no failure shows', async () => {
    await logInAs('o_sim_001');
    returning();
    setXsrf('0000000000000000_0000000000000000000000000000000000000000');
    const { count } = record();
    runStarter(TOPUP);
    const { app } = bootTopup();
    const toasts = jest.fn();
    app.store.subscribe(() => {
      if (app.store.getState().ui.toast) toasts(app.store.getState().ui.toast);
    });
    expect(await screen.findByText('云南 昆明 联通')).toBeTruthy();
    expect(count('preCheckToPhone')).toBe(2);
    expect(toasts).not.toHaveBeenCalled();
  });

  it("a failed answer is the pre-check's failure: shown at the number with its retry, which asks again", async () => {
    await logInAs('o_sim_001');
    returning();
    window.history.replaceState(null, '', TOPUP);
    (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = {
      calls: { [EARLY_PRECHECK]: Promise.resolve({ status: 500, body: { msg: '服务繁忙' } }) },
      settled: { [EARLY_PRECHECK]: Date.now() },
    };
    const { count } = record();
    bootTopup();
    expect(await screen.findByText('号码信息查询失败')).toBeTruthy();
    expect(count('preCheckToPhone')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '重新查询' }));
    expect(await screen.findByText('云南 昆明 联通')).toBeTruthy();
    expect(count('preCheckToPhone')).toBe(1);
  });

  it('asks nothing and preloads nothing without a session: the guard leaves for the login', async () => {
    window.localStorage.setItem(PHONE_STORAGE_KEY, '18687120001');
    const { events } = record();
    window.history.replaceState(null, '', TOPUP);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- page text, run as the page runs it
    new Function(earlyStarter({ pages: { [TOPUP_ROUTE]: ['/sms2/js/t.js'] }, lang: { 'zh-CN': [], 'en-US': [] } }))();
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual([]);
    expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(0);
    expect((window as unknown as Record<string, unknown>)[EARLY_GLOBAL]).toBeUndefined();
  });
});

describe('takeEarly, and the request layer reading the answer as its own', () => {
  const held = (calls: Record<string, unknown>, settledAt: number | null = Date.now()) => {
    (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = {
      calls: Object.fromEntries(Object.entries(calls).map(([k, v]) => [k, Promise.resolve(v)])),
      settled: settledAt === null ? {} : Object.fromEntries(Object.keys(calls).map((k) => [k, settledAt])),
    };
  };
  const PATH = '/api/config/list';
  const ok = { status: 200, body: { status: 1, data: [{ id: 'x' }] } };
  /** The call as firstData.ts makes it, with what index.html left for it. */
  const call = () => get(PATH, { isShow: 0 }, { ...takeEarly(PATH), onFail: () => undefined });

  it('takes an answer once: the call reads it and sends nothing; a second call is sent', async () => {
    held({ 'config/list': ok });
    const { count } = record();
    await expect(call()).resolves.toEqual([{ id: 'x' }]);
    expect(count('list')).toBe(0);
    expect(takeEarly(PATH)).toEqual({});
    await call();
    expect(count('list')).toBe(1);
  });

  it.each([
    [
      'an HTTP error, with its message',
      { status: 500, body: { msg: '服务繁忙' } },
      { kind: 'http', status: 500, message: '服务繁忙' },
    ],
    ['a 401', { status: 401, body: {} }, { kind: 'http', status: 401 }],
    [
      'a failure envelope',
      { status: 200, body: { status: 0, msg: '失败了' } },
      { kind: 'business', message: '失败了' },
    ],
    ['a timeout', 'timeout', { kind: 'timeout', message: '请求超时，请稍后重试' }],
  ])("reads %s as the call's failure, sending nothing", async (_, answer, expected) => {
    held({ 'config/list': answer });
    const { count } = record();
    await expect(call()).rejects.toMatchObject(expected);
    expect(count('list')).toBe(0);
  });

  it('sends the call when index.html got no answer (a network failure)', async () => {
    held({ 'config/list': undefined });
    const { count } = record();
    await expect(call()).resolves.toBeInstanceOf(Array);
    expect(count('list')).toBe(1);
  });

  it('does not take a stale answer, nor one forgotten (a navigation, a logout)', () => {
    held({ 'config/list': ok }, Date.now() - PREFETCH_TTL_MS);
    expect(takeEarly(PATH)).toEqual({});
    // Asked long ago but still under way (a slow entry, or a page whose clock jumped): its own timeout ends it.
    held({ 'config/list': ok }, null);
    expect(takeEarly(PATH, Date.now() + 2 * PREFETCH_TTL_MS)).toHaveProperty('answer');
    held({ 'config/list': ok });
    forgetEarly();
    expect(takeEarly(PATH)).toEqual({});
    held({ 'config/list': ok });
    clearPrefetched();
    expect(takeEarly(PATH)).toEqual({});
  });
});
