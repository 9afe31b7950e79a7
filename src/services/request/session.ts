// The session is gone (401 or 666): the request layer says so in one place, whoever handles the call's error (a form
// that shows its own errors included). The app listens (createSms2App) and runs the guard again; the services know
// nothing of the store.

type Listener = (path: string) => void;

let listener: Listener | undefined;

/** Registered by the app at start; undefined stops it. */
export function setSessionLostListener(next: Listener | undefined): void {
  listener = next;
}

/** Called by the client for every 401 or 666 answer. */
export function reportSessionLost(path: string): void {
  listener?.(path);
}
