// user/*: captcha image, SMS sends, phone login and binding (one WeChat user, up to 5 numbers), profiles. Points
// are in benefits/points.ts, value-added services in business/records.ts, new-subscriber tasks in venues.ts.
import type {
  BindNumberSendReq,
  CustomerProfile,
  DefaultLoginReq,
  LoginReq,
  LoginResult,
  OperatorUserInfo,
  SendSmsReq,
  SmsSent,
  ThirdAuthLoginReq,
  ThirdAuthLoginResult,
  UserGroups,
  UserInfoBtm,
} from '../../src/services/api/types';
import type { Ctx, RouteDef } from '../core/context';
import { biz, MSG } from '../core/errors';
import { secretToken } from '../core/secrets';
import { dateCn, isoCn, monthsBetween } from '../core/time';
import { maskCert, maskName } from '../db/idcard';
import { PERSONA, STAFF_TOKEN } from '../db/seed/people';
import type { Subscriber, WxUser } from '../db/types';
import { issueCaptcha } from '../services/verify';
import { captchaOwner, checkSms, cityNameOf, passCaptcha, route, send } from './common';

export const MAX_BOUND = 5;

function wxOf(ctx: Ctx): WxUser | undefined {
  return ctx.who.openid ? ctx.state.wxUsers[ctx.who.openid] : undefined;
}

export function planName(ctx: Ctx, code: string): string {
  return ctx.state.catalogue.plans.find((p) => p.code === code)?.name ?? code;
}

/** The captcha of `id` for the caller's session, or a visitor's browser (bound by a cookie set here if need be). */
function captchaImage(ctx: Ctx, id: string): Response {
  const { owner, setCookie } = captchaOwner(ctx, true);
  const { svg } = issueCaptcha(ctx.state, owner ?? '', id, ctx.now);
  const res = new Response(svg, {
    status: 200,
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store' },
  });
  if (setCookie) res.headers.append('set-cookie', setCookie);
  return res;
}

export function profileOf(ctx: Ctx, sub: Subscriber): CustomerProfile {
  const plan = ctx.state.catalogue.plans.find((p) => p.code === sub.planCode);
  return {
    phone: sub.phone,
    name: maskName(sub.name),
    certNo: maskCert(sub.certNo),
    areaCode: sub.cityCode,
    planCode: sub.planCode,
    planName: plan?.name ?? sub.planCode,
    is5G: plan?.is5G ?? false,
    star: sub.star,
    activatedOn: dateCn(sub.activatedAt),
    status: sub.status,
    realNameVerified: sub.realNameVerified,
    balanceFen: sub.balanceFen,
  };
}

