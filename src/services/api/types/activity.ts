import {
  ActivityStatusSchema,
  EligibilitySchema,
  type AreaCode,
  type Fen,
  type OrderNo,
  type PageQuery,
  type Phone,
  type TicketNo,
} from './common';
import { v, text, flag, list, type Infer } from '../schema';

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

export const CreatedSchema = () => v.object({ id: v.string() });
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

export const FormMainAddedSchema = () => v.object({ ticketNo: v.string(), dueAt: v.optional(v.string()) });
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
    ticketNo: v.string(),
    formType: FormTypeSchema(),
    category: list(v.string()),
    phone: text(),
    status: TicketStatusSchema(),
    createdAt: text(),
    dueAt: v.optional(v.string()),
    canUrge: flag(),
    nextUrgeAt: v.optional(v.string()),
    canRate: flag(),
    canAppeal: flag(),
    rating: v.optional(v.number()),
    /** An open ticket past its time limit (dueAt), escalated by the operator. */
    overdue: v.optional(v.boolean()),
  });
export type Ticket = Infer<typeof TicketSchema>;

export interface TicketDetailReq {
  ticketNo: TicketNo;
}

const TicketEventSchema = () =>
  v.object({ at: v.string(), status: TicketStatusSchema(), text: text(), by: v.optional(v.string()) });
export type TicketEvent = Infer<typeof TicketEventSchema>;

const TicketNoteSchema = () =>
  v.object({
    at: v.string(),
    author: v.picklist(['customer', 'agent']),
    kind: v.picklist(['reply', 'urge', 'supplement']),
    text: text(),
  });
export type TicketNote = Infer<typeof TicketNoteSchema>;

/** GET /api/activity/formMain/detail (proposed path, PAGES §3.6). */
export const TicketDetailSchema = () =>
  v.object({
    ...TicketSchema().entries,
    text: text(),
    images: list(v.string()),
    relatedTicket: v.optional(v.string()),
    history: list(TicketEventSchema()),
    notes: list(TicketNoteSchema()),
    urgesLeft: v.optional(v.number(), 0),
    canCancel: flag(),
    canSupplement: flag(),
  });
export type TicketDetail = Infer<typeof TicketDetailSchema>;

/** POST /api/activity/formMain/upload (proposed path): multipart, field `file`. */
export const UploadedSchema = () => v.object({ fileId: v.string(), url: text(), size: v.optional(v.number(), 0) });
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

export const TrialStartedSchema = () => v.object({ trialCode: v.string(), startAt: text(), endAt: text() });
export type TrialStarted = Infer<typeof TrialStartedSchema>;

/** `monthlyKb`: data gifts (lyh2), the monthly volume. */
const GiftTierSchema = () =>
  v.object({
    tier: v.number(),
    payFen: v.number(),
    creditFen: v.number(),
    giftFen: v.number(),
    months: v.number(),
    monthlyFen: v.number(),
    monthlyKb: v.optional(v.number()),
  });
export type GiftTier = Infer<typeof GiftTierSchema>;

/** POST /api/activity/payGiveFeeAct/reception (and lcReception, payGiveFeeActMany/reception). */
export interface ReceptionReq {
  actId: string;
  tier?: number;
  shareOpenId?: string;
  money?: number;
}

/** receptionNotLogin: a visitor's number verified by SMS. */
export interface ReceptionNotLoginReq extends ReceptionReq {
  phone: Phone;
  smsCode: string;
}

/** `actOrderId`: present when eligible, the activity order to carry through payment. */
export const ReceptionResultSchema = () =>
  v.object({
    ...EligibilitySchema().entries,
    actId: v.string(),
    status: ActivityStatusSchema(),
    joined: flag(),
    tiers: list(GiftTierSchema()),
    actOrderId: v.optional(v.string()),
    phone: v.optional(v.string()),
    serverTime: v.string(),
    startAt: v.string(),
    endAt: v.string(),
  });
export type ReceptionResult = Infer<typeof ReceptionResultSchema>;

export interface AgreementReq {
  actId: string;
  actOrderId?: string;
}

export type CreditStatus = 'pending' | 'credited' | 'failed';

/** GET /api/activity/payGiveFeeAct/queryhandleProductXy — agreement text (plain text, never HTML) and credit schedule. */
export const AgreementInfoSchema = () =>
  v.object({
    actId: v.string(),
    actOrderId: v.optional(v.string()),
    title: text(),
    text: v.string(),
    signed: flag(),
    schedule: list(
      v.object({ month: v.string(), fen: v.number(), status: v.picklist(['pending', 'credited', 'failed']) }),
    ),
  });
export type AgreementInfo = Infer<typeof AgreementInfoSchema>;

/** GET /api/activity/payGiveFeeAct/queryAgreementList (proposed path ‡, mocks/README.md): the caller's paid
 *  deposit-gift agreements, each with its tier and credit schedule (`/mobileBusiness/phoneAllowance`). */
