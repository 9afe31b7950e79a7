import type { ActivityStatus, DateTime, Fen, Kb, OrderNo, PageQuery } from './common';

export type ProductKind = 'pack' | 'card' | 'broadband' | 'plan' | 'device' | 'benefit';
export type PackCategory = 'general' | '5G' | 'targeted' | 'festival' | 'travel';

export interface ProductListReq extends PageQuery {
  actCode?: string;
  category?: PackCategory;
  productId?: string;
}

/** One catalogue entry of GET /api/omoweb/productList/list. */
export interface ProductItem {
  productId: string;
  code: string;
  name: string;
  kind: ProductKind;
  category?: PackCategory;
  priceFen: Fen;
  origFen?: Fen;
  volumeKb?: Kb;
  /** e.g. '7天', '当月有效'. */
  validity?: string;
  imageUrl?: string;
  /** App path of the detail page. */
  detailPath: string;
  status: ActivityStatus;
  stockLeft?: number;
  startAt?: DateTime;
  endAt?: DateTime;
  needs5G?: boolean;
}

export interface ProductEventReq {
  productId: string;
  actCode?: string;
}

export type PaperType = 'agreement' | 'acceptance' | 'invoice';

export interface PapersReq {
  orderId?: OrderNo;
  type?: PaperType;
}

/** GET /api/omoweb/showPapers/getPapers */
export interface Paper {
  paperId: string;
  name: string;
  type: PaperType;
  mime: string;
  url: string;
  size: number;
  createdAt: DateTime;
}

export type RewardType = 'pack' | 'coupon' | 'code' | 'eCard' | 'physical' | 'pointsItem' | 'credit';
export type RewardStatus = 'claimed' | 'issued' | 'shipped' | 'used' | 'expired' | 'failed';

export interface RewardRecord {
  recordId: string;
  actId: string;
  benefitId: string;
  name: string;
  type: RewardType;
  status: RewardStatus;
  claimedAt: DateTime;
  expiresAt?: DateTime;
  /** Code, PIN or voucher, for code-like rewards. */
  code?: string;
  valueFen?: Fen;
}

export interface RewardQueryReq {
  actId: string;
}

export interface DealRewardReq {
  actId: string;
  benefitId: string;
  /** Points items: points to spend. */
  points?: number;
}

export interface ShippingAddress {
  name: string;
  phone: string;
  areaCode: string;
  detail: string;
}

/** POST /api/omoweb/rewardRecord/bindInfo — bind a prize address or accept an invite. */
export interface BindInfoReq {
  actId: string;
  recordId?: string;
  inviteId?: string;
  accept?: boolean;
  address?: ShippingAddress;
}
