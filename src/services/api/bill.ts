import { GET, POST } from './define';
import type * as T from './types';
import {
  AllowanceSchema,
  BalanceAndSumSchema,
  BalanceSchema,
  PayOrderSchema,
  PaymentRecordSchema,
  TradeInfoSchema,
  WxPayParamsSchema,
} from './types/bill';
import { SmsSentSchema } from './types/common';
import { EmptySchema, page } from './schema';

// Every bill/* call goes to the internal host (config/hosts.ts).

/** GET /api/bill/queryUserBalance — balance and unbilled usage */
export const queryUserBalance = /*#__PURE__*/ GET('/api/bill/queryUserBalance', BalanceSchema);
/** GET /api/bill/queryUserBalanceAndSum — balance and this month's spend */
export const queryUserBalanceAndSum = /*#__PURE__*/ GET('/api/bill/queryUserBalanceAndSum', BalanceAndSumSchema);
/** GET /api/bill/querySetMealaAlowance — plan allowances, cap and throttle */
export const querySetMealaAlowance = /*#__PURE__*/ GET('/api/bill/querySetMealaAlowance', AllowanceSchema);
/** GET /api/bill/getTradebhInfoCbss — a cBSS order's details */
export const getTradebhInfoCbss = /*#__PURE__*/ GET<T.TradeInfoReq, T.TradeInfo>(
  '/api/bill/getTradebhInfoCbss',
  TradeInfoSchema,
);
/** POST /api/bill/orderWechatPage — create a WeChat payment (pass idempotencyKey) */
export const orderWechatPage = /*#__PURE__*/ POST<T.OrderWechatPageReq, T.WxPayParams>(
  '/api/bill/orderWechatPage',
  WxPayParamsSchema,
);
/** GET /api/bill/orderWechatGetById — a payment order and its status */
export const orderWechatGetById = /*#__PURE__*/ GET<T.OrderByIdReq, T.PayOrder>(
  '/api/bill/orderWechatGetById',
  PayOrderSchema,
);
/** GET /api/bill/userPaymentRecords — top-up and payment history of a month */
export const userPaymentRecords = /*#__PURE__*/ GET<T.PaymentRecordsReq, T.Page<T.PaymentRecord>>(
  '/api/bill/userPaymentRecords',
  () => page(PaymentRecordSchema()),
);
/** POST /api/bill/logtransactive — log a cancelled or failed payment */
export const logtransactive = /*#__PURE__*/ POST<T.LogTransReq, T.Empty>('/api/bill/logtransactive', EmptySchema);
/** POST /api/bill/getOrderWechatPageCode — SMS code to verify an unbound number before paying (captcha gate) */
export const getOrderWechatPageCode = /*#__PURE__*/ POST<T.OrderPageCodeReq, T.SmsSent>(
  '/api/bill/getOrderWechatPageCode',
  SmsSentSchema,
);
