/** The page the app shows now, read at request time. The one place that reads window.location, so tests
 *  set the page with window.history.pushState. */
export function currentPage(): { path: string; query: URLSearchParams } {
  return { path: window.location.pathname, query: new URLSearchParams(window.location.search) };
}

export function readStorage(key: string): string | undefined {
  try {
    return window.localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined; // storage may be off (private mode)
  }
}

/** 32 hex characters from the platform's CSPRNG (crypto.randomUUID is missing on iOS 13). */
export function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
