// lyh2's visitor (the `depositGift` model's visitorSend and visitorVerify): a number verified by SMS in the page
// (business SMS behind the picture-captcha gate), then receptionNotLogin, which checks eligibility and logs the
// visitor in. A refusal shows at its field; a failure the request layer places nowhere is a toast.
import { call, put } from 'typed-redux-saga';
import { putResolve } from '../../../core';
import { t } from '../../../locales';
import session from '../../../models/session';
import ui from '../../../models/ui';
import * as activityApi from '../../../services/api/activity';
import * as handlebusiApi from '../../../services/api/handlebusi';
import type { ReceptionResult } from '../../../services/api/types';
import { RequestError } from '../../../services/request';
import { placeOf } from '../../shared/errors';
import { messageOf } from '../../shared/load';
import { codeProblem, phoneProblem, RESEND_S } from '../../shared/phone';
import { emptyVisitor } from '../offer';
import { loadRules, saveOffer } from './reception';
import { own } from './slice';

function* toast(text: string, kind: 'success' | 'fail') {
  yield* put(ui.actions.toast({ text, kind }));
}

/** A code to the visitor's number; true when sent (the countdown starts). */
export function* sendVisitorCode() {
  const { visitor } = yield* own.select();
  const problem = phoneProblem(visitor.phone);
  if (problem) {
    yield* put(own.setVisitor({ phoneError: problem }));
    return false;
  }
  try {
    yield* call(handlebusiApi.getBusiSms, { phone: visitor.phone });
  } catch (e) {
    const place = placeOf(e);
    if (place === 'toast') yield* toast(messageOf(e), 'fail');
    else yield* put(own.setVisitor({ [place === 'phone' ? 'phoneError' : 'codeError']: { text: messageOf(e) } }));
    const wait = e instanceof RequestError ? (e.data as { resendAfter?: number } | undefined)?.resendAfter : undefined;
    if (wait && wait > 0 && wait <= RESEND_S)
      yield* put(own.setVisitor({ sentAt: (yield* call(Date.now)) - (RESEND_S - wait) * 1000, sentTo: visitor.phone }));
    return false;
  }
  yield* put(own.setVisitor({ sentAt: yield* call(Date.now), sentTo: visitor.phone, codeError: undefined }));
  yield* toast(t('request.smsSent'), 'success');
  return true;
}

/** The visitor's number and code checked by the server; true when the offer shows as for a customer. */
export function* verifyVisitor(payload: { actId: string; only?: number[] }) {
  const { visitor, tier } = yield* own.select();
  const phoneError = phoneProblem(visitor.phone);
  const codeError = codeProblem(visitor.code);
  if (phoneError || codeError) {
    yield* put(own.setVisitor({ phoneError, codeError }));
    return false;
  }
  let r: ReceptionResult;
  try {
    r = yield* call(activityApi.payGiveFeeReceptionNotLogin, {
      actId: payload.actId,
      phone: visitor.phone,
      smsCode: visitor.code,
      ...(tier !== undefined ? { tier } : {}),
    });
  } catch (e) {
    const place = placeOf(e);
    if (place === 'toast') yield* toast(messageOf(e), 'fail');
    else yield* put(own.setVisitor({ [place === 'phone' ? 'phoneError' : 'codeError']: { text: messageOf(e) } }));
    return false;
  }
  yield* put(own.begin({ actId: payload.actId, only: payload.only }));
  yield* call(saveOffer, r, { tier, only: payload.only });
  yield* put(own.setVisitor({ ...emptyVisitor }));
  try {
    yield* putResolve(session.actions.load());
  } catch {
    /* the offer is shown; the next page asks again */
  }
  yield* call(loadRules, payload.actId);
  return true;
}
