import {
  ActivityStandingSchema,
  EligibilitySchema,
  type AreaCode,
  type PageQuery,
  type Phone,
  type PhoneReq,
  type SendSmsReq,
  type SmsFields,
} from './common';
import { v, date, str, bool, num, numberOf, loose, text, flag, list, page, type Infer } from '../schema';

export { PreCheckInfoSchema, type PreCheckInfo } from './shell';

export type NetOperator = 'unicom' | 'mobile' | 'telecom' | 'broadnet' | 'unknown';

/** POST /api/handlebusi/preCheck/preCheckToPhone — kept as preCheckInfo. */
export type PreCheckReq = PhoneReq;

export type NumberStatus = 'available' | 'reserved' | 'sold';

export interface SelectNumReq {
  cityCode: AreaCode;
  /** At least 3 digits when given. */
  keyword?: string;
  pretty?: boolean;
  /** 换一批 counter. */
  batch?: number;
}

export const NumberItemSchema = () =>
  v.object({
    msisdn: str(),
    cityCode: text(),
    pretty: flag(),
    prepayFen: v.optional(num(), 0),
    minSpendFen: v.optional(num(), 0),
    status: v.picklist(['available', 'reserved', 'sold']),
  });
export type NumberItem = Infer<typeof NumberItemSchema>;

export interface KeepNumReq {
  msisdn: Phone;
}

/** Number held for 30 minutes. */
export const NumberHoldSchema = () => v.object({ msisdn: text(), reservedUntil: v.optional(date(), '') });
export type NumberHold = Infer<typeof NumberHoldSchema>;

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

/** `payBy`: present when the order needs payment (30 minutes). */
export const OrderSubmittedSchema = () =>
  v.object({ orderNo: text(), payFen: v.optional(num(), 0), payBy: v.optional(date()) });
export type OrderSubmitted = Infer<typeof OrderSubmittedSchema>;

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

export const BroadbandSlotSchema = () =>
  v.object({ date: str(), time: v.picklist(['08:00', '12:00', '14:00', '18:00']) });
export type BroadbandSlot = Infer<typeof BroadbandSlotSchema>;

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
export type BlPhoneReq = PhoneReq;

export const BlPhoneSchema = () => v.object({ phone: str(), maskedName: text(), planName: text(), staffId: text() });
export type BlPhone = Infer<typeof BlPhoneSchema>;

export type MultUserReq = PhoneReq;

/** GET /api/handlebusi/businessAcceptance/multuserqry — customer facts and eligibility. */
export const MultUserSchema = () =>
  v.object({
    ...EligibilitySchema().entries,
    phone: str(),
    maskedName: text(),
    planName: text(),
    tenureMonths: v.optional(num(), 0),
    star: text(),
    arrearsFen: v.optional(num(), 0),
    /** The network generation of the customer's plan; a backend may leave it out (then nothing is filtered by it). */
    network: v.optional(v.picklist(['4G', '5G']), undefined),
    /** Agent products the customer has already (not offered again); a backend may leave it out. */
    held: v.optional(v.array(str()), []),
  });
export type MultUser = Infer<typeof MultUserSchema>;

/** POST /api/handlebusi/businessAcceptance/getBlSign — store the customer's e-signature. */
export interface BlSignReq {
  phone: Phone;
  productCode: string;
  /** PNG data URL of the signature. */
  signImage: string;
}

export const BlSignSchema = () => v.object({ signId: text() });
export type BlSign = Infer<typeof BlSignSchema>;

/** POST /api/handlebusi/businessAcceptance/reception — behind the SMS gate. */
export interface AcceptanceReq extends SmsFields {
  productCode: string;
  signId?: string;
  address?: Address;
  tier?: string;
  /** A handset on contract: the colour and storage chosen. */
  colour?: string;
  storage?: string;
}

export type HandleStatus = 'success' | 'accepted' | 'failed';

export const HandleResultSchema = () =>
  v.object({
    orderNo: text(),
    /** A success without a status was accepted: the records say how it ends. */
    status: v.optional(v.picklist(['success', 'accepted', 'failed']), 'accepted'),
    effectiveAt: v.optional(date()),
    expiresAt: v.optional(date()),
    reason: v.optional(str()),
  });
