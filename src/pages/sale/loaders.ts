// The sale family's chunk, registered under the name the route table gives it (config/routes.ts: `page: 'sale/<Page>'`).
import { chunk } from '../shared/chunk';

export const loaders = {
  sale: chunk(() => import(/* webpackChunkName: "page-sale" */ '.')),
};
