// The promotional top-up's order and payment (the `tooth` model's `submit`, on its slice's `own`): checked first, in order, the number, a
// bundle, the campaign open, the nightly pause, the pre-check and the SMS code when the number needs one; then the
// order (orderSubmitBlack, type promo, with the token and the intent's key; a lost answer confirmed first) and the
// payment with the code. A refusal for a field shows there; the others are thrown on to the `submit`.
import { call, put, select } from 'typed-redux-saga';
import { EffectCancelledError, push, replace, type Submission } from '../../../core';
import { t } from '../../../locales';
import { selectBoundPhone, type SessionState } from '../../../models/session';
import ui from '../../../models/ui';
import * as configApi from '../../../services/api/config';
import type { OrderCreated } from '../../../services/api/types';
import { codeOf } from '../../shared/errors';
import { payConfirmed } from '../../shared/payConfirmed';
import { messageOf } from '../../shared/load';
import type { Problem } from '../../shared/phone';
import { HISTORY_PATH } from '../recharge/order';
import { allowsTopup, serverClock } from '../phoneCheck';
import { codeProblem, inMaintenance, phoneProblem, placeOf } from '../topup';
import {
  availabilityOf,
  needsSmsFor,
  TOKEN_ERROR_PATH,
  TOOTH_BUNDLES,
  toothPath,
  type BundleId,
  type ToothState,
} from '../toothRules';
import { own } from './slice';

type Root = { tooth: ToothState; session: SessionState };

function* toast(text: string, kind: 'success' | 'fail') {
  yield* put(ui.actions.toast({ text, kind }));
}

/** A refused order or payment, shown at its field (true); a refusal for no field is the submit's (false). */
function* placed(error: unknown) {
  const place = placeOf(error);
  const text = { text: messageOf(error) };
  if (place === 'token') yield* put(replace(TOKEN_ERROR_PATH));
  else if (place === 'phone') yield* put(own.setForm({ phoneError: text }));
  else if (place === 'amount') yield* put(own.setForm({ bundleError: text }));
  else if (place === 'code') yield* put(own.setForm({ codeError: text }));
  else if (place === 'maintenance') yield* put(own.setFlags({ maintenance: true }));
  else if (place === 'ended') yield* put(own.setFlags({ ended: true }));
  else return false;
  return true;
}

/** Orders the chosen bundle (or pays the order whose payment was cancelled) and pays it; true once paying. */
export function* orderTooth(root: Root, submission: Submission) {
  const bound = selectBoundPhone(root);
  const { form, check, token, unpaid, activity, ended, smsFor } = root.tooth;
  const phoneError = phoneProblem(form.phone, true);
  const bundleError: Problem | undefined = form.bundle ? undefined : { key: 'recharge.tooth.choose' };
  const needsSms = needsSmsFor(form.phone, smsFor, bound);
  const codeError = needsSms && !phoneError ? codeProblem(form.code) : undefined;
  if (phoneError || bundleError || codeError) {
    yield* put(own.setForm({ phoneError, bundleError, codeError }));
    return false;
  }
  if (availabilityOf(activity, ended, bound).kind !== 'open') return false;
  yield* put(own.tick(yield* call(Date.now)));
  const opened = (yield* select((s: Root) => s)).tooth;
  if (opened.maintenance || inMaintenance(serverClock(opened))) return false;
  const bundle = TOOTH_BUNDLES[form.bundle as BundleId];
  if (!(yield* call(allowsTopup, own, form.phone, check))) return false;
  yield* put(own.setFlags({ cancelled: false }));
  let orderId: string;
  if (unpaid && unpaid.phone === form.phone && unpaid.bundle === bundle.id) {
    orderId = unpaid.orderId;
  } else {
    let order: OrderCreated;
    try {
      // A lost answer is confirmed first; the retry's same key gets the order the server made.
      const req = {
        phone: form.phone,
        faceFen: bundle.creditFen,
        type: 'promo' as const,
        bundleCode: bundle.code,
        ...(token !== undefined ? { token } : {}),
      };
      order = yield* submission.send(req, function* (idempotencyKey) {
        return yield* call(configApi.orderSubmitBlack, req, { idempotencyKey });
      });
    } catch (e) {
      if (yield* call(placed, e)) return false;
      throw e;
    }
    orderId = order.orderId;
    if (!orderId) {
      // The server took the order without naming it: the top-up records show it, ready to pay.
      yield* toast(t('recharge.order.placed'), 'success');
      yield* put(push(HISTORY_PATH));
      return true;
    }
  }
  try {
    const pay = { orderId, returnPath: toothPath(token), ...(needsSms ? { smsCode: form.code } : {}) };
    yield* call(payConfirmed, submission, pay);
  } catch (e) {
    if (e instanceof EffectCancelledError) return false;
    const code = codeOf(e);
    if (code === 'E_SMS_REQUIRED') {
      yield* put(own.setFlags({ smsFor: form.phone }));
      yield* put(own.setForm({ codeError: { key: 'recharge.tooth.codeRequired' } }));
      return false;
    }
    // An order that expired or was cancelled meanwhile: said, and the next tap orders afresh.
    if (code === 'E_ORDER_EXPIRED' || code === 'E_ORDER_CANCELLED') yield* put(own.setFlags({ unpaid: undefined }));
    else if (yield* call(placed, e)) return false;
    throw e;
  }
  return true;
}
