import {
  ActivityStandingSchema,
  ActivityStatusSchema,
  type AreaCode,
  type Fen,
  type OrderNo,
  type PageQuery,
  type Phone,
  type SharedLinkFields,
  type TicketNo,
} from './common';
import type { OrderByIdReq } from './bill';
import { v, date, str, bool, num, text, flag, list, type Infer } from '../schema';

export type ShareChannel = 'friend' | 'timeline' | 'copyLink';

/** POST /api/activity/shareRecord/insert */
export interface ShareRecordReq {
  actId: string;
  channel: ShareChannel;
  /** The shared link (whitelisted parameters only). */
  link: string;
}

/** POST /api/activity/kdyxd/add — a broadband intent (lead). */
export interface BroadbandLeadReq {
  source: 'ycg' | 'ycg2' | 'noCoverage';
  name: string;
  phone: Phone;
  smsCode: string;
  areaCode: AreaCode;
  addressText: string;
  addressCode?: string;
  /** ycg/collect2: the customer's own mobile number and commitment tier. */
  mobile?: Phone;
  commitFen?: Fen;
}

export const CreatedSchema = () => v.object({ id: text() });
export type Created = Infer<typeof CreatedSchema>;

const FormTypeSchema = () =>
  v.picklist([
    'complaint',
    'appeal',
    'evaluation',
    'urge',
    'supplement',
    'cancel',
    'suggestion',
    'vote',
    'termination',
    'bbUrge',
    'bbReschedule',
    'bbRate',
  ]);
export type FormType = Infer<typeof FormTypeSchema>;

/** POST /api/activity/formMain/add — every ticket-like submission, by formType. */
export interface FormMainAddReq {
  formType: FormType;
  /** Two-level category, e.g. ['资费争议', '不明扣费']. */
  category?: string[];
  phone?: Phone;
  contactPhone?: Phone;
  text?: string;
  /** File ids from formMain/upload (≤3). */
  images?: string[];
  relatedTicket?: TicketNo;
  relatedOrder?: OrderNo;
  rating?: 1 | 2 | 3 | 4 | 5;
  tags?: string[];
  solved?: boolean;
  optionId?: string;
  actId?: string;
  smsCode?: string;
  /** Broadband reschedule; a termination appointment's day and time. */
  slot?: { date: string; time: string };
  /** Termination: the hall of the appointment (a store of wxcmsMerchantInfo). */
  hallId?: string;
  occurredOn?: string;
}

export const FormMainAddedSchema = () => v.object({ ticketNo: text(), dueAt: v.optional(date()) });
export type FormMainAdded = Infer<typeof FormMainAddedSchema>;

const TicketStatusSchema = () =>
  v.picklist(['acknowledged', 'inProgress', 'resolved', 'closed', 'pending', 'cancelled', 'rejected']);
export type TicketStatus = Infer<typeof TicketStatusSchema>;

export interface TicketListReq extends PageQuery {
  formType?: FormType;
  status?: TicketStatus | 'all';
}

/** A row of GET /api/activity/formMain/list (proposed path, PAGES §3.6). */
export const TicketSchema = () =>
  v.object({
    ticketNo: str(),
    formType: FormTypeSchema(),
    category: list(str()),
    phone: text(),
    status: TicketStatusSchema(),
    createdAt: v.optional(date(), ''),
    dueAt: v.optional(date()),
    canUrge: flag(),
    nextUrgeAt: v.optional(date()),
    canRate: flag(),
    canAppeal: flag(),
    rating: v.optional(num()),
    /** An open ticket past its time limit (dueAt), escalated by the operator. */
    overdue: v.optional(bool()),
  });
export type Ticket = Infer<typeof TicketSchema>;

export interface TicketDetailReq {
  ticketNo: TicketNo;
}

const TicketEventSchema = () =>
  v.object({ at: date(), status: TicketStatusSchema(), text: text(), by: v.optional(str()) });
export type TicketEvent = Infer<typeof TicketEventSchema>;

const TicketNoteSchema = () =>
  v.object({
    at: date(),
    author: v.picklist(['customer', 'agent']),
    kind: v.picklist(['reply', 'urge', 'supplement']),
    text: text(),
    /** The images sent with this note (a 补充材料's). */
    images: v.optional(list(str()), []),
  });
export type TicketNote = Infer<typeof TicketNoteSchema>;

/** GET /api/activity/formMain/detail (proposed path, PAGES §3.6). */
export const TicketDetailSchema = () =>
  v.object({
    ...TicketSchema().entries,
    text: text(),
    images: list(str()),
    relatedTicket: v.optional(str()),
    history: list(TicketEventSchema()),
    notes: list(TicketNoteSchema()),
    urgesLeft: v.optional(num(), 0),
    canCancel: flag(),
    canSupplement: flag(),
  });
