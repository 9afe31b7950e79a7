// The benefits family's routes (PAGES.md §2.4, template BenefitClaim): one page configured per route. `mode` says
// how a benefit is taken: claim (dealReward), code (gkux/getCode), draw (dealReward without a benefit), points
// (dealReward spending points, the balance checked first).
import type { MessageKey } from '../../locales';

export type BenefitMode = 'claim' | 'code' | 'draw' | 'points';

export interface BenefitRoute {
  actId: string;
  mode: BenefitMode;
  headline: MessageKey;
  tagline: MessageKey;
  /** Member day: check-in streak and the "next Friday 10:00" wording. */
  memberDay?: boolean;
  /** Daily drops: "countdown to 10:00" wording. */
  daily?: boolean;
  /** The points balance is read (points mode). */
  score?: boolean;
  /** Partner stores are listed (gcy). */
  merchants?: boolean;
  /** The partner's address the customer opens after claiming (gkux: through the copy dialog in WeChat). */
  partnerLink?: boolean;
  /** Where "more" leads (a next route of PAGES.md). */
  next?: { to: string; label: MessageKey };
}

export const ROUTES: Record<string, BenefitRoute> = {
  '/friday': {
    actId: 'friday',
    mode: 'claim',
    headline: 'benefits.friday.headline',
    tagline: 'benefits.friday.tagline',
    memberDay: true,
    next: { to: '/newRecharge/index2', label: 'benefits.next.recharge' },
  },
  '/limitedWelfare': {
    actId: 'limitedWelfare',
    mode: 'claim',
    headline: 'benefits.welfare.headline',
    tagline: 'benefits.welfare.tagline',
    daily: true,
  },
  '/limitedWelfare12': {
    actId: 'limitedWelfare12',
    mode: 'claim',
    headline: 'benefits.welfare12.headline',
    tagline: 'benefits.welfare12.tagline',
    daily: true,
  },
  '/moreBenefits/jf': {
    actId: 'jf',
    mode: 'points',
    headline: 'benefits.jf.headline',
    tagline: 'benefits.jf.tagline',
    score: true,
    next: { to: '/mobileBusiness/vipQuery', label: 'benefits.next.vip' },
  },
  '/gkux': {
    actId: 'gkux',
    mode: 'code',
    headline: 'benefits.gkux.headline',
    tagline: 'benefits.gkux.tagline',
    partnerLink: true,
  },
  '/gcy': {
    actId: 'gcy',
    mode: 'claim',
    headline: 'benefits.gcy.headline',
    tagline: 'benefits.gcy.tagline',
    merchants: true,
  },
  '/bingdundun': {
    actId: 'bingdundun',
    mode: 'draw',
    headline: 'benefits.bdd.headline',
    tagline: 'benefits.bdd.tagline',
  },
};

export const routeOf = (pathname: string): BenefitRoute | undefined => ROUTES[pathname.replace(/\/+$/, '') || '/'];

/** The pair pack's product and the invite's route. */
export const PAIR_CODE = 'YJQ_PAIR';
export const PAIR_ACT = 'yjq';
