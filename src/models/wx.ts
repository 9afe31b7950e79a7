// The WeChat JS-SDK (spec §3 "Messaging-app config"): on each page inside WeChat, getWxConfig signs the page
// address, the result merged with the url is kept as the config state, and wx.config runs with it. Pages then
// set their share card (`share`). Outside WeChat this model is never loaded (src/app.tsx), so nothing fails
// and nothing is logged. A chunk of its own with the SDK: a browser never downloads either.
import { call, put } from 'typed-redux-saga';
import { defineModel, LOCATION_CHANGE, type ActionCreator } from '../core';
import * as wxApi from '../services/api/unifiedinteraction';
import { env } from '../../config/env';
import { isIosWeChat, landingHref } from '../services/wechat';
import { locationHref, userAgent } from '../utils/browser';

export interface WxConfigState {
  debug: boolean;
  url?: string;
  appId?: string;
  wxPublicAccountId: number;
  timestamp?: number;
  nonceStr?: string;
  signature?: string;
}

export interface ShareCard {
  title: string;
  desc: string;
  imgUrl: string;
  link: string;
}

const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'hideMenuItems',
  'showMenuItems',
  'chooseWXPay',
] as const;

const initial: WxConfigState = { debug: false, wxPublicAccountId: env.wxPublicAccountId };

/** The page address without its hash. */
export const pageUrl = (href: string = window.location.href): string => href.split('#')[0];

/**
 * The address WeChat checks the JS-SDK signature against: on iOS the one the app was entered with (WeChat's WebKit
 * keeps it through history navigations of a single-page app), elsewhere the current one. Signing the other would
 * fail wx.config, and a share after a navigation with it.
 */
export const signedUrl = (href: string, ua: string, landing: string = landingHref): string =>
  pageUrl(isIosWeChat(ua) && landing ? landing : href);

const loadSdk = () => import(/* webpackChunkName: "wx" */ '../services/wxSdk').then((m) => m.default);

type SaveConfig = ActionCreator<string, [Omit<WxConfigState, 'debug' | 'wxPublicAccountId'>], { type: string }>;

/**
 * Signs the current page and configures the SDK with it; the result is kept through `save`. A failure is logged,
 * never shown. The `configure` effect and each navigation inside WeChat run it.
 */
export function* configurePage(save: SaveConfig) {
  const url = signedUrl(yield* call(locationHref), yield* call(userAgent));
  try {
    const { wxConfig } = yield* call(wxApi.getWxConfig, { url });
    yield* put(save({ ...wxConfig, url }));
    const sdk = yield* call(loadSdk);
    sdk.config({
      debug: false,
      appId: wxConfig.appId,
      timestamp: wxConfig.timestamp,
      nonceStr: wxConfig.nonceStr,
      signature: wxConfig.signature,
      jsApiList: [...JS_API_LIST],
    });
    return true;
  } catch (e) {
    console.warn('[sms2] WeChat JS-SDK not configured', e);
    return false;
  }
}

const wx = defineModel({
  namespace: 'wx',
  state: initial,
  reducers: {
    saveConfig(state, { payload }: { payload: Omit<WxConfigState, 'debug' | 'wxPublicAccountId'> }) {
      return { ...state, ...payload };
    },
  },
  effects: (own) => ({
    /** takeLatest: a newer page replaces a signature still on its way. A failure is logged, never shown. */
    configure: [
      function* (_: unknown, { call }) {
        return yield* call(configurePage, own.saveConfig);
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
        sdk.updateTimelineShareData({
          title: payload.title,
          link: payload.link,
          imgUrl: payload.imgUrl,
          success: done,
        });
      });
    },
    /**
     * Each page inside WeChat is signed again (WeChat checks the signature against the current address); a newer
     * page cancels a signature still on its way.
     */
    watchNavigation: [
      function* (_: unknown, { takeLatest, call }) {
        yield* takeLatest(LOCATION_CHANGE, function* () {
          yield* call(configurePage, own.saveConfig);
        });
      },
      { type: 'watcher' },
    ],
  }),
});

export default wx;

export const selectWxConfig = (s: { wx?: WxConfigState }) => s.wx;
