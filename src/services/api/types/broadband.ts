import type { Month, OrderNo, PageQuery, Phone } from './common';
import { BroadbandSlotSchema } from './handlebusi';
import { v, date, str, bool, num, text, flag, list, rows, type Infer } from '../schema';

export type AddressLevel = 'district' | 'street' | 'estate' | 'building' | 'unit' | 'door';

export interface AreasReq {
  parentCode?: string;
  keyword?: string;
}

/** GET /api/broadband/getAreas — one level of the standard-address tree; `leaf`: true for a door (a final address). */
export const AddressNodeSchema = () =>
  v.object({
    code: str(),
    parentCode: v.optional(str()),
    level: v.picklist(['district', 'street', 'estate', 'building', 'unit', 'door']),
    name: str(),
    leaf: flag(),
  });
export type AddressNode = Infer<typeof AddressNodeSchema>;

export type CoverType = 'FTTH' | 'FTTB' | 'LAN' | 'none';

export interface SpeedLimitReq {
  addressCode: string;
}

/** GET /api/broadband/querySpeedLimit (invented shape, PAGES §3.6). */
export const CoverageSchema = () =>
  v.object({
    covered: bool(),
    coverType: v.optional(v.picklist(['FTTH', 'FTTB', 'LAN', 'none']), 'none'),
    maxMbps: v.optional(num(), 0),
    freePorts: v.optional(num(), 0),
  });
export type Coverage = Infer<typeof CoverageSchema>;

/** The offers at an address: the same address code as its coverage's. */
export type BroadBandListReq = SpeedLimitReq;

/** One offer of GET /api/broadband/queryBroadBandList */
export const BroadbandOfferSchema = () =>
  v.object({
    offerCode: str(),
    name: str(),
    mbps: num(),
    yearlyFen: num(),
    installFen: v.optional(num(), 0),
    months: v.optional(num(), 12),
    slots: list(v.object({ ...BroadbandSlotSchema().entries, left: v.optional(num(), 0) })),
  });
export type BroadbandOffer = Infer<typeof BroadbandOfferSchema>;

export type BroadbandOrderStatus = 'accepted' | 'dispatched' | 'installing' | 'completed' | 'cancelled';

export interface BroadbandOrderListReq extends PageQuery {
  phone?: Phone;
}

/** One row of GET /api/broadband/queryNewOrderList; `addressCode`: the door; `payFen`, `payBy`: while it awaits
 *  payment, what is to pay and until when. */
export const BroadbandOrderSchema = () =>
  v.object({
    orderNo: str(),
    offerName: text(),
    addressText: text(),
    addressCode: v.optional(str()),
    payFen: v.optional(num()),
    payBy: v.optional(date()),
    status: v.picklist(['accepted', 'dispatched', 'installing', 'completed', 'cancelled']),
    createdAt: v.optional(date(), ''),
    slot: v.optional(BroadbandSlotSchema()),
    installer: v.optional(str()),
    installerPhone: v.optional(str()),
    canUrge: flag(),
    nextUrgeAt: v.optional(date()),
    canReschedule: flag(),
    canRate: flag(),
  });
export type BroadbandOrder = Infer<typeof BroadbandOrderSchema>;

export interface OrderTrackReq {
  orderNo: OrderNo;
}

/** GET /api/broadband/queryOrderTrackInfo */
export const OrderTrackSchema = () =>
  v.object({
    orderNo: str(),
    steps: list(v.object({ name: text(), at: v.optional(date()), done: flag(), operator: v.optional(str()) })),
  });
export type OrderTrack = Infer<typeof OrderTrackSchema>;

export type BroadbandAccountStatus = 'active' | 'suspended' | 'closed';

/** GET /api/broadband/queryBroadUserInfo, queryHistoryAccount, queryMoreHistoryAccount; `mainPhone`: mobile number
 *  of a fused (mixed) account. */
export const BroadbandAccountSchema = () =>
  v.object({
    account: str(),
    addressText: text(),
    mbps: v.optional(num(), 0),
    status: v.picklist(['active', 'suspended', 'closed']),
    fused: flag(),
    mainPhone: v.optional(str()),
    expiresOn: v.optional(str()),
    areaCode: text(),
  });
