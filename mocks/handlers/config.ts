// config/*: operation logs, area dictionary, product lists, configured banners, the cfsf checkout and the
// anonymous top-up order with its blacklist, daily cap and maintenance window.
import type {
  AreaDict,
  AreaDictReq,
  CfshdSubmitReq,
  CfshdSubmitResult,
  ConfigItem,
  ConfigListReq,
  EcsProduct,
  EcsProductReq,
  InsertOperationLogReq,
  OperationLogReq,
  OperationLogResult,
  OrderCreated,
  OrderSubmitBlackReq,
  VitalsReq,
  VitalsResult,
} from '../../src/services/api/types';
import type { Ctx, RouteDef } from '../core/context';
import { biz } from '../core/errors';
import { cnParts, dayKey, isoCn } from '../core/time';
import { TOOTH_BUNDLES } from '../db/seed/activities';
import { maskPhone } from '../db/idcard';
import { PERSONA } from '../db/seed/people';
import type { OpLogRow } from '../db/types';
import { recordOpLog } from '../services/oplog';
import { readSamples, recordVitals } from '../services/vitals';
import { createPayOrder } from '../services/payments';
import { assertPhone } from '../services/verify';
import { findActivity, hasUnmaskedPhone, inMaintenance, MAINTENANCE_MSG, preCheck, route } from './common';
import { giftReasons, openAgreement, tierOf } from './depositGift';

/** Fixed amounts of the standard top-up, and the custom range (whole yuan). */
export const TOPUP_AMOUNTS_FEN = [1000, 2000, 3000, 5000, 10000, 20000, 30000, 50000];
export const TOPUP_CUSTOM_MIN_FEN = 100;
export const TOPUP_CUSTOM_MAX_FEN = 200000;
export const TOPUP_DAILY_CAP_FEN = 500000;

/** What a log reveals that it should not (docs/ARCHITECTURE.md §6): reported by __sim/oplog, stored as sent. */
function logWarnings(text: string): string[] {
  const w: string[] = [];
  if (hasUnmaskedPhone(text)) w.push('unmasked phone number');
  if (/[?&](token|code|smsCode|kaptcha|mall_token)=/i.test(text)) w.push('token or code in the address');
  return w;
}

function storeLog(ctx: Ctx, kind: OpLogRow['kind'], payload: Record<string, unknown>): OperationLogResult {
  const id = ctx.nextId('log');
  const warnings = logWarnings(JSON.stringify(payload));
  recordOpLog(
    ctx.state,
    {
      at: ctx.now,
      kind,
      sessionId: ctx.who.session?.id,
      phone: ctx.who.phone,
      payload: warnings.length ? { ...payload, warnings } : payload,
    },
    id,
  );
  return { logId: id };
}

function ecsPlan(ctx: Ctx): EcsProduct[] {
  return ctx.state.catalogue.plans.map((p) => ({
    code: p.code,
    name: p.name,
    type: 'plan',
    monthlyFen: p.monthlyFen,
    prepayFen: 0,
    dataKb: p.dataKb,
    targetedDataKb: p.targetedKb,
    voiceMinutes: p.voiceMinutes,
    is5G: p.is5G,
    firstMonthRule: 'nextMonth',
    tags: [
      p.is5G ? '5G' : '4G',
      ...(p.capKb ? ['封顶40GB'] : []),
      ...(p.lockMonths ? [`${p.lockMonths}个月内不可转出`] : []),
    ],
  }));
}

