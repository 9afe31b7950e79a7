import type { Month, OrderNo, PageQuery, Phone, SendSmsReq } from './common';
import { v, date, str, num, text, flag, list, type Infer } from '../schema';

/** GET /api/bill/queryUserBalance; `realtimeFeeFen`: unbilled usage this month. */
export const BalanceSchema = () =>
  v.object({
    phone: str(),
    balanceFen: num(),
    realtimeFeeFen: v.optional(num(), 0),
    queryTime: text(),
  });
export type Balance = Infer<typeof BalanceSchema>;

/** GET /api/bill/queryUserBalanceAndSum */
export const BalanceAndSumSchema = () => v.object({ ...BalanceSchema().entries, monthSpendFen: v.optional(num(), 0) });
export type BalanceAndSum = Infer<typeof BalanceAndSumSchema>;

const BucketTypeSchema = () => v.picklist(['general', 'targeted', '5G', 'voice', 'sms']);
export type BucketType = Infer<typeof BucketTypeSchema>;
const BucketUnitSchema = () => v.picklist(['KB', 'minute', 'item']);

/** `total`, `used`: KB for data, minutes for voice, count for SMS. */
const BucketSchema = () =>
  v.object({
    type: BucketTypeSchema(),
    name: text(),
    total: num(),
    used: num(),
    unit: BucketUnitSchema(),
  });
export type Bucket = Infer<typeof BucketSchema>;

/**
 * What makes up the allowance, each with its end: the plan's month (`kind` plan), day packs (day), packs to the
 * month's end or renewing monthly (month), packs of some days (period), packs ordered by staff (valet); another kind
 * is shown as it is named. Amounts as the buckets'.
 */
const AllowancePackSchema = () =>
  v.object({
    name: text(),
    kind: v.optional(str(), ''),
    type: v.optional(BucketTypeSchema(), 'general'),
    total: num(),
    used: v.optional(num(), 0),
    unit: v.optional(BucketUnitSchema(), 'KB'),
    expiresAt: v.optional(date()),
  });
export type AllowancePack = Infer<typeof AllowancePackSchema>;

/** GET /api/bill/querySetMealaAlowance — plan allowances, cap (`capKb`, when the plan has one) and throttle state;
 *  `packs`, when the server tells them, what each bucket is made of, with its end. */
export const AllowanceSchema = () =>
  v.object({
    // Read by no page: a backend with nothing to report answers {} (no buckets), the empty state.
    phone: text(),
    planCode: text(),
    planName: text(),
    is5G: flag(),
    buckets: list(BucketSchema()),
    packs: v.optional(list(AllowancePackSchema())),
    capKb: v.optional(num()),
    capped: flag(),
    throttled: flag(),
    queryTime: text(),
  });
export type Allowance = Infer<typeof AllowanceSchema>;

export interface TradeInfoReq {
  orderNo: OrderNo;
  /** An order placed before a number was bound: the contact phone given with it, proven by `smsCode` (a business
   *  code of getBusiSmsNotLogin) once per session. */
  phone?: Phone;
  smsCode?: string;
}

const TradeItemSchema = () => v.object({ name: text(), quantity: v.optional(num(), 1), fen: num() });
export type TradeItem = Infer<typeof TradeItemSchema>;

const StepSchema = () => v.object({ at: v.optional(date(), ''), text: text() });

/** GET /api/bill/getTradebhInfoCbss — a cBSS order's details. */
export const TradeInfoSchema = () =>
  v.object({
    orderNo: str(),
    stateCode: num(),
    items: list(TradeItemSchema()),
    totalFen: num(),
    /** A handset on contract: `totalFen` is this down payment, and the items carry the phone at its price. */
    downPaymentFen: v.optional(num()),
    msisdn: v.optional(str()),
    receiver: v.optional(v.object({ name: text(), phone: text(), address: text() })),
    logistics: v.optional(v.object({ company: text(), trackingNo: text(), steps: list(StepSchema()) })),
    timeline: list(StepSchema()),
    createdAt: v.optional(date(), ''),
    /** What was ordered ('broadband': an installation at the receiver's address, not a parcel), when told. */
    kind: v.optional(str()),
    /** A broadband order's installation visit (date yyyy-MM-dd, time HH:mm), when booked. */
    slot: v.optional(v.object({ date: text(), time: text() })),
  });
