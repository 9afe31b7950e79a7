import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppHistory } from './utils/appHistory';
import { BASENAME } from '../config/app';
import { env } from '../config/env';
import { detectLang, loadLang, loadTitles } from './locales';
import {
  createSms2App,
  resumeLogin,
  Root,
  sessionKnown,
  startFieldMeasurement,
  startOperationLog,
  startSession,
  startWeChat,
} from './app';
import { Boot } from './layouts/Boot';
import { loaderOf, routeAt } from './layouts/AppRoutes';
import { guardShowsPage, leavesForLogin } from './layouts/Guard';
import { preparePage } from './layouts/LazyPage';
import { Hydrated, readPrerendered, renderedFrom } from './layouts/prerendered';
import { startFirstData } from './layouts/firstData';
import { forgetEarly } from './models/prefetch';
import { dropShell, limitShell } from './layouts/shell';
import { HOME_PATH } from './layouts/earlyStarter';
import { loadTransport } from './services/request';
import { whenIdle } from './utils/browser';
import './styles/tokens.css';
import './styles/global.css';

// What the first screen needs starts at once, side by side: the catalogue of the language in use (zh-CN is in the
// entry; en-US a chunk), its route titles, the chunk of the page at this address with axios (a chunk of its own,
// which the first calls index.html made did not need), who the user is, and the page's first data (those that need
// the session as soon as it answers). React renders at once and takes over from index.html's splash. A failure of
// any is caught where it is shown (Boot, LazyPage, the page), with a retry. On home, axios waits for the first screen.
const lang = detectLang();
/** A head start: a failure is shown, with its retry, where the chunk is used; here it is only noted. */
const preload = (p: Promise<unknown> | undefined) =>
  void p?.catch((e: unknown) => console.warn('[sms2] preload failed', e));
preload(loadLang(lang));
preload(loadTitles(lang));

// A landing pre-rendered at build time (src/server.tsx) in this language, at its own address and not on a login's
// return: its models start from the state its HTML was rendered from, and React takes that HTML over (below).
const landing = readPrerendered();
const landingRoute = landing && routeAt(window.location.pathname, BASENAME);
const takesOver = !!landing && landing.lang === lang && landingRoute?.path === landing.path;
const app = createSms2App(createAppHistory(), takesOver ? landing.state : undefined);
// The state the landing's HTML was rendered from, as the build had it: the app-wide models as made, before anything
// has run, and the page's slices from the HTML. By the time the page's chunk is in, the session or the page's first
// data may have answered (an empty list, a refusal): the hydrating render reads this, never the store as it is then.
const htmlState = takesOver ? renderedFrom(app.store.getState(), landing) : undefined;
app.start();
const resuming = resumeLogin(app);
const session = startSession(app, resuming);
/** The page chunk and the first data of the route at an address: at boot, and at the moment of each navigation. */
const startRoute = (pathname: string, known = sessionKnown(app)) => {
  const route = routeAt(pathname, BASENAME);
  // Logged out on a page that needs a login: the guard leaves for WeChat's authorize page, so nothing of it loads.
  if (route?.page && leavesForLogin(route.guard, app.store.getState().session)) return;
  // axios beside the page's chunk; not on home, whose first calls index.html made: there once the first screen is
  // done (below), so that home's largest paint does not share the line with it.
  if (route?.path !== HOME_PATH) preload(loadTransport());
  if (!route) return;
  preload(loaderOf(route)());
  startFirstData(route.path, { session: known });
};
startRoute(window.location.pathname, session);
// Before React renders the new address, so the chunk loads side by side with the guard's session check. What
// index.html started is for the first screen: the boot took it, a navigation asks anew.
app.history.listen(({ location }) => {
  forgetEarly();
  dropShell();
  startRoute(location.pathname);
});
startWeChat(app);
limitShell();
const root = document.getElementById('root')!;
const tree = (prerendered?: string) => (
  <Boot lang={lang}>
    <Root app={app} prerendered={prerendered} renderedFrom={prerendered ? htmlState : undefined} />
    {prerendered && <Hydrated />}
  </Boot>
);
/** The guard shows the page the HTML holds (the session pending or letting it): nothing else would match it. */
const showsLanding = () => !!landingRoute && guardShowsPage(landingRoute.guard, app.store.getState().session, true);
if (takesOver && !resuming && showsLanding()) {
  // The page's chunk and the language's catalogue first, so that the first render is the HTML's (the page, not its
  // loader); the HTML stays on screen meanwhile. The customer's data fill in once it is hydrated. A chunk that fails,
  // or a session that has meanwhile turned the page away, renders anew (the failure with its retry, or the guard's way).
  Promise.all([loadLang(lang), preparePage(app, loaderOf(landingRoute))]).then(
    () => {
      if (showsLanding())
        hydrateRoot(root, tree(landing.path), {
          // Said on #root (a journey in any engine reads it), and thrown to the window as React's default does.
          onRecoverableError(error) {
            root.dataset.hydration = 'mismatch';
            setTimeout(() => {
              throw error;
            });
          },
        });
      else createRoot(root).render(tree());
    },
    () => createRoot(root).render(tree()),
  );
} else createRoot(root).render(tree());

// The gate dialogs (and on home axios) load on first use, or once the first screen is done and the phone is idle;
// the operation log is sent once the first screen is done, and the field measurement (services/vitals.ts, with its
// library) loads then on the sampled page loads alone: on the others nothing of it is downloaded or sent.
const afterFirstScreen = (f: () => void) => window.addEventListener('load', () => void whenIdle(5000, 2000).then(f));
afterFirstScreen(() => {
  preload(loadTransport());
  preload(import(/* webpackChunkName: "dialogs" */ './layouts/GateDialogs'));
  void startFieldMeasurement(env.vitalsSampleRate);
});
startOperationLog(app, afterFirstScreen);