export const userRoutes: RouteDef[] = [
  route(
    'user/kaptcha/{id}',
    'G0',
    'Captcha image (SVG) for the client-chosen id, bound to the session or browser that fetched it; single use, 5 minutes.',
    (ctx) => captchaImage(ctx, ctx.pathParams.id ?? ''),
    { as: 'anon', method: 'GET' },
  ),
  route(
    'user/kaptcha',
    'G0',
    'Captcha image; the id in ?kaptchaId= (or ?id=).',
    (ctx) => {
      const p = ctx.params.as<{ kaptchaId: string; id: string }>();
      return captchaImage(ctx, p.optStr('kaptchaId') ?? p.optStr('id') ?? secretToken(8));
    },
    { as: 'anon', method: 'GET', params: { kaptchaId: 'cov_k1' } },
  ),
  route(
    'user/sendMessage',
    'G0',
    'SMS code for login, binding or a form (captcha gate). Same answer for customers and others.',
    (ctx): SmsSent => {
      passCaptcha(ctx);
      const p = ctx.params.as<SendSmsReq>();
      return send(ctx, p.optStr('phone'), 'login');
    },
    { as: 'anon', method: 'POST', captcha: true, params: { phone: PERSONA.li } },
    { captcha: true },
  ),
  route(
    'user/sendResetPwdMessage',
    'G1',
    "Resets the service password of one of the caller's numbers and sends it by SMS (captcha gate).",
    (ctx): SmsSent => {
      passCaptcha(ctx);
      const phone = ctx.params.as<SendSmsReq>().str('phone', '手机号码');
      if (!ctx.who.phones.includes(phone)) throw biz('E_FORBIDDEN_NUMBER', MSG.forbiddenNumber);
      const sub = ctx.me(phone);
      const sent = send(
        ctx,
        phone,
        'resetPwd',
        (code) => `【云南联通】您的服务密码已重置为${code}，请妥善保管，勿告知他人。`,
      );
      sub.servicePasswordSet = true;
      return sent;
    },
    { as: 'wang', method: 'POST', captcha: true, params: { phone: PERSONA.wang } },
    { captcha: true },
  ),
  route(
    'user/userMoreBinding/sendMessage',
    'G1',
    'SMS code to bind (max 5) or unbind a number of this WeChat user (captcha gate).',
    (ctx): SmsSent => {
      passCaptcha(ctx);
      const p = ctx.params.as<BindNumberSendReq>();
      const phone = p.str('phone', '手机号码');
      const action = p.oneOf('action', ['bind', 'unbind'] as const, 'bind');
      const wx = wxOf(ctx);
      if (!wx) throw biz('E_NO_WECHAT', '请在微信中打开后绑定号码');
      const bound = wx.bound.some((b) => b.phone === phone);
      if (action === 'bind') {
        if (bound) throw biz('E_ALREADY_BOUND', '该号码已绑定');
        if (wx.bound.length >= MAX_BOUND) throw biz('E_BIND_LIMIT', `每个微信最多绑定${MAX_BOUND}个号码，请先解绑`);
      } else if (!bound) {
        throw biz('E_NOT_BOUND_NUMBER', '该号码未绑定');
      }
      return send(ctx, phone, action);
    },
    { as: 'newUser', method: 'POST', captcha: true, params: { phone: PERSONA.li, action: 'bind' } },
    { captcha: true },
  ),
  route(
    'user/logout',
    'G0',
    'Proposed path: ends the session (the cookie expires). Idempotent: without a session it answers success too.',
    (ctx) => {
      ctx.logout();
      return null;
    },
    { as: 'wang', method: 'POST', params: {} },
    { source: 'proposed' },
  ),
  route(
    'user/loginCaptcha',
    'G0',
    'Phone + SMS code: logs in; inside WeChat it binds (or, after an unbind code, unbinds) the number.',
    (ctx): LoginResult => {
      const p = ctx.params.as<LoginReq>();
      const phone = p.str('phone', '手机号码');
      const wx = wxOf(ctx);
      // Inside WeChat the code binds or unbinds (userMoreBinding/sendMessage); outside it logs in (user/sendMessage).
      const purpose = checkSms(ctx, phone, p.str('smsCode', '短信验证码'), wx ? ['bind', 'unbind'] : ['login']);
      const sub = ctx.state.subscribers[phone];
      if (!sub) throw biz('E_NOT_CUSTOMER', '该号码不是云南联通用户，请核对后重试');
      if (sub.status === 'terminated') throw biz('E_TERMINATED', '该号码已销户');
      if (wx && purpose === 'unbind') {
        wx.bound = wx.bound.filter((b) => b.phone !== phone);
        if (wx.defaultPhone === phone) wx.defaultPhone = wx.bound[0]?.phone;
        ctx.login({ openid: wx.openid, phone: wx.defaultPhone, staffId: ctx.who.staffId });
        return { userPhone: wx.defaultPhone ?? '', openid: wx.openid };
      }
      if (wx) {
        const bound = wx.bound.some((b) => b.phone === phone);
        if (!bound) {
          const elsewhere = Object.values(ctx.state.wxUsers).find(
            (w) => w.openid !== wx.openid && w.bound.some((b) => b.phone === phone),
          );
          if (elsewhere) throw biz('E_BOUND_ELSEWHERE', '该号码已被其他微信账号绑定，请先在原微信中解绑');
          if (wx.bound.length >= MAX_BOUND) throw biz('E_BIND_LIMIT', `每个微信最多绑定${MAX_BOUND}个号码，请先解绑`);
          wx.bound.push({ phone, boundAt: ctx.now });
        }
        if (!wx.defaultPhone) wx.defaultPhone = phone;
        // The session keeps acting on the default number; user/defaultLogin switches.
        ctx.login({ openid: wx.openid, phone: wx.defaultPhone, staffId: ctx.who.staffId });
        return { userPhone: wx.defaultPhone, openid: wx.openid };
      }
      ctx.login({ phone, staffId: ctx.who.staffId });
      return { userPhone: phone };
    },
    { as: 'anon', method: 'POST', sms: PERSONA.wang, smsPurpose: 'login', params: { phone: PERSONA.wang } },
  ),
  route(
    'user/defaultLogin',
    'G1',
    'Makes a bound number the default one and acts on it from now on.',
    (ctx): LoginResult => {
      const phone = ctx.params.as<DefaultLoginReq>().str('phone', '手机号码');
      if (!ctx.who.phones.includes(phone)) throw biz('E_NOT_BOUND_NUMBER', '该号码未绑定，请先绑定');
      const wx = wxOf(ctx);
      if (wx) wx.defaultPhone = phone;
      const s = ctx.who.session;
      if (s) {
        s.phone = phone;
        ctx.who.phone = phone;
      }
      return { userPhone: phone, ...(wx ? { openid: wx.openid } : {}) };
    },
    { as: 'wang', method: 'POST', params: { phone: PERSONA.wang } },
  ),
  route(
    'user/getUserInfoBtm',
    'G1',
    'The WeChat user and the bound default number (userPhone), follow state.',
    // The nickname and picture come as WeChat sends them; the app reads neither.
    (ctx): UserInfoBtm & { nickname: string; headImgUrl?: string } => {
      const wx = wxOf(ctx);
      const sub = ctx.who.phone ? ctx.state.subscribers[ctx.who.phone] : undefined;
      return {
        openid: wx?.openid ?? '',
        unionid: wx?.unionid,
        nickname: wx?.nickname ?? sub?.nickname ?? '',
        headImgUrl: wx?.headImgUrl,
        ...(ctx.who.phone ? { userPhone: ctx.who.phone } : {}),
        subscribe: wx?.subscribe ?? false,
      };
    },
    { as: 'wang', method: 'GET' },
  ),
  route(
    'user/getUserInfo',
    'G2',
    'The subscriber profile (masked name and ID).',
    (ctx): CustomerProfile => profileOf(ctx, ctx.me(ctx.params.as<{ phone: string }>().optStr('phone'))),
    { as: 'wang', method: 'GET' },
  ),
  route(
    'user/queryUserInfo',
    'G2',
    'Operator-side account facts (user-info host).',
    (ctx): OperatorUserInfo => {
      const sub = ctx.me(ctx.params.as<{ phone: string }>().optStr('phone'));
      return {
        phone: sub.phone,
        provinceCode: '53',
        cityCode: sub.cityCode,
        cityName: cityNameOf(sub.cityCode),
        brand: sub.planCode === 'WK19' ? '腾讯王卡' : sub.planCode.startsWith('P5G') ? '5G畅爽' : '沃4G',
        paymentMode: sub.paymentMode,
        tenureMonths: monthsBetween(sub.activatedAt, ctx.now),
        ...(sub.contractEndsOn ? { contractEndsOn: sub.contractEndsOn } : {}),
        creditLimitFen: sub.creditLimitFen,
      };
    },
    { as: 'wang', method: 'GET' },
    { source: 'extra' },
  ),
  route(
    'user/thirdAuthLogin',
    'G0',
    'Logs in with a mall token (?token=): a customer number, or the staff member.',
    (ctx): ThirdAuthLoginResult => {
      const token = ctx.params.as<ThirdAuthLoginReq>().str('token');
      const owner = ctx.state.mallTokens[token];
      if (!owner) throw biz('E_TOKEN_INVALID', '登录凭证无效或已过期，请重新进入');
      if (owner.kind === 'staff') {
        const staff = ctx.state.staff[owner.staffId];
        ctx.login({ openid: ctx.who.openid, phone: ctx.who.session?.phone, staffId: owner.staffId });
        return { thirdUserPhone: staff?.phone ?? '', staffId: owner.staffId };
      }
      ctx.login({ openid: ctx.who.openid, phone: owner.phone, staffId: ctx.who.staffId });
      return { thirdUserPhone: owner.phone };
    },
    { as: 'anon', method: 'POST', params: { token: STAFF_TOKEN } },
  ),
  route(
    'user/userMoreBinding/getUserGroups',
    'G1',
    'Numbers bound to this WeChat user (max 5) and which is the default.',
    (ctx): UserGroups => {
      const wx = wxOf(ctx);
      if (!wx) {
        const phone = ctx.who.phone;
        return {
          openid: '',
          bound: phone ? [{ phone, isDefault: true, boundAt: isoCn(ctx.who.session?.createdAt ?? ctx.now) }] : [],
          maxBound: MAX_BOUND,
        };
      }
      return {
        openid: wx.openid,
        bound: wx.bound.map((b) => ({
          phone: b.phone,
          isDefault: b.phone === wx.defaultPhone,
          boundAt: isoCn(b.boundAt),
        })),
        maxBound: MAX_BOUND,
      };
    },
    { as: 'wang', method: 'GET' },
  ),
];
