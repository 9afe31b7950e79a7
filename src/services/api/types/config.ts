import type { AreaCode, DateTime, Fen, Kb, OrderNo, Phone } from './common';

/** POST /api/config/operationLog — the navigation log of SPEC §3. */
export interface OperationLogReq {
  accessUrl: string;
  endingType: string;
  userType: 1;
  title: '';
  logParams: { operationId: number; source?: string };
}

export interface OperationLogResult {
  logId: string;
}

/** Activity action logs: click 2, share 3, submit 4. No phones unmasked, no tokens, no codes. */
export interface InsertOperationLogReq {
  operationId: 2 | 3 | 4;
  actId?: string;
  target?: string;
  accessUrl: string;
}

export type AreaLevel = 'province' | 'city' | 'district';

export interface AreaDict {
  code: AreaCode;
  name: string;
  parentCode?: AreaCode;
  level: AreaLevel;
}

export interface AreaDictReq {
  parentCode?: AreaCode;
}

export type EcsProductType = 'card' | 'plan' | 'valet' | 'device';

export interface EcsProductReq {
  type: EcsProductType;
  channel?: string;
}

/** GET /api/config/ecsProduct/getProductList */
export interface EcsProduct {
  code: string;
  name: string;
  type: EcsProductType;
  monthlyFen: Fen;
  prepayFen: Fen;
  dataKb: Kb;
  targetedDataKb?: Kb;
  voiceMinutes: number;
  is5G: boolean;
  firstMonthRule?: 'full' | 'half' | 'nextMonth' | 'free';
  badge?: string;
  tags: string[];
}

export type CfsfPayer = 'self' | 'friend';

/** POST /api/config/cfshd/submit — the cfsf checkout order. */
export interface CfshdSubmitReq {
  actId: string;
  tier: number;
  payer: CfsfPayer;
  phone: Phone;
  shareOpenId?: string;
  money?: number;
}

export interface CfshdSubmitResult {
  orderId: OrderNo;
  actOrderId: string;
  payFen: Fen;
  expiresAt: DateTime;
}

export type ConfigItemKind = 'banner' | 'tile' | 'notice' | 'floor';

/** GET /api/config/list?isShow=0 — the configured banners, tiles, notices and floors. */
export interface ConfigItem {
  id: string;
  kind: ConfigItemKind;
  title: string;
  imageUrl?: string;
  /** An app path or an http(s) address. */
  link?: string;
  sort: number;
  startAt?: DateTime;
  endAt?: DateTime;
  /** Product floor's activity code. */
  actCode?: string;
}

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

export interface OrderCreated {
  orderId: OrderNo;
  payFen: Fen;
  expiresAt: DateTime;
}