export type TicketDetail = Infer<typeof TicketDetailSchema>;

/** POST /api/activity/formMain/upload (proposed path): multipart, field `file`. */
export const UploadedSchema = () => v.object({ fileId: str(), url: text(), size: v.optional(num(), 0) });
export type Uploaded = Infer<typeof UploadedSchema>;

export type HirePosition = 'installer' | 'clerk' | 'campusAgent';

/** POST /api/activity/hire/add — recruitment sign-up. */
export interface HireAddReq {
  position: HirePosition;
  name: string;
  phone: Phone;
  smsCode: string;
  areaCode: AreaCode;
  age: number;
  experience?: string;
}

/** POST /api/activity/ep/add — start a free trial. */
export interface TrialReq {
  trialCode: 'FIVEG_TRIAL' | 'VIDEO_RING_TRIAL' | 'CLOUD_DRIVE_TRIAL';
}

export const TrialStartedSchema = () =>
  v.object({ trialCode: text(), startAt: v.optional(date(), ''), endAt: v.optional(date(), '') });
export type TrialStarted = Infer<typeof TrialStartedSchema>;

/** `monthlyKb`: data gifts (lyh2), the monthly volume. */
const GiftTierSchema = () =>
  v.object({
    tier: num(),
    payFen: num(),
    creditFen: num(),
    giftFen: num(),
    months: num(),
    monthlyFen: num(),
    monthlyKb: v.optional(num()),
  });
export type GiftTier = Infer<typeof GiftTierSchema>;

/** POST /api/activity/payGiveFeeAct/reception (and lcReception, payGiveFeeActMany/reception). */
export interface ReceptionReq extends SharedLinkFields {
  actId: string;
  tier?: number;
}

/** receptionNotLogin: a visitor's number verified by SMS. */
export interface ReceptionNotLoginReq extends ReceptionReq {
  phone: Phone;
  smsCode: string;
}

/** `actOrderId`: present when eligible, the activity order to carry through payment. */
export const ReceptionResultSchema = () =>
  v.object({
    ...ActivityStandingSchema().entries,
    joined: flag(),
    tiers: list(GiftTierSchema()),
    actOrderId: v.optional(str()),
    phone: v.optional(str()),
    serverTime: date(),
    startAt: date(),
    endAt: date(),
  });
export type ReceptionResult = Infer<typeof ReceptionResultSchema>;

export interface AgreementReq {
  actId: string;
  actOrderId?: string;
}

/** One month of an agreement's credit schedule. */
const CreditSchema = () =>
  v.object({ month: str(), fen: num(), status: v.picklist(['pending', 'credited', 'failed']) });
export type CreditStatus = Infer<typeof CreditSchema>['status'];

/** GET /api/activity/payGiveFeeAct/queryhandleProductXy — agreement text (plain text, never HTML) and credit schedule. */
export const AgreementInfoSchema = () =>
  v.object({
    actId: str(),
    actOrderId: v.optional(str()),
    title: text(),
    text: str(),
    signed: flag(),
    schedule: list(CreditSchema()),
  });
export type AgreementInfo = Infer<typeof AgreementInfoSchema>;

/** GET /api/activity/payGiveFeeAct/queryAgreementList (proposed path ‡, mocks/README.md): the caller's paid
 *  deposit-gift agreements, each with its tier and credit schedule (`/mobileBusiness/phoneAllowance`). */
export interface AgreementListReq {
  phone?: string;
}

export const AgreementSummarySchema = () =>
  v.object({
    actId: str(),
    actOrderId: str(),
    title: text(),
    payFen: v.optional(num(), 0),
    giftFen: v.optional(num(), 0),
    monthlyKb: v.optional(num()),
    signed: flag(),
    createdAt: v.optional(date(), ''),
    schedule: list(v.object({ ...CreditSchema().entries, creditedAt: v.optional(date()) })),
  });
export type AgreementSummary = Infer<typeof AgreementSummarySchema>;

/** POST /api/activity/payGiveFeeAct/handleProductXy — sign the agreement once paid. */
export interface HandleAgreementReq {
  actOrderId: string;
  orderId: OrderNo;
}

export type OsActOperate = 'view' | 'click' | 'share' | 'pay';

/** POST /api/activity/payGiveFeeAct/addOsActOperateInfo */
export interface OsActOperateReq {
  actId: string;
  operateType: OsActOperate;
}

/** POST /api/activity/schoolRechargeJM/attendAct — school top-up. */
export interface SchoolAttendReq {
  phone: Phone;
  faceFen: Fen;
}

