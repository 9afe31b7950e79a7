// The calls the app shell itself makes (the session, the global model): who the user is and the phone
// pre-check. A module of their own, so the entry carries them without the other calls of their domains, which
// travel in the page chunks that use them. user.ts and handlebusi.ts re-export them.
import { GET, POST, type Endpoint } from './define';
import type * as T from './types';
import { CustomerProfileSchema, PreCheckInfoSchema, UserInfoBtmSchema } from './types/shell';

/** Local storage key of the bound number (SPEC §3). */
export const PHONE_STORAGE_KEY = 'wechatUser_phone';

/** GET /api/user/getUserInfo — the customer profile */
export const getUserInfo = /*#__PURE__*/ GET('/api/user/getUserInfo', CustomerProfileSchema);

const btm = /*#__PURE__*/ GET('/api/user/getUserInfoBtm', UserInfoBtmSchema);
/** GET /api/user/getUserInfoBtm — the WeChat user and bound number; a userPhone is saved as wechatUser_phone */
export const getUserInfoBtm: Endpoint<void, T.UserInfoBtm> = async (payload, opts) => {
  const info = await btm(payload, opts);
  if (info?.userPhone) {
    try {
      window.localStorage.setItem(PHONE_STORAGE_KEY, info.userPhone);
    } catch {
      /* storage may be off */
    }
  }
  return info;
};

/** POST /api/handlebusi/preCheck/preCheckToPhone — operator and region of a number (kept as preCheckInfo) */
export const preCheckToPhone = /*#__PURE__*/ POST<T.PreCheckReq, T.PreCheckInfo>(
  '/api/handlebusi/preCheck/preCheckToPhone',
  PreCheckInfoSchema,
);
