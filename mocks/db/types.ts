// The simulator's state: one JSON-serialisable object (so it can live in a state file). Times are epoch
// milliseconds; the handlers turn them into the shared types' ISO strings (+08:00) on the way out.
import type {
  AreaCode,
  BillCategory,
  BroadbandAccountStatus,
  BroadbandOrderStatus,
  CoverType,
  CreditStatus,
  EcsProduct,
  Fen,
  FormType,
  GiftTier,
  HirePosition,
  Kb,
  MemberKind,
  Merchant,
  NumberStatus,
  OrderStateCode,
  PackCategory,
  PaperType,
  PaymentChannel,
  PayOrderStatus,
  PayOrderType,
  Phone,
  ProductKind,
  ProductRecordSource,
  ProductRecordStatus,
  RewardStatus,
  RewardType,
  StarLevel,
  SubscriberStatus,
  TicketStatus,
} from '../../src/services/api/types';

export type Ms = number;

// ---------------------------------------------------------------- customers and identities

export interface Plan {
  code: string;
  name: string;
  monthlyFen: Fen;
  dataKb: Kb;
  targetedKb: Kb;
  voiceMinutes: number;
  sms: number;
  is5G: boolean;
  /** Monthly data cap (王卡). */
  capKb?: Kb;
  /** Months a new subscriber cannot leave the plan ("套餐12个月内不能转出"). */
  lockMonths?: number;
  /** Ordered by tier, to tell a downgrade. */
  tier: number;
}

export interface Subscription {
  id: string;
  code: string;
  name: string;
  kind: 'pack' | 'vas' | 'trial' | 'capLift' | 'speed' | 'pairPack';
  feeFen: Fen;
  volumeKb: Kb;
  usedKb: Kb;
  startAt: Ms;
  endAt: Ms;
  /** Renews monthly (targeted packs, 5G upgrade, VAS). */
  monthly: boolean;
  status: 'active' | 'pendingCancel' | 'cancelled' | 'expired';
  cancellable: boolean;
  /** Targeted packs: the app family (one tier per app). */
  targetApp?: string;
  /** Ordered for the customer by staff (代客办理). */
  staffId?: string;
}

export interface Subscriber {
  phone: Phone;
  name: string;
  certNo: string;
  /** City (530100) and district (530102). */
  cityCode: AreaCode;
  districtCode: AreaCode;
  planCode: string;
  paymentMode: 'prepaid' | 'postpaid';
  star: StarLevel;
  activatedAt: Ms;
  status: SubscriberStatus;
  balanceFen: Fen;
  creditLimitFen: Fen;
  points: number;
  contractEndsOn?: string;
  /** Usage of the current month. */
  usage: { generalKb: Kb; targetedKb: Kb; fiveGKb: Kb; voiceMinutes: number; sms: number; month: string };
  capLifted: boolean;
  /** Throttled to 1 Mbps until a speed pack is bought (13211880003). */
  throttled: boolean;
  speedRestoredUntil?: Ms;
  subscriptions: Subscription[];
  pendingPlanChange?: { to: string; requestedAt: Ms; effectiveAt: Ms };
  lastPlanChangeMonth?: string;
  /** Secondary cards (副卡) attached to this main number. */
  secondaryCards: Phone[];
  servicePasswordSet: boolean;
  student: boolean;
  /** Whitelists this number is on: 'help' (poverty-relief pack), 'lclyh', 'gcy'. */
  whitelists: string[];
  /** Member of a mixed (fused) billing account. */
  mixAccountId?: string;
  realNameVerified: boolean;
  nickname: string;
}

export interface BoundNumber {
  phone: Phone;
  boundAt: Ms;
}

export interface WxUser {
  openid: string;
  unionid: string;
  nickname: string;
  headImgUrl: string;
  subscribe: boolean;
  bound: BoundNumber[];
  defaultPhone?: Phone;
}

export interface Staff {
  staffId: string;
  name: string;
  /** Work number, returned as thirdUserPhone. */
  phone: string;
  hallName: string;
  cityCode: AreaCode;
}

