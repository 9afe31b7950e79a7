// The deposit-gift family as data (PAGES.md §2.2): which activity each route shows, how it checks eligibility,
// how it pays and where it goes next. Prices, rules, windows and quotas are the server's (reception and
// queryhandleProductXy); what is here is only what the server does not say.
//
// The route table gives these pages no props: a route's config is found by its own path (ROUTES below).
// Props on 21 rows cost ~80 B gzip of the entry, which has none to spare (see the notes of the issue).
import type { MessageKey } from '../../locales';

/** Which reception call checks eligibility and opens the activity order. */
export type ReceptionApi =
  | 'reception' // activity/payGiveFeeAct/reception
  | 'many' // activity/payGiveFeeActMany/reception (the multi-tier lyh hub)
  | 'lc' // activity/payGiveFeeAct/lcReception (the 2022 retention offer)
  | 'notLogin'; // visitors verify their number in the page (receptionNotLogin); a customer uses reception

/**
 * The wxPublicAccountId the reception call carries (SPEC §6). The request layer sets it from the page address;
 * this says which rule a route relies on, and a test holds the two together.
 * - cfsf: 5_myself, or 5_not_myself when the address carries shareOpenId and money;
 * - query: the page's ?wxPublicAccountId= (lyh pages);
 * - default: the app's default (3).
 */
export type HeaderRule = 'cfsf' | 'query' | 'default';

export type OfferKey =
  'cfsf' | 'cfsf2' | 'lyh' | 'lyh50' | 'lyh100' | 'lyh2' | 'lclyh' | 'pay100' | 'pay200' | 'baoshan50' | 'testPage';
export type Family = 'cfsf' | 'cfsf2';
export type ResultKey = 'cfsf' | 'cfsf2' | 'pay100' | 'pay200';

export interface OfferConfig {
  key: OfferKey;
  /** The activity; testPage takes `?actId=` instead (staff preview of any configuration). */
  actId: string;
  /** The server's tiers this route offers, by number; all of them when absent. */
  tiers?: number[];
  receptionApi: ReceptionApi;
  headerRule: HeaderRule;
  /** inline: agreement and payment on this page; cfsf: pay myself on index2, or share to a friend (index3). */
  flow: 'inline' | Family;
  /** Where a paid order goes (with orderId and actOrderId). */
  successRoute: string;
  /** Inside WeChat the page sets its share card; outside, the share button copies the link. */
  share: boolean;
  /** Area code the numbers must belong to (the server checks; the page says so up front). */
  regionLock?: string;
  /** Staff preview: a ribbon, and an unknown `?actId=` goes to /down. */
  preview?: boolean;
  headline: MessageKey;
  tagline: MessageKey;
}

const CALLBACK_SUCCESS = '/callbackSuccessPageCommon';

/**
 * An offer row: what most offers share (its key as its activity and headline, checked by `reception`, agreement and
 * payment on the page, paid to the common success page, shareable), then what this one says otherwise.
 */
function offer(
  key: OfferKey,
  row: Pick<OfferConfig, 'headerRule' | 'tagline'> & Partial<Omit<OfferConfig, 'key'>>,
): OfferConfig {
  return {
    key,
    actId: key,
    receptionApi: 'reception',
    flow: 'inline',
    successRoute: CALLBACK_SUCCESS,
    share: true,
    headline: `depositGift.headline.${key}`,
    ...row,
  };
}

/** The offers of one tier, the first of the server's. */
const ONE_TIER = { tiers: [1] };

export const OFFERS: Record<OfferKey, OfferConfig> = {
  cfsf: offer('cfsf', {
    headerRule: 'cfsf',
    flow: 'cfsf',
    successRoute: '/cfsf/success',
    tagline: 'depositGift.tagline.cfsf',
  }),
  cfsf2: offer('cfsf2', {
    headerRule: 'cfsf',
    flow: 'cfsf2',
    successRoute: '/cfsf2/success',
    tagline: 'depositGift.tagline.cfsf2',
  }),
  lyh: offer('lyh', { receptionApi: 'many', headerRule: 'query', tagline: 'depositGift.tagline.lyh' }),
  lyh50: offer('lyh50', { ...ONE_TIER, headerRule: 'query', tagline: 'depositGift.tagline.gift' }),
  lyh100: offer('lyh100', { ...ONE_TIER, headerRule: 'query', tagline: 'depositGift.tagline.gift' }),
  lyh2: offer('lyh2', {
    ...ONE_TIER,
    receptionApi: 'notLogin',
    headerRule: 'query',
    tagline: 'depositGift.tagline.lyh2',
  }),
  lclyh: offer('lclyh', {
    ...ONE_TIER,
    receptionApi: 'lc',
    headerRule: 'default',
    share: false,
    tagline: 'depositGift.tagline.lclyh',
  }),
  pay100: offer('pay100', {
    ...ONE_TIER,
    headerRule: 'default',
    successRoute: '/payGift/success100',
    tagline: 'depositGift.tagline.gift',
  }),
  pay200: offer('pay200', {
    ...ONE_TIER,
    headerRule: 'default',
    successRoute: '/payGift/success200',
    tagline: 'depositGift.tagline.gift',
  }),
  baoshan50: offer('baoshan50', {
    ...ONE_TIER,
    headerRule: 'default',
    regionLock: '530500',
    tagline: 'depositGift.tagline.baoshan50',
  }),
  testPage: offer('testPage', {
    actId: 'test',
    headerRule: 'default',
    share: false,
    preview: true,
    tagline: 'depositGift.tagline.testPage',
  }),
};

