// The family's configuration against the route table, the spec's header rules and the simulator's activities.
import { flattenRoutes, routes } from '../../../config/routes';
import { appHeaders } from '../../../src/services/request/headers';
import {
  FAMILIES,
  OFFERS,
  RESULTS,
  ROUTES,
  routeEntry,
  type ReceptionApi,
} from '../../../src/pages/depositGift/config';
import { buildActivities } from '../../../mocks/db/seed/activities';
import zh from '../../../src/locales/zh-CN/titles';

const RECEPTION_PATH: Record<ReceptionApi, string> = {
  reception: 'activity/payGiveFeeAct/reception',
  many: 'activity/payGiveFeeActMany/reception',
  lc: 'activity/payGiveFeeAct/lcReception',
  notLogin: 'activity/payGiveFeeAct/reception',
};

const PATHS = [
  '/cfsf',
  '/cfsf/index2',
  '/cfsf/index3',
  '/cfsf/login',
  '/cfsf/success',
  '/cfsf2',
  '/cfsf2/index2',
  '/cfsf2/index3',
  '/cfsf2/login',
  '/cfsf2/success',
  '/lyh',
  '/lyh100',
  '/lyh2',
  '/lyh50',
  '/lclyh',
  '/payGift/pay100',
  '/payGift/pay200',
  '/payGift/success100',
  '/payGift/success200',
  '/testPage',
  '/baoshan50',
];

describe('the route table', () => {
  const flat = flattenRoutes(routes);

  it('has a configuration for each route of the family, and no other', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...PATHS].sort());
    for (const path of PATHS)
      expect([path, flat.find((r) => r.path === path)?.page]).toEqual([path, 'depositGift/DepositGift']);
  });

  it('loads one module for all of them, with no per-route data in the entry', () => {
    const pages = PATHS.map((p) => flat.find((r) => r.path === p)?.page);
    expect(new Set(pages)).toEqual(new Set(['depositGift/DepositGift']));
    expect(PATHS.filter((p) => flat.find((r) => r.path === p)?.props)).toEqual([]);
  });

  it('finds a route the way react-router matches it: any case, a trailing slash', () => {
    expect(routeEntry('/cfsf')).toEqual({ page: 'offer', offer: 'cfsf' });
    expect(routeEntry('/CFSF/Index3/')).toEqual({ page: 'pay', family: 'cfsf', payer: 'friend' });
    expect(routeEntry('/paygift/success200')).toEqual({ page: 'result', result: 'pay200' });
    expect(routeEntry('/cfsf/other')).toBeUndefined();
  });

  it('gives the login pages the headline of their route title', () => {
    expect(zh[FAMILIES.cfsf.loginHeadline as keyof typeof zh]).toBe('存费最高享6.5折');
    expect(zh[FAMILIES.cfsf2.loginHeadline as keyof typeof zh]).toBe('充值低至6.5折');
  });
});

describe('header rules (SPEC §6) as the request layer applies them', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it.each(Object.values(OFFERS).map((o) => [o.key, o] as const))('%s', (_key, offer) => {
    const path = Object.entries(ROUTES).find(([, e]) => e.page === 'offer' && e.offer === offer.key)?.[0] ?? '';
    window.history.pushState({}, '', `/sms2${path}?wxPublicAccountId=7`);
    const header = appHeaders(RECEPTION_PATH[offer.receptionApi], {}).wxPublicAccountId;
    expect(header).toBe({ cfsf: '5_myself', query: '7', default: '3' }[offer.headerRule]);
  });

  it("a friend's link on a cfsf page is 5_not_myself", () => {
    for (const family of Object.values(FAMILIES)) {
      window.history.pushState({}, '', `/sms2${family.friendPath}?shareOpenId=o_sim_001&money=65`);
      expect(appHeaders('config/cfshd/submit', {}).wxPublicAccountId).toBe('5_not_myself');
      window.history.pushState({}, '', `/sms2${family.selfPath}?tier=1`);
      expect(appHeaders('config/cfshd/submit', {}).wxPublicAccountId).toBe('5_myself');
    }
  });
});

describe('the activities behind the configuration', () => {
  const acts = buildActivities(Date.parse('2025-06-15T10:00:00+08:00'));

  it('names activities the simulator has, with the tiers the routes offer', () => {
    for (const offer of Object.values(OFFERS)) {
      const act = acts[offer.actId];
      expect([offer.key, act?.kind]).toEqual([offer.key, 'depositGift']);
      for (const n of offer.tiers ?? [])
        expect([offer.key, act.tiers?.some((x) => x.tier === n)]).toEqual([offer.key, true]);
    }
    for (const result of Object.values(RESULTS)) expect(acts[result.actId]?.kind).toBe('depositGift');
    expect(acts[OFFERS.baoshan50.actId].regionLock).toBe(OFFERS.baoshan50.regionLock);
  });

  it('sends each paid offer to its own result, or to the common one', () => {
    expect(OFFERS.pay100.successRoute).toBe('/payGift/success100');
    expect(OFFERS.pay200.successRoute).toBe('/payGift/success200');
    expect(OFFERS.cfsf.successRoute).toBe(FAMILIES.cfsf.successPath);
    for (const key of ['lyh', 'lyh50', 'lyh100', 'lyh2', 'lclyh', 'baoshan50', 'testPage'] as const)
      expect(OFFERS[key].successRoute).toBe('/callbackSuccessPageCommon');
  });
});
