// The route table: every route of SPEC.md §2 as data (docs/ARCHITECTURE.md, "The route table"), in the order of
// the spec's route list, with the catch-all last. Paths are relative to the basename /sms2.
//
// Pure data: paths, titles, guards, templates, the chunk and page each route shows, flags. It imports no page:
// a row names its page as '<chunk>/<Page>', and the page families register the loaders of their chunks
// (src/pages/<family>/loaders.ts, gathered by src/pages/loaders.ts), where the layouts look a page up by that name.
// `npm run routes` (scripts/routes.ts) reads the table under ts-node; nothing here runs page code.
import type zhTitles from '../src/locales/zh-CN/titles';

/** PAGES.md §3.1: G0 public (not wrapped by the shared guard), G1 WeChat identity, G2 bound number, G3 staff. */
export type GuardLevel = 'G0' | 'G1' | 'G2' | 'G3';

/** A title piece: a key of the titles part of the catalogue (src/locales/zh-CN/titles.ts). */
export type TitleKey = keyof typeof zhTitles;

/** The 25 page templates of PAGES.md §1. */
export const TEMPLATES = [
  'Hub',
  'ResultPage',
  'DocumentView',
  'PhoneVerify',
  'FormPage',
  'DepositGiftOffer',
  'DepositGiftPay',
  'TopupForm',
  'PayCheckout',
  'RecordList',
  'RecordDetail',
  'Catalogue',
  'PackDetail',
  'CapRelease',
  'OnePageOrder',
  'OrderWizard',
  'PlanChange',
  'ValetOrder',
  'BillView',
  'AccountView',
  'Termination',
  'ActivityLanding',
  'BenefitClaim',
  'Seckill',
  'Vote',
] as const;
export type TemplateName = (typeof TEMPLATES)[number];

/** What a route hands its page: the route's `props` (e.g. `{ doc: 'a1' }`). A page declares the ones it reads as optional. */
export type RoutePageProps = Record<string, string>;

/**
 * The page chunks, each built as `page-<name>` (webpackChunkName) from one module of a family folder; a family
 * registers the loader of each of its chunks under this name (src/pages/<family>/loaders.ts).
 */
export const CHUNKS = [
  'general',
  'agreement',
  'account',
  'recharge',
  'rechargeTooth',
  'depositGift',
  'dataPacks',
  'complain',
  'business',
  'businessRecords',
  'ordering',
  'ordering-bb',
  'change',
  'benefits',
  'venues',
  'sale',
] as const;
export type ChunkName = (typeof CHUNKS)[number];
/** A page by name: '<chunk>/<Page>', e.g. 'recharge/TopupForm' (the `TopupForm` of chunk page-recharge). */
export type PageRef = `${ChunkName}/${string}`;

/** What a route without a page shows: an honest "coming soon" (the route stays `planned` in the table). */
export const PLANNED_PAGE: PageRef = 'general/Planned';

export interface RouteConfig {
  /** '/newRecharge/tooth/:token', relative to the basename /sms2; '*' for the catch-all. */
  path: string;
  /**
   * Title pieces, each a locale key, joined by ' - ' after translation; `[]` for none (the operator's regional
   * name). Left out, it follows the path: `title.<segments joined by dots>` ('/cfsf/index2' -> 'title.cfsf.index2'),
   * after the parent's pieces for a child of a non-exact parent. See `titleOf`; the tests check every key.
   */
  title?: TitleKey[];
  /** Default true; false for the non-exact parents (/vote, /valetHandle, /broadOrder, /mobileBusiness). */
  exact?: boolean;
  /** G0 = not wrapped by the shared guard. */
  guard: GuardLevel;
  /** PAGES.md template; absent on a parent that only wraps its children. */
  template?: TemplateName;
  /** The page, '<chunk>/<Page>', loaded lazily by the layouts (src/pages/loaders.ts); absent = planned. */
  page?: PageRef;
  /** Passed to the page as props, for routes that share a page and differ by data. */
  props?: RoutePageProps;
  /** For non-exact parents; children's paths are full paths. */
  children?: RouteConfig[];
  /**
   * A landing (customers arrive on it from a link): its first screen is rendered at build time into its own HTML file
   * (src/server.tsx, webpack.config.ts), which the servers send for its address (scripts/landing.ts, deploy/).
   */
  prerender?: boolean;
}

