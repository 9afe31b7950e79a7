import { GET, POST } from './define';
import type * as T from './types';
import { SmsSentSchema } from './types/common';
import {
  ActiveInfoSchema,
  BlPhoneSchema,
  BlSignSchema,
  HandleResultSchema,
  MultUserSchema,
  NumberHoldSchema,
  NumberItemSchema,
  OrderSubmittedSchema,
  SaleInfoSchema,
  UserProductPageSchema,
} from './types/handlebusi';
import { list } from './schema';

// The phone pre-check: in shell.ts, which the entry imports without this module's other calls.
export { preCheckToPhone } from './shell';
/** GET /api/handlebusi/wxOrderRecord/selectNum — a batch of numbers to choose from */
export const selectNum = /*#__PURE__*/ GET<T.SelectNumReq, T.NumberItem[]>(
  '/api/handlebusi/wxOrderRecord/selectNum',
  () => list(NumberItemSchema()),
);
/** POST /api/handlebusi/wxOrderRecord/keepNum — hold a number for 30 minutes */
export const keepNum = /*#__PURE__*/ POST<T.KeepNumReq, T.NumberHold>(
  '/api/handlebusi/wxOrderRecord/keepNum',
  NumberHoldSchema,
);
/** POST /api/handlebusi/wxOrderRecord/messageSend — send the order contact SMS (captcha gate) */
export const messageSend = /*#__PURE__*/ POST<T.SendSmsReq, T.SmsSent>(
  '/api/handlebusi/wxOrderRecord/messageSend',
  SmsSentSchema,
);
/** POST /api/handlebusi/wxOrderRecord/submit — submit a card order (pass idempotencyKey) */
export const wxOrderSubmit = /*#__PURE__*/ POST<T.CardOrderReq, T.OrderSubmitted>(
  '/api/handlebusi/wxOrderRecord/submit',
  OrderSubmittedSchema,
);
/** POST /api/handlebusi/submitOrder/submit — submit a product, seckill or wireless order (pass idempotencyKey) */
export const submitOrder = /*#__PURE__*/ POST<T.ProductOrderReq, T.OrderSubmitted>(
  '/api/handlebusi/submitOrder/submit',
  OrderSubmittedSchema,
);
/** POST /api/handlebusi/submitOrder/newBroadband — submit a broadband order (pass idempotencyKey) */
export const newBroadband = /*#__PURE__*/ POST<T.NewBroadbandReq, T.OrderSubmitted>(
  '/api/handlebusi/submitOrder/newBroadband',
  OrderSubmittedSchema,
);
/** GET /api/handlebusi/businessAcceptance/getBlPhone — the agent's customer lookup */
export const getBlPhone = /*#__PURE__*/ GET<T.BlPhoneReq, T.BlPhone>(
  '/api/handlebusi/businessAcceptance/getBlPhone',
  BlPhoneSchema,
);
/** POST /api/handlebusi/businessAcceptance/getBlSign — store the customer's e-signature */
export const getBlSign = /*#__PURE__*/ POST<T.BlSignReq, T.BlSign>(
  '/api/handlebusi/businessAcceptance/getBlSign',
  BlSignSchema,
);
/** GET /api/handlebusi/businessAcceptance/multuserqry — customer facts and eligibility */
export const multuserqry = /*#__PURE__*/ GET<T.MultUserReq, T.MultUser>(
  '/api/handlebusi/businessAcceptance/multuserqry',
  MultUserSchema,
);
/** POST /api/handlebusi/businessAcceptance/reception — accept a business (SMS gate) */
export const reception = /*#__PURE__*/ POST<T.AcceptanceReq, T.HandleResult>(
  '/api/handlebusi/businessAcceptance/reception',
  HandleResultSchema,
);
/** GET /api/handlebusi/businessAcceptanceRecord/queryUserProductInfo — orders, subscriptions and handling records */
export const queryUserProductInfo = /*#__PURE__*/ GET<T.UserProductReq | void, T.UserProductPage>(
  '/api/handlebusi/businessAcceptanceRecord/queryUserProductInfo',
  UserProductPageSchema,
);
/** POST /api/handlebusi/businessAcceptanceRecord/cancelUserProductInfo — unsubscribe a product */
export const cancelUserProductInfo = /*#__PURE__*/ POST<T.CancelProductReq, T.HandleResult>(
  '/api/handlebusi/businessAcceptanceRecord/cancelUserProductInfo',
  HandleResultSchema,
);
/** POST /api/handlebusi/busi/handle — order a data pack or plan change (SMS gate) */
export const handle = /*#__PURE__*/ POST<T.BusiHandleReq, T.HandleResult>(
  '/api/handlebusi/busi/handle',
  HandleResultSchema,
);
/** POST /api/handlebusi/busi/dkhandle — agent ordering for a present customer */
export const dkhandle = /*#__PURE__*/ POST<T.DkHandleReq, T.HandleResult>(
  '/api/handlebusi/busi/dkhandle',
  HandleResultSchema,
);
/** POST /api/handlebusi/busi/getBusiSms — send the business SMS code; payload as query, no verifyKaptcha (captcha gate) */
export const getBusiSms = /*#__PURE__*/ POST<T.BusiSmsReq, T.SmsSent>('/api/handlebusi/busi/getBusiSms', SmsSentSchema);
/** POST /api/handlebusi/busi/getBusiSmsNotLogin — send the business SMS code to a visitor */
export const getBusiSmsNotLogin = /*#__PURE__*/ POST<T.SendSmsReq, T.SmsSent>(
  '/api/handlebusi/busi/getBusiSmsNotLogin',
  SmsSentSchema,
);
/** GET /api/handlebusi/saleInfo/querySaleInfo — seckill sessions and stock */
export const querySaleInfo = /*#__PURE__*/ GET<T.SaleInfoReq, T.SaleInfo>(
  '/api/handlebusi/saleInfo/querySaleInfo',
  SaleInfoSchema,
);
/** GET /api/handlebusi/saleInfo/queryActiveInfo — an activity's window and the user's eligibility */
export const queryActiveInfo = /*#__PURE__*/ GET<T.SaleInfoReq, T.ActiveInfo>(
  '/api/handlebusi/saleInfo/queryActiveInfo',
  ActiveInfoSchema,
);
