import { GET } from './define';
import type * as T from './types';
import { SnsUserSchema, WxConfigResultSchema } from './types/unifiedinteraction';

/** GET /api/unifiedinteraction/jssdk/getWxConfig — the wx.config signature for a page address */
export const getWxConfig = /*#__PURE__*/ GET<T.WxConfigReq, T.WxConfigResult>(
  '/api/unifiedinteraction/jssdk/getWxConfig',
  WxConfigResultSchema,
);
/** GET /api/unifiedinteraction/sns/getSnsUserByCode — exchange an OAuth code for the WeChat user. The code is good
 *  once: never retried (a lost answer would spend it twice); the caller asks for the session instead. */
export const getSnsUserByCode = /*#__PURE__*/ GET<T.SnsUserReq, T.SnsUser>(
  '/api/unifiedinteraction/sns/getSnsUserByCode',
  SnsUserSchema,
  { unsafe: true },
);
