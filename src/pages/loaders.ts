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

/** Every chunk of the table, by name (a chunk the table names and no family registers does not compile). */
export const chunks: Record<ChunkName, Chunk> = {
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
};

/** The loader of a page named '<chunk>/<Page>': the same function for the same name. */
export function pageLoader(ref: PageRef): PageLoader {
  const slash = ref.indexOf('/');
  const name = ref.slice(0, slash) as ChunkName;
  if (!Object.prototype.hasOwnProperty.call(chunks, name))
    return () => Promise.reject(new Error(`[sms2] no chunk ${name}`));
  return chunks[name](ref.slice(slash + 1));
}

/** What a route without a page shows: an honest "coming soon". */
export const plannedPage = pageLoader(PLANNED_PAGE);
