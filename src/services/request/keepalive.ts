// Sends that outlive the page: the operation log and the field measurement go out when the page is hidden or left,
// where axios (a chunk that may not be loaded yet) and its promise would be cut off. `fetch` with `keepalive` carries
// the app's headers and the XSRF token (which `navigator.sendBeacon` cannot). A failure is silent: nothing here shows
// anything to the customer or tries again, but for one resend of a write refused for its XSRF token while the page
// is still there (client.ts's rule for a fresh browser's first write).
import { appHeaders } from './headers';
import { stripApi, urlFor } from './client';

const xsrfCookie = (): string | undefined => /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];

/**
 * One POST of `body` (JSON) to an API path of our own, `keepalive` when the page is being left; resolves with the HTTP
 * status, 0 on a failure.
 */
function post(path: string, body: unknown, keepalive: boolean): Promise<number> {
  try {
    const headers: Record<string, string> = { ...appHeaders(stripApi(path), {}), 'Content-Type': 'application/json' };
    const token = xsrfCookie();
    if (token) headers['X-XSRF-TOKEN'] = decodeURIComponent(token);
    return fetch(urlFor(path), {
      method: 'POST',
      keepalive,
      credentials: 'include',
      headers,
      body: JSON.stringify(body),
    }).then(
      // The answer is read to its end: an answer left unread keeps its request open in the browser's network log,
      // and a page whose network never goes quiet is never judged idle (Lighthouse, the journeys' quiet()).
      (r) =>
        Promise.resolve()
          .then(() => r.arrayBuffer())
          .then(
            () => r.status,
            () => r.status,
          ),
      () => 0,
    );
  } catch {
    return Promise.resolve(0); // no fetch, a body that cannot be written: lost, silently
  }
}

/**
 * Posts `body` to `path`; with `leaving` (the default) so that the request survives the page being left. A send while
 * the page stays is a plain fetch: keepalive's budget (64 KB in flight per page) is kept for the leave. A 403 whose
 * answer set another XSRF token is sent once more with it; nothing else is retried. Never throws, never rejects.
 */
export async function sendKeepalive(path: string, body: unknown, leaving = true): Promise<void> {
  const token = xsrfCookie();
  if ((await post(path, body, leaving)) === 403 && xsrfCookie() !== undefined && xsrfCookie() !== token)
    await post(path, body, leaving);
}

/**
 * Calls `flush` each time the page is hidden (`visibilitychange` to hidden: the app switched away, the webview
 * covered or closed) or left (`pagehide`: a navigation, the tab closed, the page going into the back-forward cache).
 * Both may come for one leave: `flush` sends what is queued and empties its queue, so the second finds nothing.
 */
export function onPageLeave(flush: () => void): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', () => flush());
}
