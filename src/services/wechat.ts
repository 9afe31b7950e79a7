// Where the app runs: inside WeChat or not, and whether the WeChat login can run there.
import { env } from '../../config/env';

export const isWeChat = (ua: string = navigator.userAgent): boolean => /MicroMessenger/i.test(ua);

/** OAuth runs inside WeChat, or anywhere when the authorize page is the simulator's (not WeChat's own). */
export const canAuthorize = (): boolean => isWeChat() || !env.oauthAuthorizeUrl.startsWith('https://open.weixin.qq.com/');
