// The dataPacks family's chunk, registered under the name the route table gives it (config/routes.ts: `page: 'dataPacks/<Page>'`).
import { chunk } from '../shared/chunk';

export const loaders = {
  dataPacks: chunk(() => import(/* webpackChunkName: "page-dataPacks" */ '.')),
};
