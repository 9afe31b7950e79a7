// The request layer's part of the runtime's `submit` effect kind (core/submit.ts): the intent's Idempotency-Key
// kept beyond the tab (idempotency.ts) for the digest of the request it goes with (requestDigest: a key is never sent
// with two requests), and how a failure is read. A refusal is the server's definite answer
// (a business failure that carries the server's code or data): nothing was done, and its text goes to the form.
// A closed gate (the captcha, the SMS code) is a cancel. Anything else (a timeout, a lost connection, an answer
// that cannot be read, a 5xx, a session that ended) is no refusal: it reaches onError.
import { configureSubmit } from '../../core';
import { RequestError } from './errors';
import { idempotencyKeyFor, releaseIdempotencyKey, requestDigest } from './idempotency';

/** The server's refusal of a write, as the form shows it; undefined when the failure is no refusal. */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof RequestError) || error.kind !== 'business') return undefined;
  // A body that is no envelope (cut off, a proxy's page) has no code: it does not say the work was not done.
  if (error.code === undefined && error.data === undefined) return undefined;
  return error.message;
}

export const isCancel = (error: unknown): boolean => error instanceof RequestError && error.kind === 'cancelled';

configureSubmit({
  keyFor: idempotencyKeyFor,
  digest: requestDigest,
  release: releaseIdempotencyKey,
  refusal: refusalOf,
  isCancel,
});
