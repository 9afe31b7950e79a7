// The field measurement (services/vitals.ts): samples by route pattern and engine, sent with keepalive when the page
// is hidden, each value once; and the entry loads it only on the sampled page loads (index.tsx).
import { api } from '../../src/services/api';
import { connectionType, createVitals, engineOf, VITALS_PATH } from '../../src/services/vitals';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; V2199A) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
const IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.45';
const MAC_WECHAT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 MicroMessenger/6.8.0 MacWechat';

let bodies: { url: string; init: RequestInit; body: { samples: Record<string, unknown>[] } }[];
beforeEach(() => {
  bodies = [];
  window.history.replaceState(null, '', '/sms2/newRecharge/tooth/st_secret?orderId=1');
  (window as unknown as { fetch: unknown }).fetch = jest.fn((url: string, init: RequestInit) => {
    bodies.push({ url, init, body: JSON.parse(init.body as string) as { samples: Record<string, unknown>[] } });
    return Promise.resolve({ status: 200 });
  });
});

const routeOf = (pathname: string) =>
  pathname.startsWith('/sms2/newRecharge/tooth/') ? '/newRecharge/tooth/:token' : '/';
const metric = (name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB', value: number, id = `v6-${name}`) => ({
  name,
  value,
  id,
  navigationType: 'navigate' as const,
});

describe('field measurement', () => {
  it("is config.vitals's path", () => {
    expect(VITALS_PATH).toBe(api.config.vitals.path);
  });

  it('names the engine: WeChat on Android or iOS, any other browser', () => {
    expect(engineOf(ANDROID)).toBe('wechat-android');
    expect(engineOf(IOS)).toBe('wechat-ios');
    expect(engineOf(MAC_WECHAT)).toBe('other');
    expect(engineOf('Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36')).toBe('other');
  });

  it('reads the effective connection type where the browser tells it', () => {
    expect(connectionType({ connection: { effectiveType: '3g' } } as unknown as Navigator)).toBe('3g');
    expect(connectionType({} as Navigator)).toBeUndefined();
  });

  it('sends each metric with the route pattern, never the address, in one keepalive request when hidden', () => {
    const vitals = createVitals({ routeOf, userAgent: ANDROID });
    vitals.report(metric('TTFB', 120.4));
    vitals.report(metric('LCP', 1200.2));
    vitals.report(metric('LCP', 1830.7)); // a later candidate replaces the first
    vitals.report(metric('CLS', 0.123456));
    vitals.flush();
    expect(bodies).toHaveLength(1);
    expect(bodies[0].url).toBe('/sms2-api/config/vitals');
    expect(bodies[0].init).toMatchObject({ method: 'POST', keepalive: true });
    expect(bodies[0].body.samples).toEqual([
      {
        name: 'TTFB',
        value: 120,
        id: 'v6-TTFB',
        route: '/newRecharge/tooth/:token',
        engine: 'wechat-android',
        navigationType: 'navigate',
      },
      {
        name: 'LCP',
        value: 1831,
        id: 'v6-LCP',
        route: '/newRecharge/tooth/:token',
        engine: 'wechat-android',
        navigationType: 'navigate',
      },
      {
        name: 'CLS',
        value: 0.1235,
        id: 'v6-CLS',
        route: '/newRecharge/tooth/:token',
        engine: 'wechat-android',
        navigationType: 'navigate',
      },
    ]);
    expect(JSON.stringify(bodies)).not.toContain('st_secret');
    expect(JSON.stringify(bodies)).not.toContain('orderId');
  });

  it('sends nothing twice: a page shown again and hidden again sends only what changed', () => {
    const vitals = createVitals({ routeOf, userAgent: IOS });
    vitals.report(metric('LCP', 900));
    vitals.flush();
    vitals.flush(); // pagehide after visibilitychange
    expect(bodies).toHaveLength(1);
    window.history.replaceState(null, '', '/sms2/');
    vitals.report(metric('INP', 240)); // an interaction on another page of the app
    vitals.flush();
    expect(bodies).toHaveLength(2);
    expect(bodies[1].body.samples).toEqual([
      { name: 'INP', value: 240, id: 'v6-INP', route: '/', engine: 'wechat-ios', navigationType: 'navigate' },
    ]);
  });

  it('a failed send is silent and not tried again', async () => {
    (window as unknown as { fetch: unknown }).fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const vitals = createVitals({ routeOf });
    vitals.report(metric('FCP', 700));
    vitals.flush();
    await new Promise((r) => setTimeout(r, 0));
    vitals.flush();
    expect(window.fetch).toHaveBeenCalledTimes(1);
  });
});
