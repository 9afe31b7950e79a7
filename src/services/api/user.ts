import { urlFor } from '../request';
import { FORM, GET, POST } from './define';
import type * as T from './types';
import { SignedUrlSchema, SmsSentSchema } from './types/common';
import {
  InternetServiceSchema,
  LoginResultSchema,
  NewOnlineInfoSchema,
  OperatorUserInfoSchema,
  ScoreInfoSchema,
  ThirdAuthLoginResultSchema,
  UserGroupsSchema,
} from './types/user';
import { list, v } from './schema';

// Who the user is: in shell.ts, which the entry imports without this module's other calls.
export { getUserInfo, getUserInfoBtm, PHONE_STORAGE_KEY } from './shell';

/** GET /api/user/kaptcha/{id} — the captcha image address (an <img> src); a new random id refreshes it */
export const captchaImageUrl = (id: string): string => urlFor(`/api/user/kaptcha/${encodeURIComponent(id)}`);

/** POST /api/user/defaultLogin — make a bound number the default */
export const defaultLogin = /*#__PURE__*/ POST<T.DefaultLoginReq, T.LoginResult>(
  '/api/user/defaultLogin',
  LoginResultSchema,
);
/** POST /api/user/logout — end the server session (proposed path: the spec has none; the simulator plays it) */
export const logout = /*#__PURE__*/ POST<void, unknown>('/api/user/logout', () => v.unknown());
/** POST /api/user/loginCaptcha — log in with phone and SMS code */
export const loginCaptcha = /*#__PURE__*/ POST<T.LoginReq, T.LoginResult>('/api/user/loginCaptcha', LoginResultSchema);
/** POST /api/user/thirdAuthLogin — log in with a mall token */
export const thirdAuthLogin = /*#__PURE__*/ POST<T.ThirdAuthLoginReq, T.ThirdAuthLoginResult>(
  '/api/user/thirdAuthLogin',
  ThirdAuthLoginResultSchema,
);
/** POST /api/user/sendMessage — send a login or verification SMS (captcha gate) */
export const sendMessage = /*#__PURE__*/ POST<T.SendSmsReq, T.SmsSent>('/api/user/sendMessage', SmsSentSchema);
/** POST /api/user/sendResetPwdMessage — send the service-password reset SMS (captcha gate) */
export const sendResetPwdMessage = /*#__PURE__*/ POST<T.SendSmsReq, T.SmsSent>(
  '/api/user/sendResetPwdMessage',
  SmsSentSchema,
);
/** POST /api/user/userMoreBinding/sendMessage — send the bind or unbind SMS (captcha gate) */
export const sendBindingMessage = /*#__PURE__*/ POST<T.BindNumberSendReq, T.SmsSent>(
  '/api/user/userMoreBinding/sendMessage',
  SmsSentSchema,
);
/** GET /api/user/userMoreBinding/getUserGroups — numbers bound to this WeChat user */
export const getUserGroups = /*#__PURE__*/ GET('/api/user/userMoreBinding/getUserGroups', UserGroupsSchema);
/** GET /api/user/queryUserInfo — operator account facts (user-info host) */
export const queryUserInfo = /*#__PURE__*/ GET('/api/user/queryUserInfo', OperatorUserInfoSchema);
/** GET /api/user/userInfo/qryScoreInfo — points and star level */
export const qryScoreInfo = /*#__PURE__*/ GET('/api/user/userInfo/qryScoreInfo', ScoreInfoSchema);
/** GET /api/user/getJfSign — signed address of the points mall */
export const getJfSign = /*#__PURE__*/ GET<T.JfSignReq | void, T.SignedUrl>('/api/user/getJfSign', SignedUrlSchema);
/** GET /api/user/queryInternetService — value-added services on the number */
export const queryInternetService = /*#__PURE__*/ GET('/api/user/queryInternetService', () =>
  list(InternetServiceSchema()),
);
/** form POST /api/user/getNewOnLine — the new-subscriber online tasks */
export const getNewOnLine = /*#__PURE__*/ FORM<T.NewOnlineReq | void, T.NewOnlineInfo>(
  '/api/user/getNewOnLine',
  NewOnlineInfoSchema,
);
