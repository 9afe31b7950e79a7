import { upload, type RequestOptions } from '../request';
import { GET, POST } from './define';
import type * as T from './types';
import {
  AgreementInfoSchema,
  AgreementSummarySchema,
  CreatedSchema,
  UploadedSchema,
  FormMainAddedSchema,
  GkuxCodeSchema,
  MerchantSchema,
  ReceptionResultSchema,
  SchoolRecordSchema,
  SigninPageSchema,
  TicketDetailSchema,
  TicketSchema,
  TrialStartedSchema,
} from './types/activity';
import { EligibilitySchema, SignedUrlSchema, SmsSentSchema } from './types/common';
import { OrderCreatedSchema } from './types/config';
import { EmptySchema, list, page, parse, v } from './schema';

const school: RequestOptions = { school: true };

/** POST /api/activity/shareRecord/insert — log a share */
export const shareRecordInsert = /*#__PURE__*/ POST<T.ShareRecordReq, T.Empty>(
  '/api/activity/shareRecord/insert',
  EmptySchema,
);
/** POST /api/activity/kdyxd/add — leave a broadband intent */
export const kdyxdAdd = /*#__PURE__*/ POST<T.BroadbandLeadReq, T.Created>('/api/activity/kdyxd/add', CreatedSchema);
/** POST /api/activity/formMain/add — submit a complaint, appeal, evaluation, reminder, suggestion, vote... */
export const formMainAdd = /*#__PURE__*/ POST<T.FormMainAddReq, T.FormMainAdded>(
  '/api/activity/formMain/add',
  FormMainAddedSchema,
);
/** GET /api/activity/formMain/list — my tickets (proposed path, PAGES §3.6) */
export const formMainList = /*#__PURE__*/ GET<T.TicketListReq | void, T.Page<T.Ticket>>(
  '/api/activity/formMain/list',
  () => page(TicketSchema()),
);
/** GET /api/activity/formMain/detail — one ticket with history and notes (proposed path, PAGES §3.6) */
export const formMainDetail = /*#__PURE__*/ GET<T.TicketDetailReq, T.TicketDetail>(
  '/api/activity/formMain/detail',
  TicketDetailSchema,
);
/** POST /api/activity/formMain/upload — upload an image, multipart field `file` (proposed path, PAGES §3.6) */
export const formMainUpload = (file: Blob, opts?: RequestOptions): Promise<T.Uploaded> =>
  upload<T.Uploaded>(UPLOAD, file, undefined, { ...opts, check: (data) => parse(UploadedSchema(), data, UPLOAD) });
const UPLOAD = '/api/activity/formMain/upload';
/** POST /api/activity/hire/add — recruitment sign-up */
export const hireAdd = /*#__PURE__*/ POST<T.HireAddReq, T.Created>('/api/activity/hire/add', CreatedSchema);
/** POST /api/activity/ep/add — start a free trial */
export const epAdd = /*#__PURE__*/ POST<T.TrialReq, T.TrialStarted>('/api/activity/ep/add', TrialStartedSchema);
/** POST /api/activity/complaint/refund/smsCode — send the refund-complaint SMS (captcha gate) */
export const refundSmsCode = /*#__PURE__*/ POST<T.SendSmsReq, T.SmsSent>(
  '/api/activity/complaint/refund/smsCode',
  SmsSentSchema,
);

/** POST /api/activity/payGiveFeeAct/reception — deposit-gift eligibility and activity order */
export const payGiveFeeReception = /*#__PURE__*/ POST<T.ReceptionReq, T.ReceptionResult>(
  '/api/activity/payGiveFeeAct/reception',
  ReceptionResultSchema,
);
/** POST /api/activity/payGiveFeeAct/lcReception — the retention (lclyh) reception */
export const payGiveFeeLcReception = /*#__PURE__*/ POST<T.ReceptionReq, T.ReceptionResult>(
  '/api/activity/payGiveFeeAct/lcReception',
  ReceptionResultSchema,
);
/** POST /api/activity/payGiveFeeAct/receptionNotLogin — reception for a visitor verified by SMS */
export const payGiveFeeReceptionNotLogin = /*#__PURE__*/ POST<T.ReceptionNotLoginReq, T.ReceptionResult>(
  '/api/activity/payGiveFeeAct/receptionNotLogin',
  ReceptionResultSchema,
);
/** GET /api/activity/payGiveFeeAct/queryAgreementList — my paid deposit-gift agreements and their credit schedules
 *  (proposed path, mocks/README.md) */
