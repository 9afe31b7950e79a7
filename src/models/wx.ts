// The WeChat JS-SDK (spec §3 "Messaging-app config"): on each page inside WeChat, getWxConfig signs the page
// address, the result merged with the url is kept as the config state, and wx.config runs with it. Pages then
// set their share card (`share`). Outside WeChat this model is never loaded (src/app.tsx), so nothing fails
// and nothing is logged. A chunk of its own with the SDK: a browser never downloads either.
import { defineModel, LOCATION_CHANGE } from '../core';
import * as wxApi from '../services/api/unifiedinteraction';
import { env } from '../../config/env';

export interface WxConfigState {
  debug: boolean;
  url?: string;
  appId?: string;
  wxPublicAccountId: number;
  timestamp?: number;
  nonceStr?: string;
  signature?: string;
}

export interface ShareCard { title: string; desc: string; imgUrl: string; link: string }

const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'hideMenuItems', 'showMenuItems', 'chooseWXPay'] as const;

const initial: WxConfigState = { debug: false, wxPublicAccountId: env.wxPublicAccountId };

/** The page address WeChat signs: the current href without its hash. */
export const pageUrl = (href: string = window.location.href): string => href.split('#')[0];

const loadSdk = () => import(/* webpackChunkName: "wx" */ '../services/wxSdk').then((m) => m.default);

const wx = defineModel({
  namespace: 'wx',
  state: initial,
  reducers: {
    saveConfig(state, { payload }: { payload: Omit<WxConfigState, 'debug' | 'wxPublicAccountId'> }) {
      return { ...state, ...payload };
    },
  },
  effects: {
    /** takeLatest: a newer page replaces a signature still on its way. A failure is logged, never shown. */
    configure: [
      function* (_: unknown, { call, put }) {
        const url = pageUrl();
        try {
          const { wxConfig } = yield* call(wxApi.getWxConfig, { url }, { onFail: () => undefined });
          yield* put({ type: 'saveConfig', payload: { ...wxConfig, url } });
          const sdk = yield* call(loadSdk);
          sdk.config({ debug: false, appId: wxConfig.appId, timestamp: wxConfig.timestamp, nonceStr: wxConfig.nonceStr, signature: wxConfig.signature, jsApiList: [...JS_API_LIST] });
          return true;
        } catch (e) {
          console.warn('[sms2] WeChat JS-SDK not configured', e);
          return false;
        }
      },
      { type: 'takeLatest' },
    ],
    /** A page's share card, or no sharing for pages with personal data (PAGES.md §3.3). */
    share: function* ({ payload }: { payload: ShareCard | null }, { call }) {
      const sdk = yield* call(loadSdk);
      sdk.ready(() => {
        if (!payload) {
          sdk.hideMenuItems({ menuList: ['menuItem:share:appMessage', 'menuItem:share:timeline', 'menuItem:copyUrl'] });
          return;
        }
        sdk.showMenuItems({ menuList: ['menuItem:share:appMessage', 'menuItem:share:timeline'] });
        const done = () => undefined;
        sdk.updateAppMessageShareData({ ...payload, success: done });
        sdk.updateTimelineShareData({ title: payload.title, link: payload.link, imgUrl: payload.imgUrl, success: done });
      });
    },
    /** Each page inside WeChat is signed again (WeChat checks the signature against the current address). */
    watchNavigation: [
      function* (_: unknown, { takeLatest, put }) {
        yield* takeLatest(LOCATION_CHANGE, function* () {
          yield* put({ type: 'wx/configure' });
        });
      },
      { type: 'watcher' },
    ],
  },
});

export default wx;

export const selectWxConfig = (s: { wx?: WxConfigState }) => s.wx;