export type MallTokenOwner = { kind: 'staff'; staffId: string } | { kind: 'customer'; phone: Phone };

export interface Session {
  id: string;
  createdAt: Ms;
  /** Base (real) clock, for the 2-hour idle timeout. */
  lastSeenAt: Ms;
  openid?: string;
  /** The number the session acts on (login, default bound number or mall token). */
  phone?: Phone;
  staffId?: string;
  /** Second verification for the call detail (costDetail), valid 30 minutes. */
  verifiedUntil?: Ms;
  verifiedPhone?: Phone;
  /** Number verified by SMS for a payment (tooth top-up for an unbound number). */
  payVerifiedPhone?: Phone;
  /** Contact phone verified by SMS to look up orders placed with it (a customer without a bound number). */
  orderLookupPhone?: Phone;
  wxPublicAccountId?: string;
}

export interface OauthCode {
  code: string;
  openid: string;
  appid: string;
  expiresAt: Ms;
  used: boolean;
  /** The `state` of the authorize step that issued it; the exchange must send the same. */
  state?: string;
  /** WeChat's snapshot (preview) mode of a page opened from a moment: the exchange answers is_snapshotuser=1. */
  snapshot?: boolean;
}

/** A `state` seen at the authorize step (or minted by __sim/oauth/code): good for one exchange, 10 minutes. */
export interface OauthState {
  state: string;
  appid: string;
  createdAt: Ms;
  expiresAt: Ms;
  used: boolean;
  /** The browser that authorized (its SMS2OAUTH cookie): the exchange is refused from another one. */
  browser?: string;
}

// ---------------------------------------------------------------- verification

export interface Captcha {
  /** The client's id, unique within its owner only. */
  id: string;
  /** Who fetched it: `session:<id>` or `browser:<SMS2OAUTH>`; the key in SimState.captchas is `<owner>|<id>`. */
  owner: string;
  text: string;
  expiresAt: Ms;
  used: boolean;
}

/** What an SMS code was sent for; a check accepts only its own purposes (services/verify.ts). */
export type SmsPurpose = 'login' | 'bind' | 'unbind' | 'resetPwd' | 'order' | 'busi' | 'broadband' | 'pay' | 'refund';

export interface SmsCode {
  phone: Phone;
  code: string;
  purpose: SmsPurpose;
  sentAt: Ms;
  expiresAt: Ms;
  used: boolean;
}

export interface SmsCounter {
  day: string;
  count: number;
  lastSentAt: Ms;
}

export interface SmsLock {
  failures: number;
  lockedUntil?: Ms;
}

export interface SmsMessage {
  phone: Phone;
  text: string;
  code?: string;
  purpose: string;
  at: Ms;
}

// ---------------------------------------------------------------- payment

export interface PayOrderRow {
  orderId: string;
  type: PayOrderType;
  msisdn: Phone;
  faceFen: Fen;
  payFen: Fen;
  status: PayOrderStatus;
  title: string;
  createdAt: Ms;
  expiresAt: Ms;
  paidAt?: Ms;
  settledAt?: Ms;
  failReason?: string;
  channel: PaymentChannel;
  /** Who created it (session's openid or phone), for the records list. */
  ownerPhone?: Phone;
  ownerOpenid?: string;
  /** Time from payment to credit; default 3 s of simulated time. */
  creditDelayMs?: number;
  /** A payment that will fail at crediting (cashier's "支付后充值失败"). */
  willFail?: boolean;
  /** What paying it does: credit the balance, start a deposit-gift agreement, advance an order ... */
  effect:
    | { kind: 'topup' }
    | { kind: 'depositGift'; actOrderId: string }
    | { kind: 'productOrder'; orderNo: string }
    | { kind: 'school'; recordId: string }
    | { kind: 'none' };
  bundleCode?: string;
  /** Tooth bundles: the voucher issued once credited. */
  voucher?: string;
  prepayId: string;
  /** WeChat Pay's notify of a payment its sheet already confirmed arrives then (the stand-in's late notify). */
  notifyAt?: Ms;
  logs: { at: Ms; action: string; reason?: string }[];
}

