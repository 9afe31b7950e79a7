// An order whose answer was lost. A write that timed out, lost its connection, answered what cannot be read or a 5xx
// may have been done by the server all the same: the page never calls that a failure. It says "结果确认中…" and asks
// the server (the intent's own confirm step re-reads the order, the records, the balance or the points): what it
// finds is the success, shown with what was found; nothing found is the failure, whose retry sends the same key; a
// confirm that fails too leaves the outcome unknown, said so, and the retry confirms first. Every money path sends
// through `sendConfirmed`, with its own typed confirm step.
import { call, put } from 'typed-redux-saga';
import { addMessages, t } from '../../locales';
import ui from '../../models/ui';
import {
  idempotencyKeyFor,
  isIdempotencyUnsure,
  markIdempotencyUnsure,
  releaseIdempotencyKey,
  RequestError,
} from '../../services/request';
import zh from './locales/outcome.zh-CN';
import en from './locales/outcome.en-US';

/** What this intent's order looks like on the server now: its answer when it was done, else undefined. */
export type Confirm<T> = () => Promise<T | undefined>;

export interface Intent<T> {
  /** The intent (draft) whose idempotency key the order is sent with: who orders what. */
  draft: string;
  /** Sends the order with its key; its answer is what the success path takes. */
  send: (idempotencyKey: string) => Promise<T>;
  /** Reads whether the work was done (the order, the records, the balance, the points) and builds the answer. */
  confirm: Confirm<T>;
}

/** The outcome could not be confirmed either: the page says so, and the next tap confirms first. */
export class OutcomeUnknownError extends RequestError {
  /** The failure of the order itself (the timeout, the dropped connection). */
  readonly cause: unknown;
  constructor(cause: unknown) {
    super('network', t('shared.outcome.unknown'));
    this.cause = cause;
  }
}

/**
 * Whether a failure of a write leaves its outcome open (the server may have done the work): a timeout, a dropped
 * connection, an answer that cannot be read, a 5xx. A refusal (a business failure with the server's code), a 4xx,
 * a session that is gone or a cancel are answers: nothing was done.
 */
export function isUnclear(e: unknown): boolean {
  if (e instanceof OutcomeUnknownError) return true;
  if (!(e instanceof RequestError)) return false;
  switch (e.kind) {
    case 'timeout':
    case 'network':
    case 'shape':
      return true;
    case 'http':
      return e.status !== undefined && e.status >= 500 && e.status < 600;
    case 'business':
      // A body that is no envelope (cut off, a proxy's page) has no code: nothing says the work was not done.
      return e.code === undefined && e.data === undefined;
    default:
      return false;
  }
}

let texts = false;
function* sayConfirming() {
  if (!texts) {
    addMessages({ 'zh-CN': zh, 'en-US': en });
    texts = true;
  }
  yield* put(ui.actions.toast({ text: t('shared.outcome.confirming'), kind: 'loading' }));
}

/** The confirm step: what it found, or an OutcomeUnknownError when it could not ask. */
function* confirmed<T>(confirm: Confirm<T>, cause: unknown) {
  yield* sayConfirming();
  try {
    return yield* call(confirm);
  } catch {
    throw new OutcomeUnknownError(cause);
  }
}

/**
 * Sends the intent's order once, with its key kept beyond the tab (idempotencyKeyFor). Returns the answer, or what
 * the confirm step found after a lost answer; throws the failure otherwise: a refusal (the key is released: a
 * definite answer), the lost answer's own error when the confirm found nothing (the key kept: the retry is the
 * same order), or an OutcomeUnknownError when the confirm failed too. An intent left unsure (its answer lost, here
 * or in another tab) confirms before it sends again.
 */
export function* sendConfirmed<T>(intent: Intent<T>) {
  const { draft, send, confirm } = intent;
  const key = yield* call(idempotencyKeyFor, draft);
  if (yield* call(isIdempotencyUnsure, draft)) {
    let found: T | undefined;
    try {
      found = yield* confirmed(confirm, undefined);
    } catch {
      found = undefined; // cannot tell: the same key goes, and the server answers the first order if it was made
    }
    if (found !== undefined) {
      yield* call(releaseIdempotencyKey, draft);
      return found;
    }
  }
  try {
    const answer: T = yield* call(send, key);
    yield* call(releaseIdempotencyKey, draft);
    return answer;
  } catch (e) {
    if (!isUnclear(e)) {
      if (e instanceof RequestError && e.kind === 'business') yield* call(releaseIdempotencyKey, draft);
      throw e;
    }
    yield* call(markIdempotencyUnsure, draft);
    const found: T | undefined = yield* confirmed(confirm, e);
    if (found === undefined) throw e;
    yield* call(releaseIdempotencyKey, draft);
    return found;
  }
}
