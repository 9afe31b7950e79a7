// Addresses that come from a server answer and that the app follows, opens or puts in an href (banners, tiles,
// detail paths, the cashier, signed links): one check for all of them. A server that is wrong or compromised must
// not run script in our origin (`javascript:`) nor send the customer's payment to a host of its choosing.
import { cashierHosts } from '../../config/hosts';

/** `link`: any https address (banners, tiles, signed links); `cashier`: the configured cashier hosts only. */
export type ServerUrlUse = 'link' | 'cashier';

/** A development build (npm start, jest) also follows http addresses: the simulator and local hosts. */
const DEV = process.env.NODE_ENV !== 'production';

export interface ServerUrlOptions {
  /** What a relative address is resolved against; the page's own address by default. */
  base?: string;
  /** Defaults to a development build. */
  allowHttp?: boolean;
}

function refuse(use: ServerUrlUse, reason: string, host = ''): undefined {
  // The host only, never the address: a signed link carries its signature in the query.
  console.warn('[sms2] refused server url', use, reason, host);
  return undefined;
}

/**
 * The absolute address to follow, or undefined (logged) when `raw` is not one the app may follow: https only (http
 * too in a development build), and for the cashier only `cashierHosts` or the page's own origin.
 */
export function serverUrl(raw: unknown, use: ServerUrlUse, opts: ServerUrlOptions = {}): string | undefined {
  const { base = window.location.href, allowHttp = DEV } = opts;
  if (typeof raw !== 'string' || !raw.trim()) return refuse(use, 'empty');
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return refuse(use, 'malformed');
  }
  if (url.username || url.password) return refuse(use, 'credentials', url.host);
  // This app's own origin is as safe as the page itself, whatever its scheme (a build served over http locally).
  if (url.origin === new URL(base).origin) return url.toString();
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return refuse(use, url.protocol);
  if (use === 'cashier' && url.origin !== new URL(base).origin && !cashierHosts.includes(url.hostname))
    return refuse(use, 'host', url.host);
  return url.toString();
}
