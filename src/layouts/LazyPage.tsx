import { useEffect, useState } from 'react';
import type { AnyModel } from '../core';
import { useApp } from '../models/hooks';
import { LAZY_DELAY_MS } from '../../config/app';
import { addMessages, loadTitles, t } from '../locales';
import { onPagesChanged, type PageLoader, type PageModule } from '../pages/loaders';
import { useLang } from '../locales/useLang';
import { Loading } from '../components/Loading';
import { Result } from '../components/Result';
import { isChunkLoadError, isNewDeploy, reloadOnce } from './chunkRecovery';
import { dropShell } from './shell';

type Props = { loader: PageLoader; props?: Record<string, string> };
type State = { status: 'loading'; slow: boolean } | { status: 'error'; error: unknown };

// Loaded pages are kept, so coming back to a page renders it at once, with no indicator. (Forgotten when the dev
// server's hot reload brings new page modules.)
let loaded = new WeakMap<PageLoader, PageModule>();
type App = ReturnType<typeof useApp>;
/** The model objects registered per app by page chunks, by namespace: an edited model is a new object. */
const registered = new WeakMap<App, Map<string, AnyModel>>();
// The first page's wait says "加载中..." at once: it takes over from index.html's splash, never leaves a blank.
let firstSettled = false;

/**
 * Registers what a page chunk brings (once per app) and returns its page. Never during a render: registering a model
 * replaces the store's reducer, which updates every component reading the store. A model the dev server's hot reload
 * brought again (a new object of a namespace registered here) takes the old one's place with `replaceModel`, which
 * keeps its state.
 */
function register(app: App, mod: PageModule): PageModule['default'] {
  let mine = registered.get(app);
  if (!mine) registered.set(app, (mine = new Map<string, AnyModel>()));
  for (const m of mod.models ?? []) {
    const before = mine.get(m.namespace);
    if (!app.hasModel(m.namespace)) app.model(m);
    else if (before && before !== m) app.replaceModel(m);
    mine.set(m.namespace, m);
  }
  if (mod.messages) addMessages(mod.messages);
  return mod.default;
}

/** Whether a loaded page can render at once: its models are in this app's store. */
const ready = (app: App, mod: PageModule) => (mod.models ?? []).every((m) => app.hasModel(m.namespace));

/**
 * Loads a page's chunk and registers what it brings before the first render, so that the page renders at once: a
 * pre-rendered landing is hydrated with its page, never with a loader in its place (src/index.tsx, src/server.tsx).
 * Returns the page's module.
 */
export async function preparePage(app: App, loader: PageLoader): Promise<PageModule> {
  const [mod] = await Promise.all([loader(), loadTitles()]);
  loaded.set(loader, mod);
  register(app, mod);
  return mod;
}

/** One attempt at loading a page chunk; a retry mounts a new attempt. */
function Attempt({ loader, props, onRetry }: Props & { onRetry: () => void }) {
  const app = useApp();
  // A page loaded before renders at once when its models are registered; otherwise (another app, as in the tests)
  // they are registered by the effect below, after the render.
  const [Page, setPage] = useState(() => {
    const known = loaded.get(loader);
    return known && ready(app, known) ? known.default : undefined;
  });
  const [state, setState] = useState<State>({ status: 'loading', slow: !firstSettled });

  useEffect(() => {
    if (Page) return undefined;
    let live = true;
    const timer = window.setTimeout(() => {
      if (live) setState({ status: 'loading', slow: true });
    }, LAZY_DELAY_MS);
    // The route titles come with the first page (a chunk of their own, side by side): a page may show one.
    const known = loaded.get(loader);
    (known ? Promise.resolve([known] as const) : Promise.all([loader(), loadTitles()]))
      .then(
        ([mod]) => {
          loaded.set(loader, mod);
          const page = register(app, mod);
          if (live) setPage(() => page);
        },
        async (error: unknown) => {
          if (isChunkLoadError(error) && (await isNewDeploy()) && reloadOnce()) return;
          console.error('[sms2] page failed to load', error);
          dropShell(); // the retry is not hidden behind index.html's account card
          if (live) setState({ status: 'error', error });
        },
      )
      .finally(() => {
        firstSettled = true;
        window.clearTimeout(timer);
      });
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [app, loader, Page]);

  if (Page) return <Page {...props} />;
  if (state.status === 'error') {
    const chunk = isChunkLoadError(state.error);
    return (
      <Result
        kind="fail"
        title={t(chunk ? 'shell.chunkError.title' : 'shell.pageError.title')}
        description={t(chunk ? 'shell.chunkError.desc' : 'shell.pageError.desc')}
        actions={[{ text: t('common.retry'), onClick: onRetry }]}
      />
    );
  }
  return state.slow ? <Loading /> : null;
}

/**
 * Loads a page chunk and renders it. While it loads, the full-screen "加载中..." shows after 200 ms (at once for
 * the first page).
 * A chunk that fails (JS or CSS, or the 120 s time-out) shows an error with a working retry; a chunk missing
 * after a new deploy reloads the page once.
 */
export function LazyPage({ loader, props }: Props) {
  useLang();
  const [attempt, setAttempt] = useState(0);
  // Under the dev server, an edited page module loads again (its models replaced, the store kept).
  useEffect(
    () =>
      onPagesChanged(() => {
        loaded = new WeakMap();
        setAttempt((n) => n + 1);
      }),
    [],
  );
  return <Attempt key={attempt} loader={loader} props={props} onRetry={() => setAttempt((n) => n + 1)} />;
}
