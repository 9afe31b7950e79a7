import type { ActivityStatus, AreaCode, DateTime, Eligibility, Fen, Kb, OrderNo, PageQuery, Phone, TicketNo } from './common';

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

export interface Created {
  id: string;
}

export type FormType =
  | 'complaint' | 'appeal' | 'evaluation' | 'urge' | 'supplement' | 'cancel' | 'suggestion'
  | 'vote' | 'termination' | 'bbUrge' | 'bbReschedule' | 'bbRate';

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
  /** Broadband reschedule. */
  slot?: { date: string; time: string };
  occurredOn?: string;
}

export interface FormMainAdded {
  ticketNo: TicketNo;
  dueAt?: DateTime;
}

export type TicketStatus = 'acknowledged' | 'inProgress' | 'resolved' | 'closed' | 'pending' | 'cancelled' | 'rejected';

export interface TicketListReq extends PageQuery {
  formType?: FormType;
  status?: TicketStatus | 'all';
}

/** A row of GET /api/activity/formMain/list (proposed path, PAGES §3.6). */
export interface Ticket {
  ticketNo: TicketNo;
  formType: FormType;
  category: string[];
  phone: Phone;
  status: TicketStatus;
  createdAt: DateTime;
  dueAt?: DateTime;
  canUrge: boolean;
  nextUrgeAt?: DateTime;
  canRate: boolean;
  canAppeal: boolean;
  rating?: number;
}

export interface TicketDetailReq {
  ticketNo: TicketNo;
}

export interface TicketEvent {
  at: DateTime;
  status: TicketStatus;
  text: string;
  by?: string;
}

export interface TicketNote {
  at: DateTime;
  author: 'customer' | 'agent';
  kind: 'reply' | 'urge' | 'supplement';
  text: string;
}

/** GET /api/activity/formMain/detail (proposed path, PAGES §3.6). */
export interface TicketDetail extends Ticket {
  text: string;
  images: string[];
  relatedTicket?: TicketNo;
  history: TicketEvent[];
  notes: TicketNote[];
  urgesLeft: number;
  canCancel: boolean;
  canSupplement: boolean;
}

/** POST /api/activity/formMain/upload (proposed path): multipart, field `file`. */
export interface Uploaded {
  fileId: string;
  url: string;
  size: number;
}

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

export interface TrialStarted {
  trialCode: string;
  startAt: DateTime;
  endAt: DateTime;
}

export interface GiftTier {
  tier: number;
  payFen: Fen;
  creditFen: Fen;
  giftFen: Fen;
  months: number;
  monthlyFen: Fen;
  /** Data gifts (lyh2): monthly volume. */
  monthlyKb?: Kb;
}

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

export interface ReceptionResult extends Eligibility {
  actId: string;
  status: ActivityStatus;
  joined: boolean;
  tiers: GiftTier[];
  /** Present when eligible: the activity order to carry through payment. */
  actOrderId?: string;
  phone?: Phone;
  serverTime: DateTime;
  startAt: DateTime;
  endAt: DateTime;
}

export interface AgreementReq {
  actId: string;
  actOrderId?: string;
}

export type CreditStatus = 'pending' | 'credited' | 'failed';

/** GET /api/activity/payGiveFeeAct/queryhandleProductXy — agreement text and credit schedule. */
export interface AgreementInfo {
  actId: string;
  actOrderId?: string;
  title: string;
  /** Plain text, never HTML. */
  text: string;
  signed: boolean;
  schedule: { month: string; fen: Fen; status: CreditStatus }[];
}

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

export interface SchoolRecord {
  orderId: OrderNo;
  faceFen: Fen;
  giftKb: Kb;
  status: 'unpaid' | 'paid' | 'gifted' | 'failed';
  at: DateTime;
}

export interface CompletePayReq {
  orderId: OrderNo;
}

export interface MerchantReq {
  actId?: string;
  kind?: 'clinic' | 'store';
}

/** One row of GET /api/activity/wxcmsMerchantInfo/get */
export interface Merchant {
  merchantId: string;
  name: string;
  kind: 'clinic' | 'store';
  address: string;
  hours: string;
  phone?: string;
  areaCode: AreaCode;
}

export interface SigninReq {
  actId: string;
}

/** GET /api/activity/newSignin/pageInit (invented shape, PAGES §3.6). */
export interface SigninPage {
  status: ActivityStatus;
  serverTime: DateTime;
  dailyQuota: number;
  usedToday: number;
  streak: number;
  options: { id: string; label: string; count?: number; imageUrl?: string }[];
}

export interface ReadUrlReq {
  partnerId: string;
}

/** POST /api/activity/gkux/getCode — claim a VIP code (one per number). */
export interface GkuxCodeReq {
  actId?: string;
}

export interface GkuxCode {
  code: string;
  claimedAt: DateTime;
  partnerUrl: string;
}

/** POST /api/activity/complaint/refund/smsCode — behind the captcha gate. */
export type { SendSmsReq as RefundSmsReq } from './common';
