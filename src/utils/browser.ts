// The browser as the sagas reach it: every read or write of the address, the storages and the user agent goes
// through `yield* call(fn, ...)`, so expectSaga sees each one and a test can stub it. Storage may be off
// (private mode, a full quota): a read gives undefined, a write is dropped.

export const locationHref = (): string => window.location.href;

/** Leaves the app for `url`, replacing this page in the history (Back does not come here again). */
export const replaceLocation = (url: string): void => window.location.replace(url);

export const userAgent = (): string => navigator.userAgent;

/**
 * Resolves once the browser is idle (the page's own calls and rendering done), at the latest after `timeoutMs`;
 * where it cannot tell (no requestIdleCallback: Safari before 17.4), after `fallbackMs`.
 */
export const whenIdle = (timeoutMs: number, fallbackMs = 0): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else window.setTimeout(resolve, fallbackMs);
  });

function read(storage: () => Storage, key: string): string | undefined {
  try {
    return storage().getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(storage: () => Storage, key: string, value: string | undefined): void {
  try {
    if (value === undefined) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    /* storage may be off */
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export const readLocal = (key: string): string | undefined => read(local, key);
/** Sets `key`, or removes it when `value` is undefined. */
export const writeLocal = (key: string, value: string | undefined): void => write(local, key, value);
export const readSession = (key: string): string | undefined => read(session, key);
/** Sets `key`, or removes it when `value` is undefined. */
export const writeSession = (key: string, value: string | undefined): void => write(session, key, value);
