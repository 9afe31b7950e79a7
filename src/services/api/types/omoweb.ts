import { ActivityStatusSchema, type OrderNo, type PageQuery } from './common';
import { v, date, str, bool, num, text, type Infer } from '../schema';

export type ProductKind = 'pack' | 'card' | 'broadband' | 'plan' | 'device' | 'benefit';
export type PackCategory = 'general' | '5G' | 'targeted' | 'festival' | 'travel';

export interface ProductListReq extends PageQuery {
  actCode?: string;
  category?: PackCategory;
  productId?: string;
}

/** One catalogue entry of GET /api/omoweb/productList/list. `validity`: e.g. '7天', '当月有效'; `detailPath`: app path
 *  of the detail page. */
export const ProductItemSchema = () =>
  v.object({
    productId: str(),
    code: text(),
    name: str(),
    kind: v.picklist(['pack', 'card', 'broadband', 'plan', 'device', 'benefit']),
    category: v.optional(v.picklist(['general', '5G', 'targeted', 'festival', 'travel'])),
    priceFen: num(),
    origFen: v.optional(num()),
    volumeKb: v.optional(num()),
    validity: v.optional(str()),
    imageUrl: v.optional(str()),
    detailPath: text(),
    status: v.optional(ActivityStatusSchema(), 'active'),
    stockLeft: v.optional(num()),
    startAt: v.optional(date()),
    endAt: v.optional(date()),
    needs5G: v.optional(bool()),
    /** Packs: whether a second order adds to the first (default true), the per-number limit, the rules. */
    stackable: v.optional(bool()),
    limit: v.optional(v.picklist(['once', 'month', 'day'])),
    desc: v.optional(str()),
  });
export type ProductItem = Infer<typeof ProductItemSchema>;

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
export const PaperSchema = () =>
  v.object({
    paperId: str(),
    name: text(),
    type: v.picklist(['agreement', 'acceptance', 'invoice']),
    mime: text(),
    url: str(),
    size: v.optional(num(), 0),
    createdAt: v.optional(date(), ''),
  });
export type Paper = Infer<typeof PaperSchema>;

export type RewardType = 'pack' | 'coupon' | 'code' | 'eCard' | 'physical' | 'pointsItem' | 'credit';
export type RewardStatus = 'claimed' | 'issued' | 'shipped' | 'used' | 'expired' | 'failed';

/** `code`: code, PIN or voucher, for code-like rewards. */
export const RewardRecordSchema = () =>
  v.object({
    recordId: str(),
    actId: text(),
    benefitId: text(),
    name: text(),
    type: v.picklist(['pack', 'coupon', 'code', 'eCard', 'physical', 'pointsItem', 'credit']),
    status: v.picklist(['claimed', 'issued', 'shipped', 'used', 'expired', 'failed']),
    claimedAt: v.optional(date(), ''),
    expiresAt: v.optional(date()),
    code: v.optional(str()),
    valueFen: v.optional(num()),
  });
export type RewardRecord = Infer<typeof RewardRecordSchema>;

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
