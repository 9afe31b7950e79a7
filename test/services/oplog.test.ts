// The operation log (services/oplog.ts): the entry of spec §3, the queue of visits, its keepalive sends when the page
// is hidden or left, and the return from the authorize page logged once.
import { api } from '../../src/services/api';
import {
  accessUrlOf,
  flushOplog,
  leavingForLogin,
  noteVisit,
  OPLOG_PATH,
  operationLogEntry,
  resetOplog,
  sourceOf,
  startVisit,
  takeEntries,
} from '../../src/services/oplog';
import { onPageLeave, sendKeepalive } from '../../src/services/request/keepalive';

/** The fetches made, their bodies read back. */
let fetches: { url: string; init: RequestInit; body: Record<string, unknown> }[];
let answer: (url: string) => Promise<{ status: number; arrayBuffer?: () => Promise<ArrayBuffer> }>;
/** How many answers were read to their end. */
let read: number;

beforeEach(() => {
  resetOplog();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/sms2/');
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  fetches = [];
  read = 0;
  answer = () =>
    Promise.resolve({
      status: 200,
      arrayBuffer: () => {
        read += 1;
        return Promise.resolve(new ArrayBuffer(0));
      },
    });
  (window as unknown as { fetch: unknown }).fetch = jest.fn((url: string, init: RequestInit) => {
    fetches.push({ url, init, body: JSON.parse(init.body as string) as Record<string, unknown> });
    return answer(url);
  });
});

