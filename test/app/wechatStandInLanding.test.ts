// The WeChat stand-in's bridge (mocks/weixin.ts BRIDGE_JS) records the landing address iOS WeChat signs: the address
// the document was loaded with, OAuth answer included, even when the app has dropped `code` and `state` from the
// address before the bridge ran.
import { BRIDGE_JS, STAND_IN_MARKER } from '../../mocks/weixin';

const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50';

it('takes the landing address from the navigation entry, not from the address when it runs', () => {
  const loaded = 'http://localhost/sms2/?code=sim_code_1&state=abc';
  window.history.replaceState(null, '', '/sms2/');
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_WECHAT);
  // jsdom keeps no navigation entry: the one a browser would have.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [{ name: loaded }] : []),
  });
  jest.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script the simulator serves, run as a page would
  new Function(BRIDGE_JS)();
  const standIn = (window as unknown as Record<string, { landing: string; ios: boolean }>)[STAND_IN_MARKER];
  expect(standIn.ios).toBe(true);
  expect(standIn.landing).toBe(loaded);
});
