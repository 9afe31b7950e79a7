// The WeChat stand-in (mocks/weixin.ts) in a build made for the operator simulator: a development build, or one
// whose API base is the simulator's (`SMS2_API_BASE` unset, as `npm run serve` and the browser journeys build it).
// Inside a WeChat user agent with no bridge of WeChat's own, it loads the simulator's bridge, which plays what
// WeChat's client gives a page (WeixinJSBridge, WeixinJSBridgeReady, the pay sheet, the JS-SDK's checks). A build
// for a real backend defines SMS2_WECHAT_STANDIN empty: this code and the bridge's address fall out of the bundle
// (test/config/standIn.test.ts).
import { env } from '../../config/env';
import { isWeChat } from './wechat';

/** Loads the stand-in's bridge when this build carries it and the page is inside WeChat without a bridge. */
export function loadWeChatStandIn(): Promise<void> {
  if (process.env.SMS2_WECHAT_STANDIN === '1') {
    if (!isWeChat() || 'WeixinJSBridge' in window) return Promise.resolve();
    return new Promise((resolve) => {
      const script = document.createElement('script');
      script.src = `${env.apiBase}__sim/weixin/bridge.js`;
      script.onload = () => resolve();
      script.onerror = () => resolve();
      document.head.appendChild(script);
    });
  }
  return Promise.resolve();
}
