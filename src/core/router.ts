import type { Action as HistoryAction, History, Location, To } from 'history';
import type { Middleware, Reducer, UnknownAction } from 'redux';

export const LOCATION_CHANGE = '@@router/LOCATION_CHANGE';
export const CALL_HISTORY_METHOD = '@@router/CALL_HISTORY_METHOD';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}
export interface RouterState {
  location: RouterLocation;
  action: `${HistoryAction}`;
}

export interface LocationChangeAction {
  type: typeof LOCATION_CHANGE;
  payload: RouterState;
}
export type HistoryMethod = 'push' | 'replace' | 'go' | 'back' | 'forward';
export interface CallHistoryMethodAction {
  type: typeof CALL_HISTORY_METHOD;
  payload: { method: HistoryMethod; args: unknown[] };
}

const call = (method: HistoryMethod, ...args: unknown[]): CallHistoryMethodAction => ({
  type: CALL_HISTORY_METHOD,
  payload: { method, args },
});
/** Navigate: `put(push('/bill'))` in an effect, `dispatch(push(...))` elsewhere. Paths are app paths (no basename). */
export const push = (to: To, state?: unknown) => call('push', to, state);
export const replace = (to: To, state?: unknown) => call('replace', to, state);
export const go = (delta: number) => call('go', delta);
export const goBack = () => call('back');
export const goForward = () => call('forward');

export const selectLocation = (state: { router: RouterState }): RouterLocation => state.router.location;

/** Binds a history to the store; `basename` (e.g. '/sms2') is stripped from locations and added to navigations. */
export function createRouter(history: History, basename = '') {
  const strip = (p: string) =>
    basename && (p === basename || p.startsWith(`${basename}/`)) ? p.slice(basename.length) || '/' : p;
  const base = (p: string) => (basename && p.startsWith('/') ? basename + p : p);
  const withBase = (to: To): To =>
    typeof to === 'string' ? base(to) : to.pathname ? { ...to, pathname: base(to.pathname) } : to;

  const locationChange = (
    { pathname, search, hash, state, key }: Location,
    action: `${HistoryAction}`,
  ): LocationChangeAction => ({
    type: LOCATION_CHANGE,
    payload: { location: { pathname: strip(pathname), search, hash, state, key }, action },
  });

  const initial = locationChange(history.location, history.action).payload;
  const reducer: Reducer<RouterState, UnknownAction> = (state = initial, action) =>
    action.type === LOCATION_CHANGE ? (action as unknown as LocationChangeAction).payload : state;

  // Passed on to the store before navigating, so DevTools and sagas see navigation requests too.
  const middleware: Middleware = () => (next) => (action) => {
    const result = next(action);
    const a = action as CallHistoryMethodAction;
    if (a.type === CALL_HISTORY_METHOD) {
      const [arg, state] = a.payload.args;
      const { method } = a.payload;
      if (method === 'push' || method === 'replace') history[method](withBase(arg as To), state);
      else if (method === 'go') history.go(arg as number);
      else history[method]();
    }
    return result;
  };

  return { reducer, middleware, locationChange };
}
