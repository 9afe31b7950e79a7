import { urlFor } from '../request';
import { FORM, GET, POST } from './define';
import type * as T from './types';

// Who the user is: in shell.ts, which the entry imports without this module's other calls.
export { getUserInfo, getUserInfoBtm, PHONE_STORAGE_KEY } from './shell';

/** GET /api/user/kaptcha/{id} — the captcha image address (an <img> src); a new random id refreshes it */
export const captchaImageUrl = (id: string): string => urlFor(`/api/user/kaptcha/${encodeURIComponent(id)}`);

/** POST /api/user/defaultLogin — make a bound number the default */
export const defaultLogin = /*#__PURE__*/ POST<T.DefaultLoginReq, T.LoginResult>('/api/user/defaultLogin');
/** POST /api/user/loginCaptcha — log in with phone and SMS code */
export const loginCaptcha = /*#__PURE__*/ POST<T.LoginReq, T.LoginResult>('/api/user/loginCaptcha');
/** POST /api/user/thirdAuthLogin — log in with a mall token */
export const thirdAuthLogin = /*#__PURE__*/ POST<T.ThirdAuthLoginReq, T.ThirdAuthLoginResult>('/api/user/thirdAuthLogin');
/** POST /api/user/sendMessage — send a login or verification SMS (captcha gate) */
export const sendMessage = /*#__PURE__*/ POST<T.SendSmsReq, T.SmsSent>('/api/user/sendMessage');
/** POST /api/user/sendResetPwdMessage — send the service-password reset SMS (captcha gate) */
export const sendResetPwdMessage = /*#__PURE__*/ POST<T.SendSmsReq, T.SmsSent>('/api/user/sendResetPwdMessage');
/** POST /api/user/userMoreBinding/sendMessage — send the bind or unbind SMS (captcha gate) */
export const sendBindingMessage = /*#__PURE__*/ POST<T.BindNumberSendReq, T.SmsSent>('/api/user/userMoreBinding/sendMessage');
/** GET /api/user/userMoreBinding/getUserGroups — numbers bound to this WeChat user */
export const getUserGroups = /*#__PURE__*/ GET<void, T.UserGroups>('/api/user/userMoreBinding/getUserGroups');
/** GET /api/user/queryUserInfo — operator account facts (user-info host) */
export const queryUserInfo = /*#__PURE__*/ GET<void, T.OperatorUserInfo>('/api/user/queryUserInfo');
/** GET /api/user/userInfo/qryScoreInfo — points and star level */
export const qryScoreInfo = /*#__PURE__*/ GET<void, T.ScoreInfo>('/api/user/userInfo/qryScoreInfo');
/** GET /api/user/getJfSign — signed address of the points mall */
export const getJfSign = /*#__PURE__*/ GET<T.JfSignReq | void, T.SignedUrl>('/api/user/getJfSign');
/** GET /api/user/queryInternetService — value-added services on the number */
export const queryInternetService = /*#__PURE__*/ GET<void, T.InternetService[]>('/api/user/queryInternetService');
/** form POST /api/user/getNewOnLine — the new-subscriber online tasks */
export const getNewOnLine = /*#__PURE__*/ FORM<T.NewOnlineReq | void, T.NewOnlineInfo>('/api/user/getNewOnLine');
