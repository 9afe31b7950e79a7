import type { DateOnly, DateTime, Fen, Phone, SendSmsReq, AreaCode } from './common';

export type StarLevel = '0' | '1' | '2' | '3' | '4' | '5S' | '5G' | '5D';
export type SubscriberStatus = 'active' | 'suspended' | 'arrears' | 'terminated';

/** GET /api/user/getUserInfoBtm — who is this WeChat user, and which number is bound. */
export interface UserInfoBtm {
  openid: string;
  unionid?: string;
  nickname: string;
  headImgUrl?: string;
  /** Present when a number is bound; saved as localStorage wechatUser_phone. */
  userPhone?: Phone;
  /** Follows the official account. */
  subscribe: boolean;
}

/** GET /api/user/getUserInfo — the customer profile (masked). */
export interface CustomerProfile {
  phone: Phone;
  /** Masked, e.g. '王*'. */
  name: string;
  /** Masked, e.g. '5301**********1238'. */
  certNo: string;
  areaCode: AreaCode;
  planCode: string;
  planName: string;
  is5G: boolean;
  star: StarLevel;
  activatedOn: DateOnly;
  status: SubscriberStatus;
  realNameVerified: boolean;
  balanceFen: Fen;
}

/** GET /api/user/queryUserInfo (user-info host) — operator-side account facts. */
export interface OperatorUserInfo {
  phone: Phone;
  provinceCode: string;
  cityCode: AreaCode;
  cityName: string;
  brand: string;
  paymentMode: 'prepaid' | 'postpaid';
  tenureMonths: number;
  contractEndsOn?: DateOnly;
  creditLimitFen: Fen;
}

export interface LoginReq {
  phone: Phone;
  smsCode: string;
}

export interface LoginResult {
  userPhone: Phone;
  openid?: string;
}

export interface DefaultLoginReq {
  phone: Phone;
}

export interface ThirdAuthLoginReq {
  /** The mall token from `?token=`. */
  token: string;
}

export interface ThirdAuthLoginResult {
  thirdUserPhone: Phone;
  staffId?: string;
}

export interface BoundNumber {
  phone: Phone;
  isDefault: boolean;
  boundAt: DateTime;
}

/** GET /api/user/userMoreBinding/getUserGroups — numbers bound to this WeChat user (max 5). */
export interface UserGroups {
  openid: string;
  bound: BoundNumber[];
  maxBound: number;
}

export interface BindNumberSendReq extends SendSmsReq {
  /** 'bind' adds a number; 'unbind' removes one. */
  action: 'bind' | 'unbind';
}

export type ScoreRecordKind = 'earn' | 'spend' | 'expire';

export interface ScoreRecord {
  at: DateTime;
  kind: ScoreRecordKind;
  points: number;
  title: string;
}

/** GET /api/user/userInfo/qryScoreInfo — points and star level. */
export interface ScoreInfo {
  phone: Phone;
  points: number;
  star: StarLevel;
  /** Earning multiplier, e.g. 2.5 for 4★. */
  multiplier: number;
  expiringPoints: number;
  expiresOn: DateOnly;
  records: ScoreRecord[];
}

export interface JfSignReq {
  /** Where in the points mall to land. */
  target?: 'home' | 'item';
  itemId?: string;
}

export type InternetServiceStatus = 'active' | 'pendingCancel' | 'cancelled';

/** GET /api/user/queryInternetService — value-added services on the number. */
export interface InternetService {
  code: string;
  name: string;
  monthlyFen: Fen;
  subscribedOn: DateOnly;
  status: InternetServiceStatus;
  cancellable: boolean;
}

export type OnlineTaskStatus = 'todo' | 'done' | 'claimed';

/** form POST /api/user/getNewOnLine — the new-subscriber online tasks. */
export interface NewOnlineReq {
  phone?: Phone;
  actId?: string;
}

export interface NewOnlineInfo {
  phone: Phone;
  activatedOn: DateOnly;
  /** Days since activation. */
  activeDays: number;
  eligible: boolean;
  tasks: { taskId: string; title: string; rewardText: string; status: OnlineTaskStatus }[];
}
