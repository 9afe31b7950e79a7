// The change family's chunk, registered under the name the route table gives it (config/routes.ts: `page: 'change/<Page>'`).
import { chunk } from '../shared/chunk';

export const loaders = {
  change: chunk(() => import(/* webpackChunkName: "page-change" */ '.')),
};
