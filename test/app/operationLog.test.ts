// The operation log is queued from the first navigation and sent after the first screen, then after each navigation
// when idle, and at once when the page is hidden or left; the field measurement loads on the sampled page loads alone.
import { createBrowserHistory, createMemoryHistory } from 'history';
import { createSms2App, startFieldMeasurement, startOperationLog } from '../../src/app';
import { resetOplog } from '../../src/services/oplog';
import { startVitals } from '../../src/services/vitals';

jest.mock('../../src/services/vitals', () => ({ startVitals: jest.fn() }));

const flush = () => new Promise((r) => setTimeout(r, 50));
let sent: { accessUrl: string; logParams: { source?: string } }[];

beforeEach(() => {
  resetOplog();
  sent = [];
  (window as unknown as { fetch: unknown }).fetch = jest.fn((_url: string, init: RequestInit) => {
    sent.push(JSON.parse(init.body as string) as (typeof sent)[number]);
    return Promise.resolve({ status: 200 });
  });
});
afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  window.history.replaceState(null, '', '/');
});

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('startOperationLog', () => {
  it('logs the page load at once, the early navigations once the first screen is done, then each navigation once', async () => {
    const history = createMemoryHistory({ initialEntries: ['/sms2/?source=wx'] });
    const app = createSms2App(history);
    app.start();
    let start: () => void = () => undefined;
    startOperationLog(app, (s) => (start = s));
    history.push('/sms2/cfsf?source=menu');
    await flush();
    // The page load's entry at once, with keepalive (a tab closed at once is logged); nothing else on the first
    // screen's way.
    expect(sent.map((entry) => entry.logParams.source)).toEqual(['wx']);

    start();
    await flush();
    const sources = () => sent.map((entry) => entry.logParams.source);
    expect(sources()).toEqual(['wx', 'menu']);

    history.push('/sms2/complain?source=later');
    await flush(); // sent when idle (jsdom: at once after a timer)
    expect(sources()).toEqual(['wx', 'menu', 'later']);
  });

  it('a page hidden or left before its first screen is done sends what is queued, once', async () => {
    window.history.replaceState(null, '', '/sms2/agreement?source=qr');
    const history = createBrowserHistory();
    const app = createSms2App(history);
    app.start();
    let start: () => void = () => undefined;
    startOperationLog(app, (s) => (start = s));
    hide();
    window.dispatchEvent(new Event('pagehide'));
    await flush();
    expect(sent.map((e) => e.accessUrl)).toEqual(['http://localhost/sms2/agreement?source=qr']);
    start(); // the first screen came after all (the app was switched back to): nothing twice
    await flush();
    expect(sent).toHaveLength(1);
  });

  it('a return from the authorize page is one navigation: the replace that drops code and state is not another', async () => {
    window.history.replaceState(null, '', '/sms2/discounts?source=wx.menu&code=c1&state=s1#wechat_redirect');
    const history = createBrowserHistory();
    const app = createSms2App(history);
    app.start();
    let start: () => void = () => undefined;
    startOperationLog(app, (s) => (start = s));
    history.replace('/sms2/discounts?source=wx.menu');
    history.push('/sms2/complain');
    start();
    await flush();
    expect(sent.map((entry) => [entry.accessUrl, entry.logParams.source])).toEqual([
      ['http://localhost/sms2/discounts?source=wx.menu', 'wx.menu'],
      ['http://localhost/sms2/complain', undefined],
    ]);
  });
});

describe('startFieldMeasurement', () => {
  beforeEach(() => jest.mocked(startVitals).mockClear());

  it('measures a sampled page load, with the route pattern of an address', async () => {
    await startFieldMeasurement(0.1, () => 0.05);
    expect(startVitals).toHaveBeenCalledTimes(1);
    const { routeOf } = jest.mocked(startVitals).mock.calls[0][0];
    expect(routeOf('/sms2/newRecharge/tooth/st_secret')).toBe('/newRecharge/tooth/:token');
    expect(routeOf('/elsewhere')).toBe('(other)');
  });

  it('loads nothing on a page load the sample rate leaves out, nor at a rate of 0', async () => {
    await startFieldMeasurement(0.1, () => 0.1);
    await startFieldMeasurement(0, () => 0);
    expect(startVitals).not.toHaveBeenCalled();
  });
});