export type HandleResult = Infer<typeof HandleResultSchema>;

/** POST /api/handlebusi/busi/handle — order a pack or plan; behind the SMS gate. */
export interface BusiHandleReq extends SmsFields {
  productCode: string;
  actId?: string;
  /** The pair pack (yjq, YJQ_PAIR): the partner's number, invited to accept within 48 h. */
  partnerPhone?: string;
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
export const UserProductRecordSchema = () =>
  v.object({
    recordId: str(),
    orderNo: v.optional(str()),
    productCode: text(),
    name: text(),
    source: v.picklist(['order', 'seckill', 'subscription', 'handle']),
    status: v.picklist(['pending', 'active', 'failed', 'cancelled', 'done']),
    /** A code of OrderStateCode, also sent as its text ('1'). */
    stateCode: v.optional(loose(numberOf, v.picklist([1, 6, 7, 8, 12, 18, 21, 22, 27]))),
    /** What an order is ('broadband': an installation at the door, not a parcel), when told. */
    kind: v.optional(str()),
    feeFen: v.optional(num(), 0),
    createdAt: v.optional(date(), ''),
    effectiveAt: v.optional(date()),
    expiresAt: v.optional(date()),
    cancellable: flag(),
    /** Why an active service cannot be unsubscribed online (a plan, a one-off pack, a basic service). */
    cancelReason: v.optional(str()),
    failReason: v.optional(str()),
    refund: v.optional(v.picklist(['none', 'refunding', 'refunded'])),
    payBy: v.optional(date()),
  });
export type UserProductRecord = Infer<typeof UserProductRecordSchema>;

/** A page of records; `serverTime`, when the server tells it, is its clock (a record's end is judged by it). */
export const UserProductPageSchema = () =>
  v.object({ ...page(UserProductRecordSchema()).entries, serverTime: v.optional(date()) });
export type UserProductPage = Infer<typeof UserProductPageSchema>;

export interface CancelProductReq {
  recordId: string;
  smsCode?: string;
  /** The number the SMS gate sends the code to (prefilled in its dialog); the server checks the record's. */
  phone?: Phone;
}

export interface SaleInfoReq {
  actId: string;
  /** queryActiveInfo of the tooth campaign (/newRecharge/tooth/:token): the campaign link's token. */
  token?: string;
}

const SaleItemSchema = () =>
  v.object({
    itemId: str(),
    name: text(),
    priceFen: num(),
    origFen: v.optional(num(), 0),
    stock: v.optional(num(), 0),
    left: v.optional(num(), 0),
    /** The caller already won this item (a grab not cancelled): one win per customer per item. */
    won: flag(),
  });
export type SaleItem = Infer<typeof SaleItemSchema>;

/** GET /api/handlebusi/saleInfo/querySaleInfo (invented shape, PAGES §3.6). A session is live from `at` to `endAt`
 *  (an hour when absent); `serverTime` sets the countdowns. */
export const SaleInfoSchema = () =>
  v.object({
    serverTime: v.optional(date()),
    sessions: list(v.object({ at: date(), endAt: v.optional(date()), items: list(SaleItemSchema()) })),
  });
export type SaleInfo = Infer<typeof SaleInfoSchema>;

/** GET /api/handlebusi/saleInfo/queryActiveInfo (invented shape, PAGES §3.6). `tokenValid`: only when a token
 *  was sent, false for an unknown or expired campaign link. */
export const ActiveInfoSchema = () =>
  v.object({
    ...ActivityStandingSchema().entries,
    serverTime: date(),
    startAt: date(),
    endAt: date(),
    joined: flag(),
    quotaLeft: v.optional(num(), 0),
    tokenValid: v.optional(bool()),
    /** One code per reason, in order (a plan change, the termination pre-check): what would resolve it. */
    reasonCodes: v.optional(v.array(str())),
    /** What the customer joined lasts until then (a trial's end). */
    until: v.optional(date()),
    /** The activity's share picture (an address to check before use). */
    shareImg: v.optional(str()),
  });
export type ActiveInfo = Infer<typeof ActiveInfoSchema>;
