// An order whose answer was lost. A write that timed out, lost its connection, answered what cannot be read or a 5xx
// may have been done by the server all the same: the page never calls that a failure. The `submit` kind confirms it
// (`submission.send(request, sender, { confirm })`, core/submit.ts): it says "结果确认中…" and asks the server
// through the intent's own confirm step, which re-reads the order, the records, the balance or the points. Here are
// the confirm steps shared by several pages, and what pages that branch on an unknown outcome read.
import { call, put, select } from 'typed-redux-saga';
import type { Confirm, Step } from '../../core';
import { t } from '../../locales';
import type { SessionState } from '../../models/session';
import ui from '../../models/ui';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { HandleResult, UserProductRecord } from '../../services/api/types';
import {
  CLOCK_MARGIN_MS,
  idempotencyKeyMadeAt,
  intentKey,
  isIdempotencyUnsure,
  isUnclear,
  markIdempotencyUnsure,
  OutcomeUnknownError,
  releaseIdempotencyKey,
  setIdempotencyOwner,
} from '../../services/request';

export type { Confirm } from '../../core';
export { isUnclear, OutcomeUnknownError } from '../../services/request';

export interface Intent<T> {
  /** The intent (draft) whose idempotency key the order is sent with: who orders what. */
  draft: string;
  /** Sends the order with its key; its answer is what the success path takes. */
  send: (idempotencyKey: string) => Step<T>;
  /**
   * The request `send` sends (what it asks: a gate's code at its top level is left out of the key): a key goes with
   * one request only, so a changed request gets a new key, confirmed first when the last answer was lost.
   */
  body: unknown;
  /**
   * Whether an answer holds what the page goes on with (an order number, the amount to pay). A success without it
   * (`{status:1,msg:'ok'}` with the work done) is no finished order: the same key is sent once more, which the
   * server answers with the order it made, then the confirm step reads it back as after a lost answer.
   */
  complete?: (answer: T) => boolean;
  /** Reads whether the work was done (the order, the records, the balance, the points) and builds the answer. */
  confirm: Confirm<T>;
}

/**
 * The confirm step of an order no read can tell (a visitor's card or broadband order: the answer carries its only
 * id): the outcome stays unknown, and the retry's same key is the question, which the server answers with the order
 * it made.
 */
// eslint-disable-next-line require-yield
export function* cannotConfirm(): Step<never> {
  throw new Error('no read tells this order');
}

/** A server time ('2026-11-26T14:05:00+08:00', or China time written 'yyyy-MM-dd HH:mm:ss') in epoch ms; NaN if none. */
export function serverTime(text: string | undefined): number {
  if (!text) return NaN;
  const iso = text.trim().replace(' ', 'T');
  return Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) ? iso : `${iso}+08:00`);
}

/**
 * The confirm step of busi/handle (a pack, a plan change): the customer's handling records, newest first; one of
 * `productCode` made since the intent began and not failed is the order, told as busi/handle tells it.
 */
export function handledSince(productCode: string, phone?: string): Confirm<HandleResult> {
  return function* (since) {
    const page = yield* call(handlebusiApi.queryUserProductInfo, {
      source: 'handle' as const,
      ...(phone ? { phone } : {}),
    });
    const made = (page?.list ?? []).find(
      (r: UserProductRecord) =>
        r.productCode === productCode &&
        r.status !== 'failed' &&
        r.status !== 'cancelled' &&
        serverTime(r.createdAt) >= since,
    );
    if (!made) return undefined;
    const result: HandleResult = {
      orderNo: made.orderNo ?? made.recordId,
      status: made.status === 'pending' ? 'accepted' : 'success',
      ...(made.effectiveAt ? { effectiveAt: made.effectiveAt } : {}),
      ...(made.expiresAt ? { expiresAt: made.expiresAt } : {}),
    };
    return result;
  };
}

function* sayConfirming() {
  yield* put(ui.actions.toast({ text: t('request.outcomeConfirming'), kind: 'loading' }));
}

/** The confirm step: what it found, or an OutcomeUnknownError when it could not ask. */
function* confirmed<T>(draft: string, key: string, confirm: Confirm<T>, cause: unknown) {
  yield* sayConfirming();
  const made = (yield* call(idempotencyKeyMadeAt, draft)) ?? 0;
  try {
    return yield* confirm(made - CLOCK_MARGIN_MS, key);
  } catch {
    throw new OutcomeUnknownError(cause);
  }
}

/**
 * Sends the intent's order once, with its key kept beyond the tab (intentKey). Returns the answer, or what
 * the confirm step found after a lost answer; throws the failure otherwise: a refusal (a definite answer: nothing
 * to confirm next time; the key stays for the corrected retry), the lost answer's own error when the confirm found nothing (the key kept: the retry is the
 * same order), or an OutcomeUnknownError when the confirm failed too. An intent left unsure (its answer lost, here
 * or in another tab) confirms before it sends again.
 */
export function* sendConfirmed<T>(intent: Intent<T>) {
  const { draft, send, confirm, body, complete = () => true } = intent;
  // The intent's key belongs to the customer of the session (another customer's keys are dropped).
  const user = yield* select((s: { session?: SessionState } | undefined) => s?.session?.user);
  yield* call(setIdempotencyOwner, user?.openid || user?.userPhone);
  const key = yield* intentKey(draft, body);
  if (yield* call(isIdempotencyUnsure, draft)) {
    let found: T | undefined;
    try {
      found = yield* confirmed(draft, key, confirm, undefined);
    } catch {
      found = undefined; // cannot tell: the same key goes, and the server answers the first order if it was made
    }
    if (found !== undefined) {
      yield* call(releaseIdempotencyKey, draft);
      return found;
    }
  }
  let answer: T;
  // Unsure while it is on its way: a tab closed (or a phone gone off the network) before the answer leaves an order
  // that may be done, and the next submission, from any tab, confirms before it sends.
  yield* call(markIdempotencyUnsure, draft);
  try {
    answer = yield* send(key);
  } catch (e) {
    if (!isUnclear(e)) {
      // An answer: nothing was done. The key stays for the corrected retry (the server keeps no failure).
      yield* call(markIdempotencyUnsure, draft, false);
      throw e;
    }
    yield* call(markIdempotencyUnsure, draft);
    const found: T | undefined = yield* confirmed(draft, key, confirm, e);
    if (found === undefined) throw e;
    yield* call(releaseIdempotencyKey, draft);
    return found;
  }
  if (!complete(answer)) {
    // A success that does not say what was done: the same key again is the question (the server answers the order
    // it made), then the confirm step; nothing found is an outcome unknown, whose retry confirms first.
    yield* call(markIdempotencyUnsure, draft);
    let again: T | undefined;
    try {
      again = yield* send(key);
    } catch {
      again = undefined;
    }
    if (again !== undefined && complete(again)) answer = again;
    else {
      const found: T | undefined = yield* confirmed(draft, key, confirm, undefined);
      if (found === undefined || !complete(found)) throw new OutcomeUnknownError(undefined);
      answer = found;
    }
  }
  yield* call(releaseIdempotencyKey, draft);
  return answer;
}
