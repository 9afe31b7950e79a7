import type { Phone, PhoneReq, SendSmsReq } from './common';
import { v, date, str, num, text, flag, list, type Infer } from '../schema';
import { StarLevelSchema } from './shell';

export {
  CustomerProfileSchema,
  UserInfoBtmSchema,
  type CustomerProfile,
  type UserInfoBtm,
  type StarLevel,
} from './shell';

export type SubscriberStatus = 'active' | 'suspended' | 'arrears' | 'terminated';

/** GET /api/user/queryUserInfo (user-info host) — operator-side account facts. */
export const OperatorUserInfoSchema = () =>
  v.object({
    phone: str(),
    provinceCode: text(),
    cityCode: text(),
    cityName: text(),
    brand: text(),
    paymentMode: v.picklist(['prepaid', 'postpaid']),
    tenureMonths: v.optional(num(), 0),
    contractEndsOn: v.optional(str()),
    creditLimitFen: v.optional(num(), 0),
  });
export type OperatorUserInfo = Infer<typeof OperatorUserInfoSchema>;

export interface LoginReq {
  phone: Phone;
  smsCode: string;
}

export const LoginResultSchema = () => v.object({ userPhone: text(), openid: v.optional(str()) });
export type LoginResult = Infer<typeof LoginResultSchema>;

export type DefaultLoginReq = PhoneReq;

export interface ThirdAuthLoginReq {
  /** The mall token from `?token=`. */
  token: string;
}

export const ThirdAuthLoginResultSchema = () => v.object({ thirdUserPhone: text(), staffId: v.optional(str()) });
export type ThirdAuthLoginResult = Infer<typeof ThirdAuthLoginResultSchema>;

const BoundNumberSchema = () => v.object({ phone: str(), isDefault: flag(), boundAt: v.optional(date(), '') });
export type BoundNumber = Infer<typeof BoundNumberSchema>;

/** GET /api/user/userMoreBinding/getUserGroups — numbers bound to this WeChat user (max 5). */
export const UserGroupsSchema = () =>
  v.object({ openid: text(), bound: list(BoundNumberSchema()), maxBound: v.optional(num(), 5) });
export type UserGroups = Infer<typeof UserGroupsSchema>;

export interface BindNumberSendReq extends SendSmsReq {
  /** 'bind' adds a number; 'unbind' removes one. */
  action: 'bind' | 'unbind';
}

export type ScoreRecordKind = 'earn' | 'spend' | 'expire';

const ScoreRecordSchema = () =>
  v.object({
    at: date(),
    kind: v.picklist(['earn', 'spend', 'expire']),
    points: num(),
    title: text(),
  });
export type ScoreRecord = Infer<typeof ScoreRecordSchema>;

/** GET /api/user/userInfo/qryScoreInfo — points and star level; `multiplier`: earning multiplier, e.g. 2.5 for 4★. */
export const ScoreInfoSchema = () =>
  v.object({
    phone: str(),
    points: num(),
    star: v.optional(StarLevelSchema(), '0'),
    multiplier: v.optional(num(), 1),
    expiringPoints: v.optional(num(), 0),
    expiresOn: text(),
    records: list(ScoreRecordSchema()),
  });
export type ScoreInfo = Infer<typeof ScoreInfoSchema>;

export interface JfSignReq {
  /** Where in the points mall to land. */
  target?: 'home' | 'item';
  itemId?: string;
}

export type InternetServiceStatus = 'active' | 'pendingCancel' | 'cancelled';

/** GET /api/user/queryInternetService — value-added services on the number. */
export const InternetServiceSchema = () =>
  v.object({
    code: str(),
    name: text(),
    monthlyFen: num(),
    subscribedOn: text(),
    status: v.picklist(['active', 'pendingCancel', 'cancelled']),
    cancellable: flag(),
  });
export type InternetService = Infer<typeof InternetServiceSchema>;

export type OnlineTaskStatus = 'todo' | 'done' | 'claimed';

/** form POST /api/user/getNewOnLine — the new-subscriber online tasks. */
export interface NewOnlineReq {
  phone?: Phone;
  actId?: string;
}

/** `activeDays`: days since activation. */
export const NewOnlineInfoSchema = () =>
  v.object({
    phone: str(),
    activatedOn: text(),
    activeDays: v.optional(num(), 0),
    eligible: flag(),
    tasks: list(
      v.object({
        taskId: str(),
        title: text(),
        rewardText: text(),
        status: v.picklist(['todo', 'done', 'claimed']),
      }),
    ),
  });
export type NewOnlineInfo = Infer<typeof NewOnlineInfoSchema>;
