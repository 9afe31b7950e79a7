// Where the app runs: inside WeChat or not, and whether the WeChat login can run there.
import { env } from '../../config/env';

/** No browser (the build's pre-render, src/server.tsx): not WeChat. */
const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export const isWeChat = (ua: string = userAgent()): boolean => /MicroMessenger/i.test(ua);

/** WeChat on an iPhone or iPad (WebKit), where the JS-SDK and WeChat Pay go by the address the app was entered with. */
export const isIosWeChat = (ua: string = userAgent()): boolean => isWeChat(ua) && /iPhone|iPad|iPod/i.test(ua);

/** The address the app was entered with (this document's first address), read when the entry runs. */
export const landingHref: string = typeof window === 'undefined' ? '' : window.location.href;

/** OAuth runs inside WeChat, or anywhere when the authorize page is the simulator's (not WeChat's own). */
export const canAuthorize = (): boolean =>
  isWeChat() || !env.oauthAuthorizeUrl.startsWith('https://open.weixin.qq.com/');

/** Leaves the app for another address (the cashier, the authorize page). A function of its own, so sagas
 *  `call` it and tests see where the app went. */
export const leaveFor = (url: string): void => window.location.assign(url);
