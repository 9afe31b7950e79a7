import type { AreaCode, DateTime, Fen, Month, OrderNo, PageQuery, Phone } from './common';
import type { BroadbandSlot } from './handlebusi';

export type AddressLevel = 'district' | 'street' | 'estate' | 'building' | 'unit' | 'door';

export interface AreasReq {
  parentCode?: string;
  keyword?: string;
}

/** GET /api/broadband/getAreas — one level of the standard-address tree. */
export interface AddressNode {
  code: string;
  parentCode?: string;
  level: AddressLevel;
  name: string;
  /** True for a door (a final address). */
  leaf: boolean;
}

export type CoverType = 'FTTH' | 'FTTB' | 'LAN' | 'none';

export interface SpeedLimitReq {
  addressCode: string;
}

/** GET /api/broadband/querySpeedLimit (invented shape, PAGES §3.6). */
export interface Coverage {
  covered: boolean;
  coverType: CoverType;
  maxMbps: number;
  freePorts: number;
}

export interface BroadBandListReq {
  addressCode: string;
}

/** One offer of GET /api/broadband/queryBroadBandList */
export interface BroadbandOffer {
  offerCode: string;
  name: string;
  mbps: number;
  yearlyFen: Fen;
  installFen: Fen;
  months: number;
  slots: (BroadbandSlot & { left: number })[];
}

export type BroadbandOrderStatus = 'accepted' | 'dispatched' | 'installing' | 'completed' | 'cancelled';

export interface BroadbandOrderListReq extends PageQuery {
  phone?: Phone;
}

/** One row of GET /api/broadband/queryNewOrderList */
export interface BroadbandOrder {
  orderNo: OrderNo;
  offerName: string;
  addressText: string;
  status: BroadbandOrderStatus;
  createdAt: DateTime;
  slot?: BroadbandSlot;
  installer?: string;
  installerPhone?: Phone;
  canUrge: boolean;
  nextUrgeAt?: DateTime;
  canReschedule: boolean;
  canRate: boolean;
}

export interface OrderTrackReq {
  orderNo: OrderNo;
}

/** GET /api/broadband/queryOrderTrackInfo */
export interface OrderTrack {
  orderNo: OrderNo;
  steps: { name: string; at?: DateTime; done: boolean; operator?: string }[];
}

export type BroadbandAccountStatus = 'active' | 'suspended' | 'closed';

/** GET /api/broadband/queryBroadUserInfo, queryHistoryAccount, queryMoreHistoryAccount */
export interface BroadbandAccount {
  account: string;
  addressText: string;
  mbps: number;
  status: BroadbandAccountStatus;
  fused: boolean;
  /** Mobile number of a fused (mixed) account. */
  mainPhone?: Phone;
  expiresOn?: string;
  areaCode: AreaCode;
}

export interface HistoryAccountReq {
  phone?: Phone;
  certNo?: string;
}

/** GET /api/broadband/mixMember/queryAccountUser — billing accounts the user belongs to. */
export interface MixAccount {
  accountId: string;
  name: string;
  members: MixMember[];
}

export type MemberKind = 'mobile' | 'broadband' | 'fixed' | 'tv';

export interface MixMember {
  id: string;
  kind: MemberKind;
  /** Masked number or account. */
  label: string;
}

export type BillCategory = 'plan' | 'voice' | 'data' | 'sms' | 'valueAdded' | 'agency' | 'other' | 'discount';

export interface BillLine {
  category: BillCategory;
  name: string;
  /** Negative for discounts. */
  fen: Fen;
}

/** A user's monthly bill (GET mixMember/queryCurrentUserBill, queryUserBill). */
export interface UserBill {
  phone: Phone;
  month: Month;
  totalFen: Fen;
  paid: boolean;
  /** False for the current month (live, not issued). */
  issued: boolean;
  lines: BillLine[];
}

export type UsageKind = 'voice' | 'data' | 'sms';

export interface UsageRecord {
  kind: UsageKind;
  at: DateTime;
  /** Other party, masked; voice and SMS. */
  peer?: string;
  seconds?: number;
  volumeKb?: number;
  place?: string;
  fen: Fen;
}

export interface UserBillReq {
  month: Month;
  /** 'usage' asks for the call detail (second verification needed). */
  detail?: 'usage';
  usageKind?: UsageKind;
}

/** GET /api/broadband/mixMember/queryUserBill with detail=usage. */
export interface UsageDetail {
  phone: Phone;
  month: Month;
  records: UsageRecord[];
}

export interface AccountBillReq {
  accountId: string;
  month: Month;
}

/** GET /api/broadband/mixMember/queryAccountBillAndMixMembers */
export interface AccountBill {
  accountId: string;
  month: Month;
  totalFen: Fen;
  paid: boolean;
  members: (MixMember & { totalFen: Fen; lines: BillLine[] })[];
}

export interface MoreAccountBillReq {
  accountId: string;
  /** Months back, default 6. */
  months?: number;
}