// ---------------------------------------------------------------- catalogue

export interface Offering {
  code: string;
  productId: string;
  name: string;
  kind: ProductKind;
  category?: PackCategory;
  priceFen: Fen;
  origFen?: Fen;
  volumeKb: Kb;
  voiceMinutes?: number;
  validity: string;
  /** Days of validity; 0 = until the end of this month; -1 = monthly renewal. */
  days: number;
  detailPath: string;
  /** Activity codes of the floors it appears on. */
  actCodes: string[];
  startAt?: Ms;
  endAt?: Ms;
  needs5G?: boolean;
  whitelist?: string;
  /** 'once' per number; 'month' once a month; 'day' once a day. */
  limit?: 'once' | 'month' | 'day';
  stackable: boolean;
  stock?: number;
  sold: number;
  targetApp?: string;
  subKind: Subscription['kind'];
  imageUrl: string;
  desc: string;
}

export interface BroadbandOfferRow {
  offerCode: string;
  name: string;
  mbps: number;
  yearlyFen: Fen;
  installFen: Fen;
  months: number;
}

export interface DeviceRow {
  code: string;
  name: string;
  kind: 'handset' | 'cpe';
  colours: string[];
  storage: string[];
  /** The price of the first storage; another storage may cost more (`storagePriceFen`). */
  priceFen: Fen;
  /** The price of each storage that is not the first's. */
  storagePriceFen?: Record<string, Fen>;
  stock: number;
}

export interface NumberRow {
  msisdn: Phone;
  cityCode: AreaCode;
  pretty: boolean;
  prepayFen: Fen;
  minSpendFen: Fen;
  status: NumberStatus;
  reservedUntil?: Ms;
  reservedBy?: string;
}

// ---------------------------------------------------------------- orders and records

export interface OrderEvent {
  at: Ms;
  text: string;
}

export interface ProductOrderRow {
  orderNo: string;
  kind: 'card' | 'broadband' | 'wireless' | 'seckill' | 'product' | 'device' | 'valet' | 'handle';
  productCode: string;
  name: string;
  phone: Phone;
  /** The new number of a card order. */
  msisdn?: Phone;
  items: { name: string; quantity: number; fen: Fen }[];
  totalFen: Fen;
  stateCode: OrderStateCode;
  customer?: { name: string; certNo: string; contactPhone: Phone };
  address?: { areaCode: AreaCode; detail: string };
  channel: string;
  staffId?: string;
  payOrderId?: string;
  payBy?: Ms;
  createdAt: Ms;
  timeline: OrderEvent[];
  logistics?: { company: string; trackingNo: string; steps: OrderEvent[] };
  actId?: string;
  itemId?: string;
  /** Flash sale: the 'day|session|itemId' stock the order took (returned if it is not paid). */
  stockKey?: string;
  /** The device the order took from stock (returned if it is not paid). */
  deviceCode?: string;
  /** A handset on contract: what is paid now (`totalFen`) is its down payment, not the phone's price (the item's). */
  downPaymentFen?: Fen;
  /** Placed by a WeChat user with no number bound: theirs once they bind one. */
  ownerOpenid?: string;
}

/** A handling record (business query, failed records). */
export interface ProductRecordRow {
  recordId: string;
  phone: Phone;
  orderNo?: string;
  productCode: string;
  name: string;
  source: ProductRecordSource;
  status: ProductRecordStatus;
  stateCode?: OrderStateCode;
  feeFen: Fen;
  createdAt: Ms;
  effectiveAt?: Ms;
  expiresAt?: Ms;
  cancellable: boolean;
  failReason?: string;
  refund?: 'none' | 'refunding' | 'refunded';
  subscriptionId?: string;
  payBy?: Ms;
  /** An order placed by a WeChat user with no number bound: theirs once they bind one (listed and readable). */
  ownerOpenid?: string;
}

export interface BillRow {
  phone: Phone;
  month: string;
  lines: { category: BillCategory; name: string; fen: Fen }[];
  paid: boolean;
}

