/// <reference types="webpack/module" />
// The page loaders, by the names the route table gives them (config/routes.ts: `page: '<chunk>/<Page>'`). Each
// family registers its chunks (src/pages/<family>/loaders.ts); the layouts look a page up here, the only module of
// src/pages the app shell imports. The table stays data, and no module below pages/ imports a page.
import { PLANNED_PAGE, type ChunkName, type PageRef } from '../../config/routes';
import type { Chunk, PageLoader } from './shared/chunk';
import { loaders as account } from './account/loaders';
import { loaders as benefits } from './benefits/loaders';
import { loaders as business } from './business/loaders';
import { loaders as change } from './change/loaders';
import { loaders as complain } from './complain/loaders';
import { loaders as dataPacks } from './dataPacks/loaders';
import { loaders as depositGift } from './depositGift/loaders';
import { loaders as general } from './general/loaders';
import { loaders as ordering } from './ordering/loaders';
import { loaders as recharge } from './recharge/loaders';
import { loaders as sale } from './sale/loaders';
import { loaders as venues } from './venues/loaders';

export type { PageLoader, PageModule } from './shared/chunk';

/**
 * Every chunk of the table, by name (a chunk the table names and no family registers does not compile). Gathered
 * again when the dev server's hot reload brings a family's loaders anew.
 */
const gather = (): Record<ChunkName, Chunk> => ({
  ...general,
  ...account,
  ...recharge,
  ...depositGift,
  ...dataPacks,
  ...complain,
  ...business,
  ...ordering,
  ...change,
  ...benefits,
  ...venues,
  ...sale,
});
export let chunks = gather();

const made = new Map<string, PageLoader>();
/** The loader of a page named '<chunk>/<Page>': the same function for the same name. */
export function pageLoader(ref: PageRef): PageLoader {
  let loader = made.get(ref);
  if (!loader) {
    const slash = ref.indexOf('/');
    const [name, page] = [ref.slice(0, slash) as ChunkName, ref.slice(slash + 1)];
    // The chunk is looked up at each call: after a hot reload it is a new one.
    loader = () =>
      Object.prototype.hasOwnProperty.call(chunks, name)
        ? chunks[name](page)()
        : Promise.reject(new Error(`[sms2] no chunk ${name}`));
    made.set(ref, loader);
  }
  return loader;
}

/** What a route without a page shows: an honest "coming soon". */
export const plannedPage = pageLoader(PLANNED_PAGE);

// The dev server's hot reload: an edited page or model bubbles up through its chunk to its family's loaders.ts, taken
// here; the page shown loads again and its models replace their old selves (src/layouts/LazyPage.tsx), the store kept.
const listeners = new Set<() => void>();
/** Calls `listener` when the dev server brought new page modules; returns the unsubscribe. */
export function onPagesChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** Tells the layouts that the page modules changed (the hot reload's accept, or a test). */
export function pagesChanged(): void {
  listeners.forEach((listener) => listener());
}
if (typeof module !== 'undefined' && module.hot) {
  module.hot.accept(
    [
      './account/loaders',
      './benefits/loaders',
      './business/loaders',
      './change/loaders',
      './complain/loaders',
      './dataPacks/loaders',
      './depositGift/loaders',
      './general/loaders',
      './ordering/loaders',
      './recharge/loaders',
      './sale/loaders',
      './venues/loaders',
    ],
    () => {
      chunks = gather();
      pagesChanged();
    },
  );
}
