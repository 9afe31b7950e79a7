// The benefits family's chunk, registered under the name the route table gives it (config/routes.ts: `page: 'benefits/<Page>'`).
import { chunk } from '../shared/chunk';

export const loaders = {
  benefits: chunk(() => import(/* webpackChunkName: "page-benefits" */ '.')),
};
