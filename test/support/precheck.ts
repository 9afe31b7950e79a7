// The pre-check's answer for a number (checkPhone, PreCheckInfo): by default a local Unicom number of Kunming, which
// may top up, as the suites of the forms that ask for a number start from.
import type { PreCheckInfo } from '../../src/services/api/types';

export const precheckOf = (phone: string, over: Partial<PreCheckInfo> = {}): PreCheckInfo => ({
  phone,
  operator: 'unicom',
  isLocal: true,
  provinceName: '云南',
  cityName: '昆明市',
  cityCode: '530100',
  canRecharge: true,
  ...over,
});