export function topupOrder(ctx: Ctx): OrderCreated {
  const p = ctx.params.as<OrderSubmitBlackReq>();
  const phone = assertPhone(p.optStr('phone'));
  const type = p.oneOf('type', ['standard', 'promo', 'school'] as const, 'standard');
  if (inMaintenance(ctx.now)) throw biz('E_MAINTENANCE', MAINTENANCE_MSG);
  const info = preCheck(ctx.state, phone, ctx.now);
  if (!info.isLocal)
    throw biz(info.operator === 'unicom' ? 'E_NOT_LOCAL' : 'E_NOT_OUR_NUMBER', info.reason ?? '暂不支持该号码充值');
  const sub = ctx.state.subscribers[phone];
  if (sub && ctx.state.blacklistCerts.includes(sub.certNo))
    throw biz('E_BLACKLIST', '该号码暂不支持在线充值，请到营业厅办理');
  if (sub?.status === 'terminated') throw biz('E_TERMINATED', '该号码已销户，不能充值');
  let faceFen: number;
  let payFen: number;
  let title: string;
  let bundleCode: string | undefined;
  if (type === 'promo') {
    bundleCode = p.str('bundleCode', '充值套餐');
    const bundle = TOOTH_BUNDLES.find((b) => b.code === bundleCode);
    if (!bundle) throw biz('E_PARAM', '充值套餐不存在');
    const act = findActivity(ctx.state, 'tooth');
    if (ctx.now < act.startAt || ctx.now >= act.endAt) throw biz('E_ACT_ENDED', '活动已结束');
    const token = p.optStr('token');
    if (token !== undefined) {
      const t = ctx.state.toothTokens[token];
      if (!t) throw biz('E_TOKEN_INVALID', '活动链接无效');
      if (t.validUntil <= ctx.now) throw biz('E_TOKEN_EXPIRED', '活动链接已过期');
    }
    const used = Object.values(ctx.state.payOrders).some(
      (o) => o.type === 'promoTopup' && o.msisdn === phone && ['paid', 'crediting', 'credited'].includes(o.status),
    );
    if (used) throw biz('E_PROMO_ONCE', '每个号码限参加1次');
    faceFen = bundle.faceFen;
    payFen = bundle.payFen;
    title = bundle.name;
  } else {
    faceFen = p.int('faceFen', '充值金额');
    const custom = faceFen % 100 === 0 && faceFen >= TOPUP_CUSTOM_MIN_FEN && faceFen <= TOPUP_CUSTOM_MAX_FEN;
    if (!TOPUP_AMOUNTS_FEN.includes(faceFen) && !custom) throw biz('E_AMOUNT', '充值金额须为1-2000元的整数');
    // First day of the month: 100 yuan for 98.
    payFen = cnParts(ctx.now).d === 1 && faceFen === 10000 ? 9800 : faceFen;
    title = `话费充值${faceFen / 100}元`;
  }
  const today = dayKey(ctx.now);
  const spent = Object.values(ctx.state.payOrders)
    .filter(
      (o) =>
        o.msisdn === phone &&
        (o.type === 'topup' || o.type === 'promoTopup' || o.type === 'school') &&
        dayKey(o.createdAt) === today,
    )
    .filter(
      (o) => ['paid', 'crediting', 'credited'].includes(o.status) || (o.status === 'unpaid' && o.expiresAt > ctx.now),
    )
    .reduce((sum, o) => sum + o.faceFen, 0);
  if (spent + faceFen > TOPUP_DAILY_CAP_FEN)
    throw biz(
      'E_DAILY_CAP',
      `单个号码每日充值金额不能超过5000元，今日还可充值${Math.max(0, (TOPUP_DAILY_CAP_FEN - spent) / 100)}元`,
    );
  const o = createPayOrder(
    ctx.state,
    {
      type: type === 'promo' ? 'promoTopup' : type === 'school' ? 'school' : 'topup',
      msisdn: phone,
      faceFen,
      payFen,
      title,
      effect: { kind: 'topup' },
      ownerPhone: ctx.who.phone,
      ownerOpenid: ctx.who.openid,
      bundleCode,
    },
    ctx.now,
    ctx.rng,
  );
  return { orderId: o.orderId, payFen: o.payFen, expiresAt: isoCn(o.expiresAt) };
}

