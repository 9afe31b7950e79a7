// The deposit-gift payment (the `depositGift` model's `submit` and `afterPay`): the agreement ticked, the order (the
// tier's activity order and its pay order, or the cfsf checkout's cfshd/submit with the intent's key), the payment
// through the app's `payment` model, and, once paid, the signature of the customer's own agreement.
import { call, put, select } from 'typed-redux-saga';
import { push, replace, type Submission } from '../../../core';
import { t } from '../../../locales';
import payment, { resultPath } from '../../../models/payment';
import ui from '../../../models/ui';
import * as activityApi from '../../../services/api/activity';
import * as billApi from '../../../services/api/bill';
import * as configApi from '../../../services/api/config';
import type { PayOrderStatus } from '../../../services/api/types';
import { RequestError } from '../../../services/request';
import { clearDraft, readDraft, saveDraft } from '../../shared/draft';
import { messageOf } from '../../shared/load';
import { inNightlyPause } from '../../shared/nightlyPause';
import { isUnclear } from '../../shared/outcome';
import { payConfirmed } from '../../shared/payConfirmed';
import { selectOutcomeLogged } from '../../shared/payOutcome';
import { withParams, type AfterPayInput, type SubmitInput } from '../offer';
import { ensureOrder } from './reception';
import { own } from './slice';

/**
 * The agreement tick of a payment under way: kept in the tab when the customer pays, so that it survives the re-login
 * of a session that ended on the way (the page is loaded anew), and forgotten once paid.
 */
const TICK_DRAFT = 'cfsf_tick';
/** The states of an order the customer has paid. */
const PAID: readonly PayOrderStatus[] = ['paid', 'crediting', 'credited'];
const isTick = (v: Record<string, unknown>): v is { actId: string } => typeof v.actId === 'string';

/** The tick kept for `actId` by a payment under way. */
export function* tickKept(actId: string) {
  const tick = yield* call(readDraft<{ actId: string }>, TICK_DRAFT, isTick);
  return tick?.actId === actId;
}

/** The intent of a payment: who pays which tier of which activity, for which number. */
export function payIntent({ actId, tier, checkout }: SubmitInput): string {
  return checkout.kind === 'order'
    ? `depositGift:${actId}:${tier ?? ''}`
    : `cfshd:${actId}:${tier ?? ''}:${checkout.payer}:${checkout.phone}`;
}

/**
 * Resolves 'agreement' when the tick is missing, false when the order cannot be paid (said on the page), else the
 * payment's outcome ('redirected' to the cashier outside WeChat). A refusal of the server is thrown on to the submit
 * (shown on the page); a failure reaches onError.
 */
export function* startPayment(payload: SubmitInput, submission: Submission) {
  const s = yield* own.select();
  if (!s.accepted[payload.actId]) {
    yield* put(own.setAgreementError(true));
    return 'agreement' as const;
  }
  if (s.tier === undefined) {
    yield* put(own.setPayError(t('depositGift.pay.chooseTier')));
    return false as const;
  }
  // The server's time: the phone's clock and the offset the reception told (0 before any answer).
  const offsetMs = s.offer.status === 'ready' ? s.offer.data.offsetMs : 0;
  if (payload.deposit && inNightlyPause((yield* call(Date.now)) + offsetMs)) {
    yield* put(own.setPayError(t('depositGift.pay.paused')));
    return false as const;
  }
  yield* call(saveDraft, TICK_DRAFT, { actId: payload.actId });
  let orderId: string;
  let actOrderId: string;
  if (payload.checkout.kind === 'order') {
    const opened = yield* call(ensureOrder, payload.actId, payload.api, payload.share);
    if (!opened.ok) {
      yield* put(own.setPayError(opened.reason));
      return false as const;
    }
    actOrderId = opened.actOrderId;
    const order = yield* call(billApi.orderWechatGetById, { orderId: actOrderId });
    if (order.status !== 'unpaid') {
      const closed = order.status === 'expired' || order.status === 'cancelled';
      yield* put(own.setPayError(t(`depositGift.pay.status.${closed ? 'closed' : 'done'}`)));
      return false as const;
    }
    orderId = order.orderId;
  } else {
    const actOrder = s.order?.tier === s.tier ? s.order?.actOrderId : undefined;
    const placed = yield* placeCfshd(submission, payload, s.tier, actOrder);
    if ('refused' in placed) throw placed.refused;
    ({ orderId, actOrderId } = placed);
    if (placed.paid) {
      // Paid already (the customer paid it from another tab): the payment's return, as the cashier would give it.
      yield* put(push(resultPath(withParams(payload.returnPath, { actOrderId }), orderId, 'success')));
      return 'success' as const;
    }
  }
  return yield* call(payConfirmed, submission, {
    orderId,
    returnPath: withParams(payload.returnPath, { actOrderId }),
  });
}

