// Reading the page's query safely: plain text with a length cap, and return targets limited to this app.
// The route table reaches the pages (which read return targets here) only through its lazy loaders, import(), which
// never run while modules load: a cycle in name only. The table is in the entry anyway.
// eslint-disable-next-line import-x/no-cycle
import { flattenRoutes, routes } from '../../config/routes';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each route of the table (not the catch-all) as a pattern: `:param` is one segment, a non-exact parent a prefix. */
const routePatterns: readonly RegExp[] = flattenRoutes(routes)
  .filter((r) => r.path !== '*')
  .map(
    (r) =>
      new RegExp(
        `^${r.path
          .split('/')
          .map((seg) => (seg.startsWith(':') ? '[^/]+' : escape(seg)))
          .join('/')}${r.exact ? '' : '(?:/.*)?'}/?$`,
        'i',
      ),
  );

/** True when the app path (no query) is one of the route table's. */
export const isRoutePath = (pathname: string): boolean => routePatterns.some((p) => p.test(pathname));

/**
 * A return target inside the app (`/x?y`): a path of the route table, with no `.`/`..` segment (plain or
 * percent-encoded), never `//host`, a scheme, or a backslash trick; else undefined, and the caller's default.
 */
export function safePath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  if (!/^\/[\w\-./?=&%~]*$/.test(value)) return undefined;
  const pathname = value.split('?')[0];
  let segments: string[];
  try {
    segments = pathname.split('/').map(decodeURIComponent);
  } catch {
    return undefined; // a malformed escape
  }
  if (segments.some((s) => s === '.' || s === '..' || s.includes('/') || s.includes('\\'))) return undefined;
  return isRoutePath(pathname) ? value : undefined;
}

/** Plain text from the address for display (rendered as text, never HTML), at most `max` characters. */
export function plainText(value: string | null | undefined, max = 60): string | undefined {
  const text = Array.from(value ?? '')
    .filter((c) => c >= ' ' && c !== '<' && c !== '>')
    .join('')
    .trim();
  return text ? text.slice(0, max) : undefined;
}

/** One of the allowed values from the address, else the first of them. */
export function oneOf<T extends string>(value: string | null | undefined, allowed: readonly [T, ...T[]]): T {
  return allowed.find((a) => a === value) ?? allowed[0];
}
