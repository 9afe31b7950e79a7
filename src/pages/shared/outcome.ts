// An order whose answer was lost. A write that timed out, lost its connection, answered what cannot be read or a 5xx
// may have been done by the server all the same: the page never calls that a failure. The `submit` kind confirms it
// (`submission.send(request, sender, { confirm })`, core/submit.ts): it says "结果确认中…" and asks the server
// through the intent's own confirm step, which re-reads the order, the records, the balance or the points. Here are
// the confirm steps shared by several pages, and what pages that branch on an unknown outcome read.
import { call } from 'typed-redux-saga';
import type { Confirm, Step } from '../../core';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { HandleResult, UserProductRecord } from '../../services/api/types';

export type { Confirm } from '../../core';
export { isUnclear, OutcomeUnknownError } from '../../services/request';

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
