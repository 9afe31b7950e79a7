import type { Envelope } from '../../src/services/api/types/common';

export function okEnvelope<T>(data: T): Envelope<T> {
  return { status: 1, code: '0000', msg: 'ok', data };
}

export function failEnvelope(code: string, msg: string, data?: unknown): Envelope<unknown> {
  return data === undefined ? { status: 0, code, msg } : { status: 0, code, msg, data };
}

/**
 * A Fetch Response with any status, including 666 (the operator's "authenticate again" status). The
 * Fetch constructor accepts 200-599 only, so other statuses are written into the response's internal
 * state (undici keeps it under Symbol(state), which also survives clone()), as msw's interceptors do.
 */
export function makeResponse(body: BodyInit | null, status: number, headers: HeadersInit = {}): Response {
  const configurable = status >= 200 && status <= 599;
  const res = new Response(body, { status: configurable ? status : 200, headers });
  if (!configurable) forceStatus(res, status);
  return res;
}

function forceStatus(res: Response, status: number): void {
  const sym = Object.getOwnPropertySymbols(res).find((s) => s.description === 'state');
  const state: unknown = sym ? Reflect.get(res, sym) : undefined;
  if (state && typeof state === 'object' && 'status' in state) {
    Reflect.set(state, 'status', status);
    Reflect.set(state, 'statusText', '');
  } else {
    Object.defineProperty(res, 'status', { value: status, enumerable: true, configurable: true });
  }
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return makeResponse(JSON.stringify(body), status, { 'content-type': 'application/json; charset=utf-8', ...headers });
}

export function htmlResponse(html: string, status = 200): Response {
  return makeResponse(html, status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
}

export function redirectResponse(location: string, status = 303): Response {
  return makeResponse(null, status, { location, 'cache-control': 'no-store' });
}

/** Escapes text for the small HTML pages of the simulator (consent, cashier). */
export function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * The headers of every answer under /sms2-api/ (the __sim test endpoints aside), as an operator gateway must send
 * them and deploy/api-headers.conf makes nginx send them: no type sniffing; nothing kept by a browser or a cache
 * (the answers are a customer's: balance, numbers, orders; and the captcha is single use); and, for an answer
 * opened as a document, a policy that loads and runs nothing and cannot be framed.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Sets API_HEADERS on an answer (in place; a dropped connection has no headers to set). */
export function withApiHeaders(res: Response): Response {
  if (res.type === 'error') return res;
  for (const [name, value] of Object.entries(API_HEADERS)) res.headers.set(name, value);
  return res;
}
