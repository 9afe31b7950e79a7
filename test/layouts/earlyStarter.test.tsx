// Home's first calls started by index.html itself (src/layouts/earlyStarter.ts), in the real app against the
// simulator (in-process through msw): what they send, when they start, and how the entry takes their answers
// (src/models/prefetch.ts takeEarly, src/models/session.ts): once, a success as its own, anything else asked again.
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { createSms2App, Root, startSession } from '../../src/app';
import { startFirstData } from '../../src/layouts/firstData';
import { EARLY_GLOBAL, EARLY_KEYS, EARLY_TIMEOUT_MS, earlyStarter } from '../../src/layouts/earlyStarter';
import { DEFAULT_TIMEOUT } from '../../src/services/request/client';
import { clearPrefetched, forgetEarly, PREFETCH_TTL_MS, takeEarly } from '../../src/models/prefetch';
import { SESSION_HINT_KEY } from '../../src/models/session';
import { PHONE_STORAGE_KEY } from '../../src/services/api/shell';
import { detectLang, LANG_STORAGE_KEY } from '../../src/locales';
import { appHeaders } from '../../src/services/request/headers';
import { logInAs } from '../support/app';
import { setupSimulatorServer } from '../../mocks/msw';

const { server, reset } = setupSimulatorServer();
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
  const short = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
  server.events.on('request:start', ({ request }) => {
    events.push(`start ${short(request.url)}`);
    headers.set(short(request.url), request.headers);
  });
  server.events.on('response:mocked', ({ request }) => events.push(`end ${short(request.url)}`));
  return { events, headers, count: (path: string) => events.filter((e) => e === `start ${path}`).length };
}

/** index.html's starter, as the page runs it at `path`. */
function runStarter(path = '/sms2/') {
  window.history.replaceState(null, '', path);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- page text, run as the page runs it
  new Function(earlyStarter())();
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

  it('asks who the user is and, for a bound number, the cards, with the headers the request layer sends', async () => {
    returning();
    window.localStorage.setItem(LANG_STORAGE_KEY, 'en-US');
    const { events, headers } = record();
    runStarter();
    await waitFor(() => expect(events.filter((e) => e.startsWith('end '))).toHaveLength(3));
    detectLang(); // as the entry does: the language the request layer then asks in
    for (const [path, call] of [
      ['getUserInfoBtm', 'user/getUserInfoBtm'],
      ['queryUserBalance', 'bill/queryUserBalance'],
      ['querySetMealaAlowance', 'bill/querySetMealaAlowance'],
    ]) {
      const sent = headers.get(path);
      for (const [k, v] of Object.entries(appHeaders(call, {}))) expect([path, k, sent?.get(k)]).toEqual([path, k, v]);
    }
    expect(headers.get('queryUserBalance')?.get('Accept-Language')).toBe('en-US');
  });

  it('asks nothing elsewhere, for a browser without a session, or on a login return', async () => {
    const { events } = record();
    window.localStorage.setItem(PHONE_STORAGE_KEY, '18687120001');
    runStarter('/sms2/'); // no session hint
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    runStarter('/sms2/newRecharge/index2');
    runStarter('/sms2/?code=c1&state=s1');
    runStarter('/sms2/?token=t1');
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual([]);
    expect((window as unknown as Record<string, unknown>)[EARLY_GLOBAL]).toBeUndefined();
  });

  it('without a bound number asks only who the user is', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const { events } = record();
    runStarter();
    await waitFor(() => expect(events).toContain('end getUserInfoBtm'));
    expect(events.filter((e) => e.startsWith('start '))).toEqual(['start getUserInfoBtm']);
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
    for (const path of ['getUserInfoBtm', 'queryUserBalance', 'querySetMealaAlowance']) expect(count(path)).toBe(1);
    // They started before the entry ran (the boot): the first three calls.
    expect(events.slice(0, 3).sort()).toEqual(
      ['start getUserInfoBtm', 'start queryUserBalance', 'start querySetMealaAlowance'].sort(),
    );
  });

  it('logged out since: the 401s are asked again through the request layer, quietly, and home shows a visitor', async () => {
    returning();
    const { count } = record();
    runStarter();
    const { app } = boot();
    const toasts = jest.fn();
    app.store.subscribe(() => {
      if (app.store.getState().ui.toast) toasts(app.store.getState().ui.toast);
    });
    expect(await screen.findAllByText('登录/绑定号码')).not.toHaveLength(0);
    await waitFor(() => expect(count('queryUserBalance')).toBe(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(toasts).not.toHaveBeenCalled();
    expect(app.store.getState().session.status).toBe('anonymous');
    expect(window.localStorage.getItem(PHONE_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});

describe('takeEarly', () => {
  const held = (calls: Record<string, unknown>, at = Date.now()) => {
    (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = {
      at,
      timeout: EARLY_TIMEOUT_MS,
      calls: Object.fromEntries(Object.entries(calls).map(([k, v]) => [k, Promise.resolve(v)])),
    };
  };
  const ok = { status: 200, body: { status: 1, data: { n: 1 } } };

  it('takes a success once, checked; the second taker and a path it did not start ask for themselves', async () => {
    held({ 'bill/x': ok });
    const ask = jest.fn(() => Promise.resolve({ n: 2 }));
    const check = jest.fn((d: unknown) => d);
    await expect(takeEarly('/api/bill/x', check, ask)).resolves.toEqual({ n: 1 });
    expect(check).toHaveBeenCalledWith({ n: 1 });
    expect(takeEarly('/api/bill/x', check, ask)).toBeUndefined();
    expect(takeEarly('/api/bill/y', check, ask)).toBeUndefined();
    expect(ask).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTTP error', { status: 500, body: { msg: 'x' } }],
    ['a 401', { status: 401, body: {} }],
    ['a failure envelope', { status: 200, body: { status: 0, msg: '失败' } }],
    ['no JSON', { status: 200 }],
    ['no answer', undefined],
  ])('asks again after %s', async (_, answer) => {
    held({ 'bill/x': answer });
    const ask = jest.fn(() => Promise.resolve({ n: 2 }));
    await expect(takeEarly('/api/bill/x', (d) => d, ask)).resolves.toEqual({ n: 2 });
    expect(ask).toHaveBeenCalledTimes(1);
    // Within what is left of the first call's timeout.
    const [[left]] = ask.mock.calls as unknown as [[number]];
    expect(left).toBeGreaterThan(EARLY_TIMEOUT_MS - 1000);
    expect(left).toBeLessThanOrEqual(EARLY_TIMEOUT_MS);
  });

  it('asks again at once, to time out, when the first call was given up at its timeout', async () => {
    held({ 'bill/x': undefined }, Date.now() - EARLY_TIMEOUT_MS + 1000);
    const ask = jest.fn((timeout: number) => Promise.resolve(timeout));
    const taken = takeEarly('/api/bill/x', (d) => d as number, ask, Date.now() - EARLY_TIMEOUT_MS + 2000);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 5000);
    await expect(taken).resolves.toBe(1);
    jest.restoreAllMocks();
  });

  it('does not take a stale answer, nor one forgotten (a navigation, a logout)', () => {
    held({ 'bill/x': ok }, Date.now() - PREFETCH_TTL_MS);
    expect(takeEarly('/api/bill/x', (d) => d, jest.fn())).toBeUndefined();
    held({ 'bill/x': ok });
    forgetEarly();
    expect(takeEarly('/api/bill/x', (d) => d, jest.fn())).toBeUndefined();
    held({ 'bill/x': ok });
    clearPrefetched();
    expect(takeEarly('/api/bill/x', (d) => d, jest.fn())).toBeUndefined();
  });
});
