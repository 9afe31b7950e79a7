// Helpers shared by the handlers.
import type { ActivityStatus, NetOperator, Page, Phone, PreCheckInfo } from '../../src/services/api/types';
import type { Ctx, Example, Guard, Handler, RouteDef } from '../core/context';
import { browserBinding, oauthBrowserOf } from '../core/cookies';
import { biz, HttpError, MSG } from '../core/errors';
import { minuteOfDay } from '../core/time';
import type { ActivityRow, SimState, Subscriber } from '../db/types';
import { areaName, cityOf, PROVINCE_NAME } from '../db/seed/areas';
import { assertPhone, checkCaptcha, sendSms, verifySms, type SentSms, type SmsPurpose } from '../services/verify';

export function route(
  path: string,
  guard: Guard,
  summary: string,
  handler: Handler,
  example: Example,
  extra: Partial<Pick<RouteDef, 'captcha' | 'source' | 'fresh'>> = {},
): RouteDef {
  return {
    path,
    guard,
    summary,
    handler,
    example,
    source: extra.source ?? 'spec',
    captcha: extra.captcha,
    ...(extra.fresh ? { fresh: true } : {}),
  };
}

/**
 * Who a captcha belongs to: the caller's session, or for a visitor the browser binding (its SMS2OAUTH cookie;
 * `setCookie` when the browser has none yet, for the answer that issues the captcha). A captcha is good only for
 * its owner.
 */
export function captchaOwner(ctx: Ctx, issue = false): { owner?: string; setCookie?: string } {
  if (ctx.who.session) return { owner: `session:${ctx.who.session.id}` };
  if (!issue) {
    const browser = oauthBrowserOf(ctx.request, ctx.url);
    return browser ? { owner: `browser:${browser}` } : {};
  }
  const { browser, setCookie } = browserBinding(ctx.request, ctx.url);
  return { owner: `browser:${browser}`, ...(setCookie ? { setCookie } : {}) };
}

/** The requests whose picture captcha has been verified (and consumed). */
const captchaPassed = new WeakSet<Ctx>();

/** Verifies the picture captcha of a captcha-gated path. */
export function passCaptcha(ctx: Ctx): void {
  const p = ctx.params.as<{ kaptcha: string; kaptchaId: string }>();
  checkCaptcha(ctx.state, captchaOwner(ctx).owner, p.optStr('kaptchaId'), p.optStr('kaptcha'), ctx.now);
  captchaPassed.add(ctx);
}

/**
 * Sends a code for `purpose` (the per-number, per-session, per-address and per-prefix limits apply). Every send
 * needs the request's single-use picture captcha: verified here when the handler has not done it first.
 */
export function send(
  ctx: Ctx,
  phone: string | undefined,
  purpose: SmsPurpose,
  textOf?: (code: string) => string,
): SentSms {
  if (!captchaPassed.has(ctx)) passCaptcha(ctx);
  return sendSms(ctx.state, assertPhone(phone), purpose, ctx.now, ctx.rng, ctx.log, textOf, ctx.client);
}

/** Codes an order's contact number was verified with: the order form's or the broadband form's send. */
export const ORDER_CODES: readonly SmsPurpose[] = ['order', 'broadband'];
/** Codes of the business SMS gate (getBusiSms, getBusiSmsNotLogin): handling on a number, visitors' forms. */
export const BUSI_CODES: readonly SmsPurpose[] = ['busi'];

/** Checks and consumes a code sent for one of `purposes`; another purpose's code is a wrong code. */
export function checkSms(
  ctx: Ctx,
  phone: string | undefined,
  code: string | undefined,
  purposes: readonly SmsPurpose[],
): SmsPurpose {
  return verifySms(ctx.state, phone, code, ctx.now, purposes);
}

/**
 * An order's contact phone proved by its SMS code in this session: the session may look that phone's orders up
 * (bill/getTradebhInfoCbss) without a second code, as after a lookup's own code.
 */
export function rememberLookupPhone(ctx: Ctx, phone: string): void {
  if (ctx.who.session) ctx.who.session.orderLookupPhone = phone;
}

export function page<T>(ctx: Ctx, all: T[]): Page<T> {
  const p = ctx.params.as<{ page: number; pageSize: number }>();
  const pageNo = Math.max(1, p.optInt('page') ?? 1);
  const pageSize = Math.min(100, Math.max(1, p.optInt('pageSize') ?? 20));
  return { list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: all.length, page: pageNo, pageSize };
}

// ---------------------------------------------------------------- numbers and operators

const UNICOM = ['130', '131', '132', '145', '155', '156', '166', '167', '171', '175', '176', '185', '186', '196'];
const MOBILE = [
  '134',
  '135',
  '136',
  '137',
  '138',
  '139',
  '147',
  '150',
  '151',
  '152',
  '157',
  '158',
  '159',
  '172',
  '178',
  '182',
  '183',
  '184',
  '187',
  '188',
  '195',
  '197',
  '198',
];
const TELECOM = ['133', '149', '153', '173', '177', '180', '181', '189', '190', '191', '193', '199'];
const BROADNET = ['192'];

