// The complain family's chunk, registered under the name the route table gives it (config/routes.ts: `page: 'complain/<Page>'`).
import { chunk } from '../shared/chunk';

export const loaders = {
  complain: chunk(() => import(/* webpackChunkName: "page-complain" */ '.')),
};