export interface PaymentRow {
  orderId: string;
  msisdn: Phone;
  fen: Fen;
  channel: PaymentChannel;
  status: PayOrderStatus;
  at: Ms;
  /** What it was, when not a payment of the customer (a deposit-gift monthly credit). */
  title?: string;
}

export interface PaperRow {
  paperId: string;
  phone: Phone;
  orderId?: string;
  name: string;
  type: PaperType;
  mime: string;
  size: number;
  createdAt: Ms;
}

// ---------------------------------------------------------------- broadband

export interface AddressRow {
  code: string;
  parentCode?: string;
  level: 'district' | 'street' | 'estate' | 'building' | 'unit' | 'door';
  name: string;
  coverage?: { type: CoverType; maxMbps: number; freePorts: number };
}

export interface BroadbandAccountRow {
  account: string;
  phone: Phone;
  certNo: string;
  addressText: string;
  mbps: number;
  status: BroadbandAccountStatus;
  fused: boolean;
  expiresOn?: string;
  areaCode: AreaCode;
  openedOn: string;
}

export interface BroadbandOrderRow {
  orderNo: string;
  phone: Phone;
  offerCode: string;
  offerName: string;
  addressCode: string;
  addressText: string;
  status: BroadbandOrderStatus;
  createdAt: Ms;
  slot?: { date: string; time: '08:00' | '12:00' | '14:00' | '18:00' };
  installer?: string;
  installerPhone?: Phone;
  steps: { name: string; at?: Ms; done: boolean; operator?: string }[];
  urges: Ms[];
  rating?: number;
  customer: { name: string; certNo: string; contactPhone: Phone };
  /** Placed by a WeChat user with no number bound: theirs once they bind one. */
  ownerOpenid?: string;
}

export interface MixAccountRow {
  accountId: string;
  name: string;
  ownerPhone: Phone;
  members: { id: string; kind: MemberKind; ref: string }[];
}

// ---------------------------------------------------------------- complaints

export interface TicketRow {
  ticketNo: string;
  formType: FormType;
  category: string[];
  phone: Phone;
  contactPhone?: Phone;
  text: string;
  images: string[];
  status: TicketStatus;
  createdAt: Ms;
  dueAt?: Ms;
  resolvedAt?: Ms;
  history: { at: Ms; status: TicketStatus; text: string; by?: string }[];
  /** `images`: the uploads sent with a 补充材料 (filed under it, not under the first description). */
  notes: {
    at: Ms;
    author: 'customer' | 'agent';
    kind: 'reply' | 'urge' | 'supplement';
    text: string;
    images?: string[];
  }[];
  urges: Ms[];
  rating?: number;
  ratingTags?: string[];
  relatedTicket?: string;
  relatedOrder?: string;
  appealed?: boolean;
  /** The fee dispute's date, for the 5-month appeal limit. */
  occurredOn?: string;
  /** When the ticket passed its time limit unresolved (set by the clock). */
  overdueAt?: Ms;
}

// ---------------------------------------------------------------- activities

export interface ActivityRow {
  actId: string;
  title: string;
  kind:
    | 'depositGift'
    | 'landing'
    | 'benefit'
    | 'seckill'
    | 'vote'
    | 'trial'
    | 'pack'
    | 'school'
    | 'tooth'
    | 'form'
    | 'online';
  route: string;
  startAt: Ms;
  endAt: Ms;
  imageUrl: string;
  /** Per-day quota of joins (deposit gift); 'soldOut' when reached today. */
  dailyQuota?: number;
  joinedByDay: Record<string, number>;
  totalStock?: number;
  totalJoined: number;
  tiers?: GiftTier[];
  regionLock?: AreaCode;
  whitelist?: string;
  minTenureMonths?: number;
  /** cfsf2: once a month per number; others: once per number. */
  limit: 'once' | 'month' | 'none';
  /** Not combined with another deposit gift (cfsf, cfsf2, pay100, pay200): refused while the number has one running, and the other way round. */
  exclusive?: boolean;
  desc: string;
  /** Preview-only config (testPage). */
  preview?: boolean;
}

