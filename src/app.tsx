import { Fragment, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter, type HistoryRouterProps } from 'react-router';
import type { History } from 'history';
import { BASENAME } from '../config/app';
import { createApp, quiet, type App } from './core';
import { RequestError, setGateProvider, setSessionLostListener } from './services/request';
import { messageOf } from './utils/errorText';
import { TOAST_FAIL_MS } from '../config/app';
import global, { selectRevisits } from './models/global';
import ui from './models/ui';
import session, { hasSessionHint, type SessionState } from './models/session';
import { AppContext, useAppSelector, type RootState } from './models/hooks';
import { loadAuth, loadWx } from './models/lazyModel';
import { isWeChat } from './services/wechat';
import { loadWeChatStandIn } from './services/wechatStandIn';
import oplog from './models/oplog';
import { AppRoutes, routeAt } from './layouts/AppRoutes';
import { UiHost } from './layouts/UiHost';
import { PrerenderedPath } from './layouts/prerendered';

/** The calls whose 401 says nobody is logged in, not that a session was lost: who-am-I and the logout. */
const SESSION_ANSWERS = ['user/getUserInfoBtm', 'user/logout'];

/** The store with the app-wide models, the error hook and the gates wired to the `ui` dialogs. */
export function createSms2App(history: History, initialState?: Record<string, unknown>): App<RootState> {
  const app = createApp<RootState>({
    history,
    // A pre-rendered landing's slices (src/layouts/prerendered.ts): its models start from what the HTML shows.
    initialState,
    basename: BASENAME,
    devtools: process.env.NODE_ENV !== 'production',
    // What escapes an effect and no caller handled: log, and a 3-second failure toast. (The loaders hide by
    // themselves: the loading counters end in every run's finally.)
    onError(error) {
      console.error('[sms2]', error);
      // An order whose answer was lost and could not be confirmed (OutcomeUnknownError) may be done: said
      // neutrally, as long as a failure toast stays, never in the failure's red.
      if (error instanceof RequestError && (error as { pending?: unknown }).pending === true)
        say(messageOf(error), 'info');
      else failToast(messageOf(error));
    },
  });
  // A 3-second failure toast. quiet: the hook does not report its own toast's failure (that would loop).
  const say = (text: string, kind: 'fail' | 'info') =>
    quiet(app.dispatch(ui.actions.toast({ text, kind, duration: TOAST_FAIL_MS })));
  const failToast = (text: string) => say(text, 'fail');
  // The session is gone (401, 666), whoever handled the call: its message (SPEC §8) as a failure toast, once, then the
  // guard runs again, once (the loop guard refuses a second login right after a return). Asking who the user is, or
  // logging out, or in a call sent before the session was known, a 401 is the answer (nobody is logged in): no message.
  setSessionLostListener((path, message, quietly) => {
    if (!quietly && !SESSION_ANSWERS.includes(path)) failToast(message);
    quiet(app.dispatch(session.actions.lost()));
  });
  // The operation log before start(): its saga takes the first route change, the page load's (models/oplog.ts).
  [global, ui, session, oplog].forEach((m) => app.model(m));
  // The gates load with their dialogs the first time a call needs one (prefetched while the phone is idle).
  const loadGates = async () => {
    const { gates } = await import(/* webpackChunkName: "dialogs" */ './layouts/GateDialogs');
    if (!app.hasModel(gates.namespace)) app.model(gates);
    return gates;
  };
  setGateProvider({
    captcha: async () => app.dispatch((await loadGates()).actions.askCaptcha()),
    captchaSettled: () => {
      if (app.hasModel('gates')) void loadGates().then((g) => app.dispatch(g.actions.closeCaptcha()));
    },
    sms: async (input) => app.dispatch((await loadGates()).actions.askSms(input)),
    smsSettled: () => {
      if (!app.hasModel('gates')) return;
      void loadGates().then((g) => {
        app.dispatch(g.actions.smsSettled());
        app.dispatch(g.actions.closeSms());
      });
    },
    smsRefused: failToast,
  });
  return app;
}

/**
 * A page load that carries an OAuth answer (`code`, `state`) or a mall token (`token`) finishes the login before
 * anything asks who the user is: the session waits ('authorizing') while the auth chunk loads and logs in.
 */
