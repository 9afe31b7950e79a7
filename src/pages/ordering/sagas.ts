// The sagas the ordering models share: the contact number's SMS code (broadband, wireless broadband, the leads, the
// card order), an order sent once with its intent's idempotency key (every submit of the family) and one level of the
// delivery address's area dictionary (the card order, wireless broadband, the handset contract), both of its lists,
// and a section's retry. They take the
// model's own creators and selector, so whichever model runs them, the answers land in that model's slice; each
// model keeps its effect (same name, same takeLeading) and delegates with `yield*`, so the effects are the same.
import { all, call, put, select } from 'typed-redux-saga';
import type { PayloadCreator, Submission } from '../../core';
import type { MessageKey } from '../../locales';
import * as configApi from '../../services/api/config';
import type { Endpoint } from '../../services/api/define';
import type { AreaDict, SendSmsReq, SmsSent } from '../../services/api/types';
import { refusalOf, RequestError } from '../../services/request';
import { codeOf, isLoggedOut } from '../shared/errors';
import { loadInto, messageOf, type Load } from '../shared/load';
import { cannotConfirm, type Confirm } from '../shared/outcome';
import { PHONE_RE, RESEND_S, type Problem } from '../shared/phone';

/** A form's SMS send: one under way, when the last went (the resend countdown counts from it) and to which number. */
export interface SmsSend {
  sending: boolean;
  sentAt: number | null;
  sentTo?: string;
}

/** The messages at a form's fields: the phone field's and the code's among them. */
export type FieldErrors<F extends string> = Partial<Record<F | 'smsCode', Problem>>;

/** The creators the SMS send writes through: the messages at the fields and the send's state. */
export interface SmsCreators<E> {
  setErrors: PayloadCreator<E>;
  setSms: PayloadCreator<Partial<SmsSend>>;
}

export interface SmsOptions {
  /**
   * Whether a logged-out answer (401, 666) escapes the effect after its message is shown at the code (the error
   * hook toasts it). Default true; the leads' public form keeps it at the field alone, as it always has.
   */
  rethrowLoggedOut?: boolean;
  /**
   * A check before anything is sent, the captcha gate included (the customer's open order of the same thing: said
   * before any gate): false stops the send, and the check has said why.
   */
  before?: () => Generator<unknown, boolean, unknown>;
}

/**
 * The SMS code to the number in the draft's `field` (the captcha gate asks first, in the request layer). A number
 * of the wrong form is said at that field and nothing is sent; nothing is sent either when `before` stops it (it
 * says why). While the check and the send are under way `sms.sending` is up; the answer's `resendAfter` places
 * `sentAt`, so the countdown starts where the server says, and `sentTo` keeps the number it went to. A refusal or
 * failure is said at the code field. Returns whether the code went.
 */
export function* sendSmsCode<
  R,
  S extends { draft: Record<F, string>; errors: E },
  F extends string,
  E extends FieldErrors<F>,
>(
  own: SmsCreators<E>,
  selector: (state: R) => S,
  field: F,
  send: Endpoint<SendSmsReq, SmsSent>,
  { rethrowLoggedOut = true, before }: SmsOptions = {},
) {
  const { draft, errors } = yield* select(selector);
  const phone = draft[field];
  if (!PHONE_RE.test(phone)) {
    yield* put(own.setErrors({ ...errors, [field]: { key: 'ordering.field.phone' } }));
    return false;
  }
  yield* put(own.setSms({ sending: true }));
  try {
    if (before && !(yield* call(before))) return false;
    const sent = yield* call(send, { phone });
    const now = yield* call(Date.now);
    yield* put(own.setSms({ sentAt: now - (RESEND_S - sent.resendAfter) * 1000, sentTo: phone }));
    return true;
  } catch (e) {
    const s = yield* select(selector);
    yield* put(own.setErrors({ ...s.errors, smsCode: { text: messageOf(e) } }));
    if (rethrowLoggedOut && isLoggedOut(e)) throw e;
    return false;
  } finally {
    yield* put(own.setSms({ sending: false }));
  }
}

/** A form's `sendSms` effect: sendSmsCode, takeLeading (a double tap sends one code). */
export function smsEffect<
  R,
  S extends { draft: Record<F, string>; errors: E },
  F extends string,
  E extends FieldErrors<F>,
>(own: SmsCreators<E>, selector: (state: R) => S, field: F, send: Endpoint<SendSmsReq, SmsSent>, options?: SmsOptions) {
  return [
    function* () {
      return yield* sendSmsCode(own, selector, field, send, options);
    },
    { type: 'takeLeading' as const },
  ] as [() => Generator<unknown, boolean>, { type: 'takeLeading' }];
}

/**
 * What a check before the code found (SmsOptions `before`), said at the code field: `said` stops the send and is
 * put there; otherwise a message an earlier check left there (one of `ours`) goes, and the send goes on. Returns
 * whether the code may be sent.
 */
