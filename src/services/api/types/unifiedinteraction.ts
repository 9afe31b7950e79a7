import { v, str, num, text, list, type Infer } from '../schema';

export interface WxConfigReq {
  /** The page address without the hash. */
  url: string;
}

/** Server part of wx.config; the client merges it with `url`, `debug` and `wxPublicAccountId`. */
const WxConfigServerSchema = () =>
  v.object({
    appId: str(),
    timestamp: num(),
    nonceStr: str(),
    signature: str(),
    jsApiList: v.optional(list(str())),
  });
export type WxConfigServer = Infer<typeof WxConfigServerSchema>;

/** GET /api/unifiedinteraction/jssdk/getWxConfig */
export const WxConfigResultSchema = () => v.object({ wxConfig: WxConfigServerSchema() });
export type WxConfigResult = Infer<typeof WxConfigResultSchema>;

export interface SnsUserReq {
  code: string;
  state?: string;
  /** 5 selects the first app id, anything else the second. */
  channel?: string | number;
}

/** GET /api/unifiedinteraction/sns/getSnsUserByCode */
export const SnsUserSchema = () =>
  v.object({
    openid: str(),
    unionid: v.optional(str()),
    nickname: text(),
    headImgUrl: v.optional(str()),
    userPhone: v.optional(str()),
    /** 1: a snapshot user (a page opened from a moment, WeChat's preview mode): no real identity, no ordering. */
    is_snapshotuser: v.optional(v.union([num(), str()])),
  });
export type SnsUser = Infer<typeof SnsUserSchema>;