/** 7-digit H-code segments of this province's Unicom numbers (the others are spread over other provinces). */
const YUNNAN_SEGMENTS: Record<string, string> = {
  '1868712': '530100',
  '1868710': '530100',
  '1860871': '530100',
  '1300871': '530100',
  '1768712': '530100',
  '1668712': '530100',
  '1550875': '530500',
  '1321188': '532900',
  '1858712': '530300',
  '1860874': '530300',
};
const OTHER_PROVINCES: [string, string][] = [
  ['四川', '成都'],
  ['广东', '广州'],
  ['贵州', '贵阳'],
  ['北京', '北京'],
  ['上海', '上海'],
  ['浙江', '杭州'],
];

export function operatorByPrefix(phone: Phone): NetOperator {
  const p = phone.slice(0, 3);
  if (UNICOM.includes(p)) return 'unicom';
  if (MOBILE.includes(p)) return 'mobile';
  if (TELECOM.includes(p)) return 'telecom';
  if (BROADNET.includes(p)) return 'broadnet';
  return 'unknown';
}

const OP_NAME: Record<NetOperator, string> = {
  unicom: '联通',
  mobile: '移动',
  telecom: '电信',
  broadnet: '广电',
  unknown: '未知',
};

/** Region and operator of any number: our subscribers first (number portability), then the H-code table. */
export function preCheck(state: SimState, phone: Phone, now: number): PreCheckInfo {
  const sub = state.subscribers[phone];
  if (sub) {
    const blacklisted = state.blacklistCerts.includes(sub.certNo);
    const base: PreCheckInfo = {
      phone,
      operator: 'unicom',
      isLocal: true,
      provinceName: PROVINCE_NAME,
      cityName: areaName(sub.cityCode),
      cityCode: sub.cityCode,
      canRecharge: true,
    };
    if (blacklisted) return { ...base, canRecharge: false, reason: '该号码暂不支持在线充值，请到营业厅办理' };
    if (sub.status === 'terminated') return { ...base, canRecharge: false, reason: '该号码已销户' };
    if (inMaintenance(now)) return { ...base, canRecharge: false, reason: '22:50-00:50系统维护，暂不能充值' };
    return base;
  }
  const operator = operatorByPrefix(phone);
  const city = YUNNAN_SEGMENTS[phone.slice(0, 7)];
  if (operator === 'unicom' && city) {
    return {
      phone,
      operator,
      isLocal: true,
      provinceName: PROVINCE_NAME,
      cityName: areaName(city),
      cityCode: city,
      canRecharge: !inMaintenance(now),
      ...(inMaintenance(now) ? { reason: '22:50-00:50系统维护，暂不能充值' } : {}),
    };
  }
  const [provinceName, cityName] = OTHER_PROVINCES[Number(phone.slice(3, 7)) % OTHER_PROVINCES.length] ?? [
    '未知',
    '未知',
  ];
  if (operator === 'unknown')
    return {
      phone,
      operator,
      isLocal: false,
      provinceName: '',
      cityName: '',
      cityCode: '',
      canRecharge: false,
      reason: '无法识别该号码，请核对后重试',
    };
  return {
    phone,
    operator,
    isLocal: false,
    provinceName,
    cityName,
    cityCode: '',
    canRecharge: false,
    reason:
      operator === 'unicom'
        ? `暂不支持${provinceName}联通号码充值`
        : `非本网号码（${OP_NAME[operator]}），暂不支持该号码充值`,
  };
}

/** The refusal of a deposit onto the balance (a top-up, a deposit-gift deposit) in the nightly pause. */
export const MAINTENANCE_MSG = '22:50-00:50系统维护，暂不能充值，请稍后再试';

/** 22:50-00:50 China time. */
export function inMaintenance(now: number): boolean {
  const m = minuteOfDay(now);
  return m >= 22 * 60 + 50 || m < 50;
}

export function cityNameOf(code: string): string {
  return areaName(cityOf(code));
}

// ---------------------------------------------------------------- activities

export function activityStatus(
  a: Pick<ActivityRow, 'startAt' | 'endAt' | 'dailyQuota' | 'joinedByDay' | 'totalStock' | 'totalJoined'>,
  now: number,
  day: string,
): ActivityStatus {
  if (now < a.startAt) return 'notStarted';
  if (now >= a.endAt) return 'ended';
  if (a.dailyQuota !== undefined && (a.joinedByDay[day] ?? 0) >= a.dailyQuota) return 'soldOut';
  if (a.totalStock !== undefined && a.totalJoined >= a.totalStock) return 'soldOut';
  return 'active';
}

export function findActivity(state: SimState, actId: string): ActivityRow {
  const a = state.activities[actId];
  if (!a) throw biz('E_ACT_NOT_FOUND', '活动不存在或已下线');
  return a;
}

export function statusMessage(s: ActivityStatus): string {
  return { notStarted: '活动尚未开始，敬请期待', active: '', soldOut: '今日名额已抢完，明天再来', ended: '活动已结束' }[
    s
  ];
}

export function starNumber(sub: Subscriber): number {
  return sub.star.startsWith('5') ? 5 : Number(sub.star);
}

/** Unmasked mobile numbers (11 digits starting with 1) in a text. */
export function hasUnmaskedPhone(text: string): boolean {
  return /(^|\D)1[3-9]\d{9}(\D|$)/.test(text);
}

/** The number an SMS-gated business acts on: `phone` of the request, else the caller's. */
export function smsPhone(ctx: Ctx): string {
  const p = ctx.params.as<{ phone: string }>().optStr('phone') ?? ctx.who.phone;
  if (!p) throw new HttpError(401, 'E_UNAUTHORIZED', MSG.unauthorized);
  return p;
}
