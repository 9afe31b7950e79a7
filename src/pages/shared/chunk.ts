// What a page chunk is to the app shell, and how a family registers the loaders of its chunks
// (src/pages/<family>/loaders.ts). A chunk is one module: a family's index exporting its pages by name
// (`export const pages = { Home, ... }`), or a page module of its own. Its loader is only called when a route of
// the table that names one of its pages is shown (src/layouts/LazyPage.tsx), so no page code runs before that.
import type { ComponentType } from 'react';
import type { AnyModel, App } from '../../core';
import type { Checked, Endpoint } from '../../services/api/define';
import type { PageMessages } from '../../locales';
import type { RoutePageProps } from '../../../config/routes';

/** A page's module: its page, and the models and messages it brings (registered before its first render). */
export interface PageModule {
  default: ComponentType<RoutePageProps>;
  models?: readonly AnyModel[];
  messages?: PageMessages;
  /**
   * A pre-rendered landing (config/routes.ts `prerender`): puts into the page's models, before the build renders it,
   * the configuration its first screen shows, read from the build's snapshot (src/server.tsx).
   */
  prerender?: (ctx: PrerenderContext) => Promise<void>;
  /**
   * The tabs of a pre-rendered landing beside its first whose HTML the build writes too (`?tab=5G` is sent
   * `<route>.tab-5G.html`, scripts/landing.ts), so that an address with a tab paints that tab from its HTML.
   */
  prerenderTabs?: (path: string) => readonly string[];
}

/** What the build gives a page to pre-render with: the store, the route's path, and a read of the snapshot. */
export interface PrerenderContext {
  app: App<unknown>;
  /** The route's path ('/flowDetail/bingjiling'). */
  path: string;
  /** The tab the HTML is written for (one of `prerenderTabs`), or '' for the bare address. */
  tab: string;
  /** The endpoint's answer to `query`, as the page would ask for it in the browser, checked by the endpoint. */
  read: <Q, R>(endpoint: Endpoint<Q, R> & Checked<R>, query: Q) => Promise<R>;
}
export type PageLoader = () => Promise<PageModule>;
/** A chunk's pages by name: the loader of each, the same function each time it is asked for. */
export type Chunk = (name: string) => PageLoader;

/** A page the chunk does not hold: the route table names a page its family does not export. */
const missing = (name: string) => Promise.reject(new Error(`[sms2] no page ${name} in its chunk`));

function memo(make: (name: string) => PageLoader): Chunk {
  const made = new Map<string, PageLoader>();
  return (name) => {
    let loader = made.get(name);
    if (!loader) made.set(name, (loader = make(name)));
    return loader;
  };
}

/** A chunk that is a family's index: `export const pages = { ... }`. */
export function chunk(load: () => Promise<{ pages: Record<string, PageModule> }>): Chunk {
  return memo(
    (name) => () =>
      load().then((m) => (Object.prototype.hasOwnProperty.call(m.pages, name) ? m.pages[name] : missing(name))),
  );
}

/** A chunk that is one page's module (its only page is `page`). */
export function onePage(page: string, load: () => Promise<PageModule>): Chunk {
  return memo((name) => (name === page ? load : () => missing(name)));
}
