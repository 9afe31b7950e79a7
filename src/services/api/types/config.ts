import type { AreaCode, Fen, Phone, SharedLinkFields } from './common';
import { v, date, str, num, text, flag, list, type Infer } from '../schema';

export { OperationLogResultSchema, type OperationLogResult } from './shell';

/** POST /api/config/operationLog — the navigation log of SPEC §3. */
export interface OperationLogReq {
  accessUrl: string;
  endingType: string;
  userType: 1;
  title: '';
  logParams: { operationId: number; source?: string };
}

/** Activity action logs: click 2, share 3, submit 4. No phones unmasked, no tokens, no codes. */
export interface InsertOperationLogReq {
  operationId: 2 | 3 | 4;
  actId?: string;
  target?: string;
  accessUrl: string;
}

/** The Core Web Vitals measured in the field (services/vitals.ts). */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
/** Who runs the page: WeChat's webview on Android or on iOS, or any other browser. */
export type VitalEngine = 'wechat-android' | 'wechat-ios' | 'other';

/** One measurement of one page load. */
export interface VitalSample {
  name: VitalName;
  /** Milliseconds; CLS has no unit. */
  value: number;
  /** The metric's id in this page load: a later value of the same id (CLS, INP grow) replaces the earlier one. */
  id: string;
  /** The route's pattern (`/newRecharge/tooth/:token`), never the address: no ids, no tokens. */
  route: string;
  engine: VitalEngine;
  /** The effective connection type where the browser tells it (`4g`, `3g`, `2g`, `slow-2g`). */
  ect?: string;
  /** How the page was reached (navigate, reload, back-forward, back-forward-cache, prerender, restore). */
  navigationType?: string;
}

/** POST /api/config/vitals (proposed) — the field measurements of one page, sent when it is hidden. */
export interface VitalsReq {
  samples: VitalSample[];
}

export const VitalsResultSchema = () => v.nullish(v.object({ stored: v.optional(num()) }));
export type VitalsResult = Infer<typeof VitalsResultSchema>;

export type AreaLevel = 'province' | 'city' | 'district';

export const AreaDictSchema = () =>
  v.object({
    code: str(),
    name: str(),
    parentCode: v.optional(str()),
    level: v.picklist(['province', 'city', 'district']),
  });
export type AreaDict = Infer<typeof AreaDictSchema>;

export interface AreaDictReq {
  parentCode?: AreaCode;
}

export type EcsProductType = 'card' | 'plan' | 'valet' | 'device';

export interface EcsProductReq {
  type: EcsProductType;
  channel?: string;
}

/** GET /api/config/ecsProduct/getProductList */
export const EcsProductSchema = () =>
  v.object({
    code: str(),
    name: str(),
    type: v.picklist(['card', 'plan', 'valet', 'device']),
    monthlyFen: num(),
    prepayFen: v.optional(num(), 0),
    dataKb: v.optional(num(), 0),
    targetedDataKb: v.optional(num()),
    voiceMinutes: v.optional(num(), 0),
    is5G: flag(),
    firstMonthRule: v.optional(v.picklist(['full', 'half', 'nextMonth', 'free'])),
    badge: v.optional(str()),
    tags: list(str()),
    /** Devices (type=device): the colours and storage sizes to choose from, and how many are left. */
    colours: v.optional(v.array(str())),
    storage: v.optional(v.array(str())),
    stockLeft: v.optional(num()),
    /** Agent products (type=valet) only for customers on this network generation (a 4G-to-5G upgrade, a 5G pack). */
    forNetwork: v.optional(v.picklist(['4G', '5G']), undefined),
  });
export type EcsProduct = Infer<typeof EcsProductSchema>;

export type CfsfPayer = 'self' | 'friend';

/** POST /api/config/cfshd/submit — the cfsf checkout order. */
export interface CfshdSubmitReq extends SharedLinkFields {
  actId: string;
  tier: number;
  payer: CfsfPayer;
  phone: Phone;
}

export const CfshdSubmitResultSchema = () =>
  v.object({ orderId: text(), actOrderId: text(), payFen: v.optional(num(), 0), expiresAt: v.optional(date(), '') });
export type CfshdSubmitResult = Infer<typeof CfshdSubmitResultSchema>;

export type ConfigItemKind = 'banner' | 'tile' | 'notice' | 'floor';

/** GET /api/config/list?isShow=0 — the configured banners, tiles, notices and floors. `link`: an app path or an
 *  http(s) address; `actCode`: a product floor's activity code. */
export const ConfigItemSchema = () =>
  v.object({
    id: str(),
    kind: v.picklist(['banner', 'tile', 'notice', 'floor']),
    title: text(),
    imageUrl: v.optional(str()),
    link: v.optional(str()),
    sort: v.optional(num(), 0),
    startAt: v.optional(date()),
    endAt: v.optional(date()),
    actCode: v.optional(str()),
  });
export type ConfigItem = Infer<typeof ConfigItemSchema>;

export interface ConfigListReq {
  isShow?: 0 | 1;
  kind?: ConfigItemKind;
  page?: string;
}

export type TopupType = 'standard' | 'promo' | 'school';

/** POST /api/config/pay/anon/orderSubmitBlack — order with the blacklist check. */
export interface OrderSubmitBlackReq {
  phone: Phone;
  faceFen: Fen;
  type: TopupType;
  bundleCode?: string;
  token?: string;
}

export const OrderCreatedSchema = () =>
  v.object({ orderId: text(), payFen: v.optional(num(), 0), expiresAt: v.optional(date(), '') });
export type OrderCreated = Infer<typeof OrderCreatedSchema>;
