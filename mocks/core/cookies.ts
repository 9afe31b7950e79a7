import { secretToken } from './secrets';
export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  // Some clients join several Cookie headers with ", "; our values never contain commas.
  for (const part of header.split(/[;,]/)) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    const value = part.slice(i + 1).trim();
    if (name && out[name] === undefined) {
      try {
        out[name] = decodeURIComponent(value);
      } catch {
        out[name] = value;
      }
    }
  }
  return out;
}

export interface CookieOptions {
  httpOnly?: boolean;
  maxAgeSec?: number;
  path?: string;
  /** Sent back over https alone (set when the answer goes over https: CookieScheme.secure). */
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, opts: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${opts.path ?? '/'}`, 'SameSite=Lax'];
  if (opts.secure) parts.push('Secure');
  if (opts.httpOnly) parts.push('HttpOnly');
  if (opts.maxAgeSec !== undefined) parts.push(`Max-Age=${opts.maxAgeSec}`);
  return parts.join('; ');
}

export interface ParsedSetCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  /** Max-Age=0 or an expiry in the past. */
  remove: boolean;
  path: string;
  secure: boolean;
}

export function parseSetCookie(line: string): ParsedSetCookie | undefined {
  const [pair, ...attrs] = line.split(';');
  if (!pair) return undefined;
  const i = pair.indexOf('=');
  if (i <= 0) return undefined;
  const out: ParsedSetCookie = {
    name: pair.slice(0, i).trim(),
    value: decodeURIComponent(pair.slice(i + 1).trim()),
    httpOnly: false,
    remove: false,
    path: '/',
    secure: false,
  };
  for (const a of attrs) {
    const [k = '', v = ''] = a.split('=').map((s) => s.trim());
    const key = k.toLowerCase();
    if (key === 'httponly') out.httpOnly = true;
    if (key === 'secure') out.secure = true;
    if (key === 'max-age' && Number(v) <= 0) out.remove = true;
    if (key === 'expires' && Date.parse(v) < Date.now()) out.remove = true;
    if (key === 'path') out.path = v;
  }
  return out;
}

/**
 * The Set-Cookie line of a new `name` cookie when the request has none (undefined when it has one). The page
 * response sets the XSRF cookie this way, so the app's first write, which may leave before any API answer came
 * back, already carries it.
 */
export function cookieIfMissing(
  cookieHeader: string | undefined,
  name: string,
  token: () => string,
): string | undefined {
  return parseCookies(cookieHeader ?? null)[name] ? undefined : serializeCookie(name, token());
}

/**
 * Whether the request came over https: its own address, or `X-Forwarded-Proto: https` of the proxy in front (the
 * first value when proxies chained it). A client that claims https over plain http only gets cookies its browser
 * will not send back.
 */
export function servedOverHttps(url: URL | string, headers: Headers | { get(name: string): string | null }): boolean {
  if (new URL(url, 'http://localhost').protocol === 'https:') return true;
  const forwarded = headers.get('x-forwarded-proto');
  return forwarded?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * How the simulator's cookies are named and flagged. Over https a session cookie is `Secure` and takes the
 * `__Host-` prefix (which the browser accepts only with Secure, `Path=/` and no Domain: no subdomain can set or
 * shadow it); over plain http (development, tests) it keeps its bare name without Secure, since a browser keeps
 * neither a Secure cookie nor a `__Host-` one from an http answer. Each scheme reads only its own name.
 * `XSRF-TOKEN` keeps its name (the app reads it by name) and is Secure over https.
 */
export interface CookieScheme {
  secure: boolean;
  /** The name of a session cookie (`SMS2SESSION` -> `__Host-SMS2SESSION` over https). */
  session(base: string): string;
}

export const HOST_PREFIX = '__Host-';

export function cookieScheme(secure: boolean): CookieScheme {
  return { secure, session: (base) => (secure ? `${HOST_PREFIX}${base}` : base) };
}

/**
 * The cookie that binds an OAuth `state` to the browser that authorized (set by __sim/oauth/authorize and
 * __sim/oauth/code, HttpOnly): the code exchange is refused from a browser without it or with another one.
 */
export const OAUTH_BROWSER_COOKIE = 'SMS2OAUTH';

/** A browser's id of the OAuth binding (its cookie under the request's scheme), when it has a well-formed one. */
export function oauthBrowserOf(request: Request, url: URL): string | undefined {
  const name = cookieScheme(servedOverHttps(url, request.headers)).session(OAUTH_BROWSER_COOKIE);
  const value = parseCookies(request.headers.get('cookie'))[name];
  return value && /^[\w-]{16,128}$/.test(value) ? value : undefined;
}

/**
 * The browser binding of a request: its SMS2OAUTH cookie, or a new secret one with the Set-Cookie to add to the
 * answer (HttpOnly, a day; `__Host-SMS2OAUTH`, Secure, over https). OAuth states and a visitor's captchas are
 * bound to it.
 */
export function browserBinding(request: Request, url: URL): { browser: string; setCookie?: string } {
  const known = oauthBrowserOf(request, url);
  if (known) return { browser: known };
  const browser = secretToken(16);
  const scheme = cookieScheme(servedOverHttps(url, request.headers));
  const setCookie = serializeCookie(scheme.session(OAUTH_BROWSER_COOKIE), browser, {
    httpOnly: true,
    secure: scheme.secure,
    maxAgeSec: 24 * 3600,
  });
  return { browser, setCookie };
}