export const SchoolRecordSchema = () =>
  v.object({
    orderId: str(),
    faceFen: num(),
    giftKb: v.optional(num(), 0),
    status: v.picklist(['unpaid', 'paid', 'gifted', 'failed']),
    at: v.optional(date(), ''),
  });
export type SchoolRecord = Infer<typeof SchoolRecordSchema>;

/** POST /api/activity/schoolRechargeJM/completePay — the order paid. */
export type CompletePayReq = OrderByIdReq;

export interface MerchantReq {
  actId?: string;
  kind?: 'clinic' | 'store';
}

/** One row of GET /api/activity/wxcmsMerchantInfo/get */
export const MerchantSchema = () =>
  v.object({
    merchantId: str(),
    name: str(),
    kind: v.picklist(['clinic', 'store']),
    address: text(),
    hours: text(),
    phone: v.optional(str()),
    areaCode: text(),
  });
export type Merchant = Infer<typeof MerchantSchema>;

export interface SigninReq {
  actId: string;
  /** yjq/collect: the invite to read. */
  inviteId?: string;
}

/** GET /api/activity/newSignin/pageInit (invented shape, PAGES §3.6). */
export const SigninPageSchema = () =>
  v.object({
    status: ActivityStatusSchema(),
    serverTime: date(),
    dailyQuota: v.optional(num(), 0),
    usedToday: v.optional(num(), 0),
    streak: v.optional(num(), 0),
    /** The activity's window (votes: the countdown before the start and the results after the end). */
    startAt: v.optional(date()),
    endAt: v.optional(date()),
    /** Votes: the options the caller voted for today (one per option a day). */
    votedToday: list(str()),
    options: list(v.object({ id: str(), label: text(), count: v.optional(num()), imageUrl: v.optional(str()) })),
    // Benefits pages (BenefitClaim, PAGES §1 T23; invented like the rest of this answer): the window of the
    // current or next session (member day: Friday 10:00-23:59; daily drops: 10:00-24:00), the activity's
    // eligibility with its reasons, the claimables with the customer's standing, partners and a pair invite
    // (`startAt`/`endAt` above).
    eligible: v.optional(bool()),
    reasons: v.optional(v.array(str())),
    star: v.optional(str()),
    benefits: v.optional(v.array(BenefitItemSchema())),
    partners: v.optional(v.array(PartnerSchema())),
    invite: v.optional(v.nullable(InviteSchema())),
  });
export type SigninPage = Infer<typeof SigninPageSchema>;

/** One claimable of a benefits page; `claimed`: taken in its quota period (`code`: the code, once claimed). */
export const BenefitItemSchema = () =>
  v.object({
    id: str(),
    name: text(),
    type: v.optional(v.picklist(['pack', 'coupon', 'code', 'eCard', 'physical', 'pointsItem', 'credit']), 'pack'),
    left: v.optional(num()),
    stock: v.optional(num()),
    quota: v.optional(v.picklist(['once', 'day', 'week', 'month']), 'once'),
    minStar: v.optional(num()),
    points: v.optional(num()),
    valueFen: v.optional(num()),
    claimed: flag(),
    code: v.optional(str()),
    /** Where a code is redeemed (gkux): a server's address, checked before it is followed. */
    url: v.optional(str()),
    reason: v.optional(str()),
  });
export type BenefitItem = Infer<typeof BenefitItemSchema>;

/** A partner of the benefits zone (`read/getUrl` signs its address). */
export const PartnerSchema = () =>
  v.object({ id: str(), name: text(), minStar: v.optional(num()), browserOnly: flag() });
export type Partner = Infer<typeof PartnerSchema>;

/** A pair-pack invite (yjq): numbers masked; `mine`: the caller sent it; `forMe`: the caller is the partner. */
export const InviteSchema = () =>
  v.object({
    inviteId: str(),
    status: v.picklist(['pending', 'accepted', 'declined', 'expired']),
    fromPhone: text(),
    toPhone: text(),
    expiresAt: v.optional(date(), ''),
    mine: flag(),
    forMe: flag(),
  });
export type Invite = Infer<typeof InviteSchema>;

export interface ReadUrlReq {
  partnerId: string;
}

/** GET /api/activity/yjq/checkPartner — whether the pair pack may be ordered with this partner (proposed path). */
export interface PairPartnerReq {
  partnerPhone: Phone;
}

/** POST /api/activity/gkux/getCode — claim a VIP code (one per number). */
export interface GkuxCodeReq {
  actId?: string;
}

export const GkuxCodeSchema = () => v.object({ code: text(), claimedAt: v.optional(date(), ''), partnerUrl: text() });
export type GkuxCode = Infer<typeof GkuxCodeSchema>;

/** POST /api/activity/complaint/refund/smsCode — behind the captcha gate. */
export type { SendSmsReq as RefundSmsReq } from './common';