/** Lets the sends' promises settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));
const sentUrls = () => fetches.map((f) => f.body.accessUrl);

describe('operation log entry', () => {
  it('carries the spec fields: accessUrl, endingType, userType 1, empty title, operationId 1', () => {
    expect(operationLogEntry('http://localhost/sms2/newRecharge', '', 'UA/1.0')).toEqual({
      accessUrl: 'http://localhost/sms2/newRecharge',
      endingType: 'UA/1.0',
      userType: 1,
      title: '',
      logParams: { operationId: 1 },
    });
  });

  it('includes source only when the query has a non-empty one', () => {
    expect(operationLogEntry('http://x/sms2/?source=wx_menu', '?source=wx_menu', 'UA').logParams).toEqual({
      operationId: 1,
      source: 'wx_menu',
    });
    expect(operationLogEntry('http://x/sms2/?source=', '?source=', 'UA').logParams).toEqual({ operationId: 1 });
    expect(operationLogEntry('http://x/sms2/', '', 'UA').logParams).toEqual({ operationId: 1 });
  });

  it('never logs a login code, a token or a captcha', () => {
    const url = accessUrlOf('http://x/sms2/cfsf?code=sim_code_1&state=s1&token=st_1&source=a&mall_token=m&kaptcha=ab');
    expect(url).toBe('http://x/sms2/cfsf?source=a');
  });

  it("leaves out the fragment WeChat's authorize page leaves on the address (#wechat_redirect)", () => {
    expect(accessUrlOf('http://x/sms2/discounts?source=a&code=c&state=s#wechat_redirect')).toBe(
      'http://x/sms2/discounts?source=a',
    );
  });
});

describe('the source logged', () => {
  it('is sent as given: any printable text, URL-decoded', () => {
    for (const given of ['wx_menu-2', 'wx.menu', '公众号菜单', 'a b', 'a/b', '"x"', '<b>x</b>', '100%'])
      expect(operationLogEntry('http://x/sms2/', `?source=${encodeURIComponent(given)}`, 'UA').logParams).toEqual({
        operationId: 1,
        source: given,
      });
    expect(sourceOf('?source=%E5%85%AC%E4%BC%97%E5%8F%B7%E8%8F%9C%E5%8D%95')).toBe('公众号菜单');
    expect(sourceOf('?source=wx+menu')).toBe('wx menu');
  });

  it('without control characters, at most 64 characters', () => {
    expect(sourceOf(`?source=${encodeURIComponent('wx\u0000.menu\n\t\u007f\u0085\u200b\u202e')}`)).toBe('wx.menu');
    expect(sourceOf(`?source=${'x'.repeat(65)}`)).toBe('x'.repeat(64));
    expect(sourceOf(`?source=${encodeURIComponent('菜'.repeat(70))}`)).toBe('菜'.repeat(64));
    // A character outside the BMP counts once and is never cut in half.
    expect(sourceOf(`?source=${encodeURIComponent('😀'.repeat(70))}`)).toBe('😀'.repeat(64));
  });

  it('nothing printable left is no source', () => {
    for (const search of ['', '?source=', `?source=${encodeURIComponent('\u0000\n ')}`, '?other=1'])
      expect(operationLogEntry('http://x/sms2/', search, 'UA').logParams).toEqual({ operationId: 1 });
  });
});

describe('what the log stores', () => {
  it('redacts a token in the path, and the token, code and state of the query', () => {
    expect(accessUrlOf('http://x/sms2/newRecharge/tooth/st_secret123?source=a&token=t&code=c&state=s')).toBe(
      'http://x/sms2/newRecharge/tooth/:token?source=a',
    );
    expect(accessUrlOf('http://x/sms2/newRecharge/tooth')).toBe('http://x/sms2/newRecharge/tooth');
    expect(accessUrlOf('http://x/sms2/newRecharge/tooth/abc/more')).toBe('http://x/sms2/newRecharge/tooth/:token/more');
  });
});

describe('the queue', () => {
  it('keeps keepalive for a leave: a send while the page stays is a plain fetch', async () => {
    noteVisit({ search: '', href: 'http://localhost/sms2/agreement' });
    flushOplog(false);
    await settle();
    noteVisit({ search: '', href: 'http://localhost/sms2/complain' });
    flushOplog();
    await settle();
    expect(fetches.map(({ init }) => init.keepalive)).toEqual([false, true]);
  });

  it('reads each answer to its end, so that the request is done and the network can go quiet', async () => {
    noteVisit({ search: '', href: 'http://localhost/sms2/agreement' });
    flushOplog(false);
    await settle();
    expect(fetches).toHaveLength(1);
    expect(read).toBe(1);
  });

  it("is config.operationLog's path", () => {
    expect(OPLOG_PATH).toBe(api.config.operationLog.path);
  });

  it('sends each visit once, in turn, with keepalive, the app headers and the XSRF token', async () => {
    document.cookie = 'XSRF-TOKEN=tok%3D1; path=/';
    noteVisit({ search: '?source=sms', href: 'http://localhost/sms2/newRecharge?source=sms' });
    noteVisit({ search: '', href: 'http://localhost/sms2/agreement' });
    flushOplog();
    flushOplog(); // a second leave (pagehide after visibilitychange) finds nothing
    await settle();
    expect(sentUrls()).toEqual(['http://localhost/sms2/newRecharge?source=sms', 'http://localhost/sms2/agreement']);
    const [{ url, init, body }] = fetches;
    expect(url).toBe('/sms2-api/config/operationLog');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 'tok=1',
      wxPublicAccountId: '3',
      'Accept-Language': expect.any(String) as string,
    });
    expect(body).toEqual({
      accessUrl: 'http://localhost/sms2/newRecharge?source=sms',
      endingType: navigator.userAgent,
      userType: 1,
      title: '',
      logParams: { operationId: 1, source: 'sms' },
    });
  });

  it('a replace that only drops the OAuth answer or the fragment is the same navigation: logged once', () => {
    noteVisit({
      search: '?source=wx&code=c1&state=s1',
      href: 'http://x/sms2/discounts?source=wx&code=c1&state=s1#wechat_redirect',
    });
    noteVisit({ search: '?source=wx', href: 'http://x/sms2/discounts?source=wx', replace: true });
    expect(takeEntries('UA').map((e) => e.accessUrl)).toEqual(['http://x/sms2/discounts?source=wx']);
    // Also across two sends.
    noteVisit({ search: '?source=wx', href: 'http://x/sms2/discounts?source=wx', replace: true });
    expect(takeEntries('UA')).toEqual([]);
  });

  it('a replace to another address, and a push to the same one, are navigations of their own', () => {
    noteVisit({ search: '', href: 'http://x/sms2/discounts' });
    noteVisit({ search: '', href: 'http://x/sms2/bindAccount', replace: true });
    noteVisit({ search: '', href: 'http://x/sms2/bindAccount' });
    expect(takeEntries('UA').map((e) => e.accessUrl)).toEqual([
      'http://x/sms2/discounts',
      'http://x/sms2/bindAccount',
      'http://x/sms2/bindAccount',
    ]);
  });

  it('a failed send is silent and not sent again', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    noteVisit({ search: '', href: 'http://localhost/sms2/' });
    flushOplog();
    await settle();
    flushOplog();
    await settle();
    expect(fetches).toHaveLength(1);
    answer = () => Promise.resolve({ status: 500 });
    await expect(sendKeepalive(OPLOG_PATH, { a: 1 })).resolves.toBeUndefined();
    expect(fetches).toHaveLength(2);
  });

  it('a write refused for its XSRF token is sent once more when the answer set another token, never more', async () => {
    document.cookie = 'XSRF-TOKEN=old; path=/';
    answer = () => {
      document.cookie = `XSRF-TOKEN=new${fetches.length}; path=/`;
      return Promise.resolve({ status: 403 });
    };
    await sendKeepalive(OPLOG_PATH, { a: 1 });
    expect(fetches.map((f) => (f.init.headers as Record<string, string>)['X-XSRF-TOKEN'])).toEqual(['old', 'new1']);
  });

  it('sends when the page is hidden or left, once for both', async () => {
    onPageLeave(flushOplog);
    noteVisit({ search: '', href: 'http://localhost/sms2/agreement' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sentUrls()).toEqual(['http://localhost/sms2/agreement']);
    // Back from the back-forward cache, or the app shown again: nothing new, nothing sent.
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pageshow'));
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(fetches).toHaveLength(1);
  });
});

describe('the authorize page', () => {
  const landing = 'http://x/sms2/discounts?source=wx';

  it('what is queued goes before leaving; the return to that address is not logged again', () => {
    startVisit({ search: '?source=wx', href: landing });
    leavingForLogin();
    expect(sentUrls()).toEqual([landing]);
    // The page is gone; the return is a new page load, its module state fresh.
    resetOplog();
    startVisit({ search: '?source=wx&code=c1&state=s1', href: `${landing}&code=c1&state=s1#wechat_redirect` });
    noteVisit({ search: '?source=wx', href: landing, replace: true });
    expect(takeEntries('UA')).toEqual([]);
    expect(window.sessionStorage.getItem('sms2_oplog_left')).toBeNull();
  });

  it('a return to another address (a login with a redirect) is a navigation of its own', () => {
    startVisit({ search: '', href: 'http://x/sms2/' });
    leavingForLogin();
    resetOplog();
    startVisit({ search: '?code=c1&state=s1', href: 'http://x/sms2/mine?code=c1&state=s1' });
    expect(takeEntries('UA').map((e) => e.accessUrl)).toEqual(['http://x/sms2/mine']);
  });

  it('a later visit of the same address in this tab, not a return, is logged', () => {
    startVisit({ search: '?source=wx', href: landing });
    leavingForLogin();
    resetOplog();
    startVisit({ search: '?source=wx', href: landing });
    expect(takeEntries('UA').map((e) => e.accessUrl)).toEqual([landing]);
  });
});
