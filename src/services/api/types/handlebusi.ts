import type { ActivityStatus, AreaCode, DateTime, Eligibility, Fen, OrderNo, Page, PageQuery, Phone, SendSmsReq, SmsFields } from './common';

export type NetOperator = 'unicom' | 'mobile' | 'telecom' | 'broadnet' | 'unknown';

/** POST /api/handlebusi/preCheck/preCheckToPhone — kept as preCheckInfo. */
export interface PreCheckReq {
  phone: Phone;
}

export interface PreCheckInfo {
  phone: Phone;
  operator: NetOperator;
  /** This operator in this province. */
  isLocal: boolean;
  provinceName: string;
  cityName: string;
  cityCode: AreaCode;
  canRecharge: boolean;
  reason?: string;
}

export type NumberStatus = 'available' | 'reserved' | 'sold';

export interface SelectNumReq {
  cityCode: AreaCode;
  /** At least 3 digits when given. */
  keyword?: string;
  pretty?: boolean;
  /** 换一批 counter. */
  batch?: number;
}

export interface NumberItem {
  msisdn: Phone;
  cityCode: AreaCode;
  pretty: boolean;
  prepayFen: Fen;
  minSpendFen: Fen;
  status: NumberStatus;
}

export interface KeepNumReq {
  msisdn: Phone;
}

/** Number held for 30 minutes. */
export interface NumberHold {
  msisdn: Phone;
  reservedUntil: DateTime;
}

export interface Address {
  areaCode: AreaCode;
  detail: string;
}

export interface Customer {
  name: string;
  certNo: string;
  contactPhone: Phone;
}

/** POST /api/handlebusi/wxOrderRecord/submit — a card order. */
export interface CardOrderReq {
  productCode: string;
  msisdn: Phone;
  customer: Customer;
  address: Address;
  smsCode: string;
  recommender?: string;
  channel?: string;
}

export interface OrderSubmitted {
  orderNo: OrderNo;
  payFen: Fen;
  /** Present when the order needs payment (30 minutes). */
  payBy?: DateTime;
}

/** POST /api/handlebusi/submitOrder/submit — a product, seckill or wireless order. */
export interface ProductOrderReq {
  productCode: string;
  quantity?: number;
  actId?: string;
  itemId?: string;
  customer?: Customer;
  address?: Address;
  deviceCode?: string;
  smsCode?: string;
  channel?: string;
}

export interface BroadbandSlot {
  date: string;
  time: '08:00' | '12:00' | '14:00' | '18:00';
}

/** POST /api/handlebusi/submitOrder/newBroadband */
export interface NewBroadbandReq {
  offerCode: string;
  addressCode: string;
  addressText: string;
  customer: Customer;
  slot: BroadbandSlot;
  smsCode: string;
  recommender?: string;
}

/** GET /api/handlebusi/businessAcceptance/getBlPhone — the staff member's customer lookup. */
export interface BlPhoneReq {
  phone: Phone;
}

export interface BlPhone {
  phone: Phone;
  maskedName: string;
  planName: string;
  staffId: string;
}

export interface MultUserReq {
  phone: Phone;
}

/** GET /api/handlebusi/businessAcceptance/multuserqry — customer facts and eligibility. */
export interface MultUser extends Eligibility {
  phone: Phone;
  maskedName: string;
  planName: string;
  tenureMonths: number;
  star: string;
  arrearsFen: Fen;
}

/** POST /api/handlebusi/businessAcceptance/getBlSign — store the customer's e-signature. */
export interface BlSignReq {
  phone: Phone;
  productCode: string;
  /** PNG data URL of the signature. */
  signImage: string;
}

export interface BlSign {
  signId: string;
}

/** POST /api/handlebusi/businessAcceptance/reception — behind the SMS gate. */
export interface AcceptanceReq extends SmsFields {
  productCode: string;
  signId?: string;
  address?: Address;
  tier?: string;
}

export type HandleStatus = 'success' | 'accepted' | 'failed';

export interface HandleResult {
  orderNo: OrderNo;
  status: HandleStatus;
  effectiveAt?: DateTime;
  expiresAt?: DateTime;
  reason?: string;
}

/** POST /api/handlebusi/busi/handle — order a pack or plan; behind the SMS gate. */
export interface BusiHandleReq extends SmsFields {
  productCode: string;
  actId?: string;
}

/** POST /api/handlebusi/busi/dkhandle — agent ordering for a present customer. */
export interface DkHandleReq {
  phone: Phone;
  productCode: string;
  smsCode: string;
  signId: string;
}

/** POST /api/handlebusi/busi/getBusiSms — sent as a query string; verifyKaptcha is dropped. */
export interface BusiSmsReq extends SendSmsReq {
  /** Set when the caller already collected the captcha: skips the gate; never sent. */
  verifyKaptcha?: boolean;
}

export type ProductRecordSource = 'order' | 'seckill' | 'subscription' | 'handle';
export type ProductRecordStatus = 'pending' | 'active' | 'failed' | 'cancelled' | 'done';

export interface UserProductReq extends PageQuery {
  source?: ProductRecordSource;
  status?: ProductRecordStatus;
}

/** Order state codes: 1 to pay, 6 to ship, 7 to receive, 8 to rate, 12 archived, 18 cancelled. */
export type OrderStateCode = 1 | 6 | 7 | 8 | 12 | 18 | 21 | 22 | 27;

/** One row of GET /api/handlebusi/businessAcceptanceRecord/queryUserProductInfo */
export interface UserProductRecord {
  recordId: string;
  orderNo?: OrderNo;
  productCode: string;
  name: string;
  source: ProductRecordSource;
  status: ProductRecordStatus;
  stateCode?: OrderStateCode;
  feeFen: Fen;
  createdAt: DateTime;
  effectiveAt?: DateTime;
  expiresAt?: DateTime;
  cancellable: boolean;
  failReason?: string;
  refund?: 'none' | 'refunding' | 'refunded';
  payBy?: DateTime;
}

export type UserProductPage = Page<UserProductRecord>;

export interface CancelProductReq {
  recordId: string;
  smsCode?: string;
}

export interface SaleInfoReq {
  actId: string;
  /** queryActiveInfo of the tooth campaign (/newRecharge/tooth/:token): the campaign link's token. */
  token?: string;
}

export interface SaleItem {
  itemId: string;
  name: string;
  priceFen: Fen;
  origFen: Fen;
  stock: number;
  left: number;
}

/** GET /api/handlebusi/saleInfo/querySaleInfo (invented shape, PAGES §3.6). */
export interface SaleInfo {
  sessions: { at: DateTime; items: SaleItem[] }[];
}

/** GET /api/handlebusi/saleInfo/queryActiveInfo (invented shape, PAGES §3.6). */
export interface ActiveInfo extends Eligibility {
  actId: string;
  status: ActivityStatus;
  serverTime: DateTime;
  startAt: DateTime;
  endAt: DateTime;
  joined: boolean;
  quotaLeft: number;
  /** Only when a token was sent: false for an unknown or expired campaign link. */
  tokenValid?: boolean;
}
