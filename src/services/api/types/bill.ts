import type { DateTime, Fen, Kb, Month, OrderNo, PageQuery, Phone, SendSmsReq } from './common';

/** GET /api/bill/queryUserBalance */
export interface Balance {
  phone: Phone;
  balanceFen: Fen;
  /** Unbilled usage this month. */
  realtimeFeeFen: Fen;
  queryTime: DateTime;
}

/** GET /api/bill/queryUserBalanceAndSum */
export interface BalanceAndSum extends Balance {
  monthSpendFen: Fen;
}

export type BucketType = 'general' | 'targeted' | '5G' | 'voice' | 'sms';

export interface Bucket {
  type: BucketType;
  name: string;
  /** KB for data, minutes for voice, count for SMS. */
  total: number;
  used: number;
  unit: 'KB' | 'minute' | 'item';
}

/** GET /api/bill/querySetMealaAlowance — plan allowances, cap and throttle state. */
export interface Allowance {
  phone: Phone;
  planCode: string;
  planName: string;
  is5G: boolean;
  buckets: Bucket[];
  /** Monthly data cap, when the plan has one. */
  capKb?: Kb;
  capped: boolean;
  throttled: boolean;
  queryTime: DateTime;
}

export interface TradeInfoReq {
  orderNo: OrderNo;
}

export interface TradeItem {
  name: string;
  quantity: number;
  fen: Fen;
}

/** GET /api/bill/getTradebhInfoCbss — a cBSS order's details. */
export interface TradeInfo {
  orderNo: OrderNo;
  stateCode: number;
  items: TradeItem[];
  totalFen: Fen;
  msisdn?: Phone;
  receiver?: { name: string; phone: Phone; address: string };
  logistics?: { company: string; trackingNo: string; steps: { at: DateTime; text: string }[] };
  timeline: { at: DateTime; text: string }[];
  createdAt: DateTime;
}

export interface OrderWechatPageReq {
  orderId: OrderNo;
  /** The payer's openid, when paying inside WeChat. */
  openid?: string;
  /** Outside WeChat: where the cashier returns, with `orderId` and `payResult` (success, fail, cancel). */
  returnUrl?: string;
  /** A promotional top-up to a number not bound to the payer: its SMS code. */
  smsCode?: string;
}

/** POST /api/bill/orderWechatPage — JSAPI parameters for chooseWXPay (or the simulator's cashier). */
export interface WxPayParams {
  orderId: OrderNo;
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA' | 'MD5' | 'HMAC-SHA256';
  paySign: string;
  /** Outside WeChat: the simulator's cashier address. */
  cashierUrl?: string;
}

export type PayOrderType = 'topup' | 'promoTopup' | 'depositGift' | 'card' | 'broadband' | 'seckill' | 'device' | 'school';
export type PayOrderStatus = 'unpaid' | 'paid' | 'crediting' | 'credited' | 'failed' | 'refunded' | 'cancelled' | 'expired';

export interface OrderByIdReq {
  orderId: OrderNo;
}

/** GET /api/bill/orderWechatGetById */
export interface PayOrder {
  orderId: OrderNo;
  type: PayOrderType;
  msisdn: Phone;
  faceFen: Fen;
  payFen: Fen;
  status: PayOrderStatus;
  title: string;
  createdAt: DateTime;
  expiresAt: DateTime;
  paidAt?: DateTime;
  failReason?: string;
  /** A promotional bundle's voucher code, once credited (the tooth bundles). */
  voucher?: string;
}

export type PaymentChannel = 'wechat' | 'alipay' | 'hall' | 'bank' | 'other';

export interface PaymentRecordsReq extends PageQuery {
  month: Month;
}

/** One row of GET /api/bill/userPaymentRecords */
export interface PaymentRecord {
  orderId: OrderNo;
  msisdn: Phone;
  fen: Fen;
  channel: PaymentChannel;
  status: PayOrderStatus;
  at: DateTime;
}

/** POST /api/bill/logtransactive — log a cancelled or failed payment. */
export interface LogTransReq {
  orderId: OrderNo;
  action: 'cancel' | 'fail';
  reason?: string;
}

/** POST /api/bill/getOrderWechatPageCode — SMS code to verify an unbound number before paying. */
export type OrderPageCodeReq = SendSmsReq;
