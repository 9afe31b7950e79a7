// The session is gone (401 or 666): the request layer says so in one place, whoever handles the call's error (a form
// that shows its own errors included). The app listens (createSms2App): it shows the spec's message once and runs the
// guard again; the services know nothing of the store.

/** `quietly`: the call was sent before the session was known (RequestOptions.beforeSession): no message. */
type Listener = (path: string, message: string, quietly?: boolean) => void;

let listener: Listener | undefined;

/** Registered by the app at start; undefined stops it. */
export function setSessionLostListener(next: Listener | undefined): void {
  listener = next;
}

/**
 * Called by the client for every 401 or 666 answer, with the spec's message for it (SPEC §8). True when someone took
 * it: the message is then shown there, and the call's error is handled (never toasted twice).
 */
export function reportSessionLost(path: string, message: string, quietly?: boolean): boolean {
  if (!listener) return false;
  listener(path, message, quietly);
  return true;
}