export interface AgreementRow {
  actOrderId: string;
  actId: string;
  phone: Phone;
  payerOpenid?: string;
  payer: 'self' | 'friend';
  tier: number;
  createdAt: Ms;
  payOrderId?: string;
  paid: boolean;
  signed: boolean;
  schedule: { month: string; fen: Fen; status: CreditStatus; creditedAt?: Ms }[];
}

export interface BenefitRow {
  benefitId: string;
  actId: string;
  name: string;
  type: RewardType;
  stock: number;
  left: number;
  /** Per number: 'once', 'day', 'week' or 'month'. */
  quota: 'once' | 'day' | 'week' | 'month';
  valueFen?: Fen;
  points?: number;
  minStar?: number;
  /** Draw pools: weight. */
  weight?: number;
  validDays?: number;
}

export interface RewardRow {
  recordId: string;
  actId: string;
  benefitId: string;
  phone: Phone;
  name: string;
  type: RewardType;
  status: RewardStatus;
  claimedAt: Ms;
  expiresAt?: Ms;
  code?: string;
  valueFen?: Fen;
  address?: { name: string; phone: string; areaCode: string; detail: string };
}

export interface SeckillItemRow {
  itemId: string;
  name: string;
  productCode: string;
  priceFen: Fen;
  origFen: Fen;
  stock: number;
}

export interface VoteRow {
  phone: Phone;
  optionId: string;
  day: string;
  at: Ms;
}

export interface InviteRow {
  inviteId: string;
  fromPhone: Phone;
  toPhone: Phone;
  productCode: string;
  createdAt: Ms;
  expiresAt: Ms;
  status: 'pending' | 'accepted' | 'declined' | 'expired';
}

export interface TrialRow {
  phone: Phone;
  trialCode: string;
  startAt: Ms;
  endAt: Ms;
}

export interface LeadRow {
  id: string;
  source: string;
  name: string;
  phone: Phone;
  areaCode: AreaCode;
  addressText: string;
  addressCode?: string;
  mobile?: Phone;
  commitFen?: Fen;
  covered: boolean;
  at: Ms;
}

export interface HireRow {
  id: string;
  position: HirePosition;
  name: string;
  phone: Phone;
  areaCode: AreaCode;
  age: number;
  experience?: string;
  at: Ms;
}

export interface SchoolRecordRow {
  recordId: string;
  phone: Phone;
  orderId: string;
  faceFen: Fen;
  giftKb: Kb;
  status: 'unpaid' | 'paid' | 'gifted' | 'failed';
  at: Ms;
}

export interface SignRow {
  signId: string;
  phone: Phone;
  productCode: string;
  staffId?: string;
  bytes: number;
  at: Ms;
}

export interface UploadRow {
  fileId: string;
  name: string;
  type: string;
  size: number;
  phone?: Phone;
  at: Ms;
}

export interface OpLogRow {
  id: string;
  at: Ms;
  kind: 'navigation' | 'action' | 'activity';
  sessionId?: string;
  phone?: Phone;
  payload: Record<string, unknown>;
}

export interface ShareRow {
  id: string;
  at: Ms;
  actId: string;
  channel: string;
  link: string;
  kind: 'activity' | 'product';
  phone?: Phone;
}

export interface ClickRow {
  at: Ms;
  productId: string;
  actCode?: string;
  phone?: Phone;
}

export interface ConfigItemRow {
  id: string;
  kind: 'banner' | 'tile' | 'notice' | 'floor';
  title: string;
  imageUrl?: string;
  link?: string;
  sort: number;
  startAt?: Ms;
  endAt?: Ms;
  actCode?: string;
  page: string;
  /** isShow=0 lists visible items; hidden ones have isShow 1. */
  hidden: boolean;
}