export type BroadbandAccount = Infer<typeof BroadbandAccountSchema>;

export interface HistoryAccountReq {
  phone?: Phone;
  certNo?: string;
}

export type MemberKind = 'mobile' | 'broadband' | 'fixed' | 'tv';

/** `label`: masked number or account. */
const MixMemberSchema = () =>
  v.object({ id: str(), kind: v.picklist(['mobile', 'broadband', 'fixed', 'tv']), label: text() });
export type MixMember = Infer<typeof MixMemberSchema>;

/** GET /api/broadband/mixMember/queryAccountUser — billing accounts the user belongs to. */
export const MixAccountSchema = () => v.object({ accountId: str(), name: text(), members: list(MixMemberSchema()) });
export type MixAccount = Infer<typeof MixAccountSchema>;

export type BillCategory = 'plan' | 'voice' | 'data' | 'sms' | 'valueAdded' | 'agency' | 'other' | 'discount';

/** `fen`: negative for discounts. */
const BillLineSchema = () =>
  v.object({
    category: v.picklist(['plan', 'voice', 'data', 'sms', 'valueAdded', 'agency', 'other', 'discount']),
    name: text(),
    fen: num(),
  });
export type BillLine = Infer<typeof BillLineSchema>;

/** Whose month a bill or its usage detail is of. */
const PhoneMonthSchema = () => v.object({ phone: str(), month: str() });

/** What a bill comes to, and whether it is paid. */
const BillSumSchema = () => v.object({ totalFen: num(), paid: flag() });

/** A user's monthly bill (GET mixMember/queryCurrentUserBill, queryUserBill); `issued`: false for the current month
 *  (live, not issued). */
export const UserBillSchema = () =>
  v.object({
    ...PhoneMonthSchema().entries,
    ...BillSumSchema().entries,
    issued: flag(),
    lines: list(BillLineSchema()),
  });
export type UserBill = Infer<typeof UserBillSchema>;

export type UsageKind = 'voice' | 'data' | 'sms';

/** `peer`: the other party, masked (voice and SMS). */
const UsageRecordSchema = () =>
  v.object({
    kind: v.picklist(['voice', 'data', 'sms']),
    at: date(),
    peer: v.optional(str()),
    seconds: v.optional(num()),
    volumeKb: v.optional(num()),
    place: v.optional(str()),
    fen: v.optional(num(), 0),
  });
export type UsageRecord = Infer<typeof UsageRecordSchema>;

export interface UserBillReq {
  month: Month;
  /** 'usage' asks for the call detail (second verification needed). */
  detail?: 'usage';
  usageKind?: UsageKind;
  /** The busi SMS code of the second verification (detail=usage), once; the server then trusts the session 30 min. */
  smsCode?: string;
}

/** GET /api/broadband/mixMember/queryUserBill with detail=usage: `records` always named (what tells it from a bill). */
export const UsageDetailSchema = () => v.object({ ...PhoneMonthSchema().entries, records: rows(UsageRecordSchema()) });
export type UsageDetail = Infer<typeof UsageDetailSchema>;

/** GET /api/broadband/mixMember/queryUserBill: the bill, or with detail=usage its usage detail. */
export const UserBillOrUsageSchema = () => v.union([UserBillSchema(), UsageDetailSchema()]);

export interface AccountBillReq {
  accountId: string;
  month: Month;
}

/** GET /api/broadband/mixMember/queryAccountBillAndMixMembers */
export const AccountBillSchema = () =>
  v.object({
    accountId: str(),
    month: str(),
    ...BillSumSchema().entries,
    members: list(v.object({ ...MixMemberSchema().entries, totalFen: num(), lines: list(BillLineSchema()) })),
  });
export type AccountBill = Infer<typeof AccountBillSchema>;

export interface MoreAccountBillReq {
  accountId: string;
  /** Months back, default 6. */
  months?: number;
}