/** The cfsf checkout's order: its pay order and activity order, paid already or not; or the refusal of a resend. */
type Placed = { orderId: string; actOrderId: string; paid: boolean } | { refused: unknown };

/**
 * cfshd/submit with the intent's key. A lost answer (a timeout, a dropped connection, a 5xx, a success that names no
 * order) is said to be confirming and confirmed: the tier's activity order (which the checkout's reception opened)
 * and its payment are read; paid is the order paid; otherwise the order is sent once more with the same key, which
 * the server answers with the order it made (no second order), and the payment goes on. Only when that answer is
 * lost too is the outcome unknown (said so, the key kept for the retry).
 */
export function* placeCfshd(
  submission: Submission,
  payload: SubmitInput,
  tier: number,
  actOrderId: string | undefined,
) {
  const c = payload.checkout;
  if (c.kind !== 'cfshd') throw new Error('not a cfsf checkout');
  const draft = payIntent(payload);
  const req = {
    actId: payload.actId,
    tier,
    payer: c.payer,
    phone: c.phone,
    ...(c.shareOpenId ? { shareOpenId: c.shareOpenId } : {}),
    ...(c.money !== undefined ? { money: c.money } : {}),
  };
  function* place(idempotencyKey: string): Generator<unknown, Placed, unknown> {
    const res = yield* call(configApi.cfshdSubmit, req, { idempotencyKey });
    // A success that names no order ({status:1} without data): made or not, the confirm tells.
    if (!res.orderId) throw new RequestError('shape', t('request.generic'));
    return { orderId: res.orderId, actOrderId: res.actOrderId, paid: false };
  }
  return yield* submission.send(req, place, {
    intent: draft,
    *confirm(_since, key) {
      if (actOrderId) {
        const order = yield* call(billApi.orderWechatGetById, { orderId: actOrderId });
        if (PAID.includes(order.status)) return { orderId: order.orderId, actOrderId, paid: true };
      }
      try {
        return yield* place(key);
      } catch (e) {
        // Lost again: the outcome stays unknown. A refusal (no longer eligible, a closed link) is the server's answer.
        if (isUnclear(e)) throw e;
        return { refused: e };
      }
    },
  });
}

/**
 * The payment came back. Paid: sign the customer's own agreement (handleProductXy), then the success route with the
 * order. A failed signature stays here with a retry (the money is safe: the order is paid). Cancelled or failed:
 * logged (unless WeChat Pay already did), said, and the page stays.
 */
export function* afterPayment(payload: AfterPayInput) {
  const { orderId, outcome, actOrderId } = payload;
  if (outcome === 'success') {
    yield* put(own.setSignError(undefined));
    if (payload.sign && actOrderId) {
      try {
        yield* call(activityApi.handleProductXy, { actOrderId, orderId });
      } catch (e) {
        yield* put(own.setSignError(messageOf(e)));
        return false;
      }
    }
    yield* put(own.accept({ actId: payload.actId, value: false }));
    yield* call(clearDraft, TICK_DRAFT);
    const payer = payload.payer === 'friend' ? 'friend' : undefined;
    yield* put(replace(withParams(payload.successPath, { orderId, actOrderId, payer })));
    return true;
  }
  // WeChat Pay logged its own cancel or failure before coming back here; the cashier did not.
  const logged = yield* select(selectOutcomeLogged(orderId));
  if (!logged) yield* put(payment.actions.logOutcome({ orderId, outcome }));
  // A payment starts only once the agreement is ticked: coming back from the cashier, it still is.
  yield* put(own.accept({ actId: payload.actId, value: true }));
  const text = t(outcome === 'cancel' ? 'depositGift.pay.cancelled' : 'depositGift.pay.failed');
  yield* put(ui.actions.toast({ text, kind: outcome === 'cancel' ? 'info' : 'fail' }));
  yield* put(replace(payload.stayPath));
  return false;
}