/** A route of the flattened table: parents and children, depth first, in table order. */
export interface FlatRoute extends Omit<RouteConfig, 'children' | 'exact'> {
  exact: boolean;
  /** The path of the non-exact parent, for a child. */
  parent?: string;
}

export const TITLE_SEPARATOR = ' - ';

export const routes: RouteConfig[] = [
  // General
  { path: '/', title: ['title.home'], guard: 'G0', template: 'Hub', page: 'general/Home' },
  { path: '/404', title: ['title.notFound'], guard: 'G0', template: 'ResultPage', page: 'general/NotFound' },
  { path: '/down', guard: 'G0', template: 'ResultPage', page: 'general/Down' },
  { path: '/agreement', guard: 'G0', template: 'DocumentView', page: 'agreement/AgreementList' },
  { path: '/agreement/a1', guard: 'G0', template: 'DocumentView', page: 'agreement/Agreement', props: { doc: 'a1' } },
  { path: '/agreement/a2', guard: 'G0', template: 'DocumentView', page: 'agreement/Agreement', props: { doc: 'a2' } },
  { path: '/agreement/a3', guard: 'G0', template: 'DocumentView', page: 'agreement/Agreement', props: { doc: 'a3' } },
  { path: '/bindAccount', guard: 'G1', template: 'PhoneVerify', page: 'account/BindAccount' },
  {
    path: '/callbackSuccessPageCommon',
    title: ['title.callbackSuccess'],
    guard: 'G1',
    template: 'ResultPage',
    page: 'general/CallbackSuccess',
  },
  {
    path: '/callbackFailPageCommon',
    title: ['title.callbackFail'],
    guard: 'G1',
    template: 'ResultPage',
    page: 'general/CallbackFail',
  },
  { path: '/tip/error', guard: 'G0', template: 'ResultPage', page: 'general/TipError' },
  { path: '/tip/success', guard: 'G0', template: 'ResultPage', page: 'general/TipSuccess' },
  { path: '/userArea', guard: 'G0', template: 'FormPage', page: 'ordering/UserArea' },
  { path: '/stockGetPhone', guard: 'G2', template: 'OnePageOrder', page: 'ordering-bb/StockGetPhone' },
  { path: '/hire', guard: 'G0', template: 'FormPage', page: 'venues/Hire' },
  { path: '/baoshan50', guard: 'G2', template: 'DepositGiftOffer', page: 'depositGift/DepositGift' },
  { path: '/bingdundun', guard: 'G2', template: 'BenefitClaim', page: 'benefits/BenefitClaim' },

  // Deposit-fee feedback (cashback)
  { path: '/cfsf', guard: 'G1', template: 'DepositGiftOffer', page: 'depositGift/DepositGift' },
  { path: '/cfsf/index2', guard: 'G2', template: 'DepositGiftPay', page: 'depositGift/DepositGift' },
  { path: '/cfsf/index3', guard: 'G1', template: 'DepositGiftPay', page: 'depositGift/DepositGift' },
  { path: '/cfsf/login', guard: 'G0', template: 'PhoneVerify', page: 'depositGift/DepositGift' },
  { path: '/cfsf/success', guard: 'G1', template: 'ResultPage', page: 'depositGift/DepositGift' },
  { path: '/cfsf2', guard: 'G1', template: 'DepositGiftOffer', page: 'depositGift/DepositGift' },
  { path: '/cfsf2/index2', guard: 'G2', template: 'DepositGiftPay', page: 'depositGift/DepositGift' },
  { path: '/cfsf2/index3', guard: 'G1', template: 'DepositGiftPay', page: 'depositGift/DepositGift' },
  { path: '/cfsf2/login', guard: 'G0', template: 'PhoneVerify', page: 'depositGift/DepositGift' },
  { path: '/cfsf2/success', guard: 'G1', template: 'ResultPage', page: 'depositGift/DepositGift' },
  { path: '/lyh', guard: 'G2', template: 'DepositGiftOffer', page: 'depositGift/DepositGift' },
  { path: '/lyh100', guard: 'G2', template: 'DepositGiftOffer', page: 'depositGift/DepositGift' },
  { path: '/lyh2', guard: 'G0', template: 'DepositGiftOffer', page: 'depositGift/DepositGift' },
  { path: '/lyh50', guard: 'G2', template: 'DepositGiftOffer', page: 'depositGift/DepositGift' },
  { path: '/lclyh', guard: 'G2', template: 'DepositGiftOffer', page: 'depositGift/DepositGift' },
  { path: '/payGift/pay100', guard: 'G2', template: 'DepositGiftOffer', page: 'depositGift/DepositGift' },
  { path: '/payGift/pay200', guard: 'G2', template: 'DepositGiftOffer', page: 'depositGift/DepositGift' },
  {
    path: '/payGift/success100',
    title: ['title.payGift.paymentDetails'],
    guard: 'G2',
    template: 'ResultPage',
    page: 'depositGift/DepositGift',
  },
  {
    path: '/payGift/success200',
    title: ['title.payGift.paymentDetails'],
    guard: 'G2',
    template: 'ResultPage',
    page: 'depositGift/DepositGift',
  },
  { path: '/testPage', guard: 'G2', template: 'DepositGiftOffer', page: 'depositGift/DepositGift' },

  // Complaints
  { path: '/complain', guard: 'G2', template: 'FormPage', page: 'complain/Complain' },
  { path: '/complain/appeal', guard: 'G2', template: 'FormPage', page: 'complain/Appeal' },
  { path: '/complain/appealDetails', guard: 'G2', template: 'RecordDetail', page: 'complain/ProcessDetails' },
  { path: '/complain/evaluation', guard: 'G2', template: 'FormPage', page: 'complain/Evaluation' },
  { path: '/complain/orderTracking', guard: 'G2', template: 'RecordList', page: 'complain/OrderTracking' },
  { path: '/complain/processDetails', guard: 'G2', template: 'RecordDetail', page: 'complain/ProcessDetails' },
  { path: '/complain/success', guard: 'G2', template: 'ResultPage', page: 'complain/Success' },
  { path: '/complain/urgencyRecords', guard: 'G2', template: 'RecordList', page: 'complain/UrgencyRecords' },
  { path: '/suggest', guard: 'G2', template: 'FormPage', page: 'complain/Suggest' },
  { path: '/suggest/success', guard: 'G2', template: 'ResultPage', page: 'complain/Success' },

  // Hot activities and festivals
  { path: '/discounts', guard: 'G2', template: 'Catalogue', page: 'dataPacks/Catalogue' },
  { path: '/discounts/flowDetail', guard: 'G2', template: 'PackDetail', page: 'dataPacks/PackDetail' },
  { path: '/discounts/success', guard: 'G2', template: 'ResultPage', page: 'dataPacks/PackResult' },
  { path: '/doubleEleven', guard: 'G0', template: 'ActivityLanding', page: 'venues/Landing' },
  { path: '/doubleTwelve', guard: 'G0', template: 'ActivityLanding', page: 'venues/Landing' },
  { path: '/douyin', guard: 'G2', template: 'PackDetail', page: 'dataPacks/PackDetail' },
  { path: '/summer', guard: 'G2', template: 'TopupForm', page: 'venues/Summer' },
  { path: '/gkux', guard: 'G2', template: 'BenefitClaim', page: 'benefits/BenefitClaim' },
  { path: '/gcy', guard: 'G2', template: 'BenefitClaim', page: 'benefits/BenefitClaim' },
  { path: '/limitedWelfare', guard: 'G2', template: 'BenefitClaim', page: 'benefits/BenefitClaim' },
  { path: '/limitedWelfare12', guard: 'G2', template: 'BenefitClaim', page: 'benefits/BenefitClaim' },
  { path: '/friday', guard: 'G2', template: 'BenefitClaim', page: 'benefits/BenefitClaim' },
  { path: '/friday/app', guard: 'G0', template: 'BenefitClaim', page: 'benefits/FridayApp' },
  { path: '/moreBenefits', guard: 'G2', template: 'ActivityLanding', page: 'benefits/MoreBenefits' },
  {
    path: '/moreBenefits/jf',
    title: ['title.moreBenefits', 'title.moreBenefits.jf'],
    guard: 'G2',
    template: 'BenefitClaim',
    page: 'benefits/BenefitClaim',
  },
  { path: '/experience', guard: 'G2', template: 'Catalogue', page: 'sale/Trials' },
  {
    path: '/experience/first',
    title: ['title.experience', 'title.experience.first'],
    guard: 'G2',
    template: 'PackDetail',
    page: 'sale/Trial',
  },
  {
    path: '/experience/second',
    title: ['title.experience', 'title.experience.second'],
    guard: 'G2',
    template: 'PackDetail',
    page: 'sale/Trial',
  },
  {
    path: '/experience/third',
    title: ['title.experience', 'title.experience.third'],
    guard: 'G2',
    template: 'PackDetail',
    page: 'sale/Trial',
  },
  {
    path: '/yearMainVenue',
    guard: 'G0',
    template: 'ActivityLanding',
    page: 'venues/Landing',
    prerender: true,
  },
  {
    path: '/yearMainVenue/venue5G',
    title: ['title.yearMainVenue', 'title.yearMainVenue.venue5G'],
    guard: 'G0',
    template: 'ActivityLanding',
    page: 'venues/Landing',
  },
  {
    path: '/yearMainVenue/venueHi',
    title: ['title.yearMainVenue', 'title.yearMainVenue.venueHi'],
    guard: 'G0',
    template: 'ActivityLanding',
    page: 'venues/Landing',
  },
  { path: '/yjq', guard: 'G2', template: 'PackDetail', page: 'benefits/Yjq' },
  // PAGES.md: "G1 → G2": the partner arrives with a WeChat identity and logs in on the page.
  {
    path: '/yjq/collect',
    title: ['title.yjq', 'title.yjq.collect'],
    guard: 'G1',
    template: 'BenefitClaim',
    page: 'benefits/YjqCollect',
  },
  { path: '/ycg', guard: 'G0', template: 'FormPage', page: 'ordering-bb/Ycg' },
  { path: '/ycg/collect2', guard: 'G0', template: 'FormPage', page: 'ordering-bb/Ycg' },
  { path: '/seckillNew', guard: 'G0', template: 'Seckill', page: 'sale/Seckill' },
  {
    path: '/seckillNew/SeckillComponents',
    guard: 'G0',
    template: 'Seckill',
    page: 'sale/Seckill',
  },
  {
    path: '/seckillNew/myOrder',
    title: ['title.seckillNew', 'title.seckillNew.myOrder'],
    guard: 'G2',
    template: 'RecordList',
    page: 'sale/SeckillOrders',
  },
  { path: '/online', guard: 'G2', template: 'ActivityLanding', page: 'venues/Online' },
  { path: '/online/goToOnline', guard: 'G0', template: 'ResultPage', page: 'venues/GoToOnline' },
  { path: '/online/guide', guard: 'G0', template: 'DocumentView', page: 'venues/Guide' },
  {
    path: '/onlineActivities',
    guard: 'G0',
    template: 'Catalogue',
    page: 'venues/Activities',
    prerender: true,
  },
  {
    path: '/vote',
    exact: false,
    guard: 'G0',
    children: [{ path: '/vote', guard: 'G0', template: 'Vote', page: 'sale/Vote' }],
  },

  // Data packs and data caps
  { path: '/flowCaps', guard: 'G2', template: 'CapRelease', page: 'dataPacks/CapRelease' },
  { path: '/flowCaps/success', guard: 'G2', template: 'ResultPage', page: 'dataPacks/CapResult' },
  { path: '/flowCaps2', guard: 'G2', template: 'CapRelease', page: 'dataPacks/CapRelease' },
  { path: '/flowCaps2/fail', guard: 'G2', template: 'ResultPage', page: 'dataPacks/CapResult' },
  { path: '/flowCaps2/success', guard: 'G2', template: 'ResultPage', page: 'dataPacks/CapResult' },
  { path: '/flowDetail', guard: 'G2', template: 'Catalogue', page: 'dataPacks/Catalogue', prerender: true },
  {
    path: '/flowDetail/bingjiling',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  { path: '/flowDetail/fiveG', guard: 'G2', template: 'Catalogue', page: 'dataPacks/Catalogue' },
  {
    path: '/flowDetail/fiveG/product1',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  {
    path: '/flowDetail/fiveG/product2',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  {
    path: '/flowDetail/fiveG/product3',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  {
    path: '/flowDetail/fiveG/product4',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  {
    path: '/flowDetail/fiveG/product5',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  {
    path: '/flowDetail/fiveG/product6',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  {
    path: '/flowDetail/fiveG/product7',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  { path: '/flowDetail/follow', guard: 'G2', template: 'PackDetail', page: 'dataPacks/PackDetail', prerender: true },
  { path: '/flowDetail/help', guard: 'G2', template: 'PackDetail', page: 'dataPacks/PackDetail', prerender: true },
  { path: '/flowDetail/outdoor', guard: 'G2', template: 'PackDetail', page: 'dataPacks/PackDetail', prerender: true },
  {
    path: '/flowDetail/outdoor2',
    title: ['title.flowDetail.outdoor'],
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  {
    path: '/flowDetail/qingmingFestival',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  { path: '/flowDetail/refuel', guard: 'G2', template: 'PackDetail', page: 'dataPacks/PackDetail', prerender: true },
  { path: '/flowDetail/result', guard: 'G2', template: 'ResultPage', page: 'dataPacks/PackResult' },
  {
    path: '/flowDetail/shiyiFestival',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  {
    path: '/flowDetail/springFestival14GB',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  {
    path: '/flowDetail/springFestival20GB',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  {
    path: '/flowDetail/springFestival2GB',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },
  {
    path: '/flowDetail/wuyiFestival',
    guard: 'G2',
    template: 'PackDetail',
    page: 'dataPacks/PackDetail',
    prerender: true,
  },

  // Marketing cards and package change
  { path: '/marketCard', guard: 'G0', template: 'Catalogue', page: 'ordering/MarketCard' },
  { path: '/marketCard/card20', guard: 'G1', template: 'OnePageOrder', page: 'ordering/CardOrder' },
  { path: '/marketCard/card30', guard: 'G1', template: 'OnePageOrder', page: 'ordering/CardOrder' },
  { path: '/marketCard/card40', guard: 'G1', template: 'OnePageOrder', page: 'ordering/CardOrder' },
  { path: '/marketCard/card5G', guard: 'G1', template: 'OnePageOrder', page: 'ordering/CardOrder' },
  { path: '/marketCard/card5GNew', guard: 'G1', template: 'OnePageOrder', page: 'ordering/CardOrder' },
  { path: '/modifyPackage', guard: 'G2', template: 'PlanChange', page: 'change/PlanChange' },
  {
    path: '/modifyPackage/detail',
    title: ['title.modifyPackage', 'title.modifyPackage.detail'],
    guard: 'G2',
    template: 'PlanChange',
    page: 'change/PlanDetail',
  },

  // Top-up
  { path: '/newRecharge', guard: 'G0', template: 'Hub', page: 'recharge/Hub' },
  {
    path: '/newRecharge/index2',
    guard: 'G1',
    template: 'TopupForm',
    page: 'recharge/TopupForm',
    prerender: true,
  },
  { path: '/newRecharge/recharge', guard: 'G1', template: 'PayCheckout', page: 'recharge/Checkout' },
  { path: '/newRecharge/fail', guard: 'G1', template: 'ResultPage', page: 'recharge/Fail' },
  { path: '/newRecharge/history', guard: 'G2', template: 'RecordList', page: 'recharge/History' },
  { path: '/newRecharge/paySuccess', guard: 'G1', template: 'ResultPage', page: 'recharge/PaySuccess' },
  { path: '/newRecharge/prompt', guard: 'G0', template: 'DocumentView', page: 'recharge/Prompt' },
  { path: '/newRecharge/success', guard: 'G1', template: 'ResultPage', page: 'recharge/Success' },
  { path: '/newRecharge/tooth', guard: 'G1', template: 'TopupForm', page: 'rechargeTooth/Tooth' },
  {
    path: '/newRecharge/tooth/:token',
    title: ['title.newRecharge.tooth'],
    guard: 'G1',
    template: 'TopupForm',
    page: 'rechargeTooth/Tooth',
  },
  {
    path: '/newRecharge/toothSuccess88',
    title: ['title.newRecharge.toothSuccess'],
    guard: 'G1',
    template: 'ResultPage',
    page: 'rechargeTooth/ToothSuccess',
  },
  {
    path: '/newRecharge/toothSuccess218',
    title: ['title.newRecharge.toothSuccess'],
    guard: 'G1',
    template: 'ResultPage',
    page: 'rechargeTooth/ToothSuccess',
  },

  // Ordering
  { path: '/productPage', guard: 'G0', template: 'OrderWizard', page: 'ordering/ProductPage' },
  { path: '/orderPage', guard: 'G1', template: 'OrderWizard', page: 'ordering/OrderPage' },
  {
    path: '/orderPage/broadbandProcessing',
    guard: 'G1',
    template: 'OrderWizard',
    page: 'ordering-bb/BroadbandProcessing',
  },
  { path: '/orderPage/confirm', guard: 'G1', template: 'OrderWizard', page: 'ordering/Confirm' },
  {
    path: '/orderPage/purchaseInformation',
    guard: 'G1',
    template: 'OrderWizard',
    page: 'ordering/PurchaseInformation',
  },
  { path: '/orderPage/selectNumber', guard: 'G1', template: 'OrderWizard', page: 'ordering/SelectNumber' },
  { path: '/orderPage/success', guard: 'G1', template: 'ResultPage', page: 'ordering/Success' },
  { path: '/open', guard: 'G1', template: 'OnePageOrder', page: 'ordering-bb/Wireless' },
  { path: '/open2i', title: ['title.open'], guard: 'G1', template: 'OnePageOrder', page: 'ordering-bb/Wireless' },
  {
    path: '/open2i/result',
    title: ['title.open', 'title.open2i.result'],
    guard: 'G1',
    template: 'ResultPage',
    page: 'ordering/Open2iResult',
  },
  {
    path: '/valetHandle',
    exact: false,
    guard: 'G3',
    children: [
      {
        path: '/valetHandle',
        title: ['title.valetHandle', 'title.valetHandle.choose'],
        guard: 'G3',
        template: 'ValetOrder',
        page: 'change/ValetOrder',
      },
      { path: '/valetHandle/result', guard: 'G3', template: 'ResultPage', page: 'change/ValetResult' },
    ],
  },
  {
    path: '/broadOrder',
    exact: false,
    guard: 'G2',
    children: [{ path: '/broadOrder', guard: 'G2', template: 'RecordList', page: 'businessRecords/BroadOrder' }],
  },

  // Mobile business: the business home, a non-exact parent of its 19 pages
  {
    path: '/mobileBusiness',
    exact: false,
    guard: 'G2',
    template: 'Hub',
    page: 'business/Hub',
    children: [
      {
        path: '/mobileBusiness/ComplaintRecords',
        guard: 'G2',
        template: 'RecordList',
        page: 'complain/OrderTracking',
      },
      {
        path: '/mobileBusiness/ErrorRecords',
        guard: 'G2',
        template: 'RecordList',
        page: 'businessRecords/Records',
      },
      {
        path: '/mobileBusiness/PackageMargin',
        guard: 'G2',
        template: 'AccountView',
        page: 'business/AccountView',
      },
      {
        path: '/mobileBusiness/SeckillComponents',
        guard: 'G2',
        template: 'Seckill',
        page: 'sale/Seckill',
      },
      {
        path: '/mobileBusiness/billQuery',
        guard: 'G2',
        template: 'BillView',
        page: 'business/BillView',
      },
      {
        path: '/mobileBusiness/businessQuery',
        guard: 'G2',
        template: 'RecordList',
        page: 'businessRecords/Records',
      },
      {
        path: '/mobileBusiness/costDetail',
        guard: 'G2',
        template: 'BillView',
        page: 'business/BillView',
      },
      {
        path: '/mobileBusiness/customerBill',
        guard: 'G2',
        template: 'BillView',
        page: 'business/BillView',
      },
      {
        path: '/mobileBusiness/customerBillDetail',
        title: ['title.mobileBusiness', 'title.mobileBusiness.customerBill'],
        guard: 'G2',
        template: 'BillView',
        page: 'business/BillView',
      },
      {
        path: '/mobileBusiness/orderDetails',
        title: ['title.mobileBusiness', 'title.mobileBusiness.viewDetails'],
        guard: 'G2',
        template: 'RecordDetail',
        page: 'businessRecords/OrderDetails',
      },
      {
        path: '/mobileBusiness/seeDetail',
        title: ['title.mobileBusiness', 'title.mobileBusiness.viewDetails'],
        guard: 'G2',
        template: 'RecordDetail',
        page: 'businessRecords/RecordView',
      },
      {
        path: '/mobileBusiness/orderTracking',
        // G1: a customer without a bound number finds an order by its number and contact phone (SMS-checked).
        guard: 'G1',
        template: 'RecordList',
        page: 'businessRecords/Records',
      },
      {
        path: '/mobileBusiness/phoneAllowance',
        guard: 'G2',
        template: 'AccountView',
        page: 'businessRecords/PhoneAllowance',
      },
      {
        path: '/mobileBusiness/queryAccountInfo',
        guard: 'G2',
        template: 'AccountView',
        page: 'business/AccountView',
      },
      {
        path: '/mobileBusiness/recordDetail',
        guard: 'G2',
        template: 'RecordDetail',
        page: 'businessRecords/RecordView',
      },
      { path: '/mobileBusiness/termination', guard: 'G2', template: 'Termination', page: 'change/Termination' },
      {
        path: '/mobileBusiness/terminationGuide',
        guard: 'G2',
        template: 'Termination',
        page: 'change/Termination',
      },
      {
        path: '/mobileBusiness/viewFile',
        guard: 'G2',
        template: 'DocumentView',
        page: 'businessRecords/ViewFile',
      },
      {
        path: '/mobileBusiness/vipQuery',
        guard: 'G2',
        template: 'AccountView',
        page: 'business/AccountView',
      },
    ],
  },

  // The catch-all fallback: always last.
  { path: '*', title: ['title.notFound'], guard: 'G0', template: 'ResultPage', page: 'general/NotFound' },
];

/** A route's title pieces: its own, or the ones its path gives (after its non-exact parent's). */
export function titleOf(route: RouteConfig, parent?: RouteConfig): TitleKey[] {
  if (route.title) return route.title;
  const own = `title${route.path.replace(/\//g, '.')}` as TitleKey;
  return parent && parent.path !== route.path ? [...titleOf(parent), own] : [own];
}

/**
 * Parents and children, depth first in table order; `title` and `exact` resolved (exact defaults to true),
 * `parent` set on children.
 */
export function flattenRoutes(table: readonly RouteConfig[], parent?: RouteConfig): FlatRoute[] {
  const flat: FlatRoute[] = [];
  for (const route of table) {
    const { children, exact, ...rest } = route;
    flat.push({
      ...rest,
      title: titleOf(route, parent),
      exact: exact ?? true,
      ...(parent ? { parent: parent.path } : {}),
    });
    if (children) flat.push(...flattenRoutes(children, route));
  }
  return flat;
}

/** The document title of a route: its pieces translated and joined; '' when it has none. */
export function formatTitle(title: readonly TitleKey[] | undefined, translate: (key: TitleKey) => string): string {
  return (title ?? []).map(translate).join(TITLE_SEPARATOR);
}

export default routes;