export const configRoutes: RouteDef[] = [
  route(
    'config/operationLog',
    'G0',
    'Navigation log (operationId 1); stored as sent, listed by GET __sim/oplog.',
    (ctx): OperationLogResult => {
      const p = ctx.params.as<OperationLogReq>();
      const accessUrl = p.str('accessUrl');
      const logParams = p.obj('logParams') ?? {};
      if (p.optNum('userType') !== 1) throw biz('E_PARAM', 'userType必须为1');
      return storeLog(ctx, 'navigation', {
        accessUrl,
        endingType: p.optStr('endingType') ?? '',
        userType: 1,
        title: p.optStr('title') ?? '',
        logParams,
      });
    },
    {
      as: 'anon',
      method: 'POST',
      params: {
        accessUrl: 'https://sms2.example.cn/sms2/',
        endingType: 'Mozilla/5.0',
        userType: 1,
        title: '',
        logParams: { operationId: 1 },
      },
    },
  ),

  route(
    'config/operationLog/insertOperationLog',
    'G0',
    'Activity action log: click 2, share 3, submit 4.',
    (ctx): OperationLogResult => {
      const p = ctx.params.as<InsertOperationLogReq>();
      const operationId = p.num('operationId');
      if (![2, 3, 4].includes(operationId)) throw biz('E_PARAM', 'operationId须为2、3或4');
      return storeLog(ctx, 'action', {
        operationId,
        actId: p.optStr('actId'),
        target: p.optStr('target'),
        accessUrl: p.str('accessUrl'),
      });
    },
    {
      as: 'anon',
      method: 'POST',
      params: {
        operationId: 2,
        actId: 'yearMainVenue',
        target: 'tile_venue5G',
        accessUrl: 'https://sms2.example.cn/sms2/yearMainVenue',
      },
    },
  ),

  route(
    'config/vitals',
    'G0',
    'Field measurement (proposed): Core Web Vitals of a page by route pattern and engine; stored beside the state, listed by GET __sim/vitals.',
    (ctx): VitalsResult => ({
      stored: recordVitals(readSamples(ctx.params.as<VitalsReq>().raw('samples')), ctx.now),
    }),
    {
      as: 'anon',
      method: 'POST',
      params: {
        samples: [
          {
            name: 'LCP',
            value: 1830,
            id: 'v5-1-1',
            route: '/',
            engine: 'wechat-android',
            ect: '4g',
            navigationType: 'navigate',
          },
        ],
      },
    },
    { source: 'proposed' },
  ),

  route(
    'config/custAreaDict/list',
    'G0',
    'Area dictionary: cities of 云南 (53), or the districts of parentCode.',
    (ctx): AreaDict[] => {
      const parent = ctx.params.as<AreaDictReq>().optStr('parentCode') ?? '530000';
      return ctx.state.catalogue.areas
        .filter((a) => a.parentCode === parent)
        .map((a) => ({ code: a.code, name: a.name, parentCode: a.parentCode, level: a.level }));
    },
    { as: 'anon', method: 'GET' },
  ),

  route(
    'config/ecsProduct/getProductList',
    'G0',
    'Cards, plans, devices or the agent catalogue (type=valet, staff only).',
    (ctx): EcsProduct[] => {
      const type = ctx.params.as<EcsProductReq>().oneOf('type', ['card', 'plan', 'valet', 'device'] as const, 'card');
      if (type === 'card') return ctx.state.catalogue.cards;
      if (type === 'plan') return ecsPlan(ctx);
      if (type === 'valet') {
        if (!ctx.who.staffId) throw biz('E_STAFF_ONLY', '请从店员工作台进入');
        return ctx.state.catalogue.valetProducts;
      }
      return ctx.state.catalogue.devices.map((d) => ({
        code: d.code,
        name: d.name,
        type: 'device',
        monthlyFen: 0,
        prepayFen: d.priceFen,
        dataKb: 0,
        voiceMinutes: 0,
        is5G: d.kind === 'cpe' && d.code.includes('5G'),
        tags: [...d.colours, ...d.storage, d.stock > 0 ? `库存${d.stock}` : '已售罄'],
        colours: d.colours,
        storage: d.storage,
        stockLeft: Math.max(0, d.stock),
      }));
    },
    { as: 'anon', method: 'GET', params: { type: 'card' } },
  ),

  route(
    'config/cfshd/submit',
    'G1',
    'The cfsf checkout: pay for myself, or a friend pays from a shared link (shareOpenId, money).',
    (ctx): CfshdSubmitResult => {
      const p = ctx.params.as<CfshdSubmitReq>();
      // A deposit onto the balance: none in the nightly pause, whatever the phone's clock said.
      if (inMaintenance(ctx.now)) throw biz('E_MAINTENANCE', MAINTENANCE_MSG);
      const act = findActivity(ctx.state, p.str('actId'));
      const payer = p.oneOf('payer', ['self', 'friend'] as const, 'self');
      let phone = p.str('phone', '手机号码');
      let sub;
      if (payer === 'self') {
        sub = ctx.me(phone);
      } else {
        const shareOpenId = p.str('shareOpenId');
        const sharer = ctx.state.wxUsers[shareOpenId];
        // The friend only saw the sharer's number masked (reception): a masked number stands for the sharer's default one.
        if (phone.includes('*') && sharer?.defaultPhone && maskPhone(sharer.defaultPhone) === phone)
          phone = sharer.defaultPhone;
        if (!sharer || !sharer.bound.some((b) => b.phone === phone))
          throw biz('E_SHARE_INVALID', '分享链接无效或已失效');
        if (shareOpenId === ctx.who.openid) throw biz('E_SHARE_SELF', '这是您自己的分享链接，请直接支付');
        sub = ctx.state.subscribers[phone];
        if (!sub) throw biz('E_SHARE_INVALID', '分享链接无效或已失效');
      }
      const t = tierOf(act, p.optInt('tier'));
      if (!t) throw biz('E_PARAM', '请选择档位');
      const money = p.optNum('money');
      if (payer === 'friend' && money !== undefined && money !== t.payFen && money * 100 !== t.payFen)
        throw biz('E_SHARE_INVALID', '分享链接金额与档位不一致');
      const { reasons } = giftReasons(ctx, act, sub);
      if (reasons.length) throw biz('E_INELIGIBLE', reasons[0] ?? '不符合活动条件', { reasons });
      const { agreement, pay } = openAgreement(ctx, act, sub.phone, t, payer);
      return {
        orderId: pay.orderId,
        actOrderId: agreement.actOrderId,
        payFen: pay.payFen,
        expiresAt: isoCn(pay.expiresAt),
      };
    },
    { as: 'zhang', method: 'POST', params: { actId: 'cfsf', tier: 1, payer: 'self', phone: PERSONA.zhang } },
  ),

  route(
    'config/list',
    'G0',
    'Configured banners, tiles, notices, floors and the activities list (isShow=0: shown items).',
    (ctx): ConfigItem[] => {
      const p = ctx.params.as<ConfigListReq>();
      const hidden = p.optInt('isShow') === 1;
      const kind = p.optStr('kind');
      const pageName = p.optStr('page');
      return (
        ctx.state.configItems
          .filter((c) => c.hidden === hidden && (!kind || c.kind === kind) && (!pageName || c.page === pageName))
          // Ended items are left out by this clock; only the activity list, asked for by name, keeps its ended ones.
          .filter(
            (c) => (pageName === 'activities' && c.page === 'activities') || c.endAt === undefined || c.endAt > ctx.now,
          )
          .sort((a, b) => a.sort - b.sort)
          .map((c) => ({
            id: c.id,
            kind: c.kind,
            title: c.title,
            sort: c.sort,
            ...(c.imageUrl ? { imageUrl: c.imageUrl } : {}),
            ...(c.link ? { link: c.link } : {}),
            ...(c.actCode ? { actCode: c.actCode } : {}),
            ...(c.startAt !== undefined ? { startAt: isoCn(c.startAt) } : {}),
            ...(c.endAt !== undefined ? { endAt: isoCn(c.endAt) } : {}),
          }))
      );
    },
    { as: 'anon', method: 'GET', params: { isShow: 0 } },
  ),

  route(
    'config/pay/anon/orderSubmitBlack',
    'G0',
    'Top-up order (any number of this province): blacklist, ¥5,000/day cap, maintenance 22:50-00:50.',
    (ctx): OrderCreated => topupOrder(ctx),
    {
      as: 'anon',
      method: 'POST',
      params: { phone: PERSONA.wang, faceFen: 5000, type: 'standard' },
    },
  ),
];
