// The business family's chunks: the business home and its account and bill views, and the records beside them
// (config/routes.ts: `page: 'business/Hub'`, `page: 'businessRecords/Records'`).
import { chunk } from '../shared/chunk';

export const loaders = {
  business: chunk(() => import(/* webpackChunkName: "page-business" */ '.')),
  businessRecords: chunk(() => import(/* webpackChunkName: "page-businessRecords" */ './records')),
};
