import type { RequestError } from './errors';

/** Per-call options of every verb and every api function. */
export interface RequestOptions {
  /** Skip the picture-captcha gate: the caller already supplies kaptcha and kaptchaId. */
  skipCaptcha?: boolean;
  /** Ask the SMS gate (phone, captcha, SMS code) before the call when `smsCode` is missing, as for SMS_PATHS: a
   *  path the spec gates only in some uses (unsubscribing a product through cancelUserProductInfo). */
  smsGate?: boolean;
  /** Sent before the session is known (a page's first data for a returning customer): its 401 or 666 says nobody is
   *  logged in, as who-am-I's does, not that a session was lost; the session ends without the lost-session message. */
  beforeSession?: boolean;
  /** Takes over the failure: called with the error, which is marked handled and still rejected. */
  onFail?: (err: RequestError) => void;
  /** Sent as Idempotency-Key; see idempotencyKeyFor(). Orders and payments only. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** GET only: retries after a network error (default 1). Other verbs are never retried. */
  retry?: number;
  /** A GET that is not safe to repeat (it spends something single-use, e.g. an OAuth code): never retried,
   *  whatever `retry` says. Set in the endpoint's defaults (services/api/define.ts). */
  unsafe?: boolean;
  /** A school-platform request: wxPublicAccountId 5. */
  school?: boolean;
  /** Overrides the union id set with setUnionId(). */
  unionId?: string;
  /** The answer of this very call, already under way (index.html started it: src/layouts/earlyStarter.ts): read as
   *  if this call had received it, nothing sent; 'timeout' is this call's timeout; none (a network failure) sends
   *  the call. */
  answer?: Promise<{ status: number; body?: unknown } | 'timeout' | undefined>;
  /** Milliseconds; default 30 000. */
  timeout?: number;
  /** Aborting rejects with kind 'cancelled', handled (the app asked for it; nobody needs a toast). */
  signal?: AbortSignal;
  /** Checks the envelope's data and returns it typed, or throws a RequestError of kind 'shape'. Set by the
   *  API functions from their schema (services/api/define.ts); a failure goes through onFail like any other. */
  check?: (data: unknown) => unknown;
}