export function* sayBeforeCode<R, E extends { smsCode?: Problem }>(
  setErrors: PayloadCreator<E>,
  errorsOf: (state: R) => E,
  said: MessageKey | undefined,
  ours: readonly MessageKey[],
) {
  const errors = yield* select(errorsOf);
  if (said) {
    yield* put(setErrors({ ...errors, smsCode: { key: said } }));
    return false;
  }
  const { smsCode, ...others } = errors;
  if (smsCode && 'key' in smsCode && ours.includes(smsCode.key)) yield* put(setErrors(others as E));
  return true;
}

/**
 * The fields' messages before a submit or a step: put when there are any (the caller then stops, they are at the
 * fields); true when there are none.
 */
export function* fieldsPass<E extends object>(setErrors: PayloadCreator<E>, errors: E) {
  if (!Object.keys(errors).length) return true;
  yield* put(setErrors(errors));
  return false;
}

/**
 * Sends `payload` to `endpoint` once through the `submit` effect's `submission`: with the idempotency key of its
 * intent (who orders what: the same on every retry, a reload, a re-login, a new tab the same day), released once the
 * server took the order. A refusal is thrown to the caller, which puts it at its field or lets the submit kind say it above the
 * button; anything else reaches onError. A lost answer is no failure: `confirm` reads the customer's orders (a
 * visitor's order no read tells: the outcome is said to be confirming, OutcomeUnknownError, and the retry's same
 * key gets the order the server made, if it made one).
 */
export function* sendOnce<Q, A>(
  submission: Submission,
  endpoint: Endpoint<Q, A>,
  payload: Q,
  confirm: Confirm<A> = cannotConfirm,
  complete?: (answer: A) => boolean,
) {
  return yield* submission.send(
    payload,
    function* (idempotencyKey) {
      return yield* call(endpoint, payload, { idempotencyKey });
    },
    { confirm, ...(complete ? { complete } : {}) },
  );
}

/** An order's answer that names the order (a success without data is read back: the submission's `complete`). */
export const namesOrder = (answer: { orderNo: string }): boolean => answer.orderNo.trim() !== '';

/**
 * A refusal of an order (the server's definite "no") for a field of the form: `place` names the field, or undefined
 * for a refusal of the whole order. Anything that is no refusal, and a refusal of the whole order, is thrown on:
 * the submit kind says the refusal above the button, onError the rest.
 */
export function refusedAt<F extends string>(
  e: unknown,
  place: (code: string) => F | undefined,
): { field: F; text: Problem } {
  const text = refusalOf(e);
  const field = text === undefined ? undefined : place(codeOf(e));
  if (text === undefined || field === undefined) throw e;
  return { field, text: { text } };
}

/**
 * An open order of the customer's (one still to pay, or just placed): its number, what is left to pay (0: nothing)
 * and the new number it is for ('' when none is told). The page offers it back instead of a second order.
 */
export interface OpenOrder {
  orderNo: string;
  payFen: number;
  msisdn: string;
}

/**
 * The open order a refusal `code` names (E_BROADBAND_PENDING, E_CARD_PENDING: the customer's own, in the refusal's
 * data), read tolerantly: no order number, no open order; an amount that cannot be read is nothing to pay, a number
 * that is no mobile number is none. Undefined for another refusal, another failure, or a refusal that names none
 * (another customer's order at the same door).
 */
export function openOrderOf(e: unknown, code: string): OpenOrder | undefined {
  if (codeOf(e) !== code || !(e instanceof RequestError)) return undefined;
  const data = e.data as { orderNo?: unknown; payFen?: unknown; msisdn?: unknown } | null | undefined;
  const orderNo = typeof data?.orderNo === 'string' ? data.orderNo.trim() : '';
  if (!orderNo) return undefined;
  const fen = Number(data?.payFen);
  const msisdn = typeof data?.msisdn === 'string' && /^1\d{10}$/.test(data.msisdn) ? data.msisdn : '';
  return { orderNo, payFen: Number.isFinite(fen) && fen > 0 ? Math.round(fen) : 0, msisdn };
}

/** The province whose cities a delivery address offers (Yunnan). */
export const PROVINCE_CODE = '530000';

/**
 * One level of the area dictionary (the province's cities, a city's districts) through the model's own creator:
 * loading, then the list, or the failure with its retry at the field.
 */
export function* loadAreas(set: PayloadCreator<Load<AreaDict[]>>, parentCode: string) {
  yield* loadInto(set, call(configApi.custAreaDictList, { parentCode }));
}

/** The delivery address's two lists through the model's own creators: the province's cities, the city's districts. */
export function* loadDelivery(
  own: { setCities: PayloadCreator<Load<AreaDict[]>>; setDistricts: PayloadCreator<Load<AreaDict[]>> },
  cityCode: string,
) {
  yield* all([call(loadAreas, own.setCities, PROVINCE_CODE), call(loadAreas, own.setDistricts, cityCode)]);
}

/** A section's retry effect: its `load` again, takeLatest (a second tap starts it over). */
export function reload(load: () => Generator) {
  return [
    function* () {
      yield* call(load);
    },
    { type: 'takeLatest' as const },
  ] as [() => Generator, { type: 'takeLatest' }];
}