export type TradeInfo = Infer<typeof TradeInfoSchema>;

export interface OrderWechatPageReq {
  orderId: OrderNo;
  /** The payer's openid, when paying inside WeChat. */
  openid?: string;
  /** Outside WeChat: where the cashier returns, with `orderId` and `payResult` (success, fail, cancel). */
  returnUrl?: string;
  /** A promotional top-up to a number not bound to the payer: its SMS code. */
  smsCode?: string;
}

/** POST /api/bill/orderWechatPage — JSAPI parameters for chooseWXPay (or, outside WeChat, `cashierUrl`: the
 *  simulator's cashier address). */
export const WxPayParamsSchema = () =>
  v.object({
    orderId: text(),
    appId: text(),
    timeStamp: text(),
    nonceStr: text(),
    package: text(),
    signType: v.optional(v.picklist(['RSA', 'MD5', 'HMAC-SHA256']), 'RSA'),
    paySign: text(),
    cashierUrl: v.optional(str()),
  });
export type WxPayParams = Infer<typeof WxPayParamsSchema>;

const PayOrderTypeSchema = () =>
  v.picklist(['topup', 'promoTopup', 'depositGift', 'card', 'broadband', 'seckill', 'device', 'school']);
export type PayOrderType = Infer<typeof PayOrderTypeSchema>;
const PayOrderStatusSchema = () =>
  v.picklist(['unpaid', 'paid', 'crediting', 'credited', 'failed', 'refunded', 'cancelled', 'expired']);
export type PayOrderStatus = Infer<typeof PayOrderStatusSchema>;

export interface OrderByIdReq {
  orderId: OrderNo;
}

/** GET /api/bill/orderWechatGetById; `voucher`: a promotional bundle's voucher code, once credited (the tooth bundles). */
export const PayOrderSchema = () =>
  v.object({
    orderId: str(),
    type: PayOrderTypeSchema(),
    msisdn: str(),
    faceFen: num(),
    payFen: num(),
    status: PayOrderStatusSchema(),
    title: text(),
    createdAt: v.optional(date(), ''),
    expiresAt: v.optional(date(), ''),
    paidAt: v.optional(date()),
    failReason: v.optional(str()),
    voucher: v.optional(str()),
  });
export type PayOrder = Infer<typeof PayOrderSchema>;

export type PaymentChannel = 'wechat' | 'alipay' | 'hall' | 'bank' | 'other';

export interface PaymentRecordsReq extends PageQuery {
  month: Month;
}

/**
 * One row of GET /api/bill/userPaymentRecords; `kind`: what it paid for (`topup`, `depositGift`, `giftReturn`: a
 * credit to the balance; `card`, `broadband`, `seckill`, `device`: an order), absent from a backend that lists
 * top-ups alone.
 */
export const PaymentRecordSchema = () =>
  v.object({
    orderId: str(),
    msisdn: str(),
    fen: num(),
    channel: v.picklist(['wechat', 'alipay', 'hall', 'bank', 'other']),
    status: PayOrderStatusSchema(),
    at: date(),
    kind: v.optional(str()),
    /** What the customer paid, when it is not what was credited (`fen`): a deposit gift pays ¥80 for ¥100. */
    payFen: v.optional(num()),
  });
export type PaymentRecord = Infer<typeof PaymentRecordSchema>;

/** POST /api/bill/logtransactive — log a cancelled or failed payment. */
export interface LogTransReq {
  orderId: OrderNo;
  action: 'cancel' | 'fail';
  reason?: string;
}

/** POST /api/bill/getOrderWechatPageCode — SMS code to verify an unbound number before paying. */
export type OrderPageCodeReq = SendSmsReq;
