import { GET, POST } from './define';
import type * as T from './types';
import { PaperSchema, ProductItemSchema, RewardRecordSchema } from './types/omoweb';
import { EmptySchema, list, page, v } from './schema';

/** GET /api/omoweb/productList/list — catalogue entries by activity, category or id */
export const productList = /*#__PURE__*/ GET<T.ProductListReq | void, T.Page<T.ProductItem>>(
  '/api/omoweb/productList/list',
  () => page(ProductItemSchema()),
);
/** POST /api/omoweb/productList/recordClick — log a tap on a product */
export const recordClick = /*#__PURE__*/ POST<T.ProductEventReq, T.Empty>(
  '/api/omoweb/productList/recordClick',
  EmptySchema,
);
/** POST /api/omoweb/productList/recordShare — log a product share */
export const recordShare = /*#__PURE__*/ POST<T.ProductEventReq, T.Empty>(
  '/api/omoweb/productList/recordShare',
  EmptySchema,
);
/** GET /api/omoweb/showPapers/getPapers — agreements, acceptance forms and invoices */
export const getPapers = /*#__PURE__*/ GET<T.PapersReq | void, T.Paper[]>('/api/omoweb/showPapers/getPapers', () =>
  list(PaperSchema()),
);
/** A claim or a bind the server accepted without saying what it gave: claimed, the records tell the rest. */
const DONE: T.RewardRecord = {
  recordId: '',
  actId: '',
  benefitId: '',
  name: '',
  type: 'pack',
  status: 'claimed',
  claimedAt: '',
};
/** POST /api/omoweb/rewardRecord/bindInfo — bind a prize address or answer an invite */
export const bindInfo = /*#__PURE__*/ POST<T.BindInfoReq, T.RewardRecord>('/api/omoweb/rewardRecord/bindInfo', () =>
  v.fallback(RewardRecordSchema(), DONE),
);
/** GET /api/omoweb/rewardRecord/queryRecord — my prizes in an activity */
export const queryRecord = /*#__PURE__*/ GET<T.RewardQueryReq, T.RewardRecord[]>(
  '/api/omoweb/rewardRecord/queryRecord',
  () => list(RewardRecordSchema()),
);
/** POST /api/omoweb/rewardRecord/dealReward — claim a benefit */
export const dealReward = /*#__PURE__*/ POST<T.DealRewardReq, T.RewardRecord>(
  '/api/omoweb/rewardRecord/dealReward',
  () => v.fallback(RewardRecordSchema(), DONE),
);
