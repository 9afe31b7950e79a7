import { GET, POST, type Checked, type Endpoint } from './define';
import type { RequestOptions } from '../request';
import type * as T from './types';
import {
  AreaDictSchema,
  CfshdSubmitResultSchema,
  ConfigItemSchema,
  EcsProductSchema,
  OrderCreatedSchema,
  VitalsResultSchema,
} from './types/config';
import { OperationLogResultSchema } from './types/shell';
import { list as listOf } from './schema';

/** POST /api/config/operationLog — the navigation log; its data goes back to the caller */
export const operationLog = /*#__PURE__*/ POST<T.OperationLogReq, T.OperationLogResult>(
  '/api/config/operationLog',
  OperationLogResultSchema,
);
/** POST /api/config/operationLog/insertOperationLog — an activity action log (click, share, submit) */
export const insertOperationLog = /*#__PURE__*/ POST<T.InsertOperationLogReq, T.OperationLogResult>(
  '/api/config/operationLog/insertOperationLog',
  OperationLogResultSchema,
);
/**
 * POST /api/config/vitals (proposed) — the Core Web Vitals of a page, measured in the field. Sent by
 * services/vitals.ts with keepalive (request/keepalive.ts) when the page is hidden; defined here for its contract.
 */
export const vitals = /*#__PURE__*/ POST<T.VitalsReq, T.VitalsResult>('/api/config/vitals', VitalsResultSchema);
/** GET /api/config/custAreaDict/list — cities and districts */
export const custAreaDictList = /*#__PURE__*/ GET<T.AreaDictReq | void, T.AreaDict[]>(
  '/api/config/custAreaDict/list',
  () => listOf(AreaDictSchema()),
);
/** GET /api/config/ecsProduct/getProductList — cards, plans and agent products */
export const getProductList = /*#__PURE__*/ GET<T.EcsProductReq, T.EcsProduct[]>(
  '/api/config/ecsProduct/getProductList',
  () => listOf(EcsProductSchema()),
);
/** POST /api/config/cfshd/submit — the cfsf checkout order */
export const cfshdSubmit = /*#__PURE__*/ POST<T.CfshdSubmitReq, T.CfshdSubmitResult>(
  '/api/config/cfshd/submit',
  CfshdSubmitResultSchema,
);
const configList = /*#__PURE__*/ GET<T.ConfigListReq, T.ConfigItem[]>('/api/config/list', () =>
  listOf(ConfigItemSchema()),
);
/** GET /api/config/list?isShow=0 — banners, tiles, notices and floors */
export const list: Endpoint<T.ConfigListReq | void, T.ConfigItem[]> & Checked<T.ConfigItem[]> =
  /*#__PURE__*/ Object.assign(
    (q: T.ConfigListReq | void, o?: RequestOptions) => configList({ isShow: 0, ...(q || {}) }, o),
    { path: configList.path, check: configList.check },
  );
/** POST /api/config/pay/anon/orderSubmitBlack — create a top-up order with the blacklist check (pass idempotencyKey) */
export const orderSubmitBlack = /*#__PURE__*/ POST<T.OrderSubmitBlackReq, T.OrderCreated>(
  '/api/config/pay/anon/orderSubmitBlack',
  OrderCreatedSchema,
);
