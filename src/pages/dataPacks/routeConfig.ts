// The family's routes as data, read by path in the family's chunk (the route table stays small: the entry pays
// for every byte of it). A pack route is a line: its product code (or its tiers' codes); the pack's facts come
// from the simulator's catalogue, never from here.

export interface PackRoute {
  /** The product code, or the tiers' codes in order (`/flowDetail/refuel`); absent: `?code=` of the address. */
  codes?: string[];
  /** Where a handled order goes. */
  result: string;
  /**
   * A claim-only pack (free, once): claimed through dealReward with the activity's benefit instead of ordered
   * through busi/handle, and only by a customer who follows the official account (getUserInfoBtm's `subscribe`).
   */
  claim?: PackClaim;
}

/** The activity and benefit a claim-only pack is claimed with. */
export interface PackClaim {
  actId: string;
  benefitId: string;
}

const FLOW = '/flowDetail/result';
const pack = (...codes: string[]): PackRoute => ({ codes, result: FLOW });

export const PACK_ROUTES: Record<string, PackRoute> = {
  '/flowDetail/bingjiling': pack('BINGJILING'),
  '/flowDetail/fiveG/product1': pack('FIVEG_P1'),
  '/flowDetail/fiveG/product2': pack('FIVEG_P2'),
  // The 5G加油包 of ¥10 and ¥20: the same offerings as /flowDetail/refuel's tiers, under their codes.
  '/flowDetail/fiveG/product3': pack('REFUEL_10'),
  '/flowDetail/fiveG/product4': pack('REFUEL_20'),
  '/flowDetail/fiveG/product5': pack('FIVEG_P5'),
  '/flowDetail/fiveG/product6': pack('FIVEG_P6'),
  '/flowDetail/fiveG/product7': pack('FIVEG_P7'),
  '/flowDetail/follow': { codes: ['FOLLOW_1G'], result: FLOW, claim: { actId: 'follow', benefitId: 'follow_1g' } },
  '/flowDetail/help': pack('HELP_1'),
  '/flowDetail/outdoor': pack('OUTDOOR_3'),
  '/flowDetail/outdoor2': pack('OUTDOOR_7'),
  '/flowDetail/qingmingFestival': pack('QINGMING'),
  '/flowDetail/refuel': pack('REFUEL_10', 'REFUEL_20', 'REFUEL_30'),
  '/flowDetail/shiyiFestival': pack('SHIYI'),
  '/flowDetail/springFestival2GB': pack('SPRING_2'),
  '/flowDetail/springFestival14GB': pack('SPRING_14'),
  '/flowDetail/springFestival20GB': pack('SPRING_20'),
  '/flowDetail/wuyiFestival': pack('WUYI'),
  '/douyin': pack('DOUYIN_9'),
  '/discounts/flowDetail': { result: '/discounts/success' },
};

/** Where "继续选购" of a pack result goes. */
export const RESULT_BACK: Record<string, string> = {
  '/flowDetail/result': '/flowDetail',
  '/discounts/success': '/discounts',
};

/** CapRelease's mode by path. */
export const CAP_MODES: Record<string, 'liftCap' | 'restoreSpeed'> = {
  '/flowCaps': 'liftCap',
  '/flowCaps2': 'restoreSpeed',
};

/** CapResult's outcome by path. */
export const CAP_RESULTS: Record<string, 'lifted' | 'restored' | 'restoreFailed'> = {
  '/flowCaps/success': 'lifted',
  '/flowCaps2/success': 'restored',
  '/flowCaps2/fail': 'restoreFailed',
};

/** The app path without a trailing slash. */
export const routeOf = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

export type CatalogueKind = 'flow' | 'fiveG' | 'discounts';

/** Catalogue routes: the productList floor (actCode), and tabs by category for the whole catalogue. */
export const CATALOGUES: Record<string, { actCode: string; kind: CatalogueKind; tabs?: string[] }> = {
  '/flowDetail': { actCode: 'flow', kind: 'flow', tabs: ['general', '5G', 'targeted', 'festival', 'travel'] },
  '/flowDetail/fiveG': { actCode: 'fiveG', kind: 'fiveG' },
  '/discounts': { actCode: 'discounts', kind: 'discounts' },
};
