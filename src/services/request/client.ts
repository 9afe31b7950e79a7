import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type * as TransportModule from './transport';
import { env } from '../../../config/env';
import { abortable } from '../../core';
import { hostFor } from '../../../config/hosts';
import { businessError, cancelledError, httpError, RequestError, text, toRequestError } from './errors';
import {
  captchaSettled,
  isSmsCodeRefusal,
  needsCaptcha,
  needsSms,
  notifySmsRefused,
  passGates,
  SMS_SEND_PATHS,
  smsSettled,
} from './gates';
import { reportSessionLost } from './session';
import { rememberSmsSent, rememberSmsWait } from '../../utils/smsSent';
import { appHeaders, isOwnHost } from './headers';
import type { RequestOptions } from './options';

export { toQuery } from './query';
export { toRequestError } from './errors';

const BUSI_SMS = 'handlebusi/busi/getBusiSms';
const BASES = { api: env.apiBase, internal: env.internalApiBase, userInfo: env.userInfoApiBase };

/** '/api/bill/x' -> 'bill/x'. */
export const stripApi = (path: string): string => path.replace(/^\/?api\//, '').replace(/^\//, '');

/** The address of a path on its host (config/hosts.ts). */
export const urlFor = (path: string): string =>
  /^https?:\/\//.test(path) ? path : BASES[hostFor(stripApi(path))] + stripApi(path);

export const DEFAULT_TIMEOUT = 30_000;

type Transport = typeof TransportModule;
let transport: Promise<Transport> | undefined;

/** axios and its clients (./transport.ts, a chunk of its own): asked for once, at boot by index.tsx and otherwise
 *  by a call's first try. A load that failed is not kept: the next call asks again (a GET's retry included). */
export function loadTransport(): Promise<Transport> {
  transport ??= import(/* webpackChunkName: "http" */ './transport').catch((e: unknown) => {
    transport = undefined;
    throw e;
  });
  return transport;
}

/** The generic client of SPEC §9 (no timeout, any 2xx, no envelope), once axios is loaded. */
export const genericClient = (): Promise<AxiosInstance> => loadTransport().then((t) => t.genericClient);

const xsrfCookie = (): string | undefined => /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];

/** SPEC §8: status 1, or success true, or respCode '0000'; then the envelope's data. */
function judge<T>(body: unknown): T {
  const b = (body !== null && typeof body === 'object' ? body : {}) as {
    status?: unknown;
    success?: unknown;
    respCode?: unknown;
    data?: T;
  };
  if (String(b.status) === '1' || b.success === true || b.respCode === '0000') return b.data as T;
  throw businessError(body);
}

/** One try, aborted after the timeout or when the caller's signal aborts. */
async function attempt(
  config: AxiosRequestConfig,
  { timeout = DEFAULT_TIMEOUT, signal }: RequestOptions,
): Promise<unknown> {
  const ctrl = new AbortController();
  const abort = () => ctrl.abort();
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          abort();
        }, timeout)
      : undefined;
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  try {
    const { http } = await loadTransport();
    return (await http.request<unknown>({ ...config, signal: ctrl.signal })).data;
  } catch (e) {
    throw timedOut ? new RequestError('timeout', text('request.timeout')) : e;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** The pause before a GET is retried: about 300 ms (200-400, jittered, so a crowd of phones does not come back
 *  at once). Rejects as cancelled if the signal aborts meanwhile. */
export const RETRY_DELAY = 300;
function backoff(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const cancelled = () => {
      clearTimeout(timer);
      reject(cancelledError());
    };
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', cancelled);
        resolve();
      },
      RETRY_DELAY * (2 / 3 + Math.random() * (2 / 3)),
    );
    if (signal?.aborted) cancelled();
    else signal?.addEventListener('abort', cancelled);
  });
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Encode = (data: Record<string, unknown>) => unknown;

