// The venues family's chunk, registered under the name the route table gives it (config/routes.ts: `page: 'venues/<Page>'`).
import { chunk } from '../shared/chunk';

export const loaders = {
  venues: chunk(() => import(/* webpackChunkName: "page-venues" */ '.')),
};
