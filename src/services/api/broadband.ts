import { GET, POST } from './define';
import type * as T from './types';
import {
  AccountBillSchema,
  AddressNodeSchema,
  BroadbandAccountSchema,
  BroadbandOfferSchema,
  BroadbandOrderSchema,
  CoverageSchema,
  MixAccountSchema,
  OrderTrackSchema,
  UserBillOrUsageSchema,
  UserBillSchema,
} from './types/broadband';
import { SmsSentSchema } from './types/common';
import { list, page } from './schema';

/** GET /api/broadband/getAreas — one level of the standard-address tree */
export const getAreas = /*#__PURE__*/ GET<T.AreasReq | void, T.AddressNode[]>('/api/broadband/getAreas', () =>
  list(AddressNodeSchema()),
);
/** GET /api/broadband/querySpeedLimit — coverage at an address */
export const querySpeedLimit = /*#__PURE__*/ GET<T.SpeedLimitReq, T.Coverage>(
  '/api/broadband/querySpeedLimit',
  CoverageSchema,
);
/** GET /api/broadband/queryBroadBandList — broadband offers and slots at an address */
export const queryBroadBandList = /*#__PURE__*/ GET<T.BroadBandListReq, T.BroadbandOffer[]>(
  '/api/broadband/queryBroadBandList',
  () => list(BroadbandOfferSchema()),
);
/** GET /api/broadband/queryNewOrderList — broadband orders */
export const queryNewOrderList = /*#__PURE__*/ GET<T.BroadbandOrderListReq | void, T.Page<T.BroadbandOrder>>(
  '/api/broadband/queryNewOrderList',
  () => page(BroadbandOrderSchema()),
);
/** GET /api/broadband/queryOrderTrackInfo — install steps of an order */
export const queryOrderTrackInfo = /*#__PURE__*/ GET<T.OrderTrackReq, T.OrderTrack>(
  '/api/broadband/queryOrderTrackInfo',
  OrderTrackSchema,
);
/** POST /api/broadband/getSmsCode — send the broadband contact SMS (captcha gate) */
export const getSmsCode = /*#__PURE__*/ POST<T.SendSmsReq, T.SmsSent>('/api/broadband/getSmsCode', SmsSentSchema);
/** GET /api/broadband/queryBroadUserInfo — the user's broadband accounts (internal host) */
export const queryBroadUserInfo = /*#__PURE__*/ GET('/api/broadband/queryBroadUserInfo', () =>
  list(BroadbandAccountSchema()),
);
/** GET /api/broadband/queryHistoryAccount — past broadband accounts (internal host) */
export const queryHistoryAccount = /*#__PURE__*/ GET<T.HistoryAccountReq | void, T.BroadbandAccount[]>(
  '/api/broadband/queryHistoryAccount',
  () => list(BroadbandAccountSchema()),
);
/** GET /api/broadband/queryMoreHistoryAccount — more past broadband accounts (internal host) */
export const queryMoreHistoryAccount = /*#__PURE__*/ GET<T.HistoryAccountReq | void, T.BroadbandAccount[]>(
  '/api/broadband/queryMoreHistoryAccount',
  () => list(BroadbandAccountSchema()),
);
/** GET /api/broadband/mixMember/queryAccountUser — billing accounts and members (internal host) */
export const queryAccountUser = /*#__PURE__*/ GET('/api/broadband/mixMember/queryAccountUser', () =>
  list(MixAccountSchema()),
);
/** GET /api/broadband/mixMember/queryUserBill — a month's bill, or its usage detail (internal host) */
export const queryUserBill = /*#__PURE__*/ GET<T.UserBillReq, T.UserBill | T.UsageDetail>(
  '/api/broadband/mixMember/queryUserBill',
  UserBillOrUsageSchema,
);
/** GET /api/broadband/mixMember/queryCurrentUserBill — this month's live bill (internal host) */
export const queryCurrentUserBill = /*#__PURE__*/ GET('/api/broadband/mixMember/queryCurrentUserBill', UserBillSchema);
/** GET /api/broadband/mixMember/queryAccountBillAndMixMembers — an account's bill per member (internal host) */
export const queryAccountBillAndMixMembers = /*#__PURE__*/ GET<T.AccountBillReq, T.AccountBill>(
  '/api/broadband/mixMember/queryAccountBillAndMixMembers',
  AccountBillSchema,
);
/** GET /api/broadband/mixMember/queryMoreAccountBill — an account's earlier bills (internal host) */
export const queryMoreAccountBill = /*#__PURE__*/ GET<T.MoreAccountBillReq, T.AccountBill[]>(
  '/api/broadband/mixMember/queryMoreAccountBill',
  () => list(AccountBillSchema()),
);
