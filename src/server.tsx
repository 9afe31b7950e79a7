// The build's pre-render of the landings (config/routes.ts `prerender`): each landing's first screen rendered to HTML
// by the app's own components, in Node, after webpack has built the app (webpack.config.ts, PrerenderPlugin, which
// writes it into the route's own HTML file). The app is made as the browser makes it, with a memory history at the
// landing's address and nobody logged in: nothing of a customer is asked for or rendered (no session, no storage,
// no call: a render runs no effect). What the render used of the page's models is returned beside the HTML, so the
// browser starts from the same state and hydrates without a mismatch (src/index.tsx, src/layouts/prerendered.ts).
// What the first screen shows of configuration (a catalogue's packs and prices) the page reads through its
// `prerender` from the build's snapshot (`ask`, scripts/snapshot.ts: the API the app asks, answered at build time),
// each answer checked by the endpoint's schema as a call's would be; the page checks it against the server's answer
// once it runs in the browser.
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from 'history';
import { BASENAME } from '../config/app';
import { titleOf } from '../config/routes';
import { loadLang, loadTitles, type Lang } from './locales';
import { createSms2App, Root } from './app';
import { Boot } from './layouts/Boot';
import { loaderOf, routeAt } from './layouts/AppRoutes';
import { preparePage } from './layouts/LazyPage';
import { documentTitle } from './layouts/useDocumentTitle';
import type { PrerenderSnapshot } from './layouts/prerendered';
import type { PrerenderContext } from './pages/shared/chunk';

/** The `data` the API answers for `path` ('/api/omoweb/productList/list') with `query`, in `lang` (scripts/snapshot.ts). */
export type SnapshotAsk = (path: string, query: object, lang: string) => Promise<unknown>;

const noSnapshot: SnapshotAsk = (path) => Promise.reject(new Error(`[sms2] no snapshot to read ${path} from`));

export interface Prerendered {
  /** The markup of #root. */
  html: string;
  /** The document's title, as the page sets it. */
  title: string;
  /** What the browser starts from (written into the page as JSON). */
  snapshot: PrerenderSnapshot;
}

/** The route of the table at `path`, which has a page to pre-render. */
function landingAt(path: string) {
  const route = routeAt(path);
  if (!route?.page || route.path !== path) throw new Error(`[sms2] no page at ${path} to pre-render`);
  return route;
}

/** The tabs of the landing at `path` beside its first that the build writes an HTML file for (`prerenderTabs`). */
export async function tabsOf(path: string): Promise<readonly string[]> {
  const mod = await loaderOf(landingAt(path))();
  return mod.prerenderTabs?.(path) ?? [];
}

/**
 * The first screen of the route at `path` (a path of the table, e.g. '/newRecharge/index2') in `lang`, its
 * configuration read from `ask`; at `?tab=` when `tab` is one of the page's `prerenderTabs`.
 */
export async function render(path: string, lang: Lang, ask: SnapshotAsk = noSnapshot, tab = ''): Promise<Prerendered> {
  const route = landingAt(path);
  await loadLang(lang);
  await loadTitles(lang);
  const address = BASENAME + path + (tab ? `?tab=${encodeURIComponent(tab)}` : '');
  const app = createSms2App(createMemoryHistory({ initialEntries: [address] }));
  const mod = await preparePage(app, loaderOf(route));
  if (tab && !mod.prerenderTabs?.(path).includes(tab))
    throw new Error(`[sms2] ${path} has no tab ${tab} to pre-render`);
  const read: PrerenderContext['read'] = async (endpoint, query) =>
    endpoint.check(await ask(endpoint.path, query ?? {}, lang));
  await mod.prerender?.({ app, path, tab, read });
  const html = renderToString(
    <Boot lang={lang}>
      <Root app={app} prerendered={path} />
    </Boot>,
  );
  const all = app.store.getState() as unknown as Record<string, unknown>;
  const state = Object.fromEntries((mod.models ?? []).map((m) => [m.namespace, all[m.namespace]]));
  return { html, title: documentTitle(titleOf(route)), snapshot: { path, lang, state } };
}
