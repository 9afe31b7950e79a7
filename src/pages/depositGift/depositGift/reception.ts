// The deposit-gift offer's reads (sagas of the `depositGift` model, on its slice's `own`): the reception (eligibility, tiers, window, and
// the activity order of a tier), the rules text, the activity order of the chosen tier, and the operation log.
import { call, put } from 'typed-redux-saga';
import { replace } from '../../../core';
import { t } from '../../../locales';
import * as activityApi from '../../../services/api/activity';
import type { Endpoint } from '../../../services/api/define';
import type { ReceptionReq, ReceptionResult } from '../../../services/api/types';
import { codeOf, isLoggedOut } from '../../shared/errors';
import { loadInto, messageOf } from '../../shared/load';
import type { ReceptionApi } from '../config';
import { tierOfMoney, withParams, type LoadInput, type OfferProblem, type ShareParams } from '../offer';
import { own } from './slice';

/** The reception call of an api kind, looked up when called (so a test's stub of the api module is seen). */
export function receptionCall(api: ReceptionApi): Endpoint<ReceptionReq, ReceptionResult> {
  if (api === 'many') return activityApi.payGiveFeeManyReception;
  if (api === 'lc') return activityApi.payGiveFeeLcReception;
  // 'notLogin': a visitor verifies with receptionNotLogin (visitorVerify); once a number is known it is the usual call.
  return activityApi.payGiveFeeReception;
}

/** Stores a reception answer and picks the tier; an answer with an activity order keeps it. */
export function* saveOffer(r: ReceptionResult, input: { tier?: number; money?: number; only?: number[] }) {
  const offered = input.only ? r.tiers.filter((x) => input.only?.includes(x.tier)) : r.tiers;
  const byMoney = input.money !== undefined ? tierOfMoney(offered, input.money) : undefined;
  const tier = offered.find((x) => x.tier === input.tier)?.tier ?? byMoney?.tier ?? offered[0]?.tier;
  const offsetMs = Date.parse(r.serverTime) - (yield* call(Date.now));
  yield* put(own.saveOffer({ offer: { ...r, offsetMs: Number.isNaN(offsetMs) ? 0 : offsetMs }, tier }));
  // The server opened an order for the tier it was given, or for the only tier there is.
  const orderTier = input.tier ?? (r.tiers.length === 1 ? r.tiers[0]?.tier : undefined);
  if (r.actOrderId && orderTier !== undefined) yield* put(own.saveOrder({ tier: orderTier, actOrderId: r.actOrderId }));
}

export function* loadRules(actId: string) {
  yield* loadInto(own.setRules, call(activityApi.queryhandleProductXy, { actId }));
}

export function* loadReception(input: LoadInput) {
  const { actId, api, share } = input;
  const req: ReceptionReq = {
    actId,
    ...(input.tier !== undefined && !share ? { tier: input.tier } : {}),
    ...(share ?? {}),
  };
  let r: ReceptionResult;
  let asked = req;
  try {
    try {
      r = yield* call(receptionCall(api), req);
    } catch (e) {
      // A tier from the address the activity does not have: the activity without it (the first tier is chosen).
      if (codeOf(e) !== 'E_PARAM' || req.tier === undefined) throw e;
      asked = { actId, ...(share ?? {}) };
      r = yield* call(receptionCall(api), asked);
    }
  } catch (e) {
    const code = codeOf(e);
    if (isLoggedOut(e)) {
      yield* put(own.offerFailed({ problem: 'login', message: messageOf(e) }));
      if (input.loginPath) yield* put(replace(input.loginPath));
      return;
    }
    if (code === 'E_SHARE_SELF' && input.selfPath && share) {
      yield* put(replace(withParams(input.selfPath, { money: share.money })));
      return;
    }
    if (code === 'E_ACT_NOT_FOUND') {
      yield* put(own.offerFailed({ problem: 'notFound', message: messageOf(e) }));
      if (input.notFoundPath) yield* put(replace(input.notFoundPath));
      return;
    }
    const problem: OfferProblem = code === 'E_SHARE_INVALID' ? 'invalidLink' : 'failed';
    yield* put(own.offerFailed({ problem, message: messageOf(e) }));
    return;
  }
  if (share && !tierOfMoney(input.only ? r.tiers.filter((x) => input.only?.includes(x.tier)) : r.tiers, share.money)) {
    yield* put(own.offerFailed({ problem: 'invalidLink', message: t('depositGift.friend.badMoney') }));
    return;
  }
  yield* call(saveOffer, r, { tier: asked.tier, money: share?.money ?? input.money, only: input.only });
}

/** The activity order of the chosen tier: the one we have, or a new one from reception with that tier; or why not. */
export function* ensureOrder(actId: string, api: ReceptionApi, share?: ShareParams) {
  const s = yield* own.select();
  const tier = s.tier;
  type Opened = { ok: true; actOrderId: string } | { ok: false; reason: string };
  if (tier === undefined) return { ok: false, reason: t('depositGift.pay.chooseTier') } as Opened;
  if (s.order && s.order.tier === tier) return { ok: true, actOrderId: s.order.actOrderId } as Opened;
  const r = yield* call(receptionCall(api), { actId, tier, ...(share ?? {}) });
  if (!r.actOrderId) return { ok: false, reason: r.reasons[0] ?? t('depositGift.state.ineligible') } as Opened;
  yield* put(own.saveOrder({ tier, actOrderId: r.actOrderId }));
  return { ok: true, actOrderId: r.actOrderId } as Opened;
}
