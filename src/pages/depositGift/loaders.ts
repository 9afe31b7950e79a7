// The deposit-gift family's chunk: every deposit-gift route shows the same module, which picks its configuration by
// path (config/routes.ts: `page: 'depositGift/DepositGift'`).
import { onePage } from '../shared/chunk';

export const loaders = {
  depositGift: onePage('DepositGift', () => import(/* webpackChunkName: "page-depositGift" */ './DepositGift')),
};