export const queryAgreementList = /*#__PURE__*/ GET<T.AgreementListReq | void, T.AgreementSummary[]>(
  '/api/activity/payGiveFeeAct/queryAgreementList',
  () => list(AgreementSummarySchema()),
);
/** GET /api/activity/payGiveFeeAct/queryhandleProductXy — agreement text and credit schedule */
export const queryhandleProductXy = /*#__PURE__*/ GET<T.AgreementReq, T.AgreementInfo>(
  '/api/activity/payGiveFeeAct/queryhandleProductXy',
  AgreementInfoSchema,
);
/** POST /api/activity/payGiveFeeAct/handleProductXy — sign the agreement once paid */
export const handleProductXy = /*#__PURE__*/ POST<T.HandleAgreementReq, T.AgreementInfo>(
  '/api/activity/payGiveFeeAct/handleProductXy',
  // Signed, whatever the answer says: the agreement page re-reads it.
  () => v.fallback(AgreementInfoSchema(), { actId: '', title: '', text: '', signed: true, schedule: [] }),
);
/** POST /api/activity/payGiveFeeAct/addOsActOperateInfo — log a view, click, share or payment */
export const addOsActOperateInfo = /*#__PURE__*/ POST<T.OsActOperateReq, T.Empty>(
  '/api/activity/payGiveFeeAct/addOsActOperateInfo',
  EmptySchema,
);
/** POST /api/activity/payGiveFeeActMany/reception — the multi-tier (lyh) reception */
export const payGiveFeeManyReception = /*#__PURE__*/ POST<T.ReceptionReq, T.ReceptionResult>(
  '/api/activity/payGiveFeeActMany/reception',
  ReceptionResultSchema,
);

/** POST /api/activity/schoolRechargeJM/attendAct — school top-up order (school platform, pass idempotencyKey) */
export const schoolAttendAct = /*#__PURE__*/ POST<T.SchoolAttendReq, T.OrderCreated>(
  '/api/activity/schoolRechargeJM/attendAct',
  OrderCreatedSchema,
  school,
);
/** GET /api/activity/schoolRechargeJM/listRecord — my school top-ups (school platform) */
export const schoolListRecord = /*#__PURE__*/ GET(
  '/api/activity/schoolRechargeJM/listRecord',
  () => list(SchoolRecordSchema()),
  school,
);
/** POST /api/activity/schoolRechargeJM/completePay — confirm a school top-up was paid (school platform) */
export const schoolCompletePay = /*#__PURE__*/ POST<T.CompletePayReq, T.SchoolRecord>(
  '/api/activity/schoolRechargeJM/completePay',
  // Paid, whatever the answer says: the records show the order.
  () => v.fallback(SchoolRecordSchema(), { orderId: '', faceFen: 0, giftKb: 0, status: 'paid', at: '' }),
  school,
);

/** GET /api/activity/wxcmsMerchantInfo/get — partner clinics and stores */
export const merchantInfo = /*#__PURE__*/ GET<T.MerchantReq | void, T.Merchant[]>(
  '/api/activity/wxcmsMerchantInfo/get',
  () => list(MerchantSchema()),
);
/** GET /api/activity/newSignin/pageInit — check-in, vote and daily-drop state */
export const newSigninPageInit = /*#__PURE__*/ GET<T.SigninReq, T.SigninPage>(
  '/api/activity/newSignin/pageInit',
  SigninPageSchema,
);
/** GET /api/activity/yjq/checkPartner — whether the pair pack may be ordered with this partner, before any gate (proposed path) */
export const checkPairPartner = /*#__PURE__*/ GET<T.PairPartnerReq, T.Eligibility>(
  '/api/activity/yjq/checkPartner',
  EligibilitySchema,
);
/** GET /api/activity/read/getUrl — signed partner address */
export const readGetUrl = /*#__PURE__*/ GET<T.ReadUrlReq, T.SignedUrl>('/api/activity/read/getUrl', SignedUrlSchema);
/** POST /api/activity/gkux/getCode — claim the exam-season VIP code */
export const gkuxGetCode = /*#__PURE__*/ POST<T.GkuxCodeReq | void, T.GkuxCode>(
  '/api/activity/gkux/getCode',
  GkuxCodeSchema,
);
