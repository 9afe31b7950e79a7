// Typed bindings of the store for pages and layouts.
import { createContext, useCallback, useContext, useEffect } from 'react';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { App, AppDispatch, StateOf } from '../core';
import type global from './global';
import type ui from './ui';
import type oplog from './oplog';
import session, { selectSession, type SessionState } from './session';
import { loadAuth } from './lazyModel';

/** The state of the app-wide models; page models add their own slices when their chunk registers them. */
export type RootState = StateOf<[typeof global, typeof ui, typeof session, typeof oplog]>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;

/** The running app, for the lazy loader to register a page chunk's models before its first render. */
export const AppContext = createContext<App<RootState> | null>(null);
export const useApp = () => {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp outside <AppContext.Provider>');
  return app;
};

/**
 * A selector over a page model's slice. Page models register with their chunk, so their slices are not in
 * RootState; the lazy loader guarantees the slice exists before the page renders.
 */
export function usePageSelector<S, T>(selector: (state: S) => T): T {
  return useSelector(selector as (state: unknown) => T);
}

/**
 * The session; the first component that needs it (`ask`) asks who the user is. Asking twice is harmless: the
 * session's `load` is takeLatest.
 */
export function useSession(ask = true): SessionState {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSession);
  useEffect(() => {
    if (ask && state.status === 'unknown') void dispatch(session.actions.load());
  }, [dispatch, ask, state.status]);
  return state;
}

/**
 * Starts the WeChat login (its chunk first), back to `redirect` or to this page. `auto`: the guard starts it by itself
 * (the loop guard may refuse it right after a return from the authorize page); a tap never passes it. A failing login
 * reaches the error hook; a chunk that does not load is logged, as the WeChat JS-SDK's is.
 */
export function useLogin(): (redirect?: string, auto?: boolean) => void {
  const app = useApp();
  return useCallback(
    (redirect?: string, auto = false) => {
      loadAuth(app).then(
        (auth) => {
          void app.dispatch(
            auth.actions.login({ ...(redirect === undefined ? {} : { redirect }), ...(auto ? { auto } : {}) }),
          );
        },
        (e: unknown) => console.warn('[sms2] login not loaded', e),
      );
    },
    [app],
  );
}

/** Logs out (the auth chunk first): the server session ends and the customer's storage is cleared. */
export function useLogout(): () => void {
  const app = useApp();
  return useCallback(() => {
    loadAuth(app).then(
      (auth) => {
        void app.dispatch(auth.actions.logout());
      },
      (e: unknown) => console.warn('[sms2] logout not loaded', e),
    );
  }, [app]);
}
