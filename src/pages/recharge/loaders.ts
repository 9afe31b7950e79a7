// The top-up family's chunks: the form, checkout, results and history, and the promotional top-up beside them
// (config/routes.ts: `page: 'recharge/TopupForm'`, `page: 'rechargeTooth/Tooth'`).
import { chunk } from '../shared/chunk';

export const loaders = {
  recharge: chunk(() => import(/* webpackChunkName: "page-recharge" */ '.')),
  rechargeTooth: chunk(() => import(/* webpackChunkName: "page-rechargeTooth" */ './rechargeTooth')),
};