/** One call, ended by its own AbortSignal: the caller's `signal`, or the cancel of the saga that waits on it. */
const send = <T>(
  method: Method,
  path: string,
  payload: object | undefined,
  opts: RequestOptions = {},
  encode?: Encode,
): Promise<T> => abortable((signal) => sendOnce<T>(method, path, payload, { ...opts, signal }, encode), opts.signal);

async function sendOnce<T>(
  method: Method,
  path: string,
  payload: object | undefined,
  opts: RequestOptions,
  encode?: Encode,
): Promise<T> {
  const p = stripApi(path);
  const gated = needsCaptcha(p, payload, opts.skipCaptcha);
  const smsAsked = !gated && needsSms(p, { ...payload }, opts.smsGate);
  try {
    let data = await passGates(p, { ...payload }, opts.skipCaptcha, undefined, opts.smsGate);
    // A captcha the server refused is the call's answer (SPEC §8: its message as a failure toast), never asked again.
    // A wrong SMS code is typed again in the combined dialog, opened again as it was typed (the code already sent and
    // its countdown kept, no new captcha or SMS needed), a few times; then the refusal is the call's answer.
    for (let asked = 1; ; asked++) {
      try {
        const answer = await deliver<T>(method, p, data, opts, encode);
        // A code went to the number: its countdown starts, in every form and dialog that sends to it.
        if (SMS_SEND_PATHS.includes(p) && typeof data.phone === 'string') rememberSmsSent(data.phone, Date.now());
        return answer;
      } catch (e) {
        if (!(smsAsked && isSmsCodeRefusal(e)) || asked >= CAPTCHA_ASKS) throw e;
        data = await passGates(p, { ...payload }, opts.skipCaptcha, e.message, opts.smsGate);
      }
    }
  } catch (e) {
    const err = toRequestError(e);
    // The session is gone: reported whoever handles this failure, so its message shows and the guard runs again in
    // one place; the error is then handled (a caller that lets it escape does not toast it a second time).
    if (
      err.kind === 'http' &&
      (err.status === 401 || err.status === 666) &&
      reportSessionLost(p, err.message, opts.beforeSession)
    )
      err.handled = true;
    // SPEC §8: a refused SMS send is a failure toast with the server's message, whoever asked for the code: a
    // business refusal, or the server's limits (HTTP 429: per number, address, session, day).
    const refused = err.kind === 'business' || (err.kind === 'http' && err.status === 429);
    // "验证码发送过于频繁，请N秒后再试": the number's countdown runs for those N seconds wherever it is shown.
    const phone = (payload as { phone?: unknown } | undefined)?.phone;
    if (refused && SMS_SEND_PATHS.includes(p) && typeof phone === 'string') {
      const wait = resendAfter(err);
      if (wait) rememberSmsWait(phone, wait);
    }
    if (refused && SMS_SEND_PATHS.includes(p) && notifySmsRefused(err.message)) err.handled = true;
    if (opts.onFail) {
      err.handled = true;
      opts.onFail(err);
    }
    throw err;
  } finally {
    if (gated) captchaSettled();
    else if (smsAsked) smsSettled();
  }
}

/** The seconds a refused send says to wait: `data.resendAfter`, or the "N秒" / "N s" of its message. */
function resendAfter(err: RequestError): number | undefined {
  const given = Number((err.data as { resendAfter?: unknown } | undefined)?.resendAfter);
  if (Number.isFinite(given) && given > 0) return given;
  if (String(err.code) !== 'E_SMS_FREQUENT' && !/频繁|too often/i.test(err.message)) return undefined;
  const m = /(\d+)\s*(?:秒|s\b)/.exec(err.message);
  return m ? Number(m[1]) : undefined;
}

/** How many SMS codes one call asks for at most, the first included. */
export const CAPTCHA_ASKS = 5;

