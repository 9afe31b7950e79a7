// The build's pre-render of the landings (config/routes.ts `prerender`): each landing's first screen rendered to HTML
// by the app's own components, in Node, after webpack has built the app (webpack.config.ts, PrerenderPlugin, which
// writes it into the route's own HTML file). The app is made as the browser makes it, with a memory history at the
// landing's address and nobody logged in: nothing of a customer is asked for or rendered (no session, no storage,
// no call: a render runs no effect). What the render used of the page's models is returned beside the HTML, so the
// browser starts from the same state and hydrates without a mismatch (src/index.tsx, src/layouts/prerendered.ts).
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

export interface Prerendered {
  /** The markup of #root. */
  html: string;
  /** The document's title, as the page sets it. */
  title: string;
  /** What the browser starts from (written into the page as JSON). */
  snapshot: PrerenderSnapshot;
}

/** The first screen of the route at `path` (a path of the table, e.g. '/newRecharge/index2') in `lang`. */
export async function render(path: string, lang: Lang): Promise<Prerendered> {
  const route = routeAt(path);
  if (!route?.page || route.path !== path) throw new Error(`[sms2] no page at ${path} to pre-render`);
  await loadLang(lang);
  await loadTitles(lang);
  const app = createSms2App(createMemoryHistory({ initialEntries: [BASENAME + path] }));
  const mod = await preparePage(app, loaderOf(route));
  const html = renderToString(
    <Boot lang={lang}>
      <Root app={app} prerendered={path} />
    </Boot>,
  );
  const all = app.store.getState() as unknown as Record<string, unknown>;
  const state = Object.fromEntries((mod.models ?? []).map((m) => [m.namespace, all[m.namespace]]));
  return { html, title: documentTitle(titleOf(route)), snapshot: { path, lang, state } };
}
