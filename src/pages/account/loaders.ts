// The account family's chunk: the binding page, a chunk of its own (config/routes.ts: `page: 'account/BindAccount'`).
import { onePage } from '../shared/chunk';

export const loaders = {
  account: onePage('BindAccount', () => import(/* webpackChunkName: "page-account" */ './BindAccount')),
};
