// Shapes shared by every domain. The simulator (mocks/) imports these same types, so the app and the
// simulator cannot drift apart silently. Money is integer fen, data volumes KB, times ISO-8601 strings
// in the operator's time zone (+08:00). Response shapes are schemas (../schema.ts) with their types inferred.
import { v, str, bool, num, flag, list, type Infer } from '../schema';

/** Integer amount in fen (1/100 yuan). */
export type Fen = number;
/** Data volume in KB. */
export type Kb = number;
/** An 11-digit mobile number, e.g. '18687120001'. */
export type Phone = string;
/** ISO-8601 date-time, e.g. '2024-05-12T10:30:00+08:00'. */
export type DateTime = string;
/** Calendar date 'yyyy-MM-dd'. */
export type DateOnly = string;
/** Billing month 'yyyyMM', e.g. '202405'. */
export type Month = string;
/** GB/T 2260 area code, e.g. '530102'. */
export type AreaCode = string;
/** Order number: yyyyMMddHHmmss + 6 digits. */
export type OrderNo = string;
/** Ticket number: 'GD' + 16 digits. */
export type TicketNo = string;

/**
 * The response envelope of every call. Success: `status` 1 (number or '1'), or `success === true`,
 * or `respCode === '0000'`; the request layer then resolves with `data`. Otherwise it rejects with
 * `msg` (or "operation failed").
 */
export interface Envelope<T> {
  status?: number | string;
  code?: string | number;
  msg?: string;
  data?: T;
  success?: boolean;
  respCode?: string;
}

/** A call whose success carries no data (`data` is null). */
export type Empty = null;

export interface PageQuery {
  /** 1-based. */
  page?: number;
  /** Default 20. */
  pageSize?: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Filled by the picture-captcha gate unless the caller skips it and supplies them itself. */
export interface CaptchaFields {
  kaptcha?: string;
  kaptchaId?: string;
}

/** Filled by the SMS gate when `smsCode` is missing. */
export interface SmsFields {
  smsCode?: string;
  kaptchaId?: string;
  phone?: Phone;
}

/** A deposit-gift (cfsf) call made from a friend's shared link: the sharer's openid and the amount, from the link's
 *  query. */
export interface SharedLinkFields {
  shareOpenId?: string;
  money?: number;
}

/** A call about one number (a lookup, a pre-check, a login by the bound number). */
export interface PhoneReq {
  phone: Phone;
}

/** Send an SMS code to a phone; behind the captcha gate. */
export interface SendSmsReq extends CaptchaFields {
  phone: Phone;
}

/** What a send-SMS call returns: seconds before the next send is allowed (60 when absent). */
export const SmsSentSchema = () => v.object({ resendAfter: v.optional(num(), 60) });
export type SmsSent = Infer<typeof SmsSentSchema>;

/** A partner address signed by the server; `browserOnly` ones open through the copy-link dialog. */
export const SignedUrlSchema = () => v.object({ url: str(), browserOnly: flag() });
export type SignedUrl = Infer<typeof SignedUrlSchema>;

/** Eligibility answer used by many offers; `reasons`: human-readable, in the user's language, when not eligible. */
export const EligibilitySchema = () => v.object({ eligible: bool(), reasons: list(str()) });
export type Eligibility = Infer<typeof EligibilitySchema>;

export const ActivityStatusSchema = () => v.picklist(['notStarted', 'active', 'soldOut', 'ended']);
export type ActivityStatus = Infer<typeof ActivityStatusSchema>;

/** Where the caller stands in one activity: its eligibility (with reasons) and the activity's state; the answers
 *  that open an activity page (a reception, an activity's info) begin with it. */
export const ActivityStandingSchema = () =>
  v.object({ ...EligibilitySchema().entries, actId: str(), status: ActivityStatusSchema() });
