import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter, type HistoryRouterProps } from 'react-router';
import type { History } from 'history';
import { BASENAME } from '../config/app';
import { createApp, quiet, type App } from './core';
import { setGateProvider, RequestError } from './services/request';
import { messageOf } from './utils/errorText';
import { TOAST_FAIL_MS } from '../config/app';
import global from './models/global';
import ui from './models/ui';
import oplog from './models/oplog';
import session from './models/session';
import { AppContext, type RootState } from './models/hooks';
import { loadAuth, loadWx } from './models/lazyModel';
import { isWeChat } from './services/wechat';
import { AppRoutes } from './layouts/AppRoutes';
import { UiHost } from './layouts/UiHost';

/** The store with the app-wide models, the error hook and the gates wired to the `ui` dialogs. */
export function createSms2App(history: History): App<RootState> {
  const app = createApp<RootState>({
    history,
    basename: BASENAME,
    devtools: process.env.NODE_ENV !== 'production',
    // What escapes an effect and no caller handled: log, and a 3-second failure toast. (The loaders hide by
    // themselves: the loading counters end in every run's finally.)
    onError(error, { dispatch }) {
      console.error('[sms2]', error);
      // quiet: the hook does not report its own toast's failure (that would loop).
      quiet(dispatch(ui.actions.toast({ text: messageOf(error), kind: 'fail', duration: TOAST_FAIL_MS })));
      // The session is gone (401, 666): the guard runs again, once (a second login within a minute is refused).
      if (error instanceof RequestError && (error.status === 401 || error.status === 666))
        dispatch(session.actions.clear());
    },
  });
  [global, ui, oplog, session].forEach((m) => app.model(m));
  // The gates load with their dialogs the first time a call needs one (prefetched while the phone is idle).
  const loadGates = async () => {
    const { gates } = await import(/* webpackChunkName: "dialogs" */ './layouts/GateDialogs');
    if (!app.hasModel(gates.namespace)) app.model(gates);
    return gates;
  };
  setGateProvider({
    captcha: async () => app.dispatch((await loadGates()).actions.askCaptcha()),
    sms: async ({ phone }) => app.dispatch((await loadGates()).actions.askSms({ phone })),
    smsRefused: (text) => quiet(app.dispatch(ui.actions.toast({ text, kind: 'fail', duration: TOAST_FAIL_MS }))),
  });
  return app;
}

/**
 * A page load that carries an OAuth answer (`code`, `state`) or a mall token (`token`) finishes the login before
 * anything asks who the user is: the session waits ('authorizing') while the auth chunk loads and logs in.
 */
export function resumeLogin(app: App<RootState>): void {
  const q = new URLSearchParams(app.history.location.search);
  const [code, state, token] = [q.get('code'), q.get('state'), q.get('token')];
  if (!(code && state) && !token) return;
  app.dispatch(session.actions.authorizing());
  loadAuth(app)
    .then((auth) =>
      app.dispatch(
        code && state ? auth.actions.oauthReturn({ code, state }) : auth.actions.mallEntry({ token: token ?? '' }),
      ),
    )
    .catch(() => app.dispatch(session.actions.clear()));
}

/** Inside WeChat, the JS-SDK is configured for each page; a browser never loads it. */
export function startWeChat(app: App<RootState>): void {
  if (!isWeChat()) return;
  loadWx(app)
    .then((wx) => app.dispatch(wx.actions.configure()))
    .catch((e: unknown) => console.warn('[sms2] WeChat JS-SDK not loaded', e));
}

export function Root({ app }: { app: App<RootState> }) {
  return (
    <Provider store={app.store}>
      <AppContext.Provider value={app}>
        <HistoryRouter history={app.history as unknown as HistoryRouterProps['history']} basename={BASENAME}>
          <AppRoutes />
          <UiHost />
        </HistoryRouter>
      </AppContext.Provider>
    </Provider>
  );
}