/** One call past its gates: sent, retried where that is safe, and judged. */
async function deliver<T>(
  method: Method,
  p: string,
  data: Record<string, unknown>,
  opts: RequestOptions,
  encode?: Encode,
): Promise<T> {
  // SPEC §7: getBusiSms sends its payload as a query string, without verifyKaptcha.
  if (p === BUSI_SMS) delete data.verifyKaptcha;
  const inQuery = method === 'get' || method === 'delete' || p === BUSI_SMS;
  const url = urlFor(p);
  const config: AxiosRequestConfig = {
    method,
    url,
    // The app's headers carry tokens: our hosts only.
    headers: isOwnHost(url) ? appHeaders(p, opts) : opts.headers,
    ...(inQuery ? { params: data } : { data: encode ? encode(data) : data }),
  };
  // GETs are retried after a network error (default once); a POST never is: it may have landed. Nor is a GET
  // marked unsafe (a single-use code: a lost answer must not spend it twice).
  // Except one case: a write refused (403) for its XSRF token, before the server did anything, whose refusal set
  // another token, is sent again with it (twice at most): a fresh browser's first write, sent without a token, or a
  // write that raced a login (over HTTP/2 the answer of a call sent before it can set a token of the old session).
  // An answer already under way is read as this call's; without one, the call is sent.
  const early = await opts.answer;
  if (early === 'timeout') throw new RequestError('timeout', text('request.timeout'));
  if (early) {
    if (early.status !== 200) throw httpError(early.status, early.body);
    const body = judge<T>(early.body);
    return opts.check ? (opts.check(body) as T) : body;
  }
  for (let retries = method === 'get' && !opts.unsafe ? (opts.retry ?? 1) : 0, xsrfRetries = 2; ; retries--) {
    const token = xsrfCookie();
    try {
      const body = judge<T>(await attempt(config, opts));
      return opts.check ? (opts.check(body) as T) : body;
    } catch (e) {
      const err = toRequestError(e);
      if (err.status === 403 && xsrfRetries > 0 && xsrfCookie() !== undefined && xsrfCookie() !== token) {
        xsrfRetries--;
        retries++;
        continue;
      }
      if (err.kind !== 'network' || retries <= 0) throw err;
      await backoff(opts.signal);
    }
  }
}

/** Form and multipart fields are text: strings as they are, anything else as JSON (numbers, booleans). */
function appendFields<B extends URLSearchParams | FormData>(body: B, data: Record<string, unknown>): B {
  for (const [k, v] of Object.entries(data))
    if (v !== undefined && v !== null) body.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  return body;
}

const form: Encode = (data) => appendFields(new URLSearchParams(), data);

/** GET: the payload becomes the query string. */
export const get = <T>(path: string, params?: object, opts?: RequestOptions): Promise<T> =>
  send<T>('get', path, params, opts);
/** POST with a JSON body. */
export const post = <T>(path: string, body?: object, opts?: RequestOptions): Promise<T> =>
  send<T>('post', path, body, opts);
/** POST with a form-encoded body. */
export const postForm = <T>(path: string, body?: object, opts?: RequestOptions): Promise<T> =>
  send<T>('post', path, body, opts, form);
export const put = <T>(path: string, body?: object, opts?: RequestOptions): Promise<T> =>
  send<T>('put', path, body, opts);
export const patch = <T>(path: string, body?: object, opts?: RequestOptions): Promise<T> =>
  send<T>('patch', path, body, opts);
/** DELETE: the payload becomes the query string. */
export const del = <T>(path: string, params?: object, opts?: RequestOptions): Promise<T> =>
  send<T>('delete', path, params, opts);

/** Multipart POST: the file in field `file`, plus any text fields. */
export const upload = <T>(
  path: string,
  file: Blob,
  fields?: Record<string, string | number>,
  opts?: RequestOptions,
): Promise<T> =>
  send<T>('post', path, fields, opts, (data) => {
    const body = appendFields(new FormData(), data);
    body.append('file', file, 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'file');
    return body;
  });

/** The verbs as one object (`delete` is a reserved word as a binding). */
export const request = { get, post, postForm, put, patch, delete: del, upload };
