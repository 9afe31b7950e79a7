// WeChat Pay inside WeChat: WeixinJSBridge's getBrandWCPayRequest, the JSAPI payment WeChat's pay documentation
// describes. Called on the bridge itself, not through the JS-SDK's chooseWXPay, so that a payment never waits for
// wx.config (a signature that failed would leave it waiting for ever).
import type { WxPayParams } from './api/types';

export type SheetOutcome = 'success' | 'cancel' | 'fail';

interface Bridge {
  invoke(name: string, args: Record<string, unknown>, cb: (res: { err_msg?: string; errMsg?: string }) => void): void;
}

/** How long the bridge may take to be ready (WeixinJSBridgeReady) before the payment is said to have failed. */
export const BRIDGE_WAIT_MS = 10_000;

const bridgeOf = (): Bridge | undefined => (window as { WeixinJSBridge?: Bridge }).WeixinJSBridge;

/** The bridge, once WeChat has given it (at once, or at WeixinJSBridgeReady); undefined after BRIDGE_WAIT_MS. */
export function whenBridge(waitMs = BRIDGE_WAIT_MS): Promise<Bridge | undefined> {
  const now = bridgeOf();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      document.removeEventListener('WeixinJSBridgeReady', done);
      clearTimeout(timer);
      resolve(bridgeOf());
    };
    const timer = setTimeout(done, waitMs);
    document.addEventListener('WeixinJSBridgeReady', done, false);
  });
}

/** The outcome WeChat's pay sheet answered ('get_brand_wcpay_request:ok' | ':cancel' | ':fail'). */
export function outcomeOf(res: { err_msg?: string; errMsg?: string } | undefined): SheetOutcome {
  const msg = String(res?.err_msg ?? res?.errMsg ?? '');
  const tail = msg.slice(msg.indexOf(':') + 1);
  return tail === 'ok' ? 'success' : tail === 'cancel' ? 'cancel' : 'fail';
}

/**
 * Opens WeChat's pay sheet with the server's JSAPI parameters; resolves with what the sheet answers. WeChat may
 * never answer (the callback lost): the caller does not wait on this alone.
 */
export async function brandWCPay(params: WxPayParams): Promise<SheetOutcome> {
  const bridge = await whenBridge();
  if (!bridge) return 'fail';
  return new Promise((resolve) => {
    bridge.invoke(
      'getBrandWCPayRequest',
      {
        appId: params.appId,
        timeStamp: params.timeStamp,
        nonceStr: params.nonceStr,
        package: params.package,
        signType: params.signType,
        paySign: params.paySign,
      },
      (res) => resolve(outcomeOf(res)),
    );
  });
}