export interface Catalogue {
  plans: Plan[];
  offerings: Offering[];
  cards: EcsProduct[];
  valetProducts: EcsProduct[];
  broadbandOffers: BroadbandOfferRow[];
  devices: DeviceRow[];
  merchants: Merchant[];
  seckillItems: SeckillItemRow[];
  voteOptions: { id: string; label: string; imageUrl: string }[];
  areas: { code: AreaCode; name: string; parentCode?: AreaCode; level: 'province' | 'city' | 'district' }[];
}

export interface IdemEntry {
  key: string;
  path: string;
  /**
   * Whose key it is (`openid:`, `phone:`, `session:` or `xsrf:` the browser's token): another customer's request
   * never gets its answer.
   */
  owner?: string;
  /** The digest of the request's parameters (simulator.ts requestFingerprint): another request is refused. */
  fingerprint?: string;
  status: number;
  body: string;
  at: Ms;
}

/** Everything the simulator knows. Bump STATE_VERSION when the shape changes (old state files are re-seeded). */
export interface SimState {
  version: number;
  seededAt: Ms;
  seq: number;
  subscribers: Record<Phone, Subscriber>;
  wxUsers: Record<string, WxUser>;
  staff: Record<string, Staff>;
  mallTokens: Record<string, MallTokenOwner>;
  /** ID numbers refused by the blacklist. */
  blacklistCerts: string[];
  sessions: Record<string, Session>;
  oauthCodes: Record<string, OauthCode>;
  oauthStates: Record<string, OauthState>;
  captchas: Record<string, Captcha>;
  smsCodes: Record<Phone, SmsCode>;
  smsCounters: Record<Phone, SmsCounter>;
  smsLocks: Record<Phone, SmsLock>;
  /** Send times per sliding-window key (`<scope>:<who>` of SMS_WINDOWS in services/verify.ts), against SMS pumping. */
  smsWindows: Record<string, Ms[]>;
  smsOutbox: SmsMessage[];
  idem: Record<string, IdemEntry>;
  payOrders: Record<string, PayOrderRow>;
  payments: PaymentRow[];
  catalogue: Catalogue;
  numbers: Record<Phone, NumberRow>;
  productOrders: Record<string, ProductOrderRow>;
  productRecords: ProductRecordRow[];
  bills: BillRow[];
  papers: PaperRow[];
  addresses: AddressRow[];
  /** Remaining capacity per 'yyyy-MM-dd HH:mm' slot (default 2). */
  slotsTaken: Record<string, number>;
  broadbandAccounts: BroadbandAccountRow[];
  broadbandOrders: Record<string, BroadbandOrderRow>;
  mixAccounts: MixAccountRow[];
  tickets: Record<string, TicketRow>;
  activities: Record<string, ActivityRow>;
  agreements: Record<string, AgreementRow>;
  benefits: BenefitRow[];
  rewards: RewardRow[];
  /** Seckill stock left per 'day|session|itemId'. */
  seckillLeft: Record<string, number>;
  voteCounts: Record<string, number>;
  votes: VoteRow[];
  invites: Record<string, InviteRow>;
  trials: TrialRow[];
  leads: LeadRow[];
  hires: HireRow[];
  schoolRecords: SchoolRecordRow[];
  signs: Record<string, SignRow>;
  uploads: Record<string, UploadRow>;
  opLogs: OpLogRow[];
  shares: ShareRow[];
  clicks: ClickRow[];
  configItems: ConfigItemRow[];
  /** gkux codes handed out per number. */
  gkuxCodes: Record<Phone, { code: string; at: Ms }>;
  gkuxLeft: number;
  /** Tooth campaign tokens. */
  toothTokens: Record<string, { validUntil: Ms; merchantId: string }>;
  /** Days a number signed in to an activity (friday streak, limitedWelfare). */
  signins: { phone: Phone; actId: string; day: string }[];
  osActOperations: { actId: string; phone?: Phone; operateType: string; at: Ms }[];
  internetServices: Record<
    Phone,
    {
      code: string;
      name: string;
      monthlyFen: Fen;
      subscribedOn: string;
      status: 'active' | 'pendingCancel' | 'cancelled';
      cancellable: boolean;
    }[]
  >;
}

export const STATE_VERSION = 2;
