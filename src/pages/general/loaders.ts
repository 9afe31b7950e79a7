// The general family's chunks, registered under the names the route table gives them (config/routes.ts:
// `page: 'general/Home'`, `page: 'agreement/Agreement'`).
import { chunk } from '../shared/chunk';

export const loaders = {
  general: chunk(() => import(/* webpackChunkName: "page-general" */ '.')),
  agreement: chunk(() => import(/* webpackChunkName: "page-agreement" */ './agreementPages')),
};
