// The standard top-up's order (the `recharge` model's `submit`): nothing reaches the server unchecked (the number's
// format, an amount, a pre-check that allows a top-up), then orderSubmitBlack with the intent's key through the
// submit's submission, a lost answer confirmed first. A refusal for a field shows there; the others are thrown on to the `submit`.
import { call, put } from 'typed-redux-saga';
import { push, type Submission } from '../../../core';
import { t } from '../../../locales';
import ui from '../../../models/ui';
import * as configApi from '../../../services/api/config';
import type { Fen, OrderCreated } from '../../../services/api/types';
import type { Problem } from '../../shared/phone';
import { orderPath } from './checkout';
import { allowsTopup, type PhoneCheck } from '../phoneCheck';
import { phoneProblem, placeOf } from '../topup';
import { own } from './slice';

/** The top-up records, where an order is paid when its answer did not name it. */
export const HISTORY_PATH = '/newRecharge/history';

export interface OrderForm {
  phone: string;
  faceFen?: Fen;
  phoneError?: Problem;
  amountError?: Problem;
}

/** Orders the form's top-up with the intent's key; true when the order exists (the page moved on). */
export function* orderTopup({ form, check }: { form: OrderForm; check: PhoneCheck }, submission: Submission) {
  const phoneError = phoneProblem(form.phone, true);
  const amountError: Problem | undefined = form.faceFen ? undefined : { key: 'recharge.form.amountRequired' };
  if (phoneError || amountError) {
    yield* put(own.setForm({ phoneError, amountError }));
    return false;
  }
  const faceFen = form.faceFen as Fen;
  if (!(yield* call(allowsTopup, own, form.phone, check))) return false;
  let order: OrderCreated;
  try {
    // A lost answer is no failure: it is said to be confirming, and the retry's same key gets the order the
    // server made.
    const req = { phone: form.phone, faceFen, type: 'standard' as const };
    order = yield* submission.send(req, function* (idempotencyKey) {
      return yield* call(configApi.orderSubmitBlack, req, { idempotencyKey });
    });
  } catch (e) {
    // A refusal that belongs to a field goes there (a definite answer: the key is released); any other refusal is
    // the form's (the submit's `refused`), and a failure reaches onError.
    const place = placeOf(e);
    const text = { text: (e as Error).message };
    if (place === 'phone') yield* put(own.setForm({ phoneError: text }));
    else if (place === 'amount') yield* put(own.setForm({ amountError: text }));
    else if (place === 'maintenance') yield* put(own.setMaintenance(true));
    else throw e;
    return false;
  }
  if (!order.orderId) {
    // The server took the order without naming it: the top-up records show it, ready to pay.
    void (yield* put(ui.actions.toast({ text: t('recharge.order.placed'), kind: 'success' })));
    yield* put(push(HISTORY_PATH));
    return true;
  }
  yield* put(push(orderPath('recharge', order.orderId)));
  return true;
}
