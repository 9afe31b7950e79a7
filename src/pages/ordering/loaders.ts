// The ordering family's chunks: the cards and the order wizard, and broadband beside them
// (config/routes.ts: `page: 'ordering/CardOrder'`, `page: 'ordering-bb/Wireless'`).
import { chunk } from '../shared/chunk';

export const loaders = {
  ordering: chunk(() => import(/* webpackChunkName: "page-ordering" */ '.')),
  'ordering-bb': chunk(() => import(/* webpackChunkName: "page-ordering-bb" */ './broadband')),
};