export interface FamilyConfig {
  family: Family;
  actId: string;
  offerPath: string;
  selfPath: string;
  friendPath: string;
  loginPath: string;
  successPath: string;
  /** The login page's headline (its route title). */
  loginHeadline: MessageKey;
}

/** A 存费送费 family's pages: its offer, paying for oneself (index2) or a friend (index3), its login and its result. */
function familyConfig(family: Family, loginHeadline: MessageKey): FamilyConfig {
  return {
    family,
    actId: family,
    offerPath: `/${family}`,
    selfPath: `/${family}/index2`,
    friendPath: `/${family}/index3`,
    loginPath: `/${family}/login`,
    successPath: `/${family}/success`,
    loginHeadline,
  };
}

export const FAMILIES: Record<Family, FamilyConfig> = {
  cfsf: familyConfig('cfsf', 'title.cfsf.login'),
  cfsf2: familyConfig('cfsf2', 'title.cfsf2.login'),
};

export interface ResultConfig {
  key: ResultKey;
  actId: string;
  offerPath: string;
  title: MessageKey;
  /** The monthly credits (queryhandleProductXy's schedule). */
  schedule: boolean;
  /** The new balance (cfsf2 credits at once), for the payer's own number. */
  balance: boolean;
  /** A link to the signed agreement text. */
  agreement: boolean;
  actions: { label: MessageKey; to: string }[];
}

/** Where the customer checks the credits (查看话费明细 / 查看赠费到账情况): linked only once its page is built. */
export const ALLOWANCE_PATH = '/mobileBusiness/phoneAllowance';
const ALLOWANCE = { label: 'depositGift.result.allowance' as const, to: ALLOWANCE_PATH };
const HOME = { label: 'common.home' as const, to: '/' };

/** The result of a 存费送费 offer paid on its own page (/payGift/payN): the credits, the agreement, the allowance. */
function payGiftResult(key: 'pay100' | 'pay200'): ResultConfig {
  return {
    key,
    actId: key,
    offerPath: `/payGift/${key}`,
    title: 'depositGift.result.payGift',
    schedule: true,
    balance: false,
    agreement: true,
    actions: [ALLOWANCE, HOME],
  };
}

export const RESULTS: Record<ResultKey, ResultConfig> = {
  cfsf: {
    key: 'cfsf',
    actId: 'cfsf',
    offerPath: '/cfsf',
    title: 'depositGift.result.cfsf',
    schedule: true,
    balance: false,
    agreement: false,
    actions: [ALLOWANCE, HOME],
  },
  cfsf2: {
    key: 'cfsf2',
    actId: 'cfsf2',
    offerPath: '/cfsf2',
    title: 'depositGift.result.cfsf2',
    schedule: false,
    balance: true,
    agreement: false,
    actions: [HOME],
  },
  pay100: payGiftResult('pay100'),
  pay200: payGiftResult('pay200'),
};

export type RouteEntry =
  | { page: 'offer'; offer: OfferKey }
  | { page: 'pay'; family: Family; payer: 'self' | 'friend' }
  | { page: 'login'; family: Family }
  | { page: 'result'; result: ResultKey };

/** A 存费送费 family's routes: its offer, paying for oneself (index2) or a friend (index3), its login and its result. */
function familyRoutes(family: Family): Record<string, RouteEntry> {
  return {
    [`/${family}`]: { page: 'offer', offer: family },
    [`/${family}/index2`]: { page: 'pay', family, payer: 'self' },
    [`/${family}/index3`]: { page: 'pay', family, payer: 'friend' },
    [`/${family}/login`]: { page: 'login', family },
    [`/${family}/success`]: { page: 'result', result: family },
  };
}

/** Every route of the family and what it shows. */
export const ROUTES: Record<string, RouteEntry> = {
  ...familyRoutes('cfsf'),
  ...familyRoutes('cfsf2'),
  '/lyh': { page: 'offer', offer: 'lyh' },
  '/lyh50': { page: 'offer', offer: 'lyh50' },
  '/lyh100': { page: 'offer', offer: 'lyh100' },
  '/lyh2': { page: 'offer', offer: 'lyh2' },
  '/lclyh': { page: 'offer', offer: 'lclyh' },
  '/payGift/pay100': { page: 'offer', offer: 'pay100' },
  '/payGift/pay200': { page: 'offer', offer: 'pay200' },
  '/payGift/success100': { page: 'result', result: 'pay100' },
  '/payGift/success200': { page: 'result', result: 'pay200' },
  '/testPage': { page: 'offer', offer: 'testPage' },
  '/baoshan50': { page: 'offer', offer: 'baoshan50' },
};

const byLowerPath = new Map(Object.entries(ROUTES).map(([path, entry]) => [path.toLowerCase(), entry]));

/** The entry of an app path; react-router matches case-insensitively and with a trailing slash, so this does too. */
export function routeEntry(pathname: string): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byLowerPath.get(path.toLowerCase());
}
