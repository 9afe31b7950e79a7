import { v, text, list, type Infer } from '../schema';

export interface WxConfigReq {
  /** The page address without the hash. */
  url: string;
}

/** Server part of wx.config; the client merges it with `url`, `debug` and `wxPublicAccountId`. */
const WxConfigServerSchema = () =>
  v.object({
    appId: v.string(),
    timestamp: v.number(),
    nonceStr: v.string(),
    signature: v.string(),
    jsApiList: v.optional(list(v.string())),
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
    openid: v.string(),
    unionid: v.optional(v.string()),
    nickname: text(),
    headImgUrl: v.optional(v.string()),
    userPhone: v.optional(v.string()),
    /** 1: a snapshot user (a page opened from a moment, WeChat's preview mode): no real identity, no ordering. */
    is_snapshotuser: v.optional(v.union([v.number(), v.string()])),
  });
export type SnsUser = Infer<typeof SnsUserSchema>;
