import type { Phone } from './common';

export interface WxConfigReq {
  /** The page address without the hash. */
  url: string;
}

/** Server part of wx.config; the client merges it with `url`, `debug` and `wxPublicAccountId`. */
export interface WxConfigServer {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList?: string[];
}

/** GET /api/unifiedinteraction/jssdk/getWxConfig */
export interface WxConfigResult {
  wxConfig: WxConfigServer;
}

export interface SnsUserReq {
  code: string;
  state?: string;
  /** 5 selects the first app id, anything else the second. */
  channel?: string | number;
}

/** GET /api/unifiedinteraction/sns/getSnsUserByCode */
export interface SnsUser {
  openid: string;
  unionid?: string;
  nickname: string;
  headImgUrl?: string;
  userPhone?: Phone;
}
