import { ActivityStatusSchema, type OrderNo, type PageQuery } from './common';
import { v, text, type Infer } from '../schema';

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
    productId: v.string(),
    code: text(),
    name: v.string(),
    kind: v.picklist(['pack', 'card', 'broadband', 'plan', 'device', 'benefit']),
    category: v.optional(v.picklist(['general', '5G', 'targeted', 'festival', 'travel'])),
    priceFen: v.number(),
    origFen: v.optional(v.number()),
    volumeKb: v.optional(v.number()),
    validity: v.optional(v.string()),
    imageUrl: v.optional(v.string()),
    detailPath: text(),
    status: v.optional(ActivityStatusSchema(), 'active'),
    stockLeft: v.optional(v.number()),
    startAt: v.optional(v.string()),
    endAt: v.optional(v.string()),
    needs5G: v.optional(v.boolean()),
    /** Packs: whether a second order adds to the first (default true), the per-number limit, the rules. */
    stackable: v.optional(v.boolean()),
    limit: v.optional(v.picklist(['once', 'month', 'day'])),
    desc: v.optional(v.string()),
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
    paperId: v.string(),
    name: text(),
    type: v.picklist(['agreement', 'acceptance', 'invoice']),
    mime: text(),
    url: v.string(),
    size: v.optional(v.number(), 0),
    createdAt: text(),
  });
export type Paper = Infer<typeof PaperSchema>;

export type RewardType = 'pack' | 'coupon' | 'code' | 'eCard' | 'physical' | 'pointsItem' | 'credit';
export type RewardStatus = 'claimed' | 'issued' | 'shipped' | 'used' | 'expired' | 'failed';

/** `code`: code, PIN or voucher, for code-like rewards. */
export const RewardRecordSchema = () =>
  v.object({
    recordId: v.string(),
    actId: text(),
    benefitId: text(),
    name: text(),
    type: v.picklist(['pack', 'coupon', 'code', 'eCard', 'physical', 'pointsItem', 'credit']),
    status: v.picklist(['claimed', 'issued', 'shipped', 'used', 'expired', 'failed']),
    claimedAt: text(),
    expiresAt: v.optional(v.string()),
    code: v.optional(v.string()),
    valueFen: v.optional(v.number()),
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
