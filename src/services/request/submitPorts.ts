// The request layer's part of the runtime's `submit` effect kind (core/submit.ts): the intent's Idempotency-Key
// kept beyond the tab (idempotency.ts) for the digest of the request it goes with (requestDigest: a key is never sent
// with two requests), the intent's unsure mark and the key's age, and how a failure is read. A refusal is the
// server's definite answer (a business failure that carries the server's code or data): nothing was done, and its
// text goes to the form. A closed gate (the captcha, the SMS code) is a cancel. A timeout, a lost connection, an
// answer that cannot be read or a 5xx is unclear: the server may have done the work, so `submission.send` confirms
// it before anything is said. Anything else (a session that ended) is no refusal: it reaches onError.
import { configureSubmit } from '../../core';
import { t } from '../../locales';
import { RequestError } from './errors';
import { serverOffset } from './serverClock';
import {
  idempotencyKeyFor,
  idempotencyKeyMadeAt,
  isIdempotencyUnsure,
  markIdempotencyUnsure,
  releaseIdempotencyKey,
  requestDigest,
} from './idempotency';

/** The server's refusal of a write, as the form shows it; undefined when the failure is no refusal. */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof RequestError) || error.kind !== 'business') return undefined;
  // A body that is no envelope (cut off, a proxy's page) has no code: it does not say the work was not done.
  if (error.code === undefined && error.data === undefined) return undefined;
  return error.message;
}

export const isCancel = (error: unknown): boolean => error instanceof RequestError && error.kind === 'cancelled';

/** How far the server's clock may be off its last answer's Date when a confirm step compares times. */
export const CLOCK_MARGIN_MS = 2 * 60_000;

/** The outcome could not be confirmed either: the page says so, and the next tap confirms first. */
export class OutcomeUnknownError extends RequestError {
  /** The failure of the order itself (the timeout, the dropped connection). */
  readonly cause: unknown;
  /** No failure: the order may be done. The error hook says it neutrally, never as the red failure toast. */
  readonly pending = true;
  constructor(cause: unknown) {
    super('network', t('request.outcomeUnknown'));
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
      // A refusal is an answer; a body that is no envelope (cut off, a proxy's page) says nothing of the work.
      return refusalOf(e) === undefined;
    default:
      return false;
  }
}

configureSubmit({
  keyFor: idempotencyKeyFor,
  digest: requestDigest,
  release: releaseIdempotencyKey,
  refusal: refusalOf,
  isCancel,
  markUnsure: markIdempotencyUnsure,
  isUnsure: isIdempotencyUnsure,
  // When the key was made, on the server's clock (its records are timed by it, whatever the phone's says).
  since: (intent) => (idempotencyKeyMadeAt(intent) ?? 0) + serverOffset() - CLOCK_MARGIN_MS,
  isUnclear,
  outcomeUnknown: (cause) => new OutcomeUnknownError(cause),
});