export interface AgreementListReq {
  phone?: string;
}

export const AgreementSummarySchema = () =>
  v.object({
    actId: v.string(),
    actOrderId: v.string(),
    title: text(),
    payFen: v.optional(v.number(), 0),
    giftFen: v.optional(v.number(), 0),
    monthlyKb: v.optional(v.number()),
    signed: flag(),
    createdAt: text(),
    schedule: list(
      v.object({
        month: v.string(),
        fen: v.number(),
        status: v.picklist(['pending', 'credited', 'failed']),
        creditedAt: v.optional(v.string()),
      }),
    ),
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
    orderId: v.string(),
    faceFen: v.number(),
    giftKb: v.optional(v.number(), 0),
    status: v.picklist(['unpaid', 'paid', 'gifted', 'failed']),
    at: text(),
  });
export type SchoolRecord = Infer<typeof SchoolRecordSchema>;

export interface CompletePayReq {
  orderId: OrderNo;
}

export interface MerchantReq {
  actId?: string;
  kind?: 'clinic' | 'store';
}

/** One row of GET /api/activity/wxcmsMerchantInfo/get */
export const MerchantSchema = () =>
  v.object({
    merchantId: v.string(),
    name: v.string(),
    kind: v.picklist(['clinic', 'store']),
    address: text(),
    hours: text(),
    phone: v.optional(v.string()),
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
    serverTime: v.string(),
    dailyQuota: v.optional(v.number(), 0),
    usedToday: v.optional(v.number(), 0),
    streak: v.optional(v.number(), 0),
    /** The activity's window (votes: the countdown before the start and the results after the end). */
    startAt: v.optional(v.string()),
    endAt: v.optional(v.string()),
    /** Votes: the options the caller voted for today (one per option a day). */
    votedToday: list(v.string()),
    options: list(
      v.object({ id: v.string(), label: text(), count: v.optional(v.number()), imageUrl: v.optional(v.string()) }),
    ),
    // Benefits pages (BenefitClaim, PAGES §1 T23; invented like the rest of this answer): the window of the
    // current or next session (member day: Friday 10:00-23:59; daily drops: 10:00-24:00), the activity's
    // eligibility with its reasons, the claimables with the customer's standing, partners and a pair invite
    // (`startAt`/`endAt` above).
    eligible: v.optional(v.boolean()),
    reasons: v.optional(v.array(v.string())),
    star: v.optional(v.string()),
    benefits: v.optional(v.array(BenefitItemSchema())),
    partners: v.optional(v.array(PartnerSchema())),
    invite: v.optional(v.nullable(InviteSchema())),
  });
export type SigninPage = Infer<typeof SigninPageSchema>;

/** One claimable of a benefits page; `claimed`: taken in its quota period (`code`: the code, once claimed). */
export const BenefitItemSchema = () =>
  v.object({
    id: v.string(),
    name: text(),
    type: v.optional(v.picklist(['pack', 'coupon', 'code', 'eCard', 'physical', 'pointsItem', 'credit']), 'pack'),
    left: v.optional(v.number()),
    stock: v.optional(v.number()),
    quota: v.optional(v.picklist(['once', 'day', 'week', 'month']), 'once'),
    minStar: v.optional(v.number()),
    points: v.optional(v.number()),
    valueFen: v.optional(v.number()),
    claimed: flag(),
    code: v.optional(v.string()),
    /** Where a code is redeemed (gkux): a server's address, checked before it is followed. */
    url: v.optional(v.string()),
    reason: v.optional(v.string()),
  });
export type BenefitItem = Infer<typeof BenefitItemSchema>;

/** A partner of the benefits zone (`read/getUrl` signs its address). */
export const PartnerSchema = () =>
  v.object({ id: v.string(), name: text(), minStar: v.optional(v.number()), browserOnly: flag() });
export type Partner = Infer<typeof PartnerSchema>;

/** A pair-pack invite (yjq): numbers masked; `mine`: the caller sent it; `forMe`: the caller is the partner. */
export const InviteSchema = () =>
  v.object({
    inviteId: v.string(),
    status: v.picklist(['pending', 'accepted', 'declined', 'expired']),
    fromPhone: text(),
    toPhone: text(),
    expiresAt: text(),
    mine: flag(),
    forMe: flag(),
  });
export type Invite = Infer<typeof InviteSchema>;

export interface ReadUrlReq {
  partnerId: string;
}

/** POST /api/activity/gkux/getCode — claim a VIP code (one per number). */
export interface GkuxCodeReq {
  actId?: string;
}

export const GkuxCodeSchema = () => v.object({ code: v.string(), claimedAt: text(), partnerUrl: text() });
export type GkuxCode = Infer<typeof GkuxCodeSchema>;

/** POST /api/activity/complaint/refund/smsCode — behind the captcha gate. */
export type { SendSmsReq as RefundSmsReq } from './common';
