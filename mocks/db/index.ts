// Builds the seed state and offers small lookups over it.
import { createRng } from '../core/rng';
import { buildFreshBroadbandOrders } from './seed/business';
import { buildActivities, buildBenefits, buildConfigItems } from './seed/activities';
import { buildVenueItems } from './seed/venues';
import { buildAddressTree } from './seed/areas';
import { buildCatalogue, SECKILL_ITEMS, SECKILL_SESSIONS } from './seed/catalogue';
import {
  BLACKLIST_CERTS,
  buildInternetServices,
  buildSubscribers,
  buildWxUsers,
  MALL_TOKENS,
  STAFF,
} from './seed/people';
import {
  buildAgreements,
  buildBills,
  buildBroadband,
  buildNumbers,
  buildPapers,
  buildPayments,
  buildProductOrders,
  buildRewards,
  buildTickets,
} from './seed/records';
import { dayKey } from '../core/time';
import { STATE_VERSION, type SimState } from './types';

export * from './types';

/** The last states built, by (now, seed): a test's simulator is made and reset at the same instant again and again. */
const built = new Map<string, SimState>();

/** A fresh state, as of `now`. The same (now, seed) gives the same state: a copy of the one built before, when it was. */
export function seedState(now: number, seed = 1): SimState {
  const key = `${now}|${seed}`;
  let state = built.get(key);
  if (!state) {
    state = buildState(now, seed);
    if (built.size >= 4) built.delete(built.keys().next().value as string);
    built.set(key, state);
  }
  return structuredClone(state);
}

function buildState(now: number, seed: number): SimState {
  const rng = createRng(seed * 7919 + 17);
  const subscribers = buildSubscribers(now);
  const { payOrders, payments } = buildPayments(now, rng);
  const { orders: productOrders, records: productRecords } = buildProductOrders(now, rng, payOrders);
  const bb = buildBroadband(now, rng, subscribers);
  const activities = buildActivities(now);
  const numbers = buildNumbers(now, rng, new Set(Object.keys(subscribers)));
  // Today's 10:00 session sold out, so that state can be seen at once.
  const seckillLeft: Record<string, number> = {};
  for (const item of SECKILL_ITEMS) seckillLeft[`${dayKey(now)}|${SECKILL_SESSIONS[0]}|${item.itemId}`] = 0;
  return {
    version: STATE_VERSION,
    seededAt: now,
    seq: 1000,
    subscribers,
    wxUsers: buildWxUsers(now),
    staff: { ...STAFF },
    mallTokens: { ...MALL_TOKENS },
    blacklistCerts: [...BLACKLIST_CERTS],
    sessions: {},
    oauthCodes: {},
    oauthStates: {},
    captchas: {},
    smsCodes: {},
    smsCounters: {},
    smsLocks: {},
    smsWindows: {},
    smsOutbox: [],
    idem: {},
    payOrders,
    payments,
    catalogue: buildCatalogue(now),
    numbers,
    productOrders,
    productRecords,
    bills: buildBills(subscribers, now),
    papers: buildPapers(now, payOrders),
    addresses: buildAddressTree(),
    slotsTaken: {},
    broadbandAccounts: bb.accounts,
    broadbandOrders: { ...bb.orders, ...buildFreshBroadbandOrders(now, subscribers) },
    mixAccounts: bb.mix,
    tickets: buildTickets(now, rng),
    activities,
    agreements: buildAgreements(now),
    benefits: buildBenefits(),
    rewards: buildRewards(now, rng),
    seckillLeft,
    voteCounts: { A: 1284, B: 962, C: 1530, D: 704, E: 388, F: 1117 },
    votes: [],
    invites: {},
    trials: [],
    leads: [],
    hires: [],
    schoolRecords: [],
    signs: {},
    uploads: {},
    opLogs: [],
    shares: [],
    clicks: [],
    configItems: [...buildConfigItems(now, activities), ...buildVenueItems(activities, 1000)],
    gkuxCodes: {},
    gkuxLeft: 6880,
    toothTokens: {
      tk_dental_01: { validUntil: now + 60 * 24 * 3600_000, merchantId: 'm_clinic_01' },
      tk_old: { validUntil: now - 10 * 24 * 3600_000, merchantId: 'm_clinic_02' },
    },
    signins: [],
    osActOperations: [],
    internetServices: buildInternetServices(now),
  };
}