export function resumeLogin(app: App<RootState>): boolean {
  const q = new URLSearchParams(app.history.location.search);
  const [code, state, token] = [q.get('code'), q.get('state'), q.get('token')];
  // WeChat's return always carries the state (with a code, or alone when the consent was refused). A `code` without
  // a state is a page's own parameter (e.g. a refusal code on a result page), never a login to resume.
  if (!state && !token) return false;
  app.dispatch(session.actions.authorizing());
  loadAuth(app)
    .then((auth) =>
      app.dispatch(
        state
          ? auth.actions.oauthReturn({ code: code ?? undefined, state: state ?? undefined })
          : auth.actions.mallEntry({ token: token ?? '' }),
      ),
    )
    .catch(() => app.dispatch(session.actions.clear()));
  return true;
}

/**
 * The operation log (spec §3, models/oplog.ts): its saga queues each route change at once; it sends the queue once
 * the first screen is done (`when`), then each navigation when the browser is idle, and at once when the page is
 * hidden or left. Nothing of it runs before the first screen but the queueing.
 */
export function startOperationLog(app: App<RootState>, when: (start: () => void) => void): void {
  when(() => void app.dispatch(oplog.actions.start()));
}

/**
 * The field measurement (services/vitals.ts), on a share `sampleRate` of the page loads: the others download nothing
 * of it and send nothing. Its chunk carries the web-vitals library; a failure to load it is only noted.
 */
export function startFieldMeasurement(sampleRate: number, random: () => number = Math.random): Promise<void> {
  if (!(random() < sampleRate)) return Promise.resolve();
  return import(/* webpackChunkName: "vitals" */ './services/vitals')
    .then((v) => v.startVitals({ routeOf: (pathname) => routeAt(pathname, BASENAME)?.path ?? '(other)' }))
    .catch((e: unknown) => console.warn('[sms2] no field measurement', e)); // never shown to the customer
}

/** The session once it is known (identified or anonymous); undefined if the question failed. */
export function sessionKnown(app: App<RootState>): Promise<SessionState | undefined> {
  return new Promise((resolve) => {
    const settled = () => {
      const s = app.store.getState().session;
      if (s.status === 'identified' || s.status === 'anonymous') return s;
      return s.status === 'unknown' ? null : undefined;
    };
    const check = () => {
      const s = settled();
      if (s === undefined) return false;
      unsubscribe();
      resolve(s ?? undefined);
      return true;
    };
    const unsubscribe = app.store.subscribe(check);
    check();
  });
}

/**
 * Who the user is, asked at boot from the entry, side by side with the page chunk (unless a login is resuming,
 * which asks when it is done). Meanwhile the session waits ('authorizing'), so nothing asks twice. A browser
 * that never had a session is anonymous at once: no call sure to fail. Resolves once it is known.
 */
export function startSession(app: App<RootState>, resuming = false): Promise<SessionState | undefined> {
  if (!resuming) {
    if (!hasSessionHint()) app.dispatch(session.actions.clear());
    else {
      app.dispatch(session.actions.authorizing());
      // A failure leaves the session 'error' (its message and a retry where the session is needed) and reaches the
      // error hook's toast: no handler here, which would silence it and wipe that state.
      void app.dispatch(session.actions.load());
    }
  }
  return sessionKnown(app);
}

/** Inside WeChat, the JS-SDK is configured for each page; a browser never loads it. */
export function startWeChat(app: App<RootState>): void {
  if (!isWeChat()) return;
  loadWeChatStandIn()
    .then(() => loadWx(app))
    .then((wx) => app.dispatch(wx.actions.configure()))
    .catch((e: unknown) => console.warn('[sms2] WeChat JS-SDK not loaded', e));
}

/**
 * The page of the address, mounted again when the page comes back from the back-forward cache (global's `revisits`):
 * each page's first reads run again, so nothing shows what it had before the customer left (paid meanwhile, ...).
 */
export function Revisited({ children }: { children: ReactNode }) {
  const revisits = useAppSelector(selectRevisits);
  return <Fragment key={revisits}>{children}</Fragment>;
}

/**
 * The app. `prerendered`: the address (without the basename) whose HTML was rendered at build time, on the server
 * and when the browser hydrates that HTML (src/layouts/prerendered.ts).
 */
export function Root({ app, prerendered }: { app: App<RootState>; prerendered?: string }) {
  return (
    <Provider store={app.store}>
      <AppContext.Provider value={app}>
        <PrerenderedPath.Provider value={prerendered}>
          <HistoryRouter history={app.history as unknown as HistoryRouterProps['history']} basename={BASENAME}>
            <Revisited>
              <AppRoutes />
            </Revisited>
            <UiHost />
          </HistoryRouter>
        </PrerenderedPath.Provider>
      </AppContext.Provider>
    </Provider>
  );
}
