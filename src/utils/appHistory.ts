// The app's browser history (history 5, bound to the router by unstable_HistoryRouter): SPEC §9 sets the location
// key in history to 6 characters, where history 5 makes 8 and takes no length. The history is given a window whose
// pushState and replaceState write a 6-character key in place of the 8-character one; history 5 reads the location
// (and its key) back from window.history.state after each write, so every location, the router's included, carries it.
import { createBrowserHistory, type BrowserHistory } from 'history';

/** SPEC §9: the length of a location key in history. */
export const LOCATION_KEY_LENGTH = 6;

/** A random key of 6 base-36 characters. */
export function locationKey(): string {
  let key = '';
  while (key.length < LOCATION_KEY_LENGTH) key += Math.random().toString(36).slice(2);
  return key.slice(0, LOCATION_KEY_LENGTH);
}

type HistoryState = { key?: unknown } | null | undefined;

/** The state history 5 writes, with a key of SPEC §9's length (a state without a key is left as it is). */
const withKey = (state: unknown): unknown => {
  const s = state as HistoryState;
  return s && typeof s === 'object' && typeof s.key === 'string' && s.key.length !== LOCATION_KEY_LENGTH
    ? { ...s, key: locationKey() }
    : state;
};

/** The browser history of the app, its location keys 6 characters long. */
export function createAppHistory(win: Window = window): BrowserHistory {
  const native = win.history;
  const history = {
    get length() {
      return native.length;
    },
    get state(): unknown {
      return native.state as unknown;
    },
    get scrollRestoration() {
      return native.scrollRestoration;
    },
    set scrollRestoration(value: ScrollRestoration) {
      native.scrollRestoration = value;
    },
    back: () => native.back(),
    forward: () => native.forward(),
    go: (delta?: number) => native.go(delta),
    pushState: (state: unknown, unused: string, url?: string | URL | null) =>
      native.pushState(withKey(state), unused, url),
    replaceState: (state: unknown, unused: string, url?: string | URL | null) =>
      native.replaceState(withKey(state), unused, url),
  } satisfies History;
  const view = {
    history,
    get location() {
      return win.location;
    },
    addEventListener: win.addEventListener.bind(win),
    removeEventListener: win.removeEventListener.bind(win),
  };
  return createBrowserHistory({ window: view as unknown as Window });
}
