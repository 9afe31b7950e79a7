// unifiedinteraction/*: the WeChat OAuth code exchange and the JS-SDK signature.
import { wxAppIdFor } from '../../config/env';
import type { SnsUser, SnsUserReq, WxConfigReq, WxConfigResult } from '../../src/services/api/types';
import type { RouteDef } from '../core/context';
import { oauthBrowserOf } from '../core/cookies';
import { biz } from '../core/errors';
import { route } from './common';
import { jsSdkSignature } from '../weixin';

export const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'hideMenuItems',
  'showMenuItems',
  'chooseWXPay',
  'closeWindow',
];

export const wxRoutes: RouteDef[] = [
  route(
    'unifiedinteraction/sns/getSnsUserByCode',
    'G0',
    'Exchanges an OAuth code (sim_code_<n>, single use, 5 min) and the state of its authorize step (single use, 10 min, bound to the browser that authorized) for the WeChat user and starts a session (a snapshot code: is_snapshotuser=1, no session).',
    (ctx): SnsUser => {
      const p = ctx.params.as<SnsUserReq>();
      const code = p.str('code');
      const rec = ctx.state.oauthCodes[code];
      if (!rec || rec.used || rec.expiresAt <= ctx.now) throw biz('E_OAUTH_CODE', '授权已失效，请重新进入页面');
      // The state of the authorize step that issued the code: known, the same, not used yet, not expired, and
      // exchanged by the browser that authorized (its SMS2OAUTH cookie): an attacker's code and state sent from a
      // victim's browser would log the victim in as the attacker. A code shown with another state, or from
      // another browser, is burnt (it may have been intercepted).
      const given = p.optStr('state');
      const st = given ? ctx.state.oauthStates[given] : undefined;
      const otherBrowser = st?.browser !== undefined && st.browser !== oauthBrowserOf(ctx.request, ctx.url);
      if (!given || given !== rec.state || !st || st.used || st.expiresAt <= ctx.now || otherBrowser) {
        rec.used = true;
        throw biz('E_OAUTH_STATE', '授权校验失败，请重新进入页面');
      }
      const channel = p.optStr('channel');
      if (rec.appid && channel !== undefined && rec.appid !== wxAppIdFor(channel))
        throw biz('E_OAUTH_APPID', '授权公众号不一致，请重新进入页面');
      rec.used = true;
      st.used = true;
      const wx = ctx.state.wxUsers[rec.openid];
      if (!wx) throw biz('E_OAUTH_CODE', '授权已失效，请重新进入页面');
      // A snapshot (preview) user has no real identity: no session, a virtual user with is_snapshotuser=1.
      if (rec.snapshot) return { openid: `snapshot_${rec.code}`, nickname: '', is_snapshotuser: 1 };
      ctx.login({ openid: wx.openid, phone: wx.defaultPhone, staffId: ctx.who.staffId });
      return {
        openid: wx.openid,
        unionid: wx.unionid,
        nickname: wx.nickname,
        headImgUrl: wx.headImgUrl,
        ...(wx.defaultPhone ? { userPhone: wx.defaultPhone } : {}),
      };
    },
    {
      as: 'anon',
      method: 'GET',
      params: (state, now) => {
        const code = 'sim_code_cov';
        const st = 'sim_state_cov';
        state.oauthStates[st] = { state: st, appid: '', createdAt: now, expiresAt: now + 10 * 60_000, used: false };
        state.oauthCodes[code] = {
          code,
          openid: 'o_sim_001',
          appid: '',
          expiresAt: now + 5 * 60_000,
          used: false,
          state: st,
        };
        return { code, state: st };
      },
    },
  ),

  route(
    'unifiedinteraction/jssdk/getWxConfig',
    'G0',
    'wx.config signature for a page address (without the hash).',
    (ctx): WxConfigResult => {
      const url = ctx.params.as<WxConfigReq>().str('url');
      if (!/^https?:\/\//.test(url) || url.includes('#')) throw biz('E_PARAM', 'url参数错误：需为不含#的完整页面地址');
      const timestamp = Math.floor(ctx.now / 1000);
      const nonceStr = ctx.rng.token(16);
      const signature = jsSdkSignature(url, nonceStr, timestamp);
      const channel = ctx.params.as<{ channel: string }>().optStr('channel');
      return { wxConfig: { appId: wxAppIdFor(channel), timestamp, nonceStr, signature, jsApiList: JS_API_LIST } };
    },
    { as: 'anon', method: 'GET', params: { url: 'https://sms2.example.cn/sms2/newRecharge' } },
  ),
];
