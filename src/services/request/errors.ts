import { t } from '../../locales';
import { isChunkLoadError } from '../../utils/chunkLoad';
import type zh from '../../locales/zh-CN/request';

export type RequestErrorKind = 'timeout' | 'network' | 'http' | 'business' | 'cancelled' | 'shape';

/** A catalogue text of the request part (src/locales/<lang>/request.ts). */
export const text = (key: keyof typeof zh): string => t(key);

/** The one error every call rejects with. Whether it becomes a toast is the runtime's decision:
 *  it does not toast errors with `handled` true (a per-call `onFail` took over, or the app aborted). */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly kind: RequestErrorKind;
  /** HTTP status, for kind 'http'. */
  readonly status?: number;
  /** The server's code, when it sent one. */
  readonly code?: string | number;
  /** The envelope's `data`, when the server sent one. */
  readonly data?: unknown;
  handled = false;
  /** A success without data (absent, null or {}) that the page needs: no failure, there is nothing to show yet. */
  noData = false;

  constructor(
    kind: RequestErrorKind,
    message: string,
    extra: { status?: number; code?: string | number; data?: unknown } = {},
  ) {
    super(message);
    this.kind = kind;
    this.status = extra.status;
    this.code = extra.code;
    this.data = extra.data;
  }
}

type Body = { msg?: unknown; message?: unknown; code?: unknown; respCode?: unknown; data?: unknown };

const asBody = (body: unknown): Body => (body !== null && typeof body === 'object' ? body : {});

/** The server's own message (`msg`, or `message` on some gateways), if any. */
export function serverMsg(body: unknown): string | undefined {
  const { msg, message } = asBody(body);
  const m = typeof msg === 'string' && msg ? msg : message;
  return typeof m === 'string' && m ? m : undefined;
}

function serverCode(body: unknown): string | number | undefined {
  const { code, respCode } = asBody(body);
  const c = code ?? respCode;
  return typeof c === 'string' || typeof c === 'number' ? c : undefined;
}

/** An answer whose envelope does not say success. */
export function businessError(body: unknown): RequestError {
  return new RequestError('business', serverMsg(body) ?? text('request.operationFailed'), {
    code: serverCode(body),
    data: asBody(body).data,
  });
}

/** A server's msg that is no message for a customer: a stack trace or an exception's text, or a page of it. */
export const MAX_SERVER_MSG = 100;
const looksInternal = (msg: string): boolean =>
  msg.length > MAX_SERVER_MSG ||
  /Exception|Error:|\bat [\w$.]+\(|\n\s*at |\bat (com|org|java|javax|sun|jdk)\./.test(msg);

/** SPEC §8: 401, 404 and 666 have fixed texts; 417 and every other status show the server's msg,
 *  or the generic text when there is none, or when a 5xx's msg is a stack trace or over 100 characters. */
export function httpError(status: number, body: unknown): RequestError {
  const fixed: Partial<Record<number, string>> = {
    401: text('request.unauthorized'),
    404: text('request.notFound'),
    666: text('request.unauthenticated'),
  };
  const msg = serverMsg(body);
  const shown = msg !== undefined && status >= 500 && looksInternal(msg) ? undefined : msg;
  const message = fixed[status] ?? shown ?? text('request.generic');
  return new RequestError('http', message, { status, code: serverCode(body), data: asBody(body).data });
}

/** A call given up by the app (the saga that waited on it was cancelled, the page left): no toast. */
export const cancelledError = (): RequestError =>
  Object.assign(new RequestError('cancelled', text('request.cancelled')), { handled: true });

/** What axios rejects with, read by its marks rather than by its classes, so the entry does not need axios. */
type AxiosLike = {
  __CANCEL__?: unknown;
  isAxiosError?: unknown;
  code?: unknown;
  response?: { status: number; data: unknown };
};

/** Any failure of a call as the one error every call rejects with: a cancel, an HTTP status, a timeout, a lost
 *  connection; axios's own chunk that could not be loaded is a lost connection too. */
export function toRequestError(e: unknown): RequestError {
  if (e instanceof RequestError) return e;
  const x = (e !== null && typeof e === 'object' ? e : {}) as AxiosLike;
  if (x.__CANCEL__) return cancelledError();
  if (x.isAxiosError === true) {
    if (x.response) return httpError(x.response.status, x.response.data);
    if (x.code === 'ETIMEDOUT') return new RequestError('timeout', text('request.timeout'));
    return new RequestError('network', text('request.network'));
  }
  if (isChunkLoadError(e)) return new RequestError('network', text('request.network'));
  return new RequestError('network', text('request.generic'));
}

/** The user closed a gate dialog or left it empty. Visible (not handled): SPEC §4 says the call is
 *  rejected with "please enter the image captcha". */
export const gateCancelled = (): RequestError => new RequestError('cancelled', text('request.captchaRequired'));

/** Where a shape problem goes: the console in development; in production nowhere until the operator wires its
 *  error tracking with setShapeReporter. */
let shapeReporter: ((path: string, issues: string[]) => void) | undefined =
  process.env.NODE_ENV !== 'production' ? (path, issues) => console.error('[sms2] shape', path, issues) : undefined;
const shapeReported = new Set<string>();

type ShapeReporter = (path: string, issues: string[]) => void;

/** Sends shape problems to the operator's error tracking (e.g. `(path, issues) => tracker.report(...)`); returns the
 *  reporter it replaces. */
export const setShapeReporter = (report: ShapeReporter | undefined): ShapeReporter | undefined => {
  const before = shapeReporter;
  shapeReporter = report;
  return before;
};

/** An answer that does not read as its schema says, reported once per path (the first answer's issues). */
export function reportShape(path: string, issues: string[]): void {
  if (!shapeReporter || shapeReported.has(path)) return;
  shapeReported.add(path);
  shapeReporter(path, issues);
}

/** Forgets which paths were reported (tests). */
export const resetShapeReports = (): void => shapeReported.clear();

/** An answer of success whose `data` does not read as the API function's schema needs (src/services/api/schema.ts):
 *  reported once per path, never toasted (handled): the section that asked shows its own retry. A success without
 *  data (`empty`: absent, null or {}) is no failure: its section says there is no data yet (暂无数据). */
export function shapeError(path: string, issues: string[], empty = false): RequestError {
  reportShape(path, issues);
  const message = text(empty ? 'request.noData' : 'request.generic');
  return Object.assign(new RequestError('shape', message, { data: issues }), { handled: true, noData: empty });
}
